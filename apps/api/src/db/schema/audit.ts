import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail: who did what, when, to what, from where. Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (migration 0020); details never hold passwords, tokens or unmasked consumer data.
 *
 * Tamper evidence (docs/audit.md): the BEFORE INSERT trigger of migration 0020 sorts each event into
 * its category (an Audit Logs tab: report, user, report-audit-download, user-audit-download) and kind,
 * and links it into its chain — one per company and category — under that chain's head row locked
 * FOR UPDATE: seq, the previous event's hash and its own, sha256(prev_hash || canonical record).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    customerId: uuid('customer_id'),
    actorUserId: uuid('actor_user_id'),
    actorUsername: text('actor_username'),
    /** during a support session, the agent acting as the actor (`support:<agent>`); set from the request context. */
    supportAgent: text('support_agent'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull().default('success'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    correlationId: text('correlation_id'),
    ip: text('ip'),
    // Set by the insert trigger (never by the application):
    category: text('category').notNull().default('user'),
    kind: text('kind').notNull().default('other'),
    product: text('product'),
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /**
     * The canonical record's version (docs/audit.md): 1 for events written before migration 0029
     * (kind, product and the consumer columns outside the hash), 2 since (every value a tab shows inside it).
     */
    recordVersion: smallint('record_version').notNull().default(1),
    // Report History's consumer as it was when the event happened (copied by the insert trigger
    // from the inquiry, the list form report_inquiries keeps: name and SSN last four, never more):
    consumerName: text('consumer_name'),
    ssnLast4: text('ssn_last4'),
    permissiblePurpose: text('permissible_purpose'),
    productCode: text('product_code'),
  },
  (t) => [
    index('audit_events_customer_time_idx').on(t.customerId, t.occurredAt),
    index('audit_events_action_idx').on(t.action, t.occurredAt),
    index('audit_events_chain_idx').on(t.customerId, t.category, t.seq),
    // the Audit Logs tabs' filters, each ending in the tabs' order, newest first (migration 0023): a
    // date range and the order are one index range, whatever else is filtered
    index('audit_events_kind_time_idx').on(t.customerId, t.category, t.kind, t.occurredAt, t.seq),
    index('audit_events_actor_time_idx').on(t.customerId, t.category, sql`lower(${t.actorUsername})`, t.occurredAt, t.seq),
    // a user's events of one kind (User Activity's MFA of one user): exact, not a user's every event read
    index('audit_events_actor_kind_time_idx').on(t.customerId, t.category, sql`lower(${t.actorUsername})`, t.kind, t.occurredAt, t.seq),
    index('audit_events_product_time_idx').on(t.customerId, t.category, t.product, t.occurredAt, t.seq).where(sql`product is not null`),
    index('audit_events_category_time_idx').on(t.customerId, t.category, t.occurredAt, t.seq),
  ],
);

/** Each chain's last event: its seq and hash. Locked FOR UPDATE by the insert trigger, so a chain's events are linked one at a time. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  /** '<customer id or ->/<category>' */
  chainKey: text('chain_key').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
