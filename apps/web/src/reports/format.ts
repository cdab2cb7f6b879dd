import { formatDate } from '@creditdesk/contracts';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

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

/** The local time of day: "9:05 AM". */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** MM-DD-YYYY and the local time: "11-21-2026, 9:05 AM". */
export function formatDateAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${DATE_TIME.format(date)}`;
}

/** A name as the bureau prints it, parts joined by single spaces. */
export function joinName(...parts: (string | null | undefined)[]): string {
  return parts.filter((p) => p && p.trim()).join(' ');
}
