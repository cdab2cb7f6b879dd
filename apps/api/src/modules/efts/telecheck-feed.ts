import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import type { TelecheckListType, TelecheckPlacementEntry } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { READ_CSV_OPTIONS } from '../../lib/csv.js';
import { recordPlacements } from '../telecheck-lists/telecheck-lists.service.js';

/*
 * File transfer feeding the TeleCheck lists: an input file of tlck_collection (collections) or
 * tlck_negative (negatives) is read as CSV, a header row then one check a row, with the columns
 * checkNumber, amount, routingNumber, checkingAccountNumber, consumerName and optionally placedAt and
 * status (the lists' own entry rule, contracts' telecheckPlacementEntrySchema, checks each row). The
 * lists module records the valid rows (encrypted, audited) and names the others.
 */

export type FeedResult = { records: number; accepted: number; refused: { line: number; message: string }[] };

const MAX_ENTRIES = 100_000;
const COLUMNS = ['checkNumber', 'routingNumber', 'checkingAccountNumber', 'consumerName', 'placedAt', 'status'] as const;

/** A row as the lists' entry: the named columns (an empty optional one left out), the amount as a number when it is one. */
function entryOf(row: Record<string, string>): TelecheckPlacementEntry {
  const entry: Record<string, unknown> = {};
  for (const column of COLUMNS) if (row[column] !== undefined && row[column] !== '') entry[column] = row[column];
  const amount = row.amount?.replace(/[$,]/g, '');
  if (amount !== undefined && amount !== '') entry.amount = Number.isFinite(Number(amount)) ? Number(amount) : row.amount;
  return entry as TelecheckPlacementEntry;
}

/** Rows handed to the lists at a time: one insert each (PostgreSQL's 65,535 parameters), read as the file streams. */
const BATCH = 1000;

/** Reads the file's rows (at most 100,000) and records them on the list a thousand at a time; refused rows by their line in the file. */
export async function feedTelecheckLists(
  ctx: AppContext,
  input: { companyId: string; type: TelecheckListType; file: Readable; fileName: string; uploader: { userId: string; username: string } },
): Promise<FeedResult> {
  const result: FeedResult = { records: 0, accepted: 0, refused: [] };
  let batch: TelecheckPlacementEntry[] = [];
  const record = async () => {
    const first = result.records - batch.length;
    const { recorded, rejected } = await recordPlacements(ctx, { companyId: input.companyId, type: input.type, entries: batch, source: { kind: 'file', fileName: input.fileName, ...input.uploader } });
    result.accepted += recorded.length;
    // the header is line 1: entry i of the file is on line i + 2 (blank lines aside)
    for (const r of rejected) result.refused.push({ line: first + r.index + 2, message: r.message });
    batch = [];
  };
  const rows = input.file.pipe(parse({ ...READ_CSV_OPTIONS, columns: true, skip_empty_lines: true, trim: true }));
  input.file.on('error', (err) => rows.destroy(err));
  for await (const row of rows) {
    if (result.records >= MAX_ENTRIES) break;
    batch.push(entryOf(row as Record<string, string>));
    result.records += 1;
    if (batch.length === BATCH) await record();
  }
  if (batch.length > 0) await record();
  return result;
}
