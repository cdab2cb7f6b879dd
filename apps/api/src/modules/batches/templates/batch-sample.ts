import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type BatchDefaults, type BatchLayout, type BatchSamplePreview, checkSampleRow, headerKey, proposeBatchMapping } from '@creditdesk/contracts';
import type { z } from 'zod';
import { HttpError } from '../../../lib/http-error.js';
import { batchFileError, openBatchCsv } from '../batch-csv.js';
import { cellsOfRow } from '../batch-columns.js';

/** Rows of a sample file the template editor shows and checks. */
export const SAMPLE_ROWS = 5;

/** Per header, the layout column proposed for it (contracts' proposeBatchMapping: its words, then its values); a column once. */
export function suggestColumns(layout: BatchLayout, headers: readonly string[], rows: readonly (readonly string[])[] = []): (string | null)[] {
  return proposeBatchMapping(layout, headers, rows).map((p) => p.column);
}

/** A first line that names no columns: a blank cell, a cell without a letter (data: a number, a date, an SSN), a name twice. */
function headerProblem(headers: readonly string[]): string | undefined {
  const blank = headers.findIndex((h) => h === '');
  if (blank >= 0) return `Column ${blank + 1} has no header: the first line must name every column.`;
  const data = headers.find((h) => !/\p{L}/u.test(h));
  if (data !== undefined) return `The file has no header row: its first line holds '${data}', which is data, not a column name. Add a first line naming the columns.`;
  const seen = new Map<string, string>();
  for (const header of headers) {
    const same = seen.get(headerKey(header));
    if (same !== undefined) return `The headers '${same}' and '${header}' name one column twice (case, spaces and punctuation aside): rename one.`;
    seen.set(headerKey(header), header);
  }
  return undefined;
}

/** Reads what is left of the upload and drops it; a file over the limit is refused (413). */
function drain(file: Readable): Promise<void> {
  file.unpipe();
  file.resume();
  return finished(file);
}

/**
 * A sample file read for the template editor: its headers, its first rows, the column each header
 * means (by its words and values), and those rows checked through that mapping as the batch will check them.
 * Nothing is stored; the rest of the file is read and dropped.
 */
export async function readSample(file: Readable, layout: BatchLayout, schema: z.ZodType, defaults: BatchDefaults): Promise<BatchSamplePreview> {
  const csv = await openBatchCsv(file);
  const problem = headerProblem(csv.headers);
  if (problem) throw batchFileError(problem);
  const rows: string[][] = [];
  for await (const record of csv.rows) {
    rows.push(csv.headers.map((_, i) => record.cells[i] ?? ''));
    if (rows.length === SAMPLE_ROWS) break;
  }
  try {
    await drain(file);
  } catch (err) {
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode === 413) throw err;
    throw batchFileError('The file could not be read to its end.');
  }
  const suggested = suggestColumns(layout, csv.headers, rows);
  // judged as the batch will judge them: what Create Batch supplies (account, purpose) is not missing
  const rowErrors = rows.map((cells) => checkSampleRow(layout, schema, cellsOfRow(suggested, cells), defaults));
  return { headers: csv.headers, rows, suggested, rowErrors };
}
