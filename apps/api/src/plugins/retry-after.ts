import type { FastifyInstance } from 'fastify';
import { RetryLaterError } from '../lib/retry-later.js';

/**
 * Every 423 and 429 says when to come back: the error's `Retry-After` is set before the error
 * handler (plugins/errors.ts) writes the body, and the reply keeps it.
 */
export function registerRetryAfter(app: FastifyInstance) {
  app.addHook('onError', async (_req, reply, error) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
}
