import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_DEFAULTS } from '@creditdesk/contracts';
import { computeRefreshDelay, refreshRetryDelay } from './refresh-delay';

const timings = { refreshLeadMs: CLIENT_CONFIG_DEFAULTS.refreshLeadMs, refreshUnknownMs: CLIENT_CONFIG_DEFAULTS.refreshUnknownMs };
const now = 1_800_000_000_000;

describe('computeRefreshDelay', () => {
  it('refreshes 100 s before the stored expiry', () => {
    // expires_in 900 s stored as now + 900 000 ms → refresh after 800 s
    expect(computeRefreshDelay(now + 900_000, now, timings)).toBe(800_000);
  });

  it('refreshes after 199 s when no expiry is stored', () => {
    expect(computeRefreshDelay(null, now, timings)).toBe(199_000);
  });

  it('uses the configured timings, not fixed ones', () => {
    expect(computeRefreshDelay(now + 10_000, now, { refreshLeadMs: 2_000, refreshUnknownMs: 5_000 })).toBe(8_000);
    expect(computeRefreshDelay(null, now, { refreshLeadMs: 2_000, refreshUnknownMs: 5_000 })).toBe(5_000);
  });

  it('refreshes at once when the token has expired', () => {
    expect(computeRefreshDelay(now - 1, now, timings)).toBe(0);
  });

  it('refreshes half-way through a life shorter than the lead, so it cannot loop', () => {
    expect(computeRefreshDelay(now + 60_000, now, timings)).toBe(30_000);
  });

  it('retries an unreachable server a quarter of the lead later', () => {
    expect(refreshRetryDelay(timings)).toBe(25_000);
  });
});
