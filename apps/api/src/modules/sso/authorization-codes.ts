import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { authorizationCodes } from '../../db/schema/index.js';
import { revokeSession } from '../auth/sessions.repository.js';

/*
 * Our one-time codes (authorization_codes): the single-sign-on authorization code (PKCE-bound) and
 * the support handoff code. Only a hash is stored. Each is redeemed once, under a row lock, in
 * the same transaction that opens its session; the session's id is derived from the code's hash,
 * so a code presented again can revoke the session it produced (RFC 6749 §4.1.2) without storing a link.
 */

export type AuthorizationCodeRow = typeof authorizationCodes.$inferSelect;

/**
 * Marks a handoff code in the code_challenge column. It can never equal an S256 challenge
 * (always 43 base64url characters), so a handoff code can never pass PKCE at the token endpoint,
 * and the handoff endpoint takes no code that has a real challenge.
 */
export const HANDOFF_CHALLENGE = 'handoff';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A UUID (version 8, RFC 9562) derived from a code's hash: the id of the session the code opens. */
export function sessionIdForCode(codeHash: string): string {
  const h = createHash('sha256').update(`session-of-code:${codeHash}`).digest();
  h[6] = (h[6] & 0x0f) | 0x80;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function issueCode(
  db: Db,
  input: { userId: string; clientId: string; redirectUri: string; codeChallenge: string; nonce?: string | null; ttlSeconds: number },
): Promise<{ code: string; codeHash: string }> {
  const code = randomBytes(32).toString('base64url');
  const codeHash = hashCode(code);
  await db.insert(authorizationCodes).values({
    codeHash,
    userId: input.userId,
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    nonce: input.nonce ?? null,
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return { code, codeHash };
}

export type Redemption<T> =
  | { kind: 'unknown' }
  /** presented before: the session it opened has been revoked. */
  | { kind: 'reused'; row: AuthorizationCodeRow }
  | { kind: 'redeemed'; row: AuthorizationCodeRow; result: T };

/**
 * Redeems a code once. Under a lock on its row: an unknown code → unknown; a used one → its
 * session is revoked → reused; else the code is marked used (whatever `use` then decides: a code
 * gets one try) and `use` runs with a context bound to the same transaction, so the session it
 * opens commits together with the code's use. A racing second request waits for the lock and then
 * finds the code used and the session there to revoke.
 */
export async function redeemCode<T>(
  ctx: AppContext,
  code: string,
  use: (row: AuthorizationCodeRow, txCtx: AppContext) => Promise<T>,
): Promise<Redemption<T>> {
  const codeHash = hashCode(code);
  return ctx.db.transaction(async (tx) => {
    const db = tx as never as Db;
    const [row] = await db.select().from(authorizationCodes).where(eq(authorizationCodes.codeHash, codeHash)).limit(1).for('update');
    if (!row) return { kind: 'unknown' as const };
    if (row.usedAt) {
      await revokeSession(db, sessionIdForCode(codeHash), 'authorization-code-reuse');
      return { kind: 'reused' as const, row };
    }
    await db.update(authorizationCodes).set({ usedAt: sql`now()` }).where(eq(authorizationCodes.codeHash, codeHash));
    const result = await use(row, { ...ctx, db });
    return { kind: 'redeemed' as const, row, result };
  });
}
