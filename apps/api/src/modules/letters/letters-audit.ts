import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import type { Act } from '../admin/shared/admin-context.js';
import { recordAudit } from '../audit/audit.repository.js';

export type LetterTargetType = 'eletter' | 'reason-code' | 'letter-settings' | 'letter';

/** What a write did: its answer, the target's id when only the write knows it, and what the audit records. */
export type AuditedResult<T> = { result: T; targetId?: string; details: Record<string, unknown> };

/**
 * A letters write in one transaction with its audit event (who, company, target, before and after).
 * A refusal (4xx) is recorded as a failure with its reason, and changes nothing.
 */
export async function inAuditedTransaction<T>(
  act: Act,
  action: string,
  target: { type: LetterTargetType; id: string },
  write: (tx: Db) => Promise<AuditedResult<T>>,
): Promise<T> {
  const event = {
    action,
    customerId: act.caller.customerId,
    actorUserId: act.caller.userId,
    actorUsername: act.caller.username,
    targetType: target.type,
    correlationId: act.meta.correlationId,
    ip: act.meta.ip,
  };
  try {
    return await act.ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const done = await write(tx);
      await recordAudit(tx, { ...event, targetId: done.targetId ?? target.id, details: done.details });
      return done.result;
    });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500) {
      await recordAudit(act.ctx.db, { ...event, outcome: 'failure', targetId: target.id, details: { status: err.statusCode, reason: err.message } });
    }
    throw err;
  }
}
