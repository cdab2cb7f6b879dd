/** portal.md §5 display formatting. */

const digits = (value: string | number | null | undefined) => String(value ?? '').replace(/\D/g, '');

function group(value: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(value.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** Nine digits shown 3-2-4 (SSN style); anything not nine digits is returned unchanged. */
export function formatNineDigits324(value: string | null | undefined): string {
  const d = digits(value);
  return d.length === 9 ? group(d, [3, 2, 4]) : (value ?? '');
}

/** Ten digits (a phone) shown 3-3-4; nine digits shown 3-3-3 would be ambiguous, so only ten are grouped. */
export function formatDigits334(value: string | null | undefined): string {
  const d = digits(value);
  return d.length === 10 ? group(d, [3, 3, 4]) : (value ?? '');
}

/**
 * An account number (a company's member number, 6–12 digits) as it is: every digit, never masked
 * and never grouped like an SSN. It names the lender's own account with the bureau, not a consumer.
 */
export function formatAccountNumber(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Tax id shown 2-7. */
export function formatTaxId(value: string | null | undefined): string {
  const d = digits(value);
  return d.length === 9 ? group(d, [2, 7]) : (value ?? '');
}

/** An SSN shown with only its last four digits: ***-**-1234. */
export function maskSsn(value: string | null | undefined): string {
  const d = digits(value);
  if (d.length < 4) return '';
  return `***-**-${d.slice(-4)}`;
}

/**
 * How a date and a moment read, declared once (issue 33; the spec's date display is MM-DD-YYYY, portal.md §3
 * and reports.md §9):
 * - on screen and in PDFs: a date MM-DD-YYYY (formatDate); a moment MM-DD-YYYY h:mm AM/PM (formatDateTime),
 *   in the reader's time zone on screen and in UTC, said so, where the reader's zone is not known (a PDF,
 *   the audit trail, which also shows seconds);
 * - in CSV files: a moment RFC 3339 in UTC (csvTimestamp), a date YYYY-MM-DD (as stored): a spreadsheet
 *   sorts and reads them unambiguously;
 * - in a letter's text, the letter's own style "May 14, 2026" (letters' formatLetterDate).
 */
export const DATE_DISPLAY = {
  date: 'MM-DD-YYYY',
  dateTime: 'MM-DD-YYYY h:mm AM/PM',
  csvDateTime: 'RFC 3339 UTC (2026-11-21T14:05:00.000Z)',
  csvDate: 'YYYY-MM-DD',
} as const;

/** Dates shown MM-DD-YYYY. Accepts an ISO string, a Date or YYYY-MM-DD; calendar dates are not shifted by time zone. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${m[2]}-${m[3]}-${m[1]}`;
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${mm}-${dd}-${d.getFullYear()}`;
}

const TIME_OF_DAY = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const TIME_OF_DAY_UTC = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const TIME_WITH_SECONDS = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const TIME_WITH_SECONDS_UTC = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'UTC' });

const instant = (value: string | Date | null | undefined): Date | undefined => {
  if (!value) return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
};

/** The time of day of a moment: "9:05 AM" (the reader's zone; `utc`: in UTC). */
export function formatTimeOfDay(value: string | Date | null | undefined, options: { utc?: boolean; seconds?: boolean } = {}): string {
  const d = instant(value);
  if (!d) return '';
  const format = options.seconds ? (options.utc ? TIME_WITH_SECONDS_UTC : TIME_WITH_SECONDS) : options.utc ? TIME_OF_DAY_UTC : TIME_OF_DAY;
  return format.format(d);
}

/**
 * A moment as DATE_DISPLAY.dateTime: "11-21-2026 9:05 AM" in the reader's zone; with `utc` the date and
 * time in UTC and said so ("11-21-2026 2:05 PM UTC"); `seconds` for the audit trail.
 */
export function formatDateTime(value: string | Date | null | undefined, options: { utc?: boolean; seconds?: boolean } = {}): string {
  const d = instant(value);
  if (!d) return '';
  const day = options.utc ? `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}` : formatDate(d);
  return `${day} ${formatTimeOfDay(d, options)}${options.utc ? ' UTC' : ''}`;
}

/** A moment in a CSV file (DATE_DISPLAY.csvDateTime); empty when none. */
export const csvTimestamp = (value: string | Date | null | undefined): string => instant(value)?.toISOString() ?? '';

/** Date-range filter bounds: MM/DD/YYYY 00:00:00 for a start, MM/DD/YYYY 23:59:59 for an end. */
export function formatRangeStart(date: Date): string {
  return `${slashDate(date)} 00:00:00`;
}
export function formatRangeEnd(date: Date): string {
  return `${slashDate(date)} 23:59:59`;
}
function slashDate(d: Date): string {
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The Welcome menu shows the user's name capitalised. */
export function capitalizeName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
