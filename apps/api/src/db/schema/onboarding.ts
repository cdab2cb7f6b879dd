import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';

/**
 * Member numbers the provider issued for company registration (docs/onboarding.md), each with its
 * security code stored only as an argon2id hash. Registering uses the number once: it becomes the
 * new company's first account number. Three wrong codes within an hour lock it for an hour
 * (`locked_until`); the wrong codes themselves are in member_number_failures.
 */
export const memberNumbers = pgTable(
  'member_numbers',
  {
  /** 6–12 digits, as every account number. */
  memberNumber: text('member_number').primaryKey(),
  /** the company the provider issued it for (a suggestion for the form; the registrant names the company). */
  companyName: text('company_name').notNull(),
  securityCodeHash: text('security_code_hash').notNull(),
  /** the report products the new company holds from its registration (its Administrators group grants them). */
  products: text('products').array().notNull().default(sql`'{}'::text[]`),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /** who or what issued it (the script records the operating-system user; the demo data 'demo data'). */
  issuedBy: text('issued_by').notNull(),
  /** three wrong codes within an hour: every attempt is refused until then, even with the right code. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedByCustomerId: uuid('used_by_customer_id').references(() => customers.id),
  /** SSO | REG, as registered. */
  registrationType: text('registration_type'),
  /** who gave the security acknowledgement at registration ("First Last"). */
  acknowledgedBy: text('acknowledged_by'),
  },
  // a company registers once: GET /customer/{id} finds its registration by it
  (t) => [uniqueIndex('member_numbers_customer_key').on(t.usedByCustomerId)],
);

/** Wrong security codes per member number (kept in the database: the lock holds across processes and restarts). */
export const memberNumberFailures = pgTable(
  'member_number_failures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    memberNumber: text('member_number').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    index('member_number_failures_number_time_idx').on(t.memberNumber, t.failedAt),
    // named here: the generated name would pass PostgreSQL's 63 characters
    foreignKey({ name: 'member_number_failures_number_fk', columns: [t.memberNumber], foreignColumns: [memberNumbers.memberNumber] }).onDelete('cascade'),
  ],
);

/**
 * Login names that were given up (a legacy user's old name after the move to a new User ID). A
 * retired name is never given to anyone again: the name checks answer it as taken, and a trigger on
 * users (migration 0009) refuses it as a unique violation, whatever the code path.
 */
export const retiredUsernames = pgTable('retired_usernames', {
  username: text('username').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  /** user-id-migrated */
  reason: text('reason').notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});
