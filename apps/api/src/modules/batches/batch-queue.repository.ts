import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { batchRows, batches } from '../../db/schema/index.js';
import { emitWebhookEvent } from '../webhooks/webhook-events.js';
import type { BatchRecord } from './batches.repository.js';

/*
 * The batch queue is the batch_rows table (STACK.md: a plain job table claimed with FOR UPDATE SKIP
 * LOCKED, a lease and an attempt count). A claim marks rows 'processing' under a fresh token with a
 * lease; the transaction that stores a row's report marks it completed only while the token still
 * holds it. A worker that dies leaves its rows to be claimed again when the lease ends.
 */

/** A claimed row; `pullEnc` is the pull an earlier claim made and kept before it died (the row is finished from it). */
export type ClaimedRow = { id: string; rowNumber: number; requestEnc: string | null; pullEnc: string | null; attempts: number };
export type Claim = { batch: BatchRecord; token: string; rows: ClaimedRow[] };

/**
 * Up to `limit` rows of one running batch, the batch claimed longest ago first (batches share the
 * workers round robin). Undefined when no batch has a row to give.
 */
export async function claimRows(db: Db, opts: { token: string; limit: number; leaseSeconds: number }): Promise<Claim | undefined> {
  const candidates = await db
    .select({ id: batches.id })
    .from(batches)
    .where(inArray(batches.status, ['queued', 'processing']))
    .orderBy(sql`${batches.lastClaimedAt} asc nulls first`, batches.confirmedAt)
    .limit(5);
  for (const { id } of candidates) {
    const claim = await db.transaction(async (tx) => {
      // the rows after the cursor, in file order, through the (batch, row number) key
      const ahead = sql`
        select r.id from batch_rows r, batches b
        where b.id = ${id} and r.batch_id = b.id and r.row_number > b.claimed_through and r.status = 'pending'
        order by r.row_number
        limit ${opts.limit}
        for update of r skip locked`;
      // behind it, once nothing is ahead: a retry whose wait is over, a dead worker's rows whose lease ran out
      const behind = sql`
        select id from batch_rows
        where batch_id = ${id} and status in ('pending', 'processing')
          and ((status = 'pending' and (available_at is null or available_at <= now())) or (status = 'processing' and lease_until < now()))
        order by row_number
        limit ${opts.limit}
        for update skip locked`;
      const take = async (which: typeof ahead) =>
        rowsOf<ClaimedRow>(
          await tx.execute(sql`
            update batch_rows set status = 'processing', claim_token = ${opts.token}, attempts = attempts + 1,
              lease_until = now() + make_interval(secs => ${opts.leaseSeconds}), updated_at = now()
            where id in (${which})
            returning id, row_number as "rowNumber", request_enc as "requestEnc", pull_enc as "pullEnc", attempts`),
        );
      let claimed = await take(ahead);
      if (claimed.length === 0) claimed = await take(behind);
      if (claimed.length === 0) return undefined;
      const [batch] = await tx
        .update(batches)
        .set({
          status: 'processing',
          lastClaimedAt: sql`clock_timestamp()`,
          startedAt: sql`coalesce(${batches.startedAt}, now())`,
          claimedThrough: sql`greatest(${batches.claimedThrough}, ${Math.max(...claimed.map((r) => r.rowNumber))})`,
        })
        .where(and(eq(batches.id, id), inArray(batches.status, ['queued', 'processing'])))
        .returning();
      // a batch deleted meanwhile: its rows are left as they are
      return batch ? { batch, token: opts.token, rows: claimed } : undefined;
    });
    if (claim) return claim;
  }
  return undefined;
}

export type RowOutcome =
  | { kind: 'completed'; rowId: string; reportStatus: string; keyFindings: string; trackingId: string }
  | { kind: 'failed'; rowId: string; message: string; trackingId: string }
  | { kind: 'retry'; rowId: string; afterSeconds: number; message: string };

/**
 * Records a claimed slice's row outcomes in the caller's transaction: each row only while this claim
 * still holds it. Answers the rows completed here (their reports are stored by the caller in the same
 * transaction) and how many failed. The batch's counters are moved apart (countSettled), as the
 * transaction's last statement: the batch row is the one row every process storing the batch writes,
 * so its lock must be held for the commit only, not across the slice's other statements (docs/batches.md).
 */
export async function settleRows(tx: Db, token: string, outcomes: readonly RowOutcome[]): Promise<{ completed: Set<string>; failed: number }> {
  const completed = new Set<string>();
  let failed = 0;
  const done = outcomes.filter((o): o is Extract<RowOutcome, { kind: 'completed' }> => o.kind === 'completed');
  if (done.length > 0) {
    // one statement for the chunk's completed rows: each only while this claim still holds it
    const values = sql.join(
      done.map((o) => sql`(${o.rowId}::uuid, ${o.reportStatus}, ${o.keyFindings}, ${o.trackingId})`),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update batch_rows b set status = 'completed', inquiry_id = v.id, report_status = v.report_status, key_findings = v.key_findings,
        tracking_id = v.tracking_id, lease_until = null, pull_enc = null, updated_at = now()
      from (values ${values}) as v(id, report_status, key_findings, tracking_id)
      where b.id = v.id and b.claim_token = ${token} and b.status = 'processing'
      returning b.id`);
    for (const row of rowsOf<{ id: string }>(result)) completed.add(row.id);
  }
  for (const o of outcomes) {
    const held = and(eq(batchRows.id, o.rowId), eq(batchRows.claimToken, token), eq(batchRows.status, 'processing'));
    if (o.kind === 'failed') {
      const [row] = await tx
        .update(batchRows)
        .set({ status: 'failed', errors: [{ column: null, message: o.message }], trackingId: o.trackingId, leaseUntil: null, updatedAt: sql`now()` })
        .where(held)
        .returning({ id: batchRows.id });
      if (row) failed += 1;
    } else if (o.kind === 'retry') {
      await tx
        .update(batchRows)
        .set({ status: 'pending', availableAt: sql`now() + make_interval(secs => ${o.afterSeconds})`, errors: [{ column: null, message: o.message }], leaseUntil: null, updatedAt: sql`now()` })
        .where(held);
    }
  }
  return { completed, failed };
}

/**
 * The batch's counters moved by a settled slice, in the caller's transaction (its last statement,
 * so the batch row's lock lasts the commit only). Answers whether the batch ended with the slice.
 */
export async function countSettled(tx: Db, batchId: string, settled: { completed: number; failed: number }): Promise<boolean> {
  const finished = settled.completed + settled.failed;
  if (finished === 0) return false;
  const [batch] = await tx
    .update(batches)
    .set({
      completedRows: sql`${batches.completedRows} + ${settled.completed}`,
      failedRows: sql`${batches.failedRows} + ${settled.failed}`,
      finishedSinceStart: sql`${batches.finishedSinceStart} + ${finished}`,
    })
    .where(eq(batches.id, batchId))
    .returning();
  const ended = batch.status === 'processing' && batch.completedRows + batch.failedRows >= batch.totalRows - batch.invalidRows;
  if (!ended) return false;
  const closed = await tx.update(batches).set({ status: 'completed', finishedAt: sql`now()` }).where(and(eq(batches.id, batchId), eq(batches.status, 'processing'))).returning({ id: batches.id });
  // the company's webhooks, in this transaction (the outbox): a batch that ordered nothing is batch.failed
  if (closed.length > 0) {
    const { customerId, batchName, product, totalRows, completedRows, failedRows, invalidRows } = batch;
    await emitWebhookEvent(tx, {
      customerId,
      type: completedRows === 0 && failedRows > 0 ? 'batch.failed' : 'batch.completed',
      data: { batchId, batchName, product, totalRows, completedRows, failedRows, invalidRows },
    });
  }
  return true;
}

/**
 * Before a row's data-source call: is the row still this claim's, with no pull kept? False for a row a
 * stalled claim lost to another (its lease ran out): the call is not made. A read (no write, so no
 * commit to flush per row): the answer holds for the moment of the check, as an update's would.
 */
export async function mayPull(db: Db, rowId: string, token: string): Promise<boolean> {
  const rows = await db
    .select({ id: batchRows.id })
    .from(batchRows)
    .where(and(eq(batchRows.id, rowId), eq(batchRows.claimToken, token), eq(batchRows.status, 'processing'), isNull(batchRows.pullEnc)));
  return rows.length > 0;
}

/**
 * Pulls kept the moment they return, while this claim holds their rows, in one statement for the
 * pulls that returned together (keepPulls below): a crash after it repeats no call for those rows.
 * Answers the rows kept (a row the claim lost is not).
 */
export async function keepPulls(db: Db, token: string, pulls: readonly { rowId: string; pullEnc: string }[]): Promise<Set<string>> {
  const values = sql.join(pulls.map((p) => sql`(${p.rowId}::uuid, ${p.pullEnc})`), sql`, `);
  const result = await db.execute(sql`
    update batch_rows b set pull_enc = v.pull_enc, updated_at = now()
    from (values ${values}) as v(id, pull_enc)
    where b.id = v.id and b.claim_token = ${token} and b.status = 'processing'
    returning b.id`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

/** Claims the right to send a finished batch's mail: true once, for one process. */
export async function claimBatchNotice(db: Db, batchId: string): Promise<boolean> {
  const rows = await db
    .update(batches)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'completed'), sql`${batches.notifiedAt} is null`))
    .returning({ id: batches.id });
  return rows.length > 0;
}
