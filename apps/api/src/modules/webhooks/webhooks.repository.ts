import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@creditdesk/contracts';
import { rowsOf } from '../../db/rows.js';
import { webhookDeliveries, webhookEndpoints, webhookEvents, webhookSecrets } from '../../db/schema/index.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { Executor } from '../admin/shared/admin-context.js';

/* Webhook endpoints, their secrets (encrypted: signing needs the key) and the delivery queue. */

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const SECRET_CONTEXT = 'webhook-secret';
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Secrets signing at `now`: no end, or an end still ahead (an old one within its grace period). */
const secretLive = (now: Date) => or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, now));

export async function listEndpoints(db: Executor, customerId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.customerId, customerId)).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  const secrets = rows.length === 0 ? [] : await liveSecrets(db, rows.map((r) => r.id));
  return rows.map((row) => endpointView(row, secrets.filter((s) => s.endpointId === row.id)));
}

const liveSecrets = (db: Executor, endpointIds: string[], now = new Date()) =>
  db
    .select({ endpointId: webhookSecrets.endpointId, secretEnc: webhookSecrets.secretEnc, createdAt: webhookSecrets.createdAt, expiresAt: webhookSecrets.expiresAt })
    .from(webhookSecrets)
    .where(and(inArray(webhookSecrets.endpointId, endpointIds), secretLive(now)))
    .orderBy(webhookSecrets.createdAt);

function endpointView(row: WebhookEndpointRow, secrets: { createdAt: Date; expiresAt: Date | null }[]): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    status: row.status === 'active' ? 'active' : 'disabled',
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    secrets: secrets.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: iso(s.expiresAt) })),
  };
}

export async function findEndpoint(db: Executor, customerId: string, endpointId: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.customerId, customerId)));
  return row;
}

export async function viewOfEndpoint(db: Executor, row: WebhookEndpointRow): Promise<WebhookEndpoint> {
  return endpointView(row, await liveSecrets(db, [row.id]));
}

/** Stores a new secret (encrypted); the endpoint's other live secrets end at `oldSecretsEnd`. */
export async function addSecret(db: Executor, cipher: FieldCipher, endpointId: string, secret: string, oldSecretsEnd?: Date): Promise<void> {
  if (oldSecretsEnd) {
    await db
      .update(webhookSecrets)
      .set({ expiresAt: oldSecretsEnd })
      .where(and(eq(webhookSecrets.endpointId, endpointId), or(isNull(webhookSecrets.expiresAt), gt(webhookSecrets.expiresAt, oldSecretsEnd))));
  }
  await db.insert(webhookSecrets).values({ endpointId, secretEnc: cipher.encrypt(secret, `${SECRET_CONTEXT}:${endpointId}`) });
}

/** The secrets an endpoint signs with now, in clear (newest last). */
export async function signingSecrets(db: Executor, cipher: FieldCipher, endpointId: string, now: Date): Promise<string[]> {
  return (await liveSecrets(db, [endpointId], now)).map((s) => cipher.decrypt(s.secretEnc, `${SECRET_CONTEXT}:${endpointId}`));
}

const deliveryColumns = {
  row: webhookDeliveries,
  type: webhookEvents.type,
};

function deliveryView({ row, type }: { row: DeliveryRow; type: string }): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.eventId,
    type,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
  };
}

export async function listDeliveries(db: Executor, endpointId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(deliveryView);
}

export async function findDelivery(db: Executor, endpointId: string, deliveryId: string): Promise<WebhookDelivery | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row && deliveryView(row);
}

export async function findDeliveryOfEvent(db: Executor, endpointId: string, eventId: string): Promise<WebhookDelivery | undefined> {
  const [row] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpointId)));
  return row && findDelivery(db, endpointId, row.id);
}

/** A resend: the same row (the same webhook-id) due again now, unless it is being sent at this moment. */
export async function requeueDelivery(db: Executor, deliveryId: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date(), leaseUntil: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.status} <> 'sending'`));
}

export type ClaimedDelivery = { id: string; eventId: string; endpointId: string; attempts: number; body: string; url: string; customerId: string; failingSince: Date | null };

/**
 * Up to `limit` deliveries due at `now` (pending and due, or sending with a lease run out: a process
 * died mid-send), marked sending under a lease, one attempt more. FOR UPDATE SKIP LOCKED: processes
 * never take the same row. An endpoint disabled meanwhile is not sent to.
 */
export async function claimDeliveries(db: Executor, opts: { now: Date; limit: number; leaseSeconds: number }): Promise<ClaimedDelivery[]> {
  const now = opts.now.toISOString();
  return rowsOf<ClaimedDelivery>(
    await db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d join webhook_endpoints p on p.id = d.endpoint_id and p.status = 'active'
        where ((d.status = 'pending' and d.next_attempt_at <= ${now}::timestamptz)
           or (d.status = 'sending' and d.lease_until < ${now}::timestamptz))
        order by d.next_attempt_at
        limit ${opts.limit}
        for update of d skip locked
      )
      update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1,
        lease_until = ${now}::timestamptz + make_interval(secs => ${opts.leaseSeconds}), last_attempt_at = ${now}::timestamptz
      from due, webhook_events e, webhook_endpoints p
      where d.id = due.id and e.id = d.event_id and p.id = d.endpoint_id
      returning d.id, d.event_id as "eventId", d.endpoint_id as "endpointId", d.attempts, e.body, p.url, p.customer_id as "customerId", p.failing_since as "failingSince"`),
  );
}

/** An attempt's outcome, kept only while the row is still this attempt's (sending, same attempt count). */
export async function settleDelivery(
  db: Executor,
  d: ClaimedDelivery,
  outcome: { delivered: boolean; statusCode: number | null; error: string | null; nextAttemptAt: Date | null; now: Date },
): Promise<void> {
  const held = and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, 'sending'), eq(webhookDeliveries.attempts, d.attempts));
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.delivered ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed',
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      leaseUntil: null,
      nextAttemptAt: outcome.nextAttemptAt,
      deliveredAt: outcome.delivered ? outcome.now : null,
    })
    .where(held);
  // the endpoint's health: a success clears its failing streak, a failure starts one (if none); as the claim saw it, else nothing to write
  if (outcome.delivered && d.failingSince === null) return;
  if (!outcome.delivered && d.failingSince !== null) return;
  if (outcome.delivered) {
    await db.update(webhookEndpoints).set({ failingSince: null }).where(and(eq(webhookEndpoints.id, d.endpointId), sql`${webhookEndpoints.failingSince} is not null`));
  } else {
    await db.update(webhookEndpoints).set({ failingSince: outcome.now }).where(and(eq(webhookEndpoints.id, d.endpointId), isNull(webhookEndpoints.failingSince)));
  }
}

/** Disables an endpoint failing since before `before`: true once, for the one process that did (it mails). */
export async function disableFailingEndpoint(db: Executor, endpointId: string, before: Date, reason: string): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'active'), sql`${webhookEndpoints.failingSince} <= ${before.toISOString()}::timestamptz`))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The company's active security administrators' addresses (an endpoint's admins). */
export async function securityAdminEmails(db: Executor, customerId: string): Promise<{ email: string; firstName: string }[]> {
  return rowsOf<{ email: string; firstName: string }>(
    await db.execute(sql`
      select email, first_name as "firstName" from users
      where customer_id = ${customerId} and deleted_at is null and status = 'active' and 'securityadmin' = any(entitlements)`),
  );
}
