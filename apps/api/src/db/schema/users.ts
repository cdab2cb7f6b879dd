import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** the login name, always stored lower-cased; unique across companies because login names no company. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    entitlements: text('entitlements').array().notNull().default(sql`'{}'::text[]`),
    /** active | inactive | revoked | blocked */
    status: text('status').notNull().default('active'),
    blockedReason: text('blocked_reason'),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    isSsoUser: boolean('is_sso_user').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), index('users_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * Consecutive failed logins per login name, kept whether or not the name exists (so the lockout
 * answer reveals nothing) and in the database (so it holds across restarts and processes).
 */
export const loginThrottle = pgTable('login_throttle', {
  usernameKey: text('username_key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
