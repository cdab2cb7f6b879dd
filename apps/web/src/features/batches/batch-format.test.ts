import { describe, expect, it } from 'vitest';
import { batchProgress, formatCents, formatRate, formatTimeLeft, progressLine } from './batch-format';

const counts = (c: Partial<Parameters<typeof batchProgress>[0]> = {}) => ({ total: 0, invalid: 0, pending: 0, processing: 0, completed: 0, failed: 0, ...c });

describe('time left', () => {
  it('reads as seconds, minutes and seconds, or hours and minutes', () => {
    expect(formatTimeLeft(45)).toBe('45 s');
    expect(formatTimeLeft(44.2)).toBe('45 s');
    expect(formatTimeLeft(60)).toBe('1 min');
    expect(formatTimeLeft(125)).toBe('2 min 5 s');
    expect(formatTimeLeft(3600)).toBe('1 h');
    expect(formatTimeLeft(3725)).toBe('1 h 2 min');
    expect(formatTimeLeft(26 * 3600 + 59)).toBe('26 h');
  });

  it('says "a moment" when nothing is left', () => {
    expect(formatTimeLeft(0)).toBe('a moment');
    expect(formatTimeLeft(-3)).toBe('a moment');
  });
});

describe('rate and money', () => {
  it('shows a slow rate with one decimal and a fast one whole', () => {
    expect(formatRate(2.46)).toBe('2.5 rows/s');
    expect(formatRate(3)).toBe('3 rows/s');
    expect(formatRate(1204.4)).toBe('1,204 rows/s');
  });

  it('shows cents as dollars', () => {
    expect(formatCents(8970)).toBe('$89.70');
    expect(formatCents(299_000_000)).toBe('$2,990,000.00');
  });
});

describe('batch progress', () => {
  it('counts completed and failed rows against the rows to order (invalid rows are never ordered)', () => {
    expect(batchProgress(counts({ total: 8, invalid: 2, completed: 3, failed: 1, pending: 2 }))).toEqual({ done: 4, toOrder: 6, failed: 1, percent: 66 });
    expect(batchProgress(counts({ total: 8, invalid: 2, completed: 5, failed: 1 }))).toEqual({ done: 6, toOrder: 6, failed: 1, percent: 100 });
  });

  it('is at 100 % when no row is to be ordered, and at 0 % before the first', () => {
    expect(batchProgress(counts({ total: 3, invalid: 3 })).percent).toBe(100);
    expect(batchProgress(counts({ total: 200_000, pending: 200_000 })).percent).toBe(0);
  });

  it('reads as one line, with the rate and time left while the batch runs', () => {
    const running = { counts: counts({ total: 5000, completed: 1197, failed: 3, pending: 3800 }), status: 'processing' as const, rowsPerSecond: 420.2, secondsLeft: 9 };
    expect(progressLine(running)).toBe('1,200 of 5,000 rows · 3 failed · 420 rows/s · about 9 s left');
    expect(progressLine({ ...running, rowsPerSecond: null, secondsLeft: null })).toBe('1,200 of 5,000 rows · 3 failed');
    expect(progressLine({ counts: counts({ total: 1, completed: 1 }), status: 'completed', rowsPerSecond: 1, secondsLeft: 0 })).toBe('1 of 1 row · 0 failed');
  });
});
