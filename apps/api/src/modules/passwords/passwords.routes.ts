import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  API_MESSAGES,
  CHANGE_PASSWORD_BODY_BY_PAGE,
  MESSAGES,
  changePasswordEndpoint,
  temporaryPasswordEndpoint,
} from '@creditdesk/contracts';
import { badRequest, unauthorized } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { requestMeta } from '../auth/auth.routes.js';
import {
  addressRefusal,
  changeOwnPassword,
  confirmForgotPassword,
  issueTemporaryPassword,
} from './passwords.service.js';
import { holdForgotPasswordRequest, workDueForgotPasswordRequests, workForgotPasswordRequest } from './forgot-password-queue.js';
import { createCleanupSchedule } from '../cleanup/cleanup-schedule.js';
import { MAIL_QUEUE_POLL_MS } from '../mail/mail-queue.js';

/** Work a request started and did not wait for (the forgot-password e-mail); awaited on close. */
const pending = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** Resolves when the app's background password work is done (tests; graceful shutdown). */
export async function passwordWorkSettled(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(pending.get(app) ?? [])]);
}

/** A body checked against the page's own schema: a 400 naming each missing or bad field. */
function bodyFor<P extends keyof typeof CHANGE_PASSWORD_BODY_BY_PAGE>(page: P, body: unknown): z.infer<(typeof CHANGE_PASSWORD_BODY_BY_PAGE)[P]> {
  const parsed = CHANGE_PASSWORD_BODY_BY_PAGE[page].safeParse(body);
  if (parsed.success) return parsed.data as z.infer<(typeof CHANGE_PASSWORD_BODY_BY_PAGE)[P]>;
  const fields = parsed.error.issues.map((i) => ({ field: ['body', ...i.path.map(String)].join('.'), message: i.message }));
  throw badRequest(API_MESSAGES.invalid.fields(fields), { fields });
}

export function registerPasswordRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const work = new Set<Promise<void>>();
  pending.set(app, work);
  // requests another process held and did not finish (it stopped): every process looks for them
  const leftOver = createCleanupSchedule(async () => {
    await workDueForgotPasswordRequests(ctx, app.log).catch((err: unknown) => app.log.error({ err }, 'forgot-password requests pass failed'));
  }, MAIL_QUEUE_POLL_MS);
  app.addHook('onReady', async () => leftOver.start());
  app.addHook('onClose', async () => {
    await leftOver.stop();
    await passwordWorkSettled(app);
  });

  registerEndpoint(app, changePasswordEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const meta = requestMeta(req);
    switch (req.query.page) {
      case 'MY_PROFILE':
        // authentication before the body is judged, as the guard does for declared endpoints
        if (!req.caller) throw unauthorized();
        return changeOwnPassword(ctx, req.caller, bodyFor('MY_PROFILE', req.body), meta);

      case 'FORGOT_PW': {
        const { userName } = bodyFor('FORGOT_PW', req.body);
        const refused = await addressRefusal(ctx, 'FORGOT_PW', userName, meta);
        if (refused) return refused;
        // The answer leaves before the name is even looked up: same body, same timing for every name. The
        // request is held in the database first, so a process stopping now leaves it to another.
        const id = await holdForgotPasswordRequest(ctx, userName, meta);
        const job = workForgotPasswordRequest(ctx, { id, userName, meta })
          .catch((err: unknown) => req.log.error({ err }, 'forgot-password code could not be issued; the request is retried'))
          .finally(() => work.delete(job));
        work.add(job);
        return { status: 'success' as const, message: MESSAGES.password.forgotCodeSent };
      }

      case 'CONFIRM_FORGOT_PW': {
        const input = bodyFor('CONFIRM_FORGOT_PW', req.body);
        const refused = await addressRefusal(ctx, 'CONFIRM_FORGOT_PW', input.userName, meta);
        if (refused) return refused;
        return confirmForgotPassword(ctx, input, meta);
      }
    }
  });

  registerEndpoint(app, temporaryPasswordEndpoint, async (req) => issueTemporaryPassword(ctx, req.caller, req.body, requestMeta(req)));
}
