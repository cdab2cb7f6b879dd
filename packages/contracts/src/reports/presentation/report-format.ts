/**
 * How numbers read on a report, on screen and in the PDF alike. Dates are the contracts'
 * formatDate (MM-DD-YYYY, portal.md §5).
 */

/** What a report shows for a value the bureau did not report. */
export const NOT_REPORTED = '—';

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const absent = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || Number.isNaN(value);

/** Whole dollars with thousands separators: $1,234; -$250 for a negative amount; a dash when absent. */
export function formatMoney(value: number | null | undefined): string {
  if (absent(value)) return NOT_REPORTED;
  const rounded = Math.round(value);
  const text = WHOLE.format(Math.abs(rounded));
  return rounded < 0 ? `-$${text}` : `$${text}`;
}

/** A whole percent: 35%; a dash when absent. */
export function formatPercent(value: number | null | undefined): string {
  return absent(value) ? NOT_REPORTED : `${Math.round(value)}%`;
}

/** A count with thousands separators: 1,204. */
export function formatCount(value: number): string {
  return WHOLE.format(value);
}
