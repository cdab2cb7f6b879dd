import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

/**
 * A pending second factor: the password was right, the session waits for a one-time code.
 * The browser holds it only as an "MFA token" naming this row; wrong codes are counted here.
 */
export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** a step-up challenge's session (null: a login's); it completes only through POST /login/step-up of that session. */
  sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
});

/** A company's own OpenID Connect identity provider (single sign-on), found by its identifier. */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    displayName: text('display_name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEnc: text('client_secret_enc'),
    /** the claim holding the corporate user id (default sub). */
    userIdClaim: text('user_id_claim').notNull().default('sub'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('identity_providers_identifier_key').on(t.identifier), uniqueIndex('identity_providers_customer_key').on(t.customerId)],
);

/**
 * One single-sign-on round trip in flight: what the portal asked of us (its redirect, state and
 * PKCE challenge) and what we asked of the company's provider (our state, nonce and verifier).
 */
export const ssoTransactions = pgTable('sso_transactions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  identityProviderId: uuid('identity_provider_id')
    .notNull()
    .references(() => identityProviders.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  clientRedirectUri: text('client_redirect_uri').notNull(),
  clientState: text('client_state').notNull(),
  clientCodeChallenge: text('client_code_challenge').notNull(),
  clientNonce: text('client_nonce'),
  upstreamStateHash: text('upstream_state_hash').notNull().unique(),
  upstreamNonce: text('upstream_nonce').notNull(),
  upstreamVerifierEnc: text('upstream_verifier_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Our authorization codes (hashed), each bound to its client, redirect URI and PKCE challenge; used once. */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Keys for server-to-server callers (the provider's support console, the registration service); stored hashed. */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** support | registration */
  purpose: text('purpose').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A user's consent to let the provider's help desk see their session (help consent). */
export const helpConsents = pgTable(
  'help_consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('help_consents_user_idx').on(t.userId)],
);

/** Every e-mail the portal sends; with no SMTP configured it stays here for the development outbox page. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** what kind of message (invitation, otp, forgot-password, temporary-password, ...). */
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** the mail queue (modules/mail/mail-queue.ts): SMTP attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** when a process may try SMTP next (a taken message holds it a lease ahead); null: not to be sent (sent, given up, or no SMTP). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** given up after the last attempt (MAIL_MAX_ATTEMPTS). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_time_idx').on(t.createdAt),
    index('outbox_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
  ],
);

/** A forgot-password request answered and not yet worked (modules/passwords/forgot-password-queue.ts). */
export const forgotPasswordRequests = pgTable(
  'forgot_password_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userName: text('user_name').notNull(),
    /** the request's address, user agent and correlation id, for the audit event written when it is worked. */
    meta: jsonb('meta').$type<{ ip?: string; userAgent?: string; correlationId?: string }>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when a process may take it (a taken request is held a lease ahead). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forgot_password_requests_due_idx').on(t.runAfter)],
);
