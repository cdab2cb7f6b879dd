import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { helpConsents, sessions } from '../../db/schema/index.js';

export type HelpConsentRow = typeof helpConsents.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const active = (userId: string) => and(eq(helpConsents.userId, userId), isNull(helpConsents.revokedAt), gt(helpConsents.expiresAt, sql`now()`));

/** A new consent replaces any active one: a user has at most one. Answers the consent's token (stored hashed). */
export async function grantConsent(db: Db, userId: string, expiresAt: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const t = tx as never as Db;
    await t.update(helpConsents).set({ revokedAt: sql`now()` }).where(active(userId));
    await t.insert(helpConsents).values({ userId, tokenHash: hashToken(token), expiresAt });
  });
  return { token, expiresAt };
}

export async function findActiveConsent(db: Db, userId: string): Promise<HelpConsentRow | undefined> {
  const [row] = await db.select().from(helpConsents).where(active(userId)).orderBy(sql`${helpConsents.expiresAt} desc`).limit(1);
  return row;
}

/** Extends the caller's own active consent named by its token; undefined when there is none. */
export async function extendConsent(db: Db, userId: string, token: string, expiresAt: Date): Promise<Date | undefined> {
  const [row] = await db
    .update(helpConsents)
    .set({ expiresAt })
    .where(and(eq(helpConsents.tokenHash, hashToken(token)), active(userId)))
    .returning({ expiresAt: helpConsents.expiresAt });
  return row?.expiresAt;
}

/** Withdraws the user's consents and ends the support sessions running as the user. */
export async function withdrawConsent(db: Db, userId: string): Promise<{ consents: number; sessions: number }> {
  const revoked = await db.update(helpConsents).set({ revokedAt: sql`now()` }).where(active(userId)).returning({ id: helpConsents.id });
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: 'help-consent-withdrawn' })
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.impersonatorId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return { consents: revoked.length, sessions: ended.length };
}
