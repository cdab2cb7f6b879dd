import type { AccessClaims } from '@creditdesk/contracts';

/** Milliseconds since the epoch; Date.now unless a test injects its own clock. */
export type Clock = () => number;

/** How long this process believes a session it found live before asking the database again (docs/security.md). */
export const SESSION_CHECK_CACHE_MS = 1000;

/** At most this many verified tokens and live sessions are remembered; the oldest go first. */
const MAX_ENTRIES = 10_000;

type VerifiedToken = { claims: AccessClaims; expiresAtMs: number };
type LiveSession = { userId: string; validUntilMs: number };

/**
 * The guard's per-process memory of what it has already checked, so a request does not pay for the
 * signature check and the session query again:
 *
 * - a verified access token (the exact signed string) → its claims, until the token's own expiry;
 * - a live session → its user, for at most SESSION_CHECK_CACHE_MS and never past the session's end.
 *
 * Revocation still takes effect across processes within SESSION_CHECK_CACHE_MS, because a session is
 * believed live no longer than that; in the revoking process at once, because every request that may
 * write (anything but GET, HEAD, OPTIONS) empties the session memory before its answer is sent
 * (`forgetSessions`), and a check that was under way meanwhile is not remembered (the generation).
 */
export function createAccessCache(now: Clock = Date.now, sessionTtlMs = SESSION_CHECK_CACHE_MS) {
  const tokens = new Map<string, VerifiedToken>();
  const sessions = new Map<string, LiveSession>();
  let generation = 0;

  const bounded = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= MAX_ENTRIES && !map.has(key)) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };

  return {
    now,

    /** The claims of a token verified before and not yet expired. */
    token(token: string): AccessClaims | undefined {
      const hit = tokens.get(token);
      if (!hit) return undefined;
      if (now() >= hit.expiresAtMs) {
        tokens.delete(token);
        return undefined;
      }
      return hit.claims;
    },

    rememberToken(token: string, claims: AccessClaims, expiresAtSeconds: number) {
      const expiresAtMs = expiresAtSeconds * 1000;
      if (now() < expiresAtMs) bounded(tokens, token, { claims, expiresAtMs });
    },

    /** The user of a session found live less than SESSION_CHECK_CACHE_MS ago (and not yet ended). */
    sessionUser(sessionId: string): string | undefined {
      const hit = sessions.get(sessionId);
      if (!hit) return undefined;
      if (now() >= hit.validUntilMs) {
        sessions.delete(sessionId);
        return undefined;
      }
      return hit.userId;
    },

    /** Taken before the database is asked; the answer is remembered only if no write ended meanwhile. */
    generation: () => generation,

    rememberSession(sessionId: string, session: { userId: string; expiresAt: Date }, checkedAtMs: number, generationAtCheck: number) {
      if (generationAtCheck !== generation) return;
      const validUntilMs = Math.min(checkedAtMs + sessionTtlMs, session.expiresAt.getTime());
      if (now() < validUntilMs) bounded(sessions, sessionId, { userId: session.userId, validUntilMs });
    },

    /** After a request that may have revoked sessions: ask the database again for every session. */
    forgetSessions() {
      generation++;
      sessions.clear();
    },

    size: () => ({ tokens: tokens.size, sessions: sessions.size }),
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
