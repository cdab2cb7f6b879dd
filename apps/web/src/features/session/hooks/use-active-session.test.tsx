import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActiveSession } from './use-active-session';

const WARNING_MS = 900_000;
const EXPIRED_LOGOUT_MS = 15_000;

function renderSession(endsAt: number | null) {
  const onExpire = vi.fn();
  const hook = renderHook(() =>
    useActiveSession({ readEndsAt: () => endsAt, warningMs: WARNING_MS, checkMs: 1_000, expiredLogoutMs: EXPIRED_LOGOUT_MS, onExpire }),
  );
  return { ...hook, onExpire };
}

describe('useActiveSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns once 15 minutes remain; Stay Logged In only dismisses', () => {
    const { result, onExpire } = renderSession(Date.now() + WARNING_MS + 5_000);
    expect(result.current.phase).toBe('active');
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.warningOpen).toBe(true);
    act(() => result.current.dismissWarning());
    expect(result.current.warningOpen).toBe(false);
    expect(result.current.phase).toBe('warning');
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows the expired state at the session end and forces logout after sessionExpiredLogoutMs', () => {
    const { result, onExpire } = renderSession(Date.now() + 3_000);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current.expiredOpen).toBe(true);
    act(() => vi.advanceTimersByTime(EXPIRED_LOGOUT_MS - 1));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stays quiet without a known session end', () => {
    const { result, onExpire } = renderSession(null);
    act(() => vi.advanceTimersByTime(10 * 3600_000));
    expect(result.current.phase).toBe('active');
    expect(onExpire).not.toHaveBeenCalled();
  });
});
