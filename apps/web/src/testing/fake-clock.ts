import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes only the page's timeouts. The testing library's own waiting (findBy…, waitFor) ends with a
 * setTimeout, so while this clock is on, wait with `untilSettled` instead.
 */
export const useFakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** Real milliseconds since `start` (the fake clock moves Date.now, performance and hrtime). */
const realMsSince = (start: number) => vi.getRealSystemTime() - start;

/**
 * Waits until `check` passes without moving the fake clock: each round lets pending promises, I/O and
 * React's updates run (the fake clock yields to the real event loop), so a timer due later stays due
 * later however slow the machine is. It gives up after `rounds` rounds and at least `realMs` of real
 * time: a page's lazily loaded chunk (issue 12) arrives by real I/O, however few rounds that takes.
 */
export async function untilSettled<T>(check: () => T, rounds = 200, realMs = 4000): Promise<T> {
  const start = vi.getRealSystemTime();
  for (let round = 0; ; round++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    try {
      return check();
    } catch (error) {
      if (round >= rounds && realMsSince(start) >= realMs) throw error;
    }
  }
}
