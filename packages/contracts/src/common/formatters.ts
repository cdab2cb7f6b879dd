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
