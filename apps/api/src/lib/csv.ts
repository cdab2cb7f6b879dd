/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet
 * would read as a formula (= + - @, tab, carriage return) is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * How every CSV file a user sends is read (csv-parse): a byte-order mark dropped, rows of any width,
 * and a stray double quote inside an unquoted cell (`700 "Old" Mill Rd`, `=HYPERLINK("x")`) or
 * after a closing one kept as text (`relax_quotes`): lender exports hold such quotes. What still
 * cannot be read (a quote never closed at the end of the file) is a CsvError naming its line.
 */
export const READ_CSV_OPTIONS = { bom: true, relax_column_count: true, relax_quotes: true } as const;
