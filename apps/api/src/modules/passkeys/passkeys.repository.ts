import { and, asc, count, eq, isNull, lt, max, or, sql } from 'drizzle-orm';
import { passkeyPolicySchema, type PasskeyPolicy } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { customers, passkeyCredentials, users, webauthnChallenges } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeyCredentials.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

// ---- challenges: single use (taken by deleting), short-lived, in the database for every process

export async function storeChallenge(db: Db, input: { challenge: string; purpose: ChallengePurpose; userId?: string; expiresAt: Date }): Promise<string> {
  // the ones nobody answered are deleted by the periodic clean-up (modules/cleanup/expired-rows.ts)
  const [row] = await db.insert(webauthnChallenges).values(input).returning({ id: webauthnChallenges.id });
  return row.id;
}

/** Takes a challenge once: of two answers to one challenge (on any processes), only one gets it; an expired one is gone too. */
export async function takeChallenge(db: Db, id: string, purpose: ChallengePurpose): Promise<{ challenge: string; userId: string | null } | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning({ challenge: webauthnChallenges.challenge, userId: webauthnChallenges.userId, expiresAt: webauthnChallenges.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  return { challenge: row.challenge, userId: row.userId };
}

// ---- credentials

export async function insertPasskey(db: Db, input: typeof passkeyCredentials.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeyCredentials).values(input).returning();
  return row;
}

export async function passkeysOfUser(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId)).orderBy(asc(passkeyCredentials.createdAt));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeyCredentials).where(eq(passkeyCredentials.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeyCredentials).where(eq(passkeyCredentials.credentialId, credentialId)).limit(1);
  return row;
}

/**
 * Records a verified assertion in one statement: the counter must rise (both zero: an authenticator
 * without a counter), else the row is left and false answered: a cloned authenticator's older counter,
 * or a racing request with the same counter, does not sign in.
 */
export async function recordPasskeyUse(db: Db, id: string, newCounter: number, flags: { backedUp: boolean }): Promise<boolean> {
  const rows = await db
    .update(passkeyCredentials)
    .set({ signCount: newCounter, backedUp: flags.backedUp, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(passkeyCredentials.id, id),
        or(lt(passkeyCredentials.signCount, newCounter), and(eq(passkeyCredentials.signCount, 0), sql`${newCounter} = 0`)),
      ),
    )
    .returning({ id: passkeyCredentials.id });
  return rows.length === 1;
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeyCredentials)
    .set({ name })
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeyCredentials)
    .where(and(eq(passkeyCredentials.id, id), eq(passkeyCredentials.userId, userId)))
    .returning();
  return row;
}

export async function deleteAllPasskeys(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(passkeyCredentials).where(eq(passkeyCredentials.userId, userId)).returning({ id: passkeyCredentials.id });
  return rows.length;
}

/** The company's users who hold a passkey: how many and when one was last used. */
export async function companyPasskeyHolders(db: Db, customerId: string) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      passkeys: sql<number>`count(*)::int`,
      lastUsedAt: max(passkeyCredentials.lastUsedAt),
    })
    .from(passkeyCredentials)
    .innerJoin(users, eq(users.id, passkeyCredentials.userId))
    .where(and(eq(users.customerId, customerId), isNull(users.deletedAt)))
    .groupBy(users.id)
    .orderBy(asc(users.username));
}

/** The company's passkey rule; one this code does not know reads as the strictest (fail closed). */
export async function companyPasskeyPolicy(db: Db, customerId: string): Promise<PasskeyPolicy> {
  const [row] = await db.select({ policy: customers.passkeyPolicy }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return passkeyPolicySchema.catch('required').parse(row?.policy ?? 'optional');
}

