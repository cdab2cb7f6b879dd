import { sql } from 'drizzle-orm';
import { BATCH_REUSE_LISTED, type BatchReuse, type BatchReuseChoice, type BatchReuseMatch, isReuseChecked, maskSsn, productByKey } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { inquiryScopeOf } from '../reports/inquiry-access.js';
import { reuseWindowDays } from '../reports/report-reuse.js';
import { findBatchById, queueBatch } from './batches.repository.js';

/*
 * Reuse instead of pulling twice, in batches (docs/careful-pulls.md). The dry run marks each valid
 * row a recent report answers (the same product, consumer key and company, within the company's
 * window, not removed, one the submitter may read: My Reports' scope) with that report, in ONE
 * statement for the whole file. The confirm settles the marked rows as the submitter chose: 'reuse'
 * makes them 'reused' in the transaction that queues the batch (the worker only claims pending rows,
 * so a reused row is never pulled, whatever crashes when); 'pull' leaves them to the worker.
 */

type MatchRow = {
  rowNumber: number;
  consumerName: string;
  ssnLast4: string;
  inquiryId: string;
  inquiryConsumerName: string;
  createdAt: Date | string;
  orderedBy: string;
  permissiblePurpose: string;
};

const matchOf = (product: string, r: MatchRow): BatchReuseMatch => ({
  rowNumber: r.rowNumber,
  consumerName: r.consumerName,
  ssnMasked: maskSsn(r.ssnLast4),
  existing: {
    inquiryId: r.inquiryId,
    product,
    productName: productByKey(product)?.name ?? product,
    consumerName: r.inquiryConsumerName,
    createdAt: new Date(r.createdAt).toISOString(),
    orderedBy: r.orderedBy,
    permissiblePurpose: r.permissiblePurpose,
  },
});

const reuseOf = (product: string, days: number, rows: MatchRow[], count = rows.length): BatchReuse => ({
  reuseWindowDays: days,
  count,
  matches: rows
    .sort((a, b) => a.rowNumber - b.rowNumber)
    .slice(0, BATCH_REUSE_LISTED)
    .map((r) => matchOf(product, r)),
});

/** Marks the batch's valid rows a recent readable report answers; undefined when none (or the check is off). */
export async function markBatchReuse(ctx: AppContext, caller: Caller, batch: { batchId: string; product: string }): Promise<BatchReuse | undefined> {
  if (!isReuseChecked(batch.product)) return undefined;
  const days = await reuseWindowDays(ctx.db, caller.customerId);
  if (days === 0) return undefined;
  const scope = inquiryScopeOf(caller);
  const rows = rowsOf<MatchRow>(
    await ctx.db.execute(sql`
      update batch_rows r set reuse_inquiry_id = m.inquiry_id
      from (
        select distinct on (br.id) br.id as row_id, i.id as inquiry_id, i.consumer_name, i.created_at, i.username, i.permissible_purpose
        from batch_rows br
        join report_inquiries i on i.customer_id = ${caller.customerId} and i.product = ${batch.product} and i.consumer_key = br.consumer_key
          and i.deleted_at is null and i.consumer_key is not null and i.created_at > now() - make_interval(days => ${days})
          ${scope.userId ? sql`and i.user_id = ${scope.userId}` : sql``}
        where br.batch_id = ${batch.batchId} and br.status = 'pending' and br.consumer_key is not null
        order by br.id, i.created_at desc
      ) m
      where r.id = m.row_id
      returning r.row_number as "rowNumber", r.consumer_name as "consumerName", r.ssn_last4 as "ssnLast4", m.inquiry_id as "inquiryId",
        m.consumer_name as "inquiryConsumerName", m.created_at as "createdAt", m.username as "orderedBy", m.permissible_purpose as "permissiblePurpose"`),
  );
  return rows.length > 0 ? reuseOf(batch.product, days, rows) : undefined;
}

/** The dry run's marks still waiting for a choice (the confirm's 409 names them); undefined when none. */
export async function pendingBatchReuse(db: Db, batch: { id: string; product: string; customerId: string }): Promise<BatchReuse | undefined> {
  const rows = rowsOf<MatchRow & { total: number }>(
    await db.execute(sql`
      select r.row_number as "rowNumber", r.consumer_name as "consumerName", r.ssn_last4 as "ssnLast4", i.id as "inquiryId",
        i.consumer_name as "inquiryConsumerName", i.created_at as "createdAt", i.username as "orderedBy", i.permissible_purpose as "permissiblePurpose",
        count(*) over () as total
      from batch_rows r join report_inquiries i on i.id = r.reuse_inquiry_id and i.deleted_at is null
      where r.batch_id = ${batch.id} and r.status = 'pending'
      order by r.row_number
      limit ${BATCH_REUSE_LISTED}`),
  );
  if (rows.length === 0) return undefined;
  return reuseOf(batch.product, await reuseWindowDays(db, batch.customerId), rows, Number(rows[0].total));
}

/**
 * The choice applied in the confirm's transaction: with 'reuse', the marked rows whose earlier report
 * is still there become 'reused' (pointing at it: no pull, no new inquiry, nothing billed) and count
 * as done; the batch ends here when nothing is left to pull. Answers the rows settled.
 */
async function applyBatchReuse(db: Db, batchId: string, choice: BatchReuseChoice, reason: string | undefined): Promise<{ rowNumber: number; inquiryId: string }[]> {
  await db.execute(sql`update batches set reuse_choice = ${choice}, reuse_reason = ${reason ?? null} where id = ${batchId}`);
  if (choice !== 'reuse') return [];
  const reused = rowsOf<{ rowNumber: number; inquiryId: string }>(
    await db.execute(sql`
      update batch_rows r set status = 'reused', inquiry_id = i.id, report_status = i.status, tracking_id = i.id::text, updated_at = now()
      from report_inquiries i
      where r.batch_id = ${batchId} and r.status = 'pending' and i.id = r.reuse_inquiry_id and i.deleted_at is null
      returning r.row_number as "rowNumber", r.inquiry_id as "inquiryId"`),
  );
  if (reused.length > 0) {
    await db.execute(sql`
      update batches set completed_rows = completed_rows + ${reused.length},
        status = case when completed_rows + ${reused.length} + failed_rows >= total_rows - invalid_rows then 'completed' else status end,
        finished_at = case when completed_rows + ${reused.length} + failed_rows >= total_rows - invalid_rows then now() else finished_at end
      where id = ${batchId}`);
  }
  return reused.sort((a, b) => a.rowNumber - b.rowNumber);
}

/**
 * The confirm: the dry run queued and, with a choice, the choice applied, in one transaction (a
 * reused row is settled exactly when its batch is queued). Undefined when it was no dry run any more.
 */
export async function queueBatchWithChoice(db: Db, batchId: string, chosen: { choice: BatchReuseChoice; reason?: string } | undefined) {
  return db.transaction(async (tx) => {
    const queued = await queueBatch(tx as never, batchId);
    if (!queued) return undefined;
    const reused = chosen ? await applyBatchReuse(tx as never, batchId, chosen.choice, chosen.reason) : [];
    return { batch: (reused.length > 0 ? await findBatchById(tx as never, batchId) : queued)!, reused };
  });
}

/** The rows the dry run marked and the choice sends to the data source again (the audit's 'pull' rows). */
export async function markedRows(db: Db, batchId: string): Promise<{ rowNumber: number; inquiryId: string }[]> {
  return rowsOf<{ rowNumber: number; inquiryId: string }>(
    await db.execute(sql`
      select row_number as "rowNumber", reuse_inquiry_id as "inquiryId" from batch_rows
      where batch_id = ${batchId} and status = 'pending' and reuse_inquiry_id is not null order by row_number`),
  );
}
