import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityTimer } from './use-inactivity-timer';

const WARNING_MS = 810_000;
const LOGOUT_MS = 90_000;

function renderTimer(enabled = true) {
  const onTimeout = vi.fn();
  const hook = renderHook((props: { enabled: boolean }) =>
    useInactivityTimer({ enabled: props.enabled, warningMs: WARNING_MS, logoutMs: LOGOUT_MS, onTimeout }),
    { initialProps: { enabled } },
  );
  return { ...hook, onTimeout };
}

describe('useInactivityTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after warningMs without activity, and logs out logoutMs later', () => {
    const { result, onTimeout } = renderTimer();
    act(() => vi.advanceTimersByTime(WARNING_MS - 1));
    expect(result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.warningOpen).toBe(true);
    act(() => vi.advanceTimersByTime(LOGOUT_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts on any click or key press', () => {
    const { result, onTimeout } = renderTimer();
    act(() => vi.advanceTimersByTime(WARNING_MS - 1_000));
    fireEvent.click(document.body);
    act(() => vi.advanceTimersByTime(WARNING_MS - 1_000));
    fireEvent.keyDown(document.body, { key: 'a' });
    act(() => vi.advanceTimersByTime(WARNING_MS - 1_000));
    expect(result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.warningOpen).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('once warning, only Stay Logged In restarts the timer', () => {
    const { result, onTimeout } = renderTimer();
    act(() => vi.advanceTimersByTime(WARNING_MS));
    fireEvent.click(document.body);
    expect(result.current.warningOpen).toBe(true);

    act(() => result.current.stayLoggedIn());
    expect(result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(LOGOUT_MS));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(WARNING_MS - LOGOUT_MS));
    expect(result.current.warningOpen).toBe(true);
  });

  it('does nothing when disabled, and stopping clears the warning', () => {
    const { result, onTimeout, rerender } = renderTimer();
    act(() => vi.advanceTimersByTime(WARNING_MS));
    expect(result.current.warningOpen).toBe(true);
    rerender({ enabled: false });
    expect(result.current.warningOpen).toBe(false);
    act(() => vi.advanceTimersByTime(WARNING_MS + LOGOUT_MS));
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
