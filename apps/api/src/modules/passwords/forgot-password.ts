import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, users } from '../../db/schema/index.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { UserWithCustomer } from '../users/users.repository.js';

export const FORGOT_PASSWORD_PURPOSE = 'forgot-password';
/** Wrong tries a code survives; the next one voids it. */
export const FORGOT_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes per user per FORGOT_CODE_WINDOW_MINUTES: a name cannot be used to flood a mailbox. */
export const FORGOT_CODES_PER_WINDOW = 3;
export const FORGOT_CODE_WINDOW_MINUTES = 15;

/** Who may get a code: an active user of an active company who signs in with a password (not SSO). */
export function mayResetByEmail(user: UserWithCustomer): boolean {
  return user.status === 'active' && user.customerStatus === 'active' && !user.isSsoUser;
}

export type IssueResult = { kind: 'issued'; code: string; expiresInMinutes: number } | { kind: 'throttled' };

/**
 * A new 6-digit code for the user, stored only as an argon2 hash: earlier unused codes of the
 * purpose stop working, and past FORGOT_CODES_PER_WINDOW codes in the window nothing is issued.
 * The user's row is locked for the count, so concurrent requests cannot exceed the limit.
 */
export async function issueForgotPasswordCode(ctx: AppContext, userId: string): Promise<IssueResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const minutes = ctx.config.passwords.forgotCodeMinutes;
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ recent }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, FORGOT_PASSWORD_PURPOSE),
          gt(oneTimeCodes.createdAt, sql`now() - make_interval(mins => ${FORGOT_CODE_WINDOW_MINUTES})`),
        ),
      );
    if (recent >= FORGOT_CODES_PER_WINDOW) return { kind: 'throttled' } as const;
    await expireOpenCodes(tx, userId);
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose: FORGOT_PASSWORD_PURPOSE,
      codeHash,
      expiresAt: sql`now() + make_interval(secs => ${Math.round(minutes * 60)})`,
    });
    return { kind: 'issued', code, expiresInMinutes: minutes } as const;
  });
}

export type CodeCheck = { ok: true; codeId: string } | { ok: false; reason: 'no-live-code' | 'attempts-exhausted' | 'wrong-code' };

/**
 * Checks a code against the user's live one. Each try first claims an attempt in one statement
 * (so concurrent guesses cannot exceed FORGOT_CODE_MAX_ATTEMPTS), then verifies. A right code is
 * not consumed here: the caller consumes it once the new password has been accepted.
 */
export async function checkForgotPasswordCode(ctx: AppContext, user: UserWithCustomer | undefined, code: string): Promise<CodeCheck> {
  const live = user
    ? (
        await ctx.db
          .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.userId, user.id),
              eq(oneTimeCodes.purpose, FORGOT_PASSWORD_PURPOSE),
              isNull(oneTimeCodes.usedAt),
              gt(oneTimeCodes.expiresAt, sql`now()`),
            ),
          )
          .orderBy(desc(oneTimeCodes.createdAt))
          .limit(1)
      )[0]
    : undefined;
  if (!live) {
    // as long as a real check, so the answer's timing says nothing about the name
    await verifyAgainstDummy(code);
    return { ok: false, reason: 'no-live-code' };
  }
  const [claimed] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, live.id),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
        lt(oneTimeCodes.attempts, FORGOT_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!claimed) {
    await verifyAgainstDummy(code);
    return { ok: false, reason: 'attempts-exhausted' };
  }
  return (await verifyPassword(live.codeHash, code)) ? { ok: true, codeId: live.id } : { ok: false, reason: 'wrong-code' };
}

/** Marks the code used (once: of two racing requests only one wins). */
export async function consumeForgotPasswordCode(ctx: AppContext, codeId: string): Promise<boolean> {
  const [row] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
    .returning({ id: oneTimeCodes.id });
  return row !== undefined;
}

/** After a reset every other code of the user stops working. */
export async function voidForgotPasswordCodes(ctx: AppContext, userId: string): Promise<void> {
  await expireOpenCodes(ctx.db, userId);
}

/** Ends every unused, unexpired forgot-password code of the user. */
function expireOpenCodes(db: Pick<Db, 'update'>, userId: string) {
  return db
    .update(oneTimeCodes)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, FORGOT_PASSWORD_PURPOSE),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    );
}
