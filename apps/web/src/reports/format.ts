import { formatDateTime, formatTimeOfDay } from '@creditdesk/contracts';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

// Money, percentages, counts and the dash for a value not reported are the contracts'
// (reports/presentation/report-format.ts), shared with the PDF.

/** The first day (UTC) of the month `offset` months before the given YYYY-MM-DD date. */
export function monthStart(isoDate: string, offset: number): Date {
  const [year, month] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - offset, 1));
}

/** "Mar 2026" for the month `offset` months before the given YYYY-MM-DD date. */
export function monthBefore(isoDate: string, offset: number): string {
  return MONTH.format(monthStart(isoDate, offset));
}

/** The local time of day: "9:05 AM" (the contracts' DATE_DISPLAY). */
export const formatTime = (iso: string): string => formatTimeOfDay(iso);

/** A moment on screen: "11-21-2026 9:05 AM" (the contracts' DATE_DISPLAY). */
export const formatDateAndTime = (iso: string): string => formatDateTime(iso);

/** A name as the bureau prints it, parts joined by single spaces. */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts.filter((p) => p && p.trim()).join(' ');
}
