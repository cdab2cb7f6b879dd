import { stepUp } from '../auth/step-up.js';
import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { isoTimestamp } from '../common/timestamp.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';

/*
 * Webhooks (issue 34): a company's endpoints told of events as they happen, per the Standard Webhooks
 * specification (webhook-id, webhook-timestamp, webhook-signature: `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>`, secrets `whsec_<base64>`). Payloads carry ids and masked facts only, never a
 * consumer's SSN or date of birth: the receiver reads the report with its own token.
 */

const WEBHOOKS = accessOfRoute('/webhooks');

/** The prefix of a signing secret (Standard Webhooks): the rest is its key, base64. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How long an old signing secret signs beside the new one after a rotation, at most (hours). */
export const MAX_WEBHOOK_GRACE_HOURS = 720;

const ids = { batchId: z.string().uuid() };

/** Every event a company may subscribe to, its words and its `data` (declared once: the server builds, the docs and the screen read). */
export const WEBHOOK_EVENTS = {
  'batch.completed': {
    description: 'A batch finished: every row ordered or failed',
    data: z.object({ ...ids, batchName: z.string(), product: z.string(), totalRows: z.number().int(), completedRows: z.number().int(), failedRows: z.number().int(), invalidRows: z.number().int() }),
  },
  'batch.failed': {
    description: 'A batch finished without ordering any report: every valid row failed',
    data: z.object({ ...ids, batchName: z.string(), product: z.string(), totalRows: z.number().int(), completedRows: z.number().int(), failedRows: z.number().int(), invalidRows: z.number().int() }),
  },
  'report.completed': {
    description: 'An asynchronous product answered (eIDverifier: the consumer answered the questions)',
    data: z.object({ inquiryId: z.string().uuid(), product: z.string(), outcome: z.string() }),
  },
  'ofac.case.opened': {
    description: 'An OFAC screen found a possible match: a review case opened',
    data: z.object({ caseId: z.string().uuid(), inquiryId: z.string().uuid(), candidateCount: z.number().int() }),
  },
  'ofac.case.decided': {
    description: 'An OFAC review case was decided',
    data: z.object({ caseId: z.string().uuid(), inquiryId: z.string().uuid(), decision: z.enum(['confirmed', 'cleared']) }),
  },
  'pmalert.created': {
    description: 'PreciseMatch alerts found a new alert for a watched consumer',
    data: z.object({ alertId: z.string().uuid(), watchEntryId: z.string().uuid(), kind: z.string() }),
  },
  'letter.due': {
    description: 'An adverse-action letter is close to its 30 days and not sent yet',
    data: z.object({ letterId: z.string().uuid(), inquiryId: z.string().uuid().nullable(), dueOn: z.string(), daysLeft: z.number().int() }),
  },
  'user.locked': {
    description: 'A user was locked out after too many failed sign-ins',
    data: z.object({ userId: z.string().uuid(), username: z.string(), lockedUntil: isoTimestamp().nullable() }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENTS)[T]['data']>;
/** The event "Send test event" sends: never subscribed to, delivered to the one endpoint asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The body every delivery carries (Standard Webhooks' recommended payload shape). */
export const webhookPayloadSchema = z.object({
  type: z.union([z.enum(WEBHOOK_EVENT_TYPES), z.literal(WEBHOOK_TEST_EVENT)]),
  timestamp: isoTimestamp(),
  /** the company the event is of */
  customerId: z.string().uuid(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** Waits before each retry (Standard Webhooks' suggested schedule): the last attempt is ~27 h after the first. */
export const WEBHOOK_RETRY_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** `letter.due` is sent once for a letter not sent this many days (or fewer) before its deadline. */
export const WEBHOOK_LETTER_DUE_NOTICE_DAYS = 7;
/** An endpoint failing every attempt for this long is disabled and its company's security administrators e-mailed. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 24;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook endpoint registered. Copy its signing secret now: it is shown only once.',
  rotated: 'A new signing secret. Copy it now: it is shown only once. The old one signs beside it until its grace period ends.',
  updated: 'Webhook endpoint updated.',
  deleted: 'Webhook endpoint deleted.',
  resent: 'The event is queued to be sent again.',
  testSent: 'A test event is queued for this endpoint.',
  notFound: 'The webhook endpoint does not exist.',
  deliveryNotFound: 'The delivery does not exist.',
  urlTaken: 'This company already has an endpoint at this URL.',
  badUrl: (reason: string) => `The endpoint URL ${reason}.`,
  disabledMailSubject: 'A webhook endpoint was disabled',
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;

export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(['active', 'disabled']),
  /** why it was disabled: by an administrator, or after failing for a day */
  disabledReason: z.string().nullable(),
  /** since when every attempt has failed (null: the last one succeeded) */
  failingSince: isoTimestamp().nullable(),
  createdAt: isoTimestamp(),
  createdBy: z.string(),
  /** secrets signing now: the current one, and an old one within its grace period (its end) */
  secrets: z.array(z.object({ createdAt: isoTimestamp(), expiresAt: isoTimestamp().nullable() })),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  /** the webhook-id header: the same on every attempt and resend */
  messageId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** the receiver's last HTTP status (null: no answer, e.g. a timeout) */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoTimestamp(),
  lastAttemptAt: isoTimestamp().nullable(),
  nextAttemptAt: isoTimestamp().nullable(),
  deliveredAt: isoTimestamp().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const eventsSchema = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'choose at least one event');
const urlSchema = z.string().trim().min(1, 'url is required').max(2000);

export const createWebhookEndpointSchema = z.object({
  url: urlSchema,
  description: z.string().trim().max(200).default(''),
  events: eventsSchema,
});
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z.object({
  url: urlSchema.optional(),
  description: z.string().trim().max(200).optional(),
  events: eventsSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const rotateWebhookSecretSchema = z.object({
  /** how long the old secret keeps signing beside the new one (0: it stops at once) */
  graceHours: z.number().int().min(0).max(MAX_WEBHOOK_GRACE_HOURS),
});

/** A registration or a rotation: the secret, shown this once. */
export const webhookSecretSchema = z.object({ message: z.string(), endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const endpointParams = customerParams.extend({ endpointId: z.string().uuid('endpointId must be a webhook endpoint id') });
const deliveryParams = endpointParams.extend({ deliveryId: z.string().uuid('deliveryId must be a delivery id') });
const messageSchema = z.object({ message: z.string() });

export const listWebhookEndpointsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/webhooks',
  summary: "The company's webhook endpoints: URL, events, status, signing secrets",
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: customerParams,
  response: { 200: z.object({ endpoints: z.array(webhookEndpointSchema) }) },
});

export const createWebhookEndpointEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/webhooks',
  summary: 'Register a webhook endpoint (https, a public address); its signing secret is answered this once',
  access: WEBHOOKS,
  stepUp: stepUp('Sends the company\'s events to an address outside the portal, from then on, without a person.'),
  customerParam: 'customerId',
  params: customerParams,
  body: createWebhookEndpointSchema,
  // 409: the company has an endpoint at that URL
  response: { 200: webhookSecretSchema, 409: errorBodySchema },
});

export const updateWebhookEndpointEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/customers/:customerId/webhooks/:endpointId',
  summary: "Change a webhook endpoint's URL or events, disable or enable it",
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: endpointParams,
  body: updateWebhookEndpointSchema,
  response: { 200: z.object({ message: z.string(), endpoint: webhookEndpointSchema }), 409: errorBodySchema },
});

export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/webhooks/:endpointId/rotate',
  summary: 'A new signing secret (answered this once); deliveries carry both signatures for the grace period',
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: endpointParams,
  body: rotateWebhookSecretSchema,
  response: { 200: webhookSecretSchema },
});

export const deleteWebhookEndpointEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/customers/:customerId/webhooks/:endpointId',
  summary: 'Delete a webhook endpoint and its deliveries',
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: endpointParams,
  response: { 200: messageSchema },
});

export const listWebhookDeliveriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/webhooks/:endpointId/deliveries',
  summary: "An endpoint's latest deliveries (100): status, attempts, the receiver's last answer",
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: endpointParams,
  response: { 200: z.object({ deliveries: z.array(webhookDeliverySchema) }) },
});

export const resendWebhookDeliveryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/webhooks/:endpointId/deliveries/:deliveryId/resend',
  summary: 'Send a delivery again now (the same webhook-id)',
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: deliveryParams,
  response: { 200: z.object({ message: z.string(), delivery: webhookDeliverySchema }) },
});

export const sendWebhookTestEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/webhooks/:endpointId/test',
  summary: 'Queue a `webhook.test` event for this endpoint',
  access: WEBHOOKS,
  customerParam: 'customerId',
  params: endpointParams,
  response: { 200: z.object({ message: z.string(), delivery: webhookDeliverySchema }) },
});
