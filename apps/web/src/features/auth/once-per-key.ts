/**
 * Runs `work` once per key while it is under way and hands every caller the same promise. A handoff
 * or authorization code may be redeemed once only (a second try ends the session), and React runs
 * an effect twice in development; once the work has settled the key is forgotten.
 */
export function oncePerKey<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    let promise = running.get(key);
    if (!promise) {
      promise = work().finally(() => running.delete(key));
      running.set(key, promise);
    }
    return promise;
  };
}
