import type { Readable } from 'node:stream';
import { ROLE_LABELS, type Role, USERS_CSV_COLUMNS, type UserFilter, parseEntitlements } from '@creditdesk/contracts';
import { CSV_EXPORT_BATCH, csvStream, csvTime as iso } from '../../../lib/csv-export.js';
import type { Executor } from '../shared/admin-context.js';
import { type ExportRow, exportBatch, filterConditions } from './users-admin.repository.js';

/** Rows read per query; each batch is one index range after the last user name of the one before. */
export const EXPORT_BATCH_SIZE = CSV_EXPORT_BATCH;

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
  return csvStream(USERS_CSV_COLUMNS, (last, size) => exportBatch(db, conditions, last?.username, size), userCsvCells, onDone, EXPORT_BATCH_SIZE);
}
