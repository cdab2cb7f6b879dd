import type { FastifyInstance } from 'fastify';
import { type Removed, deleteExpiredRows, retentionOf } from './expired-rows.js';

export type CleanupSchedule = { start(): void; stop(): Promise<void> };

/**
 * Runs `run` every `intervalMs`. The timer is unref'd (it never keeps a process alive), a run still
 * going when the next is due is not overlapped, and stop() waits for a run in progress, so the
 * database is not closed under it.
 */
export function createCleanupSchedule(run: () => Promise<void>, intervalMs: number): CleanupSchedule {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    // run reports its own failures; one that throws anyway must not stop the schedule
    running = run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

const total = (removed: Removed) => Object.values(removed).reduce((a, b) => a + b, 0);

/**
 * Every server process deletes expired challenges, codes and old outbox messages every
 * CLEANUP_INTERVAL_SECONDS (expired-rows.ts). Starts when the app is ready, stops when it closes.
 */
export function registerCleanup(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const retention = retentionOf(config);
  const schedule = createCleanupSchedule(async () => {
    try {
      const removed = await deleteExpiredRows(db, retention);
      if (total(removed) > 0) app.log.info({ removed }, 'clean-up: expired rows deleted');
    } catch (err) {
      // the next run tries again; a failed clean-up never stops the server
      app.log.error({ err }, 'clean-up failed');
    }
  }, config.cleanupIntervalSeconds * 1000);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
