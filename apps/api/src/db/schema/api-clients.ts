import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerIdColumn, userIdColumn } from './owner-columns.js';

/**
 * A company's API client (issue 34): its own system calling with OAuth 2.0 client credentials.
 * `userId` is the client's service identity in users (role 'apiclient', no password, kept out of
 * every person's list as a deleted user is), so its orders, reports and audit events name it as
 * a person's name them, and nothing downstream of the guard needs to know a machine called.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: customerIdColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    ipRanges: text('ip_ranges').array().notNull().default(sql`'{}'::text[]`),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    /** client_secret | private_key_jwt (RFC 7523: a client assertion signed with its key, no shared secret) */
    authMethod: text('auth_method').notNull().default('client_secret'),
    /** private_key_jwt: the client's public key (a JWK), or the URL of its JWKS */
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>(),
    jwksUrl: text('jwks_url'),
    /** the JWKS last read from jwksUrl and when: shared by every process, read again after a short TTL */
    jwksCached: jsonb('jwks_cached').$type<{ keys: Record<string, unknown>[] }>(),
    jwksFetchedAt: timestamp('jwks_fetched_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_clients_customer_name_key').on(t.customerId, t.name)],
);

/** A client's secrets, only as SHA-256 hashes (256 random bits each); an old one after a rotation ends at expires_at. */
export const apiClientSecrets = pgTable(
  'api_client_secrets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_client_secrets_hash_key').on(t.secretHash), index('api_client_secrets_client_idx').on(t.clientId)],
);

/**
 * Idempotency-Key (IETF httpapi idempotency-key draft) of order and batch calls: per caller and key,
 * the request's fingerprint and, once answered, its status and body (encrypted: a report's answer
 * holds consumer data). A row without an answer is a call in progress.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    customerId: uuid('customer_id').notNull(),
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    responseEnc: text('response_enc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** The `jti` of each client assertion accepted (RFC 7523 §3), kept until it expires: a replay is refused in every process. */
export const apiClientAssertions = pgTable(
  'api_client_assertions',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.jti] }), index('api_client_assertions_expires_idx').on(t.expiresAt)],
);
