import { Transform, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { BATCH_LIMITS } from '@creditdesk/contracts';
import { READ_CSV_OPTIONS } from '../../lib/csv.js';
import { badRequest } from '../../lib/http-error.js';

/*
 * A batch file read as it arrives (never held whole): UTF-8 with or without a byte-order mark, CRLF
 * or LF, quoted cells holding commas and line breaks, a stray quote read as text, blank and all-empty
 * lines skipped. A file that is not CSV text is refused on its first bytes; what still cannot be read
 * (a quote never closed) is refused with its line number: a 400, never a 500.
 */

/** A data row: its number (the first data row is 1), its cells, and the file's line it ends on (the header's first line is 1). */
export type CsvRecord = { rowNumber: number; cells: string[]; line: number };
export type OpenedCsv = { headers: string[]; rows: AsyncIterable<CsvRecord> };

/** A file the batch cannot read: a 400 naming the problem, before anything is ordered. */
export const batchFileError = (message: string) => badRequest(message, { fields: [{ field: 'file', message }] });

const SIGNATURES: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook (or another zip file). Save it as "CSV UTF-8 (Comma delimited)" and send that' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel workbook. Save it as "CSV UTF-8 (Comma delimited)" and send that' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document, not a CSV file' },
];

/** Refuses binary files on their first bytes and text that is not UTF-8; passes the text on. */
function utf8Text(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let first = true;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      if (first) {
        first = false;
        const known = SIGNATURES.find((s) => s.bytes.every((b, i) => chunk[i] === b));
        if (known) return done(batchFileError(`The file is ${known.what}.`));
      }
      if (chunk.includes(0)) return done(batchFileError('The file is not a CSV file: it holds binary data.'));
      try {
        done(null, decoder.decode(chunk, { stream: true }));
      } catch {
        done(batchFileError('The file is not UTF-8 text. Save it as "CSV UTF-8 (Comma delimited)" and send it again.'));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(batchFileError('The file is not UTF-8 text. Save it as "CSV UTF-8 (Comma delimited)" and send it again.'));
      }
    },
  });
}

/** csv-parse's error (any of its codes: INVALID_OPENING_QUOTE has no CSV_ prefix) as the user reads it, its line kept. */
function csvError(err: unknown): Error {
  if (!(err instanceof CsvError)) return err as Error;
  const line = (err as { lines?: number }).lines;
  const what = err.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed' : err.message.replace(/^.*?:\s*/, '').replace(/\s*at line \d+.*$/, '');
  return batchFileError(`The file is not valid CSV${line ? ` at line ${line}` : ''}: ${what}.`);
}

/**
 * Opens a batch file: its header row (trimmed, the byte-order mark dropped) and its data rows, each
 * numbered from 1 in file order. Refuses an empty file, a file without rows, more rows than
 * BATCH_LIMITS.maxRows and cells longer than BATCH_LIMITS.maxCellLength.
 */
export async function openBatchCsv(file: Readable, limits: { maxRows: number } = BATCH_LIMITS): Promise<OpenedCsv> {
  const parser = parse({
    ...READ_CSV_OPTIONS,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: 64 * 1024,
    info: true,
  });
  // errors of the source (a file over the size limit, a client gone) end the parse with them
  file.on('error', (err) => parser.destroy(err));
  const text = utf8Text();
  text.on('error', (err) => parser.destroy(err));
  file.pipe(text).pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;

  const next = async () => {
    try {
      return await records.next();
    } catch (err) {
      throw csvError(err);
    }
  };

  const first = await next();
  if (first.done) throw batchFileError('The file is empty: it has no header row and no rows.');
  const headers = first.value.record.map((h) => h.trim());

  async function* rows(): AsyncGenerator<CsvRecord> {
    let rowNumber = 0;
    for (let r = await next(); !r.done; r = await next()) {
      rowNumber += 1;
      if (rowNumber > limits.maxRows) throw batchFileError(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows, the most a batch may hold. Split it into several batches.`);
      const cells = r.value.record;
      const long = cells.findIndex((cell) => cell.length > BATCH_LIMITS.maxCellLength);
      if (long >= 0) throw batchFileError(`Row ${rowNumber} (line ${r.value.info.lines}) has a cell of more than ${BATCH_LIMITS.maxCellLength} characters (column '${headers[long] ?? long + 1}').`);
      yield { rowNumber, cells, line: r.value.info.lines };
    }
  }
  return { headers, rows: rows() };
}
