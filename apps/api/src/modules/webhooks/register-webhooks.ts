import type { FastifyInstance } from 'fastify';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';
import { forgetOldEvents, queueBatchesEnded, queueLettersDue } from './webhook-schedule.js';
import { registerWebhookRoutes } from './webhooks.routes.js';

/**
 * Webhooks in this process: the routes, and a periodic check (CLEANUP_INTERVAL_SECONDS) that queues
 * `letter.due` for letters close to their deadline, tells a batch's end its worker did not, and forgets old finished events. The deliveries
 * themselves are sent by the batch workers' loops (modules/batches/register-batches.ts).
 */
export function registerWebhooks(app: FastifyInstance): void {
  registerWebhookRoutes(app);
  const schedule = createCleanupSchedule(async () => {
    try {
      await queueLettersDue(app.ctx.db);
      await queueBatchesEnded(app.ctx.db);
      await forgetOldEvents(app.ctx.db);
    } catch (err) {
      app.log.error({ err }, 'webhooks: the periodic check failed');
    }
  }, app.ctx.config.cleanupIntervalSeconds * 1000);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
