import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../../app-context.js';
import type { Db } from '../../../db/client.js';
import { customers } from '../../../db/schema/index.js';
import { HttpError, badRequest, forbidden } from '../../../lib/http-error.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { requestMeta } from '../../auth/auth.routes.js';
import type { RequestMeta } from '../../auth/open-session.js';

/** A transaction or the database: repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Who acts and from where: what every administrative act needs. */
export type Act = { ctx: AppContext; caller: Caller; meta: RequestMeta };

export const actOf = (req: FastifyRequest & { caller: Caller }): Act => ({ ctx: req.server.ctx, caller: req.caller, meta: requestMeta(req) });

/** A 400 the portal maps by `additionalErrorDetails.message` (portal.md §8); `message` is already the text it shows. */
export const ruleError = (detail: string, message: string) => badRequest(message, { message: detail });

/** A company named in a body must be the caller's own (the path's customer is checked by the guard). */
export function assertOwnCompany(caller: Caller, customerId: string | undefined): void {
  if (customerId !== undefined && customerId !== caller.customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
}

/**
 * Serialises the administrative acts of one company (row lock on the company): the "last
 * user-management administrator" check and group rules see every concurrent change.
 */
export async function lockCompany(tx: Executor, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export type AdminAudit = {
  action: string;
  outcome?: 'success' | 'failure';
  targetType: 'user' | 'user-group' | 'account-number' | 'company' | 'subscription' | 'users' | 'data-source' | 'product-configuration' | 'api-client' | 'webhook-endpoint';
  targetId: string;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
};

/** Every administrative act: actor, company, target, and before and after (never a secret). */
export function auditAdmin(db: Executor, act: Act, e: AdminAudit): Promise<void> {
  return recordAudit(db as Db, {
    action: e.action,
    outcome: e.outcome ?? 'success',
    customerId: act.caller.customerId,
    actorUserId: act.caller.userId,
    actorUsername: act.caller.username,
    targetType: e.targetType,
    targetId: e.targetId,
    details: {
      ...(e.before !== undefined ? { before: e.before } : {}),
      ...(e.after !== undefined ? { after: e.after } : {}),
      ...e.details,
    },
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  });
}

/** The SQLSTATE and constraint of a database error, through drizzle's wrapping (node-postgres and PGlite alike). */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
  }
  return {};
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** A LIKE pattern matching the text anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Runs an administrative act; a refusal (4xx) is recorded too, as a failed act with its reason
 * (an attempt on another company's user, a rule of §5, ...). Nothing else is changed by a refusal.
 */
export async function audited<T>(act: Act, action: string, target: Pick<AdminAudit, 'targetType' | 'targetId'>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) {
      await auditAdmin(act.ctx.db, act, {
        action,
        outcome: 'failure',
        ...target,
        details: { status: err.statusCode, reason: err.message, ...(err.details?.message ? { detail: err.details.message } : {}) },
      });
    }
    throw err;
  }
}
