import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { API_CLIENTS_SORT, type ApiClient, type ApiClientsSortColumn, type ApiScope, CLIENT_SECRET_PREFIX, type SortOrder } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { type SortExpression, orderByOf } from '../../db/order-by.js';
import { apiClientSecrets, apiClients, customers, users } from '../../db/schema/index.js';
import type { Executor } from '../admin/shared/admin-context.js';

/*
 * API clients and their secrets. A secret is 256 random bits, so a plain SHA-256 hash is enough (no
 * password stretching, as for the support API keys) and a token request is one indexed lookup.
 */

export type ApiClientRow = typeof apiClients.$inferSelect;

export const hashClientSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('base64url');
export const newClientSecret = () => `${CLIENT_SECRET_PREFIX}_${randomBytes(32).toString('base64url')}`;

/** Secrets valid now: no end, or an end still ahead (an old secret within its grace period). */
const secretLive = () => or(isNull(apiClientSecrets.expiresAt), gt(apiClientSecrets.expiresAt, sql`now()`));

const SORT_COLUMNS: Record<ApiClientsSortColumn, SortExpression> = { name: apiClients.name, status: apiClients.status, createdAt: apiClients.createdAt, lastUsedAt: apiClients.lastUsedAt };

export async function listClients(db: Executor, customerId: string, sort: SortOrder<ApiClientsSortColumn> = API_CLIENTS_SORT.defaultOrder): Promise<ApiClient[]> {
  const rows = await db
    .select()
    .from(apiClients)
    .where(eq(apiClients.customerId, customerId))
    .orderBy(...orderByOf(sort, SORT_COLUMNS, apiClients.id, { caseBlind: ['name'], nullable: ['lastUsedAt'] }));
  if (rows.length === 0) return [];
  const secrets = await db
    .select({ clientId: apiClientSecrets.clientId, createdAt: apiClientSecrets.createdAt, expiresAt: apiClientSecrets.expiresAt })
    .from(apiClientSecrets)
    .innerJoin(apiClients, eq(apiClients.id, apiClientSecrets.clientId))
    .where(and(eq(apiClients.customerId, customerId), secretLive()))
    .orderBy(apiClientSecrets.createdAt);
  return rows.map((row) => viewOf(row, secrets.filter((s) => s.clientId === row.id)));
}

export function viewOf(row: ApiClientRow, secrets: { createdAt: Date; expiresAt: Date | null }[]): ApiClient {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiScope[],
    ipRanges: row.ipRanges,
    status: row.status === 'active' ? 'active' : 'disabled',
    authMethod: row.authMethod === 'private_key_jwt' ? 'private_key_jwt' : 'client_secret',
    publicKey: row.publicJwk ?? null,
    jwksUrl: row.jwksUrl,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    secrets: secrets.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt?.toISOString() ?? null })),
  };
}

export async function findClient(db: Executor, customerId: string, clientId: string): Promise<ApiClientRow | undefined> {
  const [row] = await db.select().from(apiClients).where(and(eq(apiClients.id, clientId), eq(apiClients.customerId, customerId)));
  return row;
}

export async function clientView(db: Executor, row: ApiClientRow): Promise<ApiClient> {
  const secrets = await db
    .select({ createdAt: apiClientSecrets.createdAt, expiresAt: apiClientSecrets.expiresAt })
    .from(apiClientSecrets)
    .where(and(eq(apiClientSecrets.clientId, row.id), secretLive()))
    .orderBy(apiClientSecrets.createdAt);
  return viewOf(row, secrets);
}

/** Stores a new secret's hash; the client's other live secrets end at `oldSecretsEnd` (now: at once). */
export async function addSecret(db: Executor, clientId: string, secret: string, oldSecretsEnd?: Date): Promise<void> {
  if (oldSecretsEnd) {
    await db
      .update(apiClientSecrets)
      .set({ expiresAt: oldSecretsEnd })
      .where(and(eq(apiClientSecrets.clientId, clientId), or(isNull(apiClientSecrets.expiresAt), gt(apiClientSecrets.expiresAt, oldSecretsEnd))));
  }
  await db.insert(apiClientSecrets).values({ clientId, secretHash: hashClientSecret(secret) });
}

export type ClientWithCompany = ApiClientRow & { companyStatus: string; companyIpRanges: string[]; username: string };

const withCompany = { client: apiClients, companyStatus: customers.status, companyIpRanges: customers.allowedIpRanges, username: users.username };
const flatten = (row: { client: ApiClientRow; companyStatus: string; companyIpRanges: string[]; username: string } | undefined): ClientWithCompany | undefined =>
  row && { ...row.client, companyStatus: row.companyStatus, companyIpRanges: row.companyIpRanges, username: row.username };

/** The client a secret belongs to (live secrets only), with its company's status and network ranges. */
export async function clientOfSecret(db: Db, clientId: string, secret: string): Promise<ClientWithCompany | undefined> {
  if (secret.length > 200) return undefined;
  const [row] = await db
    .select(withCompany)
    .from(apiClientSecrets)
    .innerJoin(apiClients, eq(apiClients.id, apiClientSecrets.clientId))
    .innerJoin(customers, eq(customers.id, apiClients.customerId))
    .innerJoin(users, eq(users.id, apiClients.userId))
    .where(and(eq(apiClientSecrets.secretHash, hashClientSecret(secret)), eq(apiClients.id, clientId), secretLive()))
    .limit(1);
  return flatten(row);
}

/** A client by id with its company (the guard, at every call: a disabled or deleted client stops at once). */
export async function clientById(db: Db, clientId: string): Promise<ClientWithCompany | undefined> {
  const [row] = await db
    .select(withCompany)
    .from(apiClients)
    .innerJoin(customers, eq(customers.id, apiClients.customerId))
    .innerJoin(users, eq(users.id, apiClients.userId))
    .where(eq(apiClients.id, clientId))
    .limit(1);
  return flatten(row);
}

/** Notes a call (the list's "last use"): at most once a minute per client, so the row is not written at every call. */
export async function noteUse(db: Db, clientId: string, ip: string | undefined): Promise<void> {
  await db
    .update(apiClients)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip ?? null })
    .where(and(eq(apiClients.id, clientId), or(isNull(apiClients.lastUsedAt), sql`${apiClients.lastUsedAt} < now() - interval '1 minute'`)));
}
