import { describe, expect, it } from 'vitest';
import { isoDay, localDay } from './url-day';

describe('days in the URL', () => {
  it('keeps a real calendar day and drops what is not one', () => {
    expect(isoDay('2026-02-28')).toBe('2026-02-28');
    expect(isoDay('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-13-01', '2026-02-30', '2026-2-3', 'yesterday', '', null]) expect(isoDay(bad)).toBe('');
  });

  it('reads a day as local midnight', () => {
    const day = localDay('2026-11-22');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 22, 0]);
  });
});
