import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, devOutboxEndpoint } from '@creditdesk/contracts';
import { forbidden } from '../../lib/http-error.js';
import { isDirectLoopbackRequest } from '../../lib/loopback.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { listOutbox } from './dev-outbox.repository.js';

/**
 * The development outbox holds codes and temporary passwords: anyone who reads it can take over
 * an account. So it does not exist in production, it needs the development outbox key, and it
 * answers only a request made on this machine (issue 10, defect 1).
 */
export function registerDevOutboxRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.ctx;
  if (config.isProduction) return;
  registerEndpoint(app, devOutboxEndpoint, async (req) => {
    if (!isDirectLoopbackRequest(req)) throw forbidden(API_MESSAGES.dev.outboxLocalOnly);
    return { smtpConfigured: mailer.smtpConfigured, messages: await listOutbox(db, req.query) };
  });
}
