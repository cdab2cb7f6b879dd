import { randomBytes } from 'node:crypto';
import { addSecret } from '../modules/webhooks/webhooks.repository.js';
import { queueEvent } from '../modules/webhooks/webhook-events.js';
import { newWebhookSecret } from '../modules/webhooks/webhook-signing.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import type { RequestRow } from './endpoint-requests.js';
import type { World } from './world.js';

/** a new webhook endpoint of Demo Lending (a public https URL of its own), to change, rotate, test or remove. */
async function freshEndpoint(w: World): Promise<string> {
  const { db } = w.t.database;
  const [row] = await db.insert(webhookEndpoints).values({ customerId: w.demo, url: `https://hooks-${randomBytes(4).toString('hex')}.demolending.example/`, events: ['batch.completed'], createdBy: 'matrix' }).returning({ id: webhookEndpoints.id });
  await addSecret(db, w.t.app.ctx.cipher, row.id, newWebhookSecret());
  return row.id;
}

/** an endpoint with one delivery (a test event), to resend. */
async function freshDelivery(w: World): Promise<{ endpointId: string; deliveryId: string }> {
  const endpointId = await freshEndpoint(w);
  const { db } = w.t.database;
  const eventId = await queueEvent(db, w.demo, 'webhook.test', {}, [endpointId]);
  const [delivery] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
  return { endpointId, deliveryId: delivery.id };
}

const at = (w: World) => ({ customerId: w.demo });

/** The Webhooks screen's calls (issue 34), spread into ENDPOINT_REQUESTS. */
export const WEBHOOKS_REQUESTS: Record<string, RequestRow> = {
  'GET /customers/:customerId/webhooks': (w) => ({ params: at(w) }),
  'POST /customers/:customerId/webhooks': (w) => ({ params: at(w), body: { url: `https://hooks-${randomBytes(4).toString('hex')}.demolending.example/`, events: ['batch.completed'] } }),
  'PUT /customers/:customerId/webhooks/:endpointId': async (w) => ({ params: { ...at(w), endpointId: await freshEndpoint(w) }, body: { status: 'disabled' } }),
  'POST /customers/:customerId/webhooks/:endpointId/rotate': async (w) => ({ params: { ...at(w), endpointId: await freshEndpoint(w) }, body: { graceHours: 1 } }),
  'DELETE /customers/:customerId/webhooks/:endpointId': async (w) => ({ params: { ...at(w), endpointId: await freshEndpoint(w) } }),
  'GET /customers/:customerId/webhooks/:endpointId/deliveries': async (w) => ({ params: { ...at(w), endpointId: await freshEndpoint(w) } }),
  'POST /customers/:customerId/webhooks/:endpointId/deliveries/:deliveryId/resend': async (w) => ({ params: { ...at(w), ...(await freshDelivery(w)) } }),
  'POST /customers/:customerId/webhooks/:endpointId/test': async (w) => ({ params: { ...at(w), endpointId: await freshEndpoint(w) } }),
};
