import { Readable } from 'node:stream';
import { ROLE_LABELS, type Role, USERS_CSV_COLUMNS, type UserFilter, parseEntitlements } from '@creditdesk/contracts';
import { csvLine } from '../../../lib/csv.js';
import type { Executor } from '../shared/admin-context.js';
import { type ExportRow, exportBatch, filterConditions } from './users-admin.repository.js';

/** Rows read per query; each batch is one index range after the last user name of the one before. */
export const EXPORT_BATCH_SIZE = 1000;

const iso = (d: Date | string | null) => (d == null ? '' : new Date(d).toISOString());

export function userCsvCells(u: ExportRow): string[] {
  return [
    u.username,
    u.firstName,
    u.lastName,
    u.email,
    ROLE_LABELS[u.role as Role] ?? u.role,
    u.status,
    u.groups ?? '',
    parseEntitlements(u.entitlements).join('; '),
    iso(u.createdAt),
    iso(u.lastLoginAt),
    iso(u.lastRecertifiedAt),
  ];
}

/**
 * The users matching the filters as CSV, produced batch by batch as the reader asks for more
 * (Readable.from pulls the generator only when its buffer drains): memory stays constant whatever
 * the number of users.
 */
export function usersCsvStream(
  db: Executor,
  customerId: string,
  filter: UserFilter,
  onDone?: (rows: number, complete: boolean) => Promise<void> | void,
): Readable {
  const conditions = filterConditions(customerId, filter); // a bad date answers 400 before the stream starts
  async function* lines() {
    let total = 0;
    let complete = false;
    try {
      yield csvLine([...USERS_CSV_COLUMNS]);
      let after: string | undefined;
      for (;;) {
        const rows = await exportBatch(db, conditions, after, EXPORT_BATCH_SIZE);
        if (rows.length > 0) yield rows.map((u) => csvLine(userCsvCells(u))).join('');
        total += rows.length;
        if (rows.length < EXPORT_BATCH_SIZE) break;
        after = rows[rows.length - 1].username;
      }
      complete = true;
    } finally {
      // also when the client goes away mid-way: the rows it was sent are on record. Awaited, so the
      // response ends only once the export is on record.
      await onDone?.(total, complete);
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
