/**
 * Runs `work` once per key and hands every caller the same promise. A handoff or authorization code
 * may be redeemed once only (a second try ends the session), and React may run an effect twice.
 */
export function oncePerKey<T>() {
  const started = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    let promise = started.get(key);
    if (!promise) {
      promise = work();
      started.set(key, promise);
    }
    return promise;
  };
}
