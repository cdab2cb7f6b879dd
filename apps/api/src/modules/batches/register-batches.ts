import type { FastifyInstance } from 'fastify';
import { BATCH_LIMITS } from '@creditdesk/contracts';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';
import { registerBatchRoutes } from './batch.routes.js';
import { type BatchWorker, createBatchWorker } from './batch-worker.js';
import { removeAbandonedBatches } from './batches.repository.js';
import { deliverWebhooksOnce } from '../webhooks/webhook-delivery.js';

const HOUR_MS = 3_600_000;

/**
 * Batches in this process: the routes, the queue's worker loops (BATCH_WORKERS; by default one on
 * the embedded database, two on PostgreSQL) and the removal of dry runs never confirmed and uploads
 * a process died reading. Started when the app is ready, stopped (a chunk in progress finished) when it closes.
 */
export function registerBatches(app: FastifyInstance): BatchWorker {
  const { ctx } = app;
  const { batch } = ctx.config;
  const loops = batch.workers ?? (ctx.dbKind === 'postgres' ? 2 : 1);
  // the same loops send the webhook deliveries (issue 34): every server process and `npm run worker`
  const worker = createBatchWorker(ctx, { ...batch, loops }, app.log, [async () => (await deliverWebhooksOnce(ctx, app.log)) > 0]);
  registerBatchRoutes(app, worker);
  const cleanup = createCleanupSchedule(async () => {
    try {
      const now = Date.now();
      const removed = await removeAbandonedBatches(ctx.db, { dryRunsBefore: new Date(now - BATCH_LIMITS.unconfirmedHours * HOUR_MS), uploadsBefore: new Date(now - HOUR_MS) });
      if (removed > 0) app.log.info({ removed }, 'batches: abandoned dry runs and uploads removed');
    } catch (err) {
      app.log.error({ err }, 'batches: removing abandoned dry runs failed');
    }
  }, ctx.config.cleanupIntervalSeconds * 1000);
  app.addHook('onReady', async () => {
    if (loops > 0) worker.start();
    cleanup.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    await cleanup.stop();
  });
  return worker;
}
