import { sql } from 'drizzle-orm';
import { WEBHOOK_EVENTS, type WebhookEventData, type WebhookEventType, type WebhookPayload } from '@creditdesk/contracts';
import { rowsOf } from '../../db/rows.js';
import type { Db } from '../../db/client.js';
import { newMessageId } from './webhook-signing.js';

/** The database or a transaction of it (emitted from every module: this file imports no other module). */
type Executor = Pick<Db, 'execute'>;

/*
 * The outbox: an event is written in the caller's transaction (the batch's completion, the case's
 * decision…), with one delivery row for each active endpoint of the company that chose its type.
 * Committed with what happened, or not at all; the workers send it after. A company without such an
 * endpoint costs one indexed read and writes nothing.
 */

/** Queues an event for the company's endpoints that chose it; answers the webhook-id, or undefined when none did. */
export async function emitWebhookEvent<T extends WebhookEventType>(
  tx: Executor,
  event: { customerId: string; type: T; data: WebhookEventData<T>; /** a fixed webhook-id: an event that must be told once (a letter due) */ messageId?: string },
): Promise<string | undefined> {
  const data = WEBHOOK_EVENTS[event.type].data.parse(event.data) as Record<string, unknown>;
  const subscribed = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from webhook_endpoints where customer_id = ${event.customerId} and status = 'active' and ${event.type} = any(events)`),
  );
  if (subscribed.length === 0) return undefined;
  return queueEvent(tx, event.customerId, event.type, data, subscribed.map((e) => e.id), event.messageId);
}

/** Writes an event and its delivery to each endpoint named (the test event: one endpoint, whatever it chose). */
export async function queueEvent(
  tx: Executor,
  customerId: string,
  type: WebhookPayload['type'],
  data: Record<string, unknown>,
  endpointIds: readonly string[],
  id = newMessageId(),
): Promise<string> {
  const payload: WebhookPayload = { type, timestamp: new Date().toISOString(), customerId, data };
  await tx.execute(sql`insert into webhook_events (id, customer_id, type, body) values (${id}, ${customerId}, ${type}, ${JSON.stringify(payload)}) on conflict (id) do nothing`);
  // due now by this process's clock, the one the senders compare with (tests move it)
  const now = payload.timestamp;
  const values = sql.join(
    endpointIds.map((e) => sql`(${id}, ${e}::uuid, ${now}::timestamptz)`),
    sql`, `,
  );
  // exactly one delivery per event and endpoint (the unique key): a repeated emit changes nothing
  await tx.execute(sql`insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at) values ${values} on conflict (event_id, endpoint_id) do nothing`);
  return id;
}
