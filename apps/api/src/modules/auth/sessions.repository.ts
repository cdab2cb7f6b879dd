import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Db,
  input: {
    userId: string;
    customerId: string;
    expiresAt: Date;
    ip?: string;
    userAgent?: string;
    /** a session id chosen by the caller (one derived from an authorization code, so the code can revoke it). */
    id?: string;
    /** the support agent acting as the user (impersonation). */
    impersonatorId?: string;
    /** a sign-in completed with a second factor: a fresh factor at that time (step-up, contracts auth/step-up.ts). */
    factorAmr?: string[];
  },
): Promise<SessionRow> {
  const { factorAmr, ...values } = input;
  const [row] = await db
    .insert(sessions)
    .values({ ...values, ...(factorAmr ? { factorAmr, factorProvenAt: sql`now()` } : {}) })
    .returning();
  return row;
}

/** A session that is neither revoked nor past its end. */
export async function findLiveSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  // asked by the guard for most requests: a prepared statement (db/prepared.ts)
  const query = preparedOnce(db, 'live_session', () =>
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare('live_session'),
  );
  const [row] = await query.execute({ sessionId });
  return row;
}

/** A second factor proven for the session now (step-up): in the database, so every process sees it. */
export async function recordSessionFactor(db: Db, sessionId: string, amr: string[]): Promise<Date | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ factorProvenAt: sql`now()`, factorAmr: amr })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ at: sessions.factorProvenAt });
  return row?.at ?? undefined;
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A new opaque refresh token for the session; only its hash is stored. */
export async function issueRefreshToken(db: Db, sessionId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export type RefreshUse =
  | { kind: 'unknown' }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'expired'; sessionId: string }
  | { kind: 'ok'; sessionId: string };

/**
 * Marks a refresh token used, atomically: of two requests racing with the same token only one
 * wins, and the loser is treated as a reuse (which revokes the session).
 */
export async function useRefreshToken(db: Db, token: string): Promise<RefreshUse> {
  const tokenHash = hashToken(token);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
  if (claimed) {
    return claimed.expiresAt.getTime() > Date.now()
      ? { kind: 'ok', sessionId: claimed.sessionId }
      : { kind: 'expired', sessionId: claimed.sessionId };
  }
  const [existing] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return existing ? { kind: 'reused', sessionId: existing.sessionId } : { kind: 'unknown' };
}
