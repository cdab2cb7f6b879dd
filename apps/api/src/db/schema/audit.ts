import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail: who did what, when, to what, from where. Append-only; details never hold
 * passwords, tokens or unmasked consumer data.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    customerId: uuid('customer_id'),
    actorUserId: uuid('actor_user_id'),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull().default('success'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    correlationId: text('correlation_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_customer_time_idx').on(t.customerId, t.occurredAt),
    index('audit_events_action_idx').on(t.action, t.occurredAt),
  ],
);
