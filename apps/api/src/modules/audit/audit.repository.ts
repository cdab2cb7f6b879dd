import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';

export type AuditEvent = {
  action: string;
  outcome?: 'success' | 'failure';
  customerId?: string | null;
  actorUserId?: string | null;
  actorUsername?: string | null;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  correlationId?: string;
  ip?: string;
};

export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await recordAudits(db, [event]);
}

/** Several events in one statement (a batch's rows stored together). */
export async function recordAudits(db: Db, events: readonly AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(events.map((event) => ({
    action: event.action,
    outcome: event.outcome ?? 'success',
    customerId: event.customerId ?? null,
    actorUserId: event.actorUserId ?? null,
    actorUsername: event.actorUsername ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details: event.details ?? null,
    correlationId: event.correlationId ?? null,
    ip: event.ip ?? null,
  })));
}
