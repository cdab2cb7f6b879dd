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
    /** what a company's registration tells of its first administrator (docs/onboarding.md); null for others. */
    jobTitle: text('job_title'),
    country: text('country'),
    /** an IANA time zone (America/Chicago). */
    timeZone: text('time_zone'),
    role: text('role').notNull(),
    entitlements: text('entitlements').array().notNull().default(sql`'{}'::text[]`),
    /** active | inactive | revoked | blocked | requested (access asked for, not yet granted: 1013) */
    status: text('status').notNull().default('active'),
    blockedReason: text('blocked_reason'),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** a temporary password was issued: it must be changed at the next login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    isSsoUser: boolean('is_sso_user').notNull().default(false),
    /** the user id the company's identity provider knows this user by (SSO). */
    corporateUserId: text('corporate_user_id'),
    /** CIDR ranges this user may log in from, on top of the company's (1004 outside them). */
    allowedIpRanges: text('allowed_ip_ranges').array().notNull().default(sql`'{}'::text[]`),
    lastRecertifiedAt: timestamp('last_recertified_at', { withTimezone: true }),
    lastRecertifiedBy: uuid('last_recertified_by'),
    /** a user of the old system who must move to a new User ID (warning 2003). */
    isLegacy: boolean('is_legacy').notNull().default(false),
    legacyCustomerId: text('legacy_customer_id'),
    legacyUserId: text('legacy_user_id'),
    /** TOTP (RFC 6238): the secret encrypted at rest; the last accepted time step, so a code is used once. */
    totpSecretEnc: text('totp_secret_enc'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    privacyNeverDisplay: boolean('privacy_never_display').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Deleted by an administrator: the row stays (the user's reports and audit trail name it) with no
     * password, sessions, groups or entitlements, and its name is never given to anyone else.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    /** what a user-administration keyword search matches (substring, any case): name, first and last name, e-mail. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(username || ' ' || first_name || ' ' || last_name || ' ' || email)`),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('users_corporate_id_key').on(t.customerId, t.corporateUserId),
    // the user list's order and the export's keyset; with the id, a deep page is an index-only scan
    index('users_customer_username_id_idx').on(t.customerId, t.username, t.id).where(sql`deleted_at is null`),
    // the list sorted by a name or the e-mail (issue 33; the list compares them case-blind, the id breaks ties)
    index('users_customer_last_name_idx').on(t.customerId, sql`lower(${t.lastName})`, t.id).where(sql`deleted_at is null`),
    index('users_customer_first_name_idx').on(t.customerId, sql`lower(${t.firstName})`, t.id).where(sql`deleted_at is null`),
    index('users_customer_email_idx').on(t.customerId, sql`lower(${t.email})`, t.id).where(sql`deleted_at is null`),
    // substring keyword search (pg_trgm, migration 0005)
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(sql`deleted_at is null`),
  ],
);

/** The last password hashes of a user, so a reused one is refused (3009). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Short-lived secrets sent to a user (an e-mailed login code, a forgot-password code): stored
 * hashed, used once, with the wrong attempts counted so guessing stops early.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Attempts per client address in the current minute: past the limit a login answers 1012 (retry later). */
export const loginIpThrottle = pgTable('login_ip_throttle', {
  ip: text('ip').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});

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
