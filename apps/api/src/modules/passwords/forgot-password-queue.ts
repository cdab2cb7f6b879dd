import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { rowsOf } from '../../db/rows.js';
import { forgotPasswordRequests } from '../../db/schema/index.js';
import type { RequestMeta } from '../auth/request-meta.js';
import { sendForgotPasswordCode } from './passwords.service.js';

/** How long a taken request is held by its process (issuing a code and one SMTP attempt take far less). */
export const FORGOT_REQUEST_LEASE_SECONDS = 120;
/** A request that failed this often (its work threw each time) is dropped, with an error in the log. */
export const FORGOT_REQUEST_MAX_ATTEMPTS = 5;

/**
 * Holds a forgot-password request in the database before its answer leaves, already taken (a lease
 * ahead) by the process that will work it at once: when that process stops first, another works it
 * after the lease (workDueForgotPasswordRequests). The same insert for every name: it tells nothing.
 */
export async function holdForgotPasswordRequest(ctx: AppContext, userName: string, meta: RequestMeta): Promise<string> {
  const [row] = await ctx.db
    .insert(forgotPasswordRequests)
    .values({ userName, meta, attempts: 1, runAfter: sql`now() + make_interval(secs => ${FORGOT_REQUEST_LEASE_SECONDS})` })
    .returning({ id: forgotPasswordRequests.id });
  return row.id;
}

/** Issues and e-mails the code (or audits why not), then lets the request go. */
export async function workForgotPasswordRequest(ctx: AppContext, request: { id: string; userName: string; meta: RequestMeta }): Promise<void> {
  await sendForgotPasswordCode(ctx, request.userName, request.meta);
  await ctx.db.delete(forgotPasswordRequests).where(eq(forgotPasswordRequests.id, request.id));
}

/**
 * Works the requests whose process stopped before it did (their lease ran out), as of `at` (the
 * database's clock when not given; tests give one). Several processes: each request is taken by one
 * (FOR UPDATE SKIP LOCKED). At least once: a process that dies after e-mailing a code and before
 * deleting its request has the request worked again, which sends a fresh code (the first stops working).
 */
export async function workDueForgotPasswordRequests(
  ctx: AppContext,
  log: { error(obj: unknown, msg: string): void },
  at?: Date,
): Promise<number> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const taken = rowsOf<{ id: string; userName: string; meta: RequestMeta; attempts: number }>(
    await ctx.db.execute(sql`
      update forgot_password_requests set attempts = attempts + 1, run_after = ${now} + make_interval(secs => ${FORGOT_REQUEST_LEASE_SECONDS})
      where id in (select id from forgot_password_requests where run_after <= ${now} order by run_after limit 20 for update skip locked)
      returning id, user_name as "userName", meta, attempts`),
  );
  for (const request of taken) {
    try {
      await workForgotPasswordRequest(ctx, request);
    } catch (err) {
      log.error({ err, requestId: request.id, attempts: request.attempts }, 'forgot-password request could not be worked');
      if (request.attempts >= FORGOT_REQUEST_MAX_ATTEMPTS) {
        await ctx.db.delete(forgotPasswordRequests).where(eq(forgotPasswordRequests.id, request.id));
      }
    }
  }
  return taken.length;
}
