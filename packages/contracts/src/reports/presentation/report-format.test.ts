import { describe, expect, it } from 'vitest';
import { NOT_REPORTED, formatCount, formatMoney, formatPercent } from './report-format.js';

describe('report numbers', () => {
  it('money is whole dollars with thousands separators, a dash when absent', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1234567.6)).toBe('$1,234,568');
    expect(formatMoney(-250)).toBe('-$250');
    expect(formatMoney(-0.4)).toBe('$0');
    expect(formatMoney(null)).toBe(NOT_REPORTED);
    expect(formatMoney(undefined)).toBe(NOT_REPORTED);
    expect(formatMoney(Number.NaN)).toBe(NOT_REPORTED);
  });

  it('percent is whole, counts have separators', () => {
    expect(formatPercent(67.4)).toBe('67%');
    expect(formatPercent(35)).toBe('35%');
    expect(formatPercent(null)).toBe('—');
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(0)).toBe('0');
  });
});
