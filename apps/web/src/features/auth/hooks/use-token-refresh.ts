import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { refreshSession } from '../../../api/refresh-session';
import { computeRefreshDelay, refreshRetryDelay } from '../refresh-delay';

type Options = { expiresAt: number | null; refreshLeadMs: number; refreshUnknownMs: number };

/**
 * Keeps the tokens fresh while logged in: refreshes ahead of expiry; a successful refresh stores a
 * new expiry, which schedules the next one. An unreachable server is retried; a refused refresh
 * ends the session (refreshSession does that).
 */
export function useTokenRefresh({ expiresAt, refreshLeadMs, refreshUnknownMs }: Options) {
  const store = useStore();
  useEffect(() => {
    const timings = { refreshLeadMs, refreshUnknownMs };
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const run = async () => {
      const outcome = await refreshSession(store);
      if (!cancelled && outcome === 'unavailable') timer = setTimeout(run, refreshRetryDelay(timings));
    };
    timer = setTimeout(run, computeRefreshDelay(expiresAt, Date.now(), timings));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [store, expiresAt, refreshLeadMs, refreshUnknownMs]);
}
