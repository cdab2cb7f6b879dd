import { Readable } from 'node:stream';
import { REJECTED_PROBLEMS_HEADER, problemLine } from '@creditdesk/contracts';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { Db } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { openRejected } from './batch-row-cipher.js';
import { invalidRowsAfter } from './batches.repository.js';

const SLICE = 2_000;

/**
 * The rows a dry run refused, in the file's own layout: its header row and each row's cells as sent,
 * then a Problems column (a resubmitted file's is ignored). The user fixes the cells and sends the
 * file again. Read a slice at a time; a row stored before the file's cells were kept has none and is
 * left out. Cells follow the results file's rule (a formula-looking cell gets an apostrophe).
 */
export function rejectedRowsStream(db: Db, cipher: FieldCipher, batchId: string, onDone: (rows: number, complete: boolean) => Promise<void>): Readable {
  async function* lines() {
    let rows = 0;
    let complete = false;
    let width = -1;
    try {
      for (let after = 0; ; ) {
        const slice = await invalidRowsAfter(db, batchId, after, SLICE);
        let text = '';
        for (const row of slice) {
          if (!row.requestEnc) continue;
          const source = openRejected(cipher, { id: row.id, requestEnc: row.requestEnc });
          if (width < 0) {
            width = source.headers.length;
            text += csvLine([...source.headers, REJECTED_PROBLEMS_HEADER]);
          }
          const cells = Array.from({ length: width }, (_, i) => source.cells[i] ?? '');
          text += csvLine([...cells, row.errors.map(problemLine).join('; ')]);
          rows += 1;
        }
        if (text) yield text;
        if (slice.length < SLICE) break;
        after = slice[slice.length - 1].rowNumber;
      }
      if (width < 0) yield csvLine([REJECTED_PROBLEMS_HEADER]);
      complete = true;
    } finally {
      await onDone(rows, complete);
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
