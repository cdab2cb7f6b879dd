/*
 * US federal business days (5 U.S.C. 6103): weekdays that are not a federal holiday. A holiday on a
 * Saturday is observed the Friday before, on a Sunday the Monday after. The OFAC report of a blocked
 * or rejected transaction is due within 10 business days (31 CFR 501.603, 501.604).
 */

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The n-th weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/** A fixed-date holiday as observed: Saturday → Friday, Sunday → Monday. */
function observed(year: number, month: number, day: number): Date {
  const d = utc(year, month, day);
  if (d.getUTCDay() === 6) return utc(year, month, day - 1);
  if (d.getUTCDay() === 0) return utc(year, month, day + 1);
  return d;
}

/** The federal holidays observed in a year, YYYY-MM-DD (New Year's Day observed on Dec 31 of the year before is that year's). */
export function usFederalHolidays(year: number): string[] {
  const days = [
    observed(year, 1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(year, 6, 19), // Juneteenth National Independence Day
    observed(year, 7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(year, 12, 25), // Christmas Day
  ].map(iso);
  // next year's January 1 falling on a Saturday is observed on this year's December 31
  if (utc(year + 1, 1, 1).getUTCDay() === 6) days.push(`${year}-12-31`);
  return days.filter((d) => d.startsWith(String(year))).sort();
}

/** Whether a date (YYYY-MM-DD) is a federal business day. */
export function isUsBusinessDay(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !usFederalHolidays(d.getUTCFullYear()).includes(date);
}

/** The date `n` federal business days after `date` (the day itself not counted). */
export function addUsBusinessDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isUsBusinessDay(iso(d))) left--;
  }
  return iso(d);
}

/**
 * The federal business days from `from` to `to` (YYYY-MM-DD): those after `from` up to and including
 * `to`, so 0 on the day itself; negative when `to` is earlier (the business days it lies behind).
 */
export function usBusinessDaysBetween(from: string, to: string): number {
  if (to < from) return -usBusinessDaysBetween(to, from);
  const d = new Date(`${from}T00:00:00Z`);
  let count = 0;
  while (iso(d) < to) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isUsBusinessDay(iso(d))) count++;
  }
  return count;
}
