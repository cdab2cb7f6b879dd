import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLine } from './csv.js';

/** Rows read per query of an export. */
export const CSV_EXPORT_BATCH = 1000;

/**
 * Rows as CSV (a header row first), produced batch by batch as the reader asks for more
 * (Readable.from pulls the generator only when its buffer drains): memory stays flat whatever the
 * number of rows. `next` reads the batch after the last row sent (keyset) or the next offset
 * (byOffset); `onDone` is told how many rows were sent and whether the file is whole, also when the
 * client went away mid-way (an export of personal data is on record either way), and is awaited, so
 * the response ends only once it is.
 */
export function csvStream<R>(
  header: readonly string[],
  next: (last: R | undefined, size: number) => Promise<R[]>,
  cells: (row: R) => string[],
  onDone?: (rows: number, complete: boolean) => Promise<void> | void,
  batchSize = CSV_EXPORT_BATCH,
): Readable {
  async function* lines() {
    let total = 0;
    let complete = false;
    try {
      yield csvLine([...header]);
      let last: R | undefined;
      for (;;) {
        const rows = await next(last, batchSize);
        if (rows.length > 0) yield rows.map((r) => csvLine(cells(r))).join('');
        total += rows.length;
        if (rows.length < batchSize) break;
        last = rows[rows.length - 1];
      }
      complete = true;
    } finally {
      await onDone?.(total, complete);
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/** A list read page by page in its own order (offset, limit): for a company's short lists. */
export function byOffset<R>(page: (offset: number, limit: number) => Promise<R[]>) {
  let offset = 0;
  return async (_last: R | undefined, size: number) => {
    const rows = await page(offset, size);
    offset += rows.length;
    return rows;
  };
}

/** Sends an export as an attachment under its file name. */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
}

/** A moment in a CSV as the contracts declare it (DATE_DISPLAY.csvDateTime). */
export { csvTimestamp as csvTime } from '@creditdesk/contracts';
