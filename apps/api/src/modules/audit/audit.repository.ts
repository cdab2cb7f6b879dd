import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { currentApiClient, currentSupportAgent } from './audit-context.js';

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
  /** the support agent acting for the actor; by default the request's (audit-context.ts). */
  supportAgent?: string | null;
};

export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await recordAudits(db, [event]);
}

/**
 * Several events in one statement (a batch's rows stored together). The insert trigger of migration
 * 0020 links each into its company's chain (docs/audit.md); during a support session each names the
 * agent as well as the user.
 */
export async function recordAudits(db: Db, events: readonly AuditEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values(auditRowsOf(events));
}

/** The rows of audit_events that record the events (the trigger adds the chain's columns). */
export function auditRowsOf(events: readonly AuditEvent[]): (typeof auditEvents.$inferInsert)[] {
  const agent = currentSupportAgent() ?? null;
  // an API client's call: every event names the client (its id and name), beside its service identity
  const client = currentApiClient();
  return events.map((event) => ({
    action: event.action,
    outcome: event.outcome ?? 'success',
    customerId: event.customerId ?? null,
    actorUserId: event.actorUserId ?? null,
    actorUsername: event.actorUsername ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    details: client ? { ...event.details, apiClient: client } : (event.details ?? null),
    correlationId: event.correlationId ?? null,
    ip: event.ip ?? null,
    supportAgent: event.supportAgent === undefined ? agent : event.supportAgent,
  }));
}
