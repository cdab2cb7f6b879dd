import { z } from 'zod';
import { PUBLIC, defineEndpoint } from '../http/endpoint.js';

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * Development only: the e-mails the portal sent (or kept, with no SMTP), newest first, so a newcomer
 * can read an invitation or a code. Public because the reader may not have a login yet; it does not
 * exist in production (404).
 */
export const devOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: the latest e-mails the portal sent (404 in production)',
  access: PUBLIC,
  querystring: z.object({ to: z.string().trim().max(320).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
  response: { 200: z.object({ smtpConfigured: z.boolean(), messages: z.array(outboxMessageSchema) }) },
});
