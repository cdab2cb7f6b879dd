import type { FastifyInstance } from 'fastify';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';

/** How often each process looks for queued mail that is due (one indexed query when none is). */
export const MAIL_QUEUE_POLL_MS = 5000;

/**
 * Every server and worker process with SMTP configured retries the queued mail (modules/mail/mailer.ts):
 * whichever comes first takes a message, so mail queued by a process that has since stopped goes out too.
 */
export function registerMailQueue(app: FastifyInstance) {
  const { mailer } = app.ctx;
  if (!mailer.smtpConfigured) return;
  const schedule = createCleanupSchedule(async () => {
    try {
      const pass = await mailer.deliverDue();
      if (pass.sent + pass.givenUp > 0) app.log.info({ pass }, 'mail queue: queued e-mail sent or given up');
    } catch (err) {
      app.log.error({ err }, 'mail queue pass failed');
    }
  }, MAIL_QUEUE_POLL_MS);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
