/*
 * A batch file's cells as spreadsheets write them, turned into what the product's order schema reads.
 * Only the forms below are rewritten; anything else is left as it was, so the schema's own message
 * names the problem (one rule for the form and the batch).
 */

const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Day 0 of Excel's 1900 date system, counted so that serials after 28 Feb 1900 (60) come out right. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A date cell as YYYY-MM-DD: YYYY-MM-DD, YYYY/MM/DD, M/D/YYYY (Excel's US format), MM-DD-YYYY (the
 * portal's display format), an Excel date-time ('1/2/1980 0:00') or an Excel serial number (29221).
 * Two-digit years are left alone (1/2/80 could be 1980 or 2080): the schema refuses them.
 */
export function batchDate(cell: string): string {
  const value = cell.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?( ?[AP]M)?$/i, '');
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value);
  if (m) return iso(+m[3], +m[1], +m[2]);
  m = /^(\d{3,5})(\.0+)?$/.exec(value);
  if (m && +m[1] > 60) {
    const d = new Date(EXCEL_EPOCH_MS + +m[1] * DAY_MS);
    return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  return cell.trim();
}

/** A cell of a header row or a key, compared without case, spaces or punctuation ('First Name' = 'first_name' = 'firstName'). */
export const headerKey = (text: string) => text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');
