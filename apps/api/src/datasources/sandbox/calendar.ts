/**
 * Dates for the sandbox bureau, all in whole calendar months and days, all in UTC, so a report never
 * depends on the server's time zone. A month is an index: year * 12 + (month - 1).
 */

/** The default "as of" date of every sandbox report: fixed, so a report never changes from one month to the next. */
export const SANDBOX_AS_OF = new Date(Date.UTC(2026, 10, 1)); // 2026-11-01

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export const monthOfDate = (d: Date): number => d.getUTCFullYear() * 12 + d.getUTCMonth();
export const monthOfIso = (iso: string): number => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export function daysInMonth(month: number): number {
  const y = Math.floor(month / 12);
  const m = month - y * 12;
  if (m === 1 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0)) return 29;
  return DAYS[m];
}

/** YYYY-MM-DD of a day in a month (the day is clamped into the month). */
export function isoOf(month: number, day: number): string {
  const y = Math.floor(month / 12);
  const m = month - y * 12 + 1;
  const d = Math.max(1, Math.min(day, daysInMonth(month)));
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

const DAY_MS = 86_400_000;
/** YYYY-MM-DD a number of days before a date. */
export function isoDaysBefore(date: Date, days: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - days * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export const isoOfDate = (date: Date): string => isoDaysBefore(date, 0);

/** Whole years between a YYYY-MM-DD birth date and a date (negative if born after it). */
export function ageAt(dateOfBirth: string, asOf: Date): number {
  const y = Number(dateOfBirth.slice(0, 4));
  const m = Number(dateOfBirth.slice(5, 7));
  const d = Number(dateOfBirth.slice(8, 10));
  let age = asOf.getUTCFullYear() - y;
  if (asOf.getUTCMonth() + 1 < m || (asOf.getUTCMonth() + 1 === m && asOf.getUTCDate() < d)) age--;
  return age;
}

/** Inquiries "in the last 12 months" are those dated on or after this day. */
export function twelveMonthsBefore(asOf: Date): string {
  return isoOf(monthOfDate(asOf) - 12, asOf.getUTCDate());
}

/** Orders text by UTF-16 code units: unlike localeCompare, the same on every machine and locale. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
