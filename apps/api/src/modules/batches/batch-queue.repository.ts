import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { auditEvents, batchRows, batches, reportInquiries } from '../../db/schema/index.js';
import { columnKeyed } from '../../db/column-keyed.js';
import { type AuditEvent, auditRowsOf } from '../audit/audit.repository.js';
import type { NewInquiry } from '../reports/inquiries.repository.js';
import type { BatchRecord } from './batches.repository.js';

/*
 * The batch queue is the batch_rows table (STACK.md: a plain job table claimed with FOR UPDATE SKIP
 * LOCKED, a lease and an attempt count). A claim marks rows 'processing' under a fresh token with a
 * lease; the transaction that stores a row's report marks it completed only while the token still
 * holds it. A worker that dies leaves its rows to be claimed again when the lease ends.
 */

/** A claimed row; `pullEnc` is the pull an earlier claim made and kept before it died (the row is finished from it). */
export type ClaimedRow = { id: string; rowNumber: number; requestEnc: string | null; pullEnc: string | null; attempts: number; reuseInquiryId?: string | null };
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
            returning id, row_number as "rowNumber", request_enc as "requestEnc", pull_enc as "pullEnc", attempts, reuse_inquiry_id as "reuseInquiryId"`),
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

/** A slice to store: its rows' outcomes, and the inquiries and audit events of the rows it completes. */
export type Slice = {
  batchId: string;
  token: string;
  outcomes: readonly RowOutcome[];
  /** the completed rows' inquiries (id = row id): each stored only if its row is settled completed here. */
  inquiries: readonly NewInquiry[];
  /** rowId: the event of that row's inquiry, stored with it; the others (the slice's failures) always. */
  events: readonly { rowId?: string; event: AuditEvent }[];
};

/**
 * Stores a slice in ONE statement, its own transaction (batch_store_slice, migration 0037): each row
 * settled only while this claim still holds it, the inquiries and audit events of the rows settled
 * completed here, and the batch's counters. The rows every process storing this batch writes (the
 * user's inquiry counter, the chain's head, the batch row) are then held from their statement to the
 * commit with no round trip to this process between (docs/decisions.md, issue 29). `db`: the pool, or
 * the caller's transaction when it stores more beside the slice (a product's afterStore: the hot rows
 * are then held to that commit). Answers the rows stored and whether the batch ended with the slice.
 */
export async function storeSlice(db: Db, slice: Slice): Promise<{ stored: Set<string>; ended: boolean }> {
  const outcomes = slice.outcomes.map((o) =>
    o.kind === 'completed'
      ? { kind: o.kind, row_id: o.rowId, report_status: o.reportStatus, key_findings: o.keyFindings, tracking_id: o.trackingId }
      : o.kind === 'failed'
        ? { kind: o.kind, row_id: o.rowId, message: o.message, tracking_id: o.trackingId }
        : { kind: o.kind, row_id: o.rowId, message: o.message, after_seconds: o.afterSeconds },
  );
  const inquiries = columnKeyed(reportInquiries, slice.inquiries, (row) => ({ row_id: row.id }));
  const rowIds = slice.events.map((e) => e.rowId);
  const events = columnKeyed(auditEvents, auditRowsOf(slice.events.map((e) => e.event)), (_, i) => (rowIds[i] ? { row_id: rowIds[i] } : {}));
  const [result] = rowsOf<{ ended: boolean; stored: string[] }>(
    await db.execute(sql`
      select ended, stored from batch_store_slice(${slice.batchId}::uuid, ${slice.token}::uuid, ${JSON.stringify(outcomes)}::jsonb,
        ${JSON.stringify(inquiries)}::jsonb, ${JSON.stringify(events)}::jsonb)`),
  );
  return { stored: new Set(result.stored), ended: result.ended };
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
 * Pulls kept the moment they return, each while its claim (token) holds its row, in one statement for
 * the pulls that returned together (the process's loops' alike): a crash after it repeats no call for
 * those rows. Answers the rows kept (a row its claim lost is not).
 */
export async function keepPulls(db: Db, pulls: readonly { rowId: string; token: string; pullEnc: string }[]): Promise<Set<string>> {
  const values = sql.join(pulls.map((p) => sql`(${p.rowId}::uuid, ${p.token}::uuid, ${p.pullEnc})`), sql`, `);
  const result = await db.execute(sql`
    update batch_rows b set pull_enc = v.pull_enc, updated_at = now()
    from (values ${values}) as v(id, token, pull_enc)
    where b.id = v.id and b.claim_token = v.token and b.status = 'processing'
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
