import { sql } from 'drizzle-orm';
import { WEBHOOK_LETTER_DUE_NOTICE_DAYS } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { emitWebhookEvent } from './webhook-events.js';

const DAY_MS = 86_400_000;
/** Finished events are kept this long (the deliveries list shows them), then forgotten. */
const KEEP_EVENTS_DAYS = 30;

/**
 * `letter.due`: adverse-action letters not sent whose deadline (decision + 30 days) is at most
 * WEBHOOK_LETTER_DUE_NOTICE_DAYS away, of companies with an endpoint that chose the event. Told once
 * a letter: its webhook-id is the letter's (`msg_letterdue_<id>`), so a second check, in this process
 * or another, finds the event and writes nothing.
 */
export async function queueLettersDue(db: Db, today = new Date()): Promise<number> {
  const day = today.toISOString().slice(0, 10);
  const letters = rowsOf<{ id: string; customerId: string; inquiryId: string | null; dueOn: string; daysLeft: number }>(
    await db.execute(sql`
      select l.id, l.customer_id as "customerId", l.inquiry_id as "inquiryId", l.due_date::text as "dueOn", (l.due_date - ${day}::date) as "daysLeft"
      from eletter_letters l
      where l.status = 'due' and l.due_date is not null and l.due_date <= ${day}::date + ${WEBHOOK_LETTER_DUE_NOTICE_DAYS}::int
        and exists (select 1 from webhook_endpoints p where p.customer_id = l.customer_id and p.status = 'active' and 'letter.due' = any(p.events))
        and not exists (select 1 from webhook_events e where e.id = 'msg_letterdue_' || l.id::text)
      order by l.due_date
      limit 500`),
  );
  for (const letter of letters) {
    await db.transaction((tx) =>
      emitWebhookEvent(tx, {
        customerId: letter.customerId,
        type: 'letter.due',
        messageId: `msg_letterdue_${letter.id}`,
        data: { letterId: letter.id, inquiryId: letter.inquiryId, dueOn: letter.dueOn, daysLeft: Number(letter.daysLeft) },
      }),
    );
  }
  return letters.length;
}

/**
 * `batch.completed` / `batch.failed` for batches ended in the last two days that have not been told yet,
 * of companies with an endpoint that chose either (`batchId`: that batch only). A batch's last slice
 * is stored in one statement of its own (batch_store_slice, issue 29), so its worker tells the end
 * right after, and this periodic check tells an end whose worker died in between. Told once a batch:
 * its webhook-id is the batch's (`msg_batchend_<id>`), whoever tells it first.
 */
export async function queueBatchesEnded(db: Db, only: { batchId?: string } = {}): Promise<number> {
  const ended = rowsOf<{ id: string; customerId: string; batchName: string; product: string; totalRows: number; completedRows: number; failedRows: number; invalidRows: number }>(
    await db.execute(sql`
      select b.id, b.customer_id as "customerId", b.batch_name as "batchName", b.product, b.total_rows as "totalRows",
        b.completed_rows as "completedRows", b.failed_rows as "failedRows", b.invalid_rows as "invalidRows"
      from batches b
      where b.status = 'completed' and b.finished_at > now() - interval '2 days'
        ${only.batchId ? sql`and b.id = ${only.batchId}::uuid` : sql``}
        and exists (select 1 from webhook_endpoints p where p.customer_id = b.customer_id and p.status = 'active' and p.events && array['batch.completed', 'batch.failed'])
        and not exists (select 1 from webhook_events e where e.id = 'msg_batchend_' || b.id::text)
      limit 500`),
  );
  for (const batch of ended) {
    const { id: batchId, customerId, batchName, product, totalRows, completedRows, failedRows, invalidRows } = batch;
    await db.transaction((tx) =>
      emitWebhookEvent(tx, {
        customerId,
        // a batch that ordered nothing is batch.failed
        type: completedRows === 0 && failedRows > 0 ? 'batch.failed' : 'batch.completed',
        messageId: `msg_batchend_${batchId}`,
        data: { batchId, batchName, product, totalRows, completedRows, failedRows, invalidRows },
      }),
    );
  }
  return ended.length;
}

/** Events whose every delivery has ended (delivered or failed) and older than KEEP_EVENTS_DAYS. */
export async function forgetOldEvents(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - KEEP_EVENTS_DAYS * DAY_MS).toISOString();
  await db.execute(sql`
    delete from webhook_events e where e.created_at < ${before}::timestamptz
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status in ('pending', 'sending'))`);
}
