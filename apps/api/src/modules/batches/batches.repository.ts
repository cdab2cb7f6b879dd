import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { BATCHES_SORT, BATCH_ROWS_SORT, type BatchRowStatus, type SortOrder } from '@creditdesk/contracts';
import { orderByOf } from '../../db/order-by.js';
import type { Db } from '../../db/client.js';
import { batchRows, batches, users } from '../../db/schema/index.js';
import { softDeleteInquiry } from '../reports/inquiries.repository.js';

export type BatchRecord = typeof batches.$inferSelect;
export type NewBatch = typeof batches.$inferInsert;
export type BatchRowRecord = typeof batchRows.$inferSelect;
export type NewBatchRow = typeof batchRows.$inferInsert;

/** Whose batches a caller sees: their own, or (userId undefined) the company's. */
export type BatchScope = { customerId: string; userId?: string };

export async function insertBatch(db: Db, batch: NewBatch): Promise<void> {
  await db.insert(batches).values(batch);
}

export async function insertBatchRows(db: Db, rows: readonly NewBatchRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(batchRows).values([...rows]);
}

/** A batch of the company (any status but the upload in progress), or undefined. */
export async function findBatch(db: Db, customerId: string, batchId: string): Promise<BatchRecord | undefined> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.customerId, customerId), sql`${batches.status} <> 'uploading'`, isNull(batches.deletedAt)));
  return row;
}

export async function updateBatch(db: Db, batchId: string, changes: Partial<NewBatch>): Promise<BatchRecord | undefined> {
  const [row] = await db.update(batches).set(changes).where(eq(batches.id, batchId)).returning();
  return row;
}

/** A batch and its rows removed for good (a dry run cancelled, an upload that failed). */
export async function removeBatch(db: Db, batchId: string): Promise<void> {
  await db.delete(batches).where(eq(batches.id, batchId));
}

/** Moves a dry run to the queue; false when it was not a dry run any more (confirmed twice, deleted). */
export async function queueBatch(db: Db, batchId: string): Promise<BatchRecord | undefined> {
  const [row] = await db
    .update(batches)
    .set({ status: 'queued', confirmedAt: sql`now()`, lastClaimedAt: null, claimedThrough: 0 })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'validated')))
    .returning();
  return row;
}

/** The failed rows back in the queue, the counters with them; undefined when the batch has none or is running. */
export async function requeueFailedRows(db: Db, batchId: string): Promise<BatchRecord | undefined> {
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(batchRows)
      .set({ status: 'pending', attempts: 0, availableAt: null, errors: [], trackingId: null, updatedAt: sql`now()` })
      .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'failed'), isNull(batchRows.deletedAt)))
      .returning({ rowNumber: batchRows.rowNumber });
    if (requeued.length === 0) return undefined;
    const first = Math.min(...requeued.map((r) => r.rowNumber));
    const [row] = await tx
      .update(batches)
      .set({ status: 'queued', failedRows: sql`${batches.failedRows} - ${requeued.length}`, finishedAt: null, startedAt: null, finishedSinceStart: 0, notifiedAt: null, claimedThrough: first - 1 })
      .where(eq(batches.id, batchId))
      .returning();
    return row;
  });
}

/**
 * How many of a batch's rows workers hold right now, counted near the claim cursor (the rows claimed
 * last) through the (batch, row number) key, so the batch page's poll costs the same at any size.
 */
export async function processingRowCount(db: Db, batch: Pick<BatchRecord, 'id' | 'claimedThrough'>, window = 5_000): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(batchRows)
    .where(and(eq(batchRows.batchId, batch.id), sql`${batchRows.rowNumber} > ${batch.claimedThrough - window}`, sql`${batchRows.rowNumber} <= ${batch.claimedThrough}`, eq(batchRows.status, 'processing')));
  return Number(row.n);
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What each sortable column of the batches list (BATCHES_SORT) and of a batch's rows (BATCH_ROWS_SORT) is read from. */
const BATCH_SORT_COLUMNS = {
  batchName: batches.batchName,
  fileName: batches.fileName,
  productName: batches.productCode,
  submittedBy: batches.username,
  status: batches.status,
  createdAt: batches.createdAt,
};
const ROW_SORT_COLUMNS = {
  rowNumber: batchRows.rowNumber,
  consumerName: batchRows.consumerName,
  customerReferenceNumber: batchRows.customerReferenceNumber,
  status: batchRows.status,
  reportStatus: batchRows.reportStatus,
  updatedAt: batchRows.updatedAt,
};

type BatchSort = SortOrder<(typeof BATCHES_SORT.columns)[number]>;
type BatchRowSort = SortOrder<(typeof BATCH_ROWS_SORT.columns)[number]>;

/** A page of the company's batches (dry runs and deleted ones aside), newest first unless sorted; keyWords match name, file, product, user. */
export async function pageBatches(db: Db, scope: BatchScope, q: { pageNumber: number; pageSize: number; keyWords?: string; sort?: BatchSort }) {
  const words = (q.keyWords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    eq(batches.customerId, scope.customerId),
    scope.userId ? eq(batches.userId, scope.userId) : undefined,
    inArray(batches.status, ['validated', 'queued', 'processing', 'completed']),
    isNull(batches.deletedAt),
    ...words.map((w) =>
      or(ilike(batches.batchName, `%${escapeLike(w)}%`), ilike(batches.fileName, `%${escapeLike(w)}%`), ilike(batches.product, `%${escapeLike(w)}%`), ilike(batches.username, `%${escapeLike(w)}%`)),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(batches)
      .where(where)
      .orderBy(...orderByOf(q.sort ?? BATCHES_SORT.defaultOrder, BATCH_SORT_COLUMNS, batches.id, { caseBlind: ['batchName', 'fileName', 'submittedBy'] }))
      .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
    db.select({ n: count() }).from(batches).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** A page of a batch's rows in file order, by status and keywords (name, reference, findings). */
export async function pageBatchRows(
  db: Db,
  batchId: string,
  q: { pageNumber: number; pageSize: number; status?: BatchRowStatus; keyWords?: string; sort?: BatchRowSort },
) {
  const words = (q.keyWords ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = and(
    eq(batchRows.batchId, batchId),
    isNull(batchRows.deletedAt),
    q.status ? eq(batchRows.status, q.status) : undefined,
    ...words.map((w) =>
      or(ilike(batchRows.consumerName, `%${escapeLike(w)}%`), ilike(batchRows.customerReferenceNumber, `%${escapeLike(w)}%`), ilike(batchRows.keyFindings, `%${escapeLike(w)}%`)),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(batchRows)
      .where(where)
      .orderBy(...orderByOf(q.sort ?? BATCH_ROWS_SORT.defaultOrder, ROW_SORT_COLUMNS, batchRows.id, { caseBlind: ['consumerName', 'customerReferenceNumber'], nullable: ['reportStatus'] }))
      .limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize),
    db.select({ n: count() }).from(batchRows).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** Rows in file order after a row number, for the results file (read a slice at a time). */
export async function batchRowsAfter(db: Db, batchId: string, afterRow: number, limit: number): Promise<BatchRowRecord[]> {
  return db
    .select()
    .from(batchRows)
    .where(and(eq(batchRows.batchId, batchId), isNull(batchRows.deletedAt), sql`${batchRows.rowNumber} > ${afterRow}`))
    .orderBy(asc(batchRows.rowNumber))
    .limit(limit);
}

/** A batch's invalid rows after a row number, in file order (the rejected-rows file). */
export async function invalidRowsAfter(db: Db, batchId: string, afterRow: number, limit: number): Promise<BatchRowRecord[]> {
  return db
    .select()
    .from(batchRows)
    .where(and(eq(batchRows.batchId, batchId), eq(batchRows.status, 'invalid'), isNull(batchRows.deletedAt), sql`${batchRows.rowNumber} > ${afterRow}`))
    .orderBy(asc(batchRows.rowNumber))
    .limit(limit);
}

/** A row with its batch, when the batch is the company's. */
export async function findBatchRow(db: Db, customerId: string, rowId: string): Promise<{ row: BatchRowRecord; batch: BatchRecord } | undefined> {
  const [found] = await db
    .select({ row: batchRows, batch: batches })
    .from(batchRows)
    .innerJoin(batches, eq(batches.id, batchRows.batchId))
    .where(and(eq(batchRows.id, rowId), eq(batches.customerId, customerId), isNull(batchRows.deletedAt), isNull(batches.deletedAt)));
  return found;
}

/**
 * A row hidden from its batch, and its report from My Reports (both kept for audit and billing). A
 * reused row's report is an earlier order's, not the batch's: it stays.
 */
export async function softDeleteBatchRow(db: Db, row: Pick<BatchRowRecord, 'id' | 'inquiryId' | 'status'>, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(batchRows).set({ deletedAt: sql`now()` }).where(eq(batchRows.id, row.id));
    if (row.inquiryId && row.status !== 'reused') await softDeleteInquiry(tx as never, row.inquiryId, userId);
  });
}

/** The submitter's e-mail address and name, for the mail when a batch ends. */
export async function submitterOf(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row;
}

/** Dry runs never confirmed (before `dryRunsBefore`) and uploads a process died reading (before `uploadsBefore`), with their rows. */
export async function removeAbandonedBatches(db: Db, cutoffs: { dryRunsBefore: Date; uploadsBefore: Date }): Promise<number> {
  const removed = await db
    .delete(batches)
    .where(
      or(
        and(eq(batches.status, 'validated'), sql`${batches.createdAt} < ${cutoffs.dryRunsBefore}`),
        and(eq(batches.status, 'uploading'), sql`${batches.createdAt} < ${cutoffs.uploadsBefore}`),
      ),
    )
    .returning({ id: batches.id });
  return removed.length;
}

/** A batch by id alone (the worker's, which acts for the batch's own company). */
export async function findBatchById(db: Db, batchId: string): Promise<BatchRecord | undefined> {
  const [row] = await db.select().from(batches).where(eq(batches.id, batchId));
  return row;
}
