import { createHash } from 'node:crypto';
import { and, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers, mfaChallenges, oneTimeCodes, users } from '../../db/schema/index.js';

export type ChallengeRow = typeof mfaChallenges.$inferSelect;

export const EMAIL_CODE_PURPOSE = 'mfa-email';

export async function companyRequiresMfa(db: Db, customerId: string): Promise<boolean> {
  const [row] = await db.select({ required: customers.mfaRequired }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.required === true;
}

export async function createChallenge(db: Db, input: { userId: string; clientId: string; expiresAt: Date; sessionId?: string }): Promise<ChallengeRow> {
  const [row] = await db.insert(mfaChallenges).values(input).returning();
  return row;
}

export async function findChallenge(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<ChallengeRow | undefined> {
  const query = db.select().from(mfaChallenges).where(eq(mfaChallenges.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Counts one attempt at a code before the code is checked, in one statement: of several requests
 * racing on one challenge, no more than `max` get through, whatever their codes. Undefined when the
 * challenge is closed (completed, expired or out of attempts).
 */
export async function claimAttempt(db: Db, id: string, max: number): Promise<number | undefined> {
  const [row] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(eq(mfaChallenges.id, id), isNull(mfaChallenges.completedAt), gt(mfaChallenges.expiresAt, sql`now()`), lt(mfaChallenges.attempts, max)),
    )
    .returning({ attempts: mfaChallenges.attempts });
  return row?.attempts;
}

/** Closes the challenge; false when another request closed it first (a challenge opens one session). */
export async function completeChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ completedAt: sql`now()` })
    .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.completedAt)))
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

/** Keeps a not-yet-confirmed TOTP secret (encrypted), shown again until the first code confirms it. */
export async function storePendingTotpSecret(db: Db, userId: string, secretEnc: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecretEnc: secretEnc, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnrolledAt)));
}

/**
 * Accepts a TOTP time step once: only a step after the last accepted one is taken (so a code, or
 * an earlier one, replayed is refused), in one statement. The first accepted code confirms the enrolment.
 */
export async function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step, totpEnrolledAt: sql`coalesce(${users.totpEnrolledAt}, now())` })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** E-mailed codes are bound to their challenge through the hash: a code sent for one login does not open another. */
export const emailCodeHash = (challengeId: string, code: string) =>
  createHash('sha256').update(`${EMAIL_CODE_PURPOSE}:${challengeId}:${code}`).digest('base64url');

export async function countEmailCodesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, EMAIL_CODE_PURPOSE), gte(oneTimeCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertEmailCode(db: Db, input: { userId: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(oneTimeCodes).values({ ...input, purpose: EMAIL_CODE_PURPOSE });
}

/** Uses an e-mailed code once (unused and unexpired), in one statement. */
export async function useEmailCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, EMAIL_CODE_PURPOSE),
        eq(oneTimeCodes.codeHash, codeHash),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** After a completed login no e-mailed code of the user stays usable. */
export async function retireEmailCodes(db: Db, userId: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, EMAIL_CODE_PURPOSE), isNull(oneTimeCodes.usedAt)));
}
