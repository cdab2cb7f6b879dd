import { Readable } from 'node:stream';
import { BATCH_ROW_STATUS_LABELS, type BatchRowStatus, maskSsn, problemLine } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { batchRowsAfter } from './batches.repository.js';

/** The results file's columns, one line a row of the batch in file order. */
export const BATCH_RESULTS_COLUMNS = ['row', 'status', 'report status', 'tracking id', 'consumer', 'ssn', 'reference', 'key findings', 'problems'] as const;

const SLICE = 2_000;

/** A batch's results as CSV, read a slice of rows at a time as the client takes them (memory flat at any size). */
export function batchResultsStream(db: Db, batchId: string, onDone: (rows: number, complete: boolean) => Promise<void>): Readable {
  async function* lines() {
    let rows = 0;
    let complete = false;
    try {
      yield csvLine([...BATCH_RESULTS_COLUMNS]);
      for (let after = 0; ; ) {
        const slice = await batchRowsAfter(db, batchId, after, SLICE);
        if (slice.length > 0) {
          yield slice
            .map((r) =>
              csvLine([
                String(r.rowNumber),
                BATCH_ROW_STATUS_LABELS[r.status as BatchRowStatus] ?? r.status,
                r.reportStatus ?? '',
                r.trackingId ?? '',
                r.consumerName,
                maskSsn(r.ssnLast4),
                r.customerReferenceNumber,
                r.keyFindings ?? '',
                r.errors.map(problemLine).join('; '),
              ]),
            )
            .join('');
        }
        rows += slice.length;
        if (slice.length < SLICE) break;
        after = slice[slice.length - 1].rowNumber;
      }
      complete = true;
    } finally {
      await onDone(rows, complete);
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
