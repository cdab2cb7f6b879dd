import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { type Access, defineEndpoint } from '../http/endpoint.js';
import { isoTimestamp } from '../common/timestamp.js';

const DEV_OUTBOX_KEY: Access = { kind: 'apiKey', purpose: 'dev-outbox' };

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  createdAt: isoTimestamp(),
  sentAt: isoTimestamp().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * Development only: the e-mails the portal sent (or kept, with no SMTP), newest first, so a newcomer
 * can read an invitation or a code. They hold codes and temporary passwords, so the outbox is not
 * registered in production, answers only requests made on this machine (the loopback interface, no
 * proxy in between), and needs the development outbox key (x-api-key) that the server creates under
 * DATA_DIR/keys and prints at start as a link: `/dev/outbox#key=…`.
 */
export const devOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only, from this machine with the development outbox key: the latest e-mails the portal sent',
  access: DEV_OUTBOX_KEY,
  tenancy: 'none',
  querystring: z.object({ to: z.string().trim().max(320).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  // 403: a request that did not come from this machine
  response: { 200: z.object({ smtpConfigured: z.boolean(), messages: z.array(outboxMessageSchema) }), 403: errorBodySchema },
});

/** The portal keeps the key it was given (the link's #key=…) for the tab's life, under this name. */
export const DEV_OUTBOX_KEY_STORAGE = 'creditdesk.devOutboxKey';
