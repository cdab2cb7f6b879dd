import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** active | inactive: an inactive company's users get 1010 at login. */
  status: text('status').notNull().default('active'),
  // Sign-in policy (portal.md §4, company settings).
  mfaRequired: boolean('mfa_required').notNull().default(false),
  /** optional | second-factor | required (packages/contracts auth/passkeys.ts). */
  passkeyPolicy: text('passkey_policy').notNull().default('optional'),
  /** required | recommended | off: users without a second factor at step-up acts (contracts auth/step-up.ts). */
  mfaSetupPolicy: text('mfa_setup_policy').notNull().default('required'),
  /** CIDR ranges the company's users may log in from; empty: anywhere (1002 outside them). */
  allowedIpRanges: text('allowed_ip_ranges').array().notNull().default(sql`'{}'::text[]`),
  /** days a password lives before it must change; null: never expires (NIST SP 800-63B). */
  passwordMaxAgeDays: integer('password_max_age_days'),
  /** the OFAC screen's match threshold the company set; null: the default (docs/ofac-screening.md). */
  ofacMatchThreshold: real('ofac_match_threshold'),
  /** a consumer credit report order also runs the MLA check / the OFAC screen (issue 13; only with the product held). */
  addMlaToCreditReports: boolean('add_mla_to_credit_reports').notNull().default(false),
  addOfacToCreditReports: boolean('add_ofac_to_credit_reports').notNull().default(false),
  /** the steps its policy lists per alert type to resolve before credit; null (or a type left out): the defaults (migration 0043). */
  alertPolicy: jsonb('alert_policy').$type<Partial<Record<string, string[]>>>(),
  /** days a consumer's credit report is offered again instead of a new pull; 0: never (migration 0042, docs/careful-pulls.md). */
  reportReuseDays: integer('report_reuse_days').notNull().default(7),
  /** re-certification frequency in days; null: none (1006 when a user is overdue). */
  recertificationDays: integer('recertification_days'),
  recertificationSchedule: text('recertification_schedule'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Features a company holds (portal.md §3 Subscription); 'storage' gates the input templates. */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subscriptionName: text('subscription_name').notNull(),
    status: text('status').notNull().default('active'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.subscriptionName] })],
);
