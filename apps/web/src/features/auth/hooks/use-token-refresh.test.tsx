import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store';
import { ADMIN_AUTH, TEST_CONFIG } from '../../../testing/fixtures';
import { useTokenRefresh } from './use-token-refresh';

const refreshSession = vi.hoisted(() => vi.fn());
vi.mock('../../../api/refresh-session', () => ({ refreshSession }));

const timings = { refreshLeadMs: 100_000, refreshUnknownMs: 199_000 };

function renderScheduler(expiresAt: number | null) {
  const store = createAppStore({ auth: ADMIN_AUTH, clientConfig: { value: TEST_CONFIG, status: 'loaded' } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook((props: { expiresAt: number | null }) => useTokenRefresh({ ...timings, ...props }), {
    wrapper,
    initialProps: { expiresAt },
  });
}

describe('useTokenRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refreshSession.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes refreshLeadMs before expiry and reschedules from the new expiry', async () => {
    refreshSession.mockResolvedValue('refreshed');
    const { rerender } = renderScheduler(Date.now() + 900_000);
    await act(() => vi.advanceTimersByTimeAsync(799_999));
    expect(refreshSession).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshSession).toHaveBeenCalledTimes(1);

    rerender({ expiresAt: Date.now() + 900_000 }); // the refresh stored a new expiry
    await act(() => vi.advanceTimersByTimeAsync(800_000));
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('refreshes after refreshUnknownMs when no expiry is stored', async () => {
    refreshSession.mockResolvedValue('refreshed');
    renderScheduler(null);
    await act(() => vi.advanceTimersByTimeAsync(198_999));
    expect(refreshSession).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('tries again later when the server could not be reached', async () => {
    refreshSession.mockResolvedValueOnce('unavailable').mockResolvedValue('refreshed');
    renderScheduler(Date.now() + 100_000);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(refreshSession).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('stops when unmounted (logged out)', async () => {
    const { unmount } = renderScheduler(Date.now() + 900_000);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(1_000_000));
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
