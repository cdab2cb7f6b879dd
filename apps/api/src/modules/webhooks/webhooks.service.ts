import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreateWebhookEndpoint,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSecret,
  type updateWebhookEndpointSchema,
} from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { OutboundRefused, checkOutboundUrl } from '../../lib/outbound-fetch.js';
import { type Act, UNIQUE_VIOLATION, auditAdmin, pgError } from '../admin/shared/admin-context.js';
import { queueEvent } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signing.js';
import { addSecret, findDelivery, findDeliveryOfEvent, findEndpoint, requeueDelivery, viewOfEndpoint } from './webhooks.repository.js';

/*
 * The Webhooks screen's acts (securityadmin), each audited; a secret is answered once (it is kept
 * encrypted, since signing needs it, and never shown again).
 */

const HOUR_MS = 3_600_000;

/**
 * The URL a company wants its events sent to, judged exactly as its identity provider's issuer is
 * (lib/outbound-fetch.ts): https, no credentials, no loopback, private, link-local or metadata address
 * (WEBHOOK_ALLOW_PRIVATE_URLS lifts this for tests and development). Each attempt judges it again.
 */
export async function assertWebhookUrlAllowed(ctx: AppContext, url: string): Promise<void> {
  try {
    await checkOutboundUrl(url, { allowPrivate: ctx.config.webhooks.allowPrivateUrls }, 'tolerate');
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    throw badRequest(WEBHOOK_MESSAGES.badUrl(err.message), { fields: [{ field: 'body.url', message: err.message }] });
  }
}

const audit = (act: Act, action: string, endpoint: WebhookEndpoint, extra: Record<string, unknown> = {}) =>
  auditAdmin(act.ctx.db, act, { action, targetType: 'webhook-endpoint', targetId: endpoint.id, details: { url: endpoint.url, ...extra } });

const taken = (err: unknown) => {
  if (pgError(err).code === UNIQUE_VIOLATION) return new HttpError(409, WEBHOOK_MESSAGES.urlTaken);
  return err;
};

export async function createEndpoint(act: Act, customerId: string, body: Required<CreateWebhookEndpoint>): Promise<WebhookSecret> {
  await assertWebhookUrlAllowed(act.ctx, body.url);
  const secret = newWebhookSecret();
  let endpoint: WebhookEndpoint;
  try {
    endpoint = await act.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ customerId, url: body.url, description: body.description, events: [...new Set(body.events)], createdBy: act.caller.username })
        .returning();
      await addSecret(tx, act.ctx.cipher, row.id, secret);
      return viewOfEndpoint(tx, row);
    });
  } catch (err) {
    throw taken(err);
  }
  await audit(act, 'webhook-endpoint.created', endpoint, { after: { events: endpoint.events } });
  return { message: WEBHOOK_MESSAGES.created, endpoint, secret };
}

async function existing(act: Act, customerId: string, endpointId: string) {
  const row = await findEndpoint(act.ctx.db, customerId, endpointId);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function updateEndpoint(act: Act, customerId: string, endpointId: string, body: z.infer<typeof updateWebhookEndpointSchema>): Promise<WebhookEndpoint> {
  const before = await existing(act, customerId, endpointId);
  if (body.url !== undefined) await assertWebhookUrlAllowed(act.ctx, body.url);
  const enabling = body.status === 'active' && before.status !== 'active';
  const changes = {
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.events ? { events: [...new Set(body.events)] } : {}),
    ...(body.status ? { status: body.status, disabledReason: body.status === 'disabled' ? `disabled by ${act.caller.username}` : null } : {}),
    // enabled again: its failing streak starts afresh
    ...(enabling ? { failingSince: null } : {}),
  };
  let row = before;
  if (Object.keys(changes).length > 0) {
    try {
      [row] = await act.ctx.db.update(webhookEndpoints).set(changes).where(eq(webhookEndpoints.id, before.id)).returning();
    } catch (err) {
      throw taken(err);
    }
  }
  const endpoint = await viewOfEndpoint(act.ctx.db, row);
  const action = body.status && body.status !== before.status ? (body.status === 'disabled' ? 'webhook-endpoint.disabled' : 'webhook-endpoint.enabled') : 'webhook-endpoint.changed';
  await audit(act, action, endpoint, { before: { url: before.url, events: before.events, status: before.status }, after: { url: row.url, events: row.events, status: row.status } });
  return endpoint;
}

/** A new signing secret; the old ones keep signing beside it for `graceHours` (0: they stop at once). */
export async function rotateSecret(act: Act, customerId: string, endpointId: string, graceHours: number): Promise<WebhookSecret> {
  const row = await existing(act, customerId, endpointId);
  const secret = newWebhookSecret();
  const oldEnd = new Date(Date.now() + graceHours * HOUR_MS);
  await act.ctx.db.transaction(async (tx) => addSecret(tx, act.ctx.cipher, row.id, secret, oldEnd));
  const endpoint = await viewOfEndpoint(act.ctx.db, row);
  await audit(act, 'webhook-endpoint.secret-rotated', endpoint, { graceHours, oldSecretsEnd: oldEnd.toISOString() });
  return { message: WEBHOOK_MESSAGES.rotated, endpoint, secret };
}

export async function deleteEndpoint(act: Act, customerId: string, endpointId: string): Promise<string> {
  const row = await existing(act, customerId, endpointId);
  const endpoint = await viewOfEndpoint(act.ctx.db, row);
  await act.ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
  await audit(act, 'webhook-endpoint.deleted', endpoint, { before: { events: endpoint.events, status: endpoint.status } });
  return WEBHOOK_MESSAGES.deleted;
}

export async function endpointOf(act: Act, customerId: string, endpointId: string) {
  return existing(act, customerId, endpointId);
}

export async function resendDelivery(act: Act, customerId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const row = await existing(act, customerId, endpointId);
  const before = await findDelivery(act.ctx.db, row.id, deliveryId);
  if (!before) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  await requeueDelivery(act.ctx.db, before.id);
  const delivery = (await findDelivery(act.ctx.db, row.id, deliveryId))!;
  await audit(act, 'webhook-endpoint.delivery-resent', await viewOfEndpoint(act.ctx.db, row), { deliveryId, messageId: delivery.messageId, type: delivery.type });
  return delivery;
}

export async function sendTestEvent(act: Act, customerId: string, endpointId: string): Promise<WebhookDelivery> {
  const row = await existing(act, customerId, endpointId);
  const messageId = await act.ctx.db.transaction((tx) =>
    queueEvent(tx, customerId, WEBHOOK_TEST_EVENT, { endpointId: row.id, sentBy: act.caller.username }, [row.id]),
  );
  const delivery = (await findDeliveryOfEvent(act.ctx.db, row.id, messageId))!;
  await audit(act, 'webhook-endpoint.test-sent', await viewOfEndpoint(act.ctx.db, row), { messageId });
  return delivery;
}
