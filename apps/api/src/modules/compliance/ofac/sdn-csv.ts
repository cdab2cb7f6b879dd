/*
 * The Treasury's legacy SDN CSV files (sdn.csv, alt.csv, add.csv, sdn_comments.csv): no header row,
 * fields in double quotes or bare, `-0-` for empty, CRLF lines, a trailing SUB (0x1A) byte. A line
 * that is not well formed is refused with its file and line number: a list is loaded whole or not at
 * all.
 */

export class SdnFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file} line ${line}: ${reason}`);
    this.name = 'SdnFileError';
  }
}

const EMPTY = '-0-';
/** The DOS end-of-file byte (0x1A) the Treasury's files close with. */
const SUB = String.fromCharCode(0x1a);

/** One CSV line's fields, quotes removed and `-0-` read as empty; undefined when its quotes do not close. */
function fieldsOf(line: string): string[] | undefined {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const close = line.indexOf('"', i);
        if (close < 0) return undefined;
        value += line.slice(i, close);
        if (line[close + 1] === '"') {
          value += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      const comma = line.indexOf(',', i);
      if (line.slice(i, comma < 0 ? undefined : comma).trim() !== '') return undefined;
      fields.push(value.trim());
      if (comma < 0) break;
      i = comma + 1;
    } else {
      const comma = line.indexOf(',', i);
      const raw = line.slice(i, comma < 0 ? undefined : comma).trim();
      fields.push(raw === EMPTY ? '' : raw);
      if (comma < 0) break;
      i = comma + 1;
    }
  }
  return fields.map((f) => (f === EMPTY ? '' : f));
}

/**
 * The rows of one file, each checked to hold `columns` fields and a numeric entity number first.
 * Blank lines and the closing SUB byte are skipped.
 */
export function readSdnRows(file: string, text: string, columns: number): string[][] {
  const rows: string[][] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.split(SUB).join('');
    if (line.trim() === '') return;
    const fields = fieldsOf(line);
    if (!fields) throw new SdnFileError(file, index + 1, 'a quoted field is not closed');
    if (fields.length !== columns) throw new SdnFileError(file, index + 1, `expected ${columns} fields, found ${fields.length}`);
    if (!/^\d+$/.test(fields[0])) throw new SdnFileError(file, index + 1, `the entity number '${fields[0].slice(0, 20)}' is not a number`);
    rows.push(fields);
  });
  return rows;
}
