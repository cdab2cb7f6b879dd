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

/** Events whose every delivery has ended (delivered or failed) and older than KEEP_EVENTS_DAYS. */
export async function forgetOldEvents(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - KEEP_EVENTS_DAYS * DAY_MS).toISOString();
  await db.execute(sql`
    delete from webhook_events e where e.created_at < ${before}::timestamptz
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status in ('pending', 'sending'))`);
}
