type RefreshTimings = { refreshLeadMs: number; refreshUnknownMs: number };

/**
 * When to refresh the tokens next (portal.md §4): `refreshLeadMs` before the stored expiry, or after
 * `refreshUnknownMs` when no expiry is stored. A token whose whole remaining life is shorter than the
 * lead is refreshed half-way through it, so a short-lived token cannot cause a refresh loop.
 */
export function computeRefreshDelay(expiresAt: number | null, now: number, timings: RefreshTimings): number {
  if (expiresAt === null) return timings.refreshUnknownMs;
  const remaining = expiresAt - now;
  if (remaining <= 0) return 0;
  if (remaining <= timings.refreshLeadMs) return Math.floor(remaining / 2);
  return remaining - timings.refreshLeadMs;
}

/** After a refresh that could not reach the server, try again this much later. */
export const refreshRetryDelay = (timings: RefreshTimings) => Math.max(1, Math.floor(timings.refreshLeadMs / 4));
