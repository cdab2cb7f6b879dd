import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { storeSessionTokens } from '../../../lib/auth/token-storage';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH, TEST_CONFIG, makeTokenSet } from '../../../testing/fixtures';
import { useTokenRefresh } from './use-token-refresh';

const REFRESH = '/api/oauth2/token/refresh';

const timings = { refreshLeadMs: 100_000, refreshUnknownMs: 199_000 };

function renderScheduler(expiresAt: number | null) {
  const store = createAppStore({ auth: ADMIN_AUTH, clientConfig: { value: TEST_CONFIG, status: 'loaded' } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook((props: { expiresAt: number | null }) => useTokenRefresh({ ...timings, ...props }), {
    wrapper,
    initialProps: { expiresAt },
  });
}

/** The refresh endpoint of the fake API: each call answers the next outcome (the last one repeats). */
function refreshServer(...outcomes: ('refreshed' | 'unreachable')[]) {
  let call = 0;
  const server = fakeApi(({ url }) => {
    if (url.pathname !== REFRESH) throw new Error(`unexpected call ${url.pathname}`);
    const outcome = outcomes[Math.min(call++, outcomes.length - 1)];
    if (outcome === 'unreachable') throw new TypeError('Failed to fetch');
    return json(makeTokenSet({ access_token: `access-${call}`, refresh_token: `refresh-${call}` }));
  });
  return { refreshes: () => server.callsTo(REFRESH).length };
}

describe('useTokenRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    storeSessionTokens(makeTokenSet({ access_token: 'access-0', refresh_token: 'refresh-0' }));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes refreshLeadMs before expiry and reschedules from the new expiry', async () => {
    const { refreshes } = refreshServer('refreshed');
    const { rerender } = renderScheduler(Date.now() + 900_000);
    await act(() => vi.advanceTimersByTimeAsync(799_999));
    expect(refreshes()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshes()).toBe(1);

    rerender({ expiresAt: Date.now() + 900_000 }); // the refresh stored a new expiry
    await act(() => vi.advanceTimersByTimeAsync(800_000));
    expect(refreshes()).toBe(2);
  });

  it('refreshes after refreshUnknownMs when no expiry is stored', async () => {
    const { refreshes } = refreshServer('refreshed');
    renderScheduler(null);
    await act(() => vi.advanceTimersByTimeAsync(198_999));
    expect(refreshes()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshes()).toBe(1);
  });

  it('tries again later when the server could not be reached', async () => {
    const { refreshes } = refreshServer('unreachable', 'refreshed');
    renderScheduler(Date.now() + 100_000);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(refreshes()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(refreshes()).toBe(2);
  });

  it('stops when unmounted (logged out)', async () => {
    const { refreshes } = refreshServer('refreshed');
    const { unmount } = renderScheduler(Date.now() + 900_000);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(1_000_000));
    expect(refreshes()).toBe(0);
  });
});
