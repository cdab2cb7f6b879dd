import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes only the page's timeouts. The testing library's own waiting (findBy…, waitFor) ends with a
 * setTimeout, so while this clock is on, wait with `untilSettled` instead.
 */
export const useFakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/**
 * Waits until `check` passes without moving the fake clock: each round lets pending promises, I/O and
 * React's updates run (the fake clock yields to the real event loop), so a timer due later stays due
 * later however slow the machine is.
 */
export async function untilSettled<T>(check: () => T, rounds = 200): Promise<T> {
  for (let round = 0; ; round++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    try {
      return check();
    } catch (error) {
      if (round >= rounds) throw error;
    }
  }
}
