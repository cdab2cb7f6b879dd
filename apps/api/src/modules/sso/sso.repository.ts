import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identityProviders, ssoTransactions, users } from '../../db/schema/index.js';
import type { FieldCipher } from '../../lib/field-cipher.js';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type SsoTransactionRow = typeof ssoTransactions.$inferSelect;

export type IdentityProviderInput = {
  /** what the portal's SSO button sends as idp_identifier; stored lower-cased. */
  identifier: string;
  displayName: string;
  /** the provider's issuer URL (OpenID Connect discovery runs against it). */
  issuer: string;
  clientId: string;
  /** absent: a public client (PKCE only). Stored encrypted. */
  clientSecret?: string;
  /** the id-token claim holding the corporate user id (users.corporate_user_id); default sub. */
  userIdClaim?: string;
};

const IDENTIFIER = /^[a-z0-9][a-z0-9._-]{1,62}$/;
export const normalizeIdentifier = (identifier: string) => identifier.trim().toLowerCase();
const secretContext = (id: string) => `identity_providers:${id}:client_secret`;

/**
 * Sets the company's single-sign-on provider (one per company; a second call replaces it). An
 * administrator screen will call this in a later issue; tests call it directly.
 */
export async function configureIdentityProvider(
  db: Db,
  customerId: string,
  input: IdentityProviderInput,
  cipher: FieldCipher,
): Promise<IdentityProviderRow> {
  const identifier = normalizeIdentifier(input.identifier);
  if (!IDENTIFIER.test(identifier)) throw new Error('identifier: 2–63 letters, digits, dot, dash or underscore');
  const issuer = new URL(input.issuer);
  if (issuer.protocol !== 'https:' && issuer.protocol !== 'http:') throw new Error('issuer must be an http(s) URL');
  const [existing] = await db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(eq(identityProviders.customerId, customerId))
    .limit(1);
  const id = existing?.id ?? randomUUID();
  const values = {
    identifier,
    displayName: input.displayName.trim(),
    issuer: input.issuer.replace(/\/+$/, ''),
    clientId: input.clientId,
    clientSecretEnc: input.clientSecret ? cipher.encrypt(input.clientSecret, secretContext(id)) : null,
    userIdClaim: input.userIdClaim?.trim() || 'sub',
  };
  const [row] = await db
    .insert(identityProviders)
    .values({ id, customerId, ...values })
    .onConflictDoUpdate({ target: identityProviders.customerId, set: values })
    .returning();
  return row;
}

export function clientSecretOf(idp: IdentityProviderRow, cipher: FieldCipher): string | undefined {
  return idp.clientSecretEnc ? cipher.decrypt(idp.clientSecretEnc, secretContext(idp.id)) : undefined;
}

export async function findIdentityProviderByIdentifier(db: Db, identifier: string): Promise<IdentityProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(eq(identityProviders.identifier, normalizeIdentifier(identifier)))
    .limit(1);
  return row;
}

export async function findIdentityProviderById(db: Db, id: string): Promise<IdentityProviderRow | undefined> {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id)).limit(1);
  return row;
}

export async function createSsoTransaction(db: Db, row: typeof ssoTransactions.$inferInsert): Promise<void> {
  await db.insert(ssoTransactions).values(row);
}

export type ClaimedTransaction =
  | { kind: 'ok'; transaction: SsoTransactionRow }
  | { kind: 'used' | 'expired'; transaction: SsoTransactionRow }
  | { kind: 'unknown' };

/** Takes the transaction our state names, once (a replayed callback finds it used), in one statement. */
export async function claimSsoTransaction(db: Db, upstreamStateHash: string): Promise<ClaimedTransaction> {
  const [claimed] = await db
    .update(ssoTransactions)
    .set({ usedAt: sql`now()` })
    .where(and(eq(ssoTransactions.upstreamStateHash, upstreamStateHash), isNull(ssoTransactions.usedAt)))
    .returning();
  if (claimed) return claimed.expiresAt.getTime() > Date.now() ? { kind: 'ok', transaction: claimed } : { kind: 'expired', transaction: claimed };
  const [existing] = await db.select().from(ssoTransactions).where(eq(ssoTransactions.upstreamStateHash, upstreamStateHash)).limit(1);
  return existing ? { kind: 'used', transaction: existing } : { kind: 'unknown' };
}

/** The portal user a corporate account maps to, in the provider's own company only. */
export async function findUserIdByCorporateId(db: Db, customerId: string, corporateUserId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.corporateUserId, corporateUserId)))
    .limit(1);
  return row?.id;
}
