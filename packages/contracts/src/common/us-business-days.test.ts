import { describe, expect, it } from 'vitest';
import { addUsBusinessDays, isUsBusinessDay, usBusinessDaysBetween, usFederalHolidays } from './us-business-days.js';

describe('US federal business days', () => {
  it('lists the eleven federal holidays as observed (OPM’s calendars for 2026 and 2027)', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
    // Juneteenth 2027 is a Saturday (observed Friday 18), Independence Day a Sunday (Monday 5), Christmas a Saturday (Friday 24), and New Year's Day 2028 a Saturday (Friday 31 December 2027)
    expect(usFederalHolidays(2027)).toEqual([
      '2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24', '2027-12-31',
    ]);
  });

  it('counts 10 business days past weekends and holidays', () => {
    expect(isUsBusinessDay('2026-11-26')).toBe(false);
    expect(isUsBusinessDay('2026-11-28')).toBe(false);
    expect(isUsBusinessDay('2026-11-27')).toBe(true);
    // from Tuesday 24 November 2026: Thanksgiving (26th) and two weekends skipped
    expect(addUsBusinessDays('2026-11-24', 10)).toBe('2026-12-09');
    // across Christmas and New Year's Day
    expect(addUsBusinessDays('2026-12-21', 10)).toBe('2027-01-06');
  });

  it('counts the business days left until a day, and those a past day lies behind', () => {
    expect(usBusinessDaysBetween('2026-11-24', '2026-12-09')).toBe(10);
    expect(usBusinessDaysBetween('2026-12-09', '2026-12-09')).toBe(0);
    // Friday to Monday: one business day, the weekend not counted
    expect(usBusinessDaysBetween('2026-11-27', '2026-11-30')).toBe(1);
    expect(usBusinessDaysBetween('2026-12-09', '2026-11-24')).toBe(-10);
  });
});
