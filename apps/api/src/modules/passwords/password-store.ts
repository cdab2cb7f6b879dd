import { and, desc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordHistory, sessions, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';

/** A new password may not be the current one nor any of the 10 before it (3009). */
export const PASSWORD_HISTORY_DEPTH = 10;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/**
 * Sets a user's password hash and records it in password_history (every password set is a row:
 * the newest is the current one), keeping the current and PASSWORD_HISTORY_DEPTH before it.
 * Every place that sets a password (change, reset, temporary, invitation, seed) goes through here.
 */
export async function storePassword(
  db: Executor,
  userId: string,
  passwordHash: string,
  options: { mustChange: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: options.mustChange, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ userId, passwordHash });
  const keep = db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_DEPTH + 1);
  await db.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, keep)));
}

/** Whether the password is the current one or one of the last PASSWORD_HISTORY_DEPTH (argon2 verify against each). */
export async function usedBefore(db: Db, user: { id: string; passwordHash: string | null }, password: string): Promise<boolean> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_HISTORY_DEPTH + 1);
  const hashes = new Set(rows.map((r) => r.hash));
  if (user.passwordHash) hashes.add(user.passwordHash);
  const results = await Promise.all([...hashes].map((hash) => verifyPassword(hash, password)));
  return results.some(Boolean);
}

/** Ends the user's sessions (their access and refresh tokens die with them), but `except` (the caller's own). */
export async function revokeUserSessions(db: Executor, userId: string, reason: string, except?: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return revoked.length;
}
