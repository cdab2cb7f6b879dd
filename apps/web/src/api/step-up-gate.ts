/*
 * The step-up gate (RFC 9470): a call the server refused with insufficient_user_authentication waits
 * here while the step-up dialog (features/auth/step-up) asks for a second factor; concurrent refusals
 * share one dialog. Plain module state, read by the dialog with useSyncExternalStore: the one base
 * query (reauth-base-query.ts) needs no React and no store slice.
 */

type Pending = { promise: Promise<boolean>; resolve: (proven: boolean) => void };

let pending: Pending | null = null;
let dialogs = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Resolves true once a factor was proven (retry the call), false when the user cancelled (or no dialog is mounted). */
export function requestStepUp(): Promise<boolean> {
  if (dialogs === 0) return Promise.resolve(false);
  if (!pending) {
    let resolve!: (proven: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    pending = { promise, resolve };
    notify();
  }
  return pending.promise;
}

/** The dialog's answer: every waiting call retries (true) or gives up with its 401 (false). */
export function settleStepUp(proven: boolean): void {
  const current = pending;
  pending = null;
  current?.resolve(proven);
  notify();
}

export const stepUpRequested = (): boolean => pending !== null;

/** The dialog's subscription (useSyncExternalStore); while one is subscribed, refusals wait for it. */
export function subscribeStepUp(listener: () => void): () => void {
  listeners.add(listener);
  dialogs += 1;
  return () => {
    listeners.delete(listener);
    dialogs -= 1;
  };
}
