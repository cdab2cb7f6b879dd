import type { MfaChallenge } from '@creditdesk/contracts';
import type { TokenSet } from '@creditdesk/contracts/shell';
import { SESSION_KEYS } from './storage-keys';

export type StoredTokens = {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
  tokenExpiresAt: number | null;
  sessionEndsAt: number | null;
  loginTime: number | null;
};

const read = (key: string) => sessionStorage.getItem(key);
const readNumber = (key: string) => {
  const value = Number(read(key));
  return read(key) !== null && Number.isFinite(value) ? value : null;
};

/** What the portal stores for a token set: expiry is expires_in × 1000 from now. */
export function tokenTimes(set: Pick<TokenSet, 'expires_in' | 'session_expires_at'>, now: number) {
  const sessionEndsAt = Date.parse(set.session_expires_at);
  return {
    tokenExpiresAt: now + set.expires_in * 1000,
    sessionEndsAt: Number.isNaN(sessionEndsAt) ? null : sessionEndsAt,
  };
}

/** Stores a session's tokens. A first login also records the login time; a refresh keeps it. */
export function storeSessionTokens(set: TokenSet, now = Date.now(), { isLogin = false } = {}) {
  const { tokenExpiresAt, sessionEndsAt } = tokenTimes(set, now);
  sessionStorage.setItem(SESSION_KEYS.accessToken, set.access_token);
  sessionStorage.setItem(SESSION_KEYS.idToken, set.id_token);
  sessionStorage.setItem(SESSION_KEYS.refreshToken, set.refresh_token);
  sessionStorage.setItem(SESSION_KEYS.tokenExpiresAt, String(tokenExpiresAt));
  if (sessionEndsAt !== null) sessionStorage.setItem(SESSION_KEYS.sessionEndsAt, String(sessionEndsAt));
  if (isLogin || read(SESSION_KEYS.loginTime) === null) sessionStorage.setItem(SESSION_KEYS.loginTime, String(now));
  return { tokenExpiresAt, sessionEndsAt };
}

export function readSessionTokens(): StoredTokens | null {
  const accessToken = read(SESSION_KEYS.accessToken);
  if (!accessToken) return null;
  return {
    accessToken,
    idToken: read(SESSION_KEYS.idToken),
    refreshToken: read(SESSION_KEYS.refreshToken),
    tokenExpiresAt: readNumber(SESSION_KEYS.tokenExpiresAt),
    sessionEndsAt: readNumber(SESSION_KEYS.sessionEndsAt),
    loginTime: readNumber(SESSION_KEYS.loginTime),
  };
}

export const readAccessToken = () => read(SESSION_KEYS.accessToken);
export const readRefreshToken = () => read(SESSION_KEYS.refreshToken);

/** When the active session ends: the server's session end, else login time + the configured length. */
export function sessionEnd(tokens: Pick<StoredTokens, 'sessionEndsAt' | 'loginTime'> | null, sessionMaxMs: number) {
  if (!tokens) return null;
  if (tokens.sessionEndsAt !== null) return tokens.sessionEndsAt;
  return tokens.loginTime !== null ? tokens.loginTime + sessionMaxMs : null;
}

/** 4001: the challenge's MFA token waits for the one-time code under its own keys; it is not a session. */
export function storeMfaChallenge(challenge: Pick<MfaChallenge, 'mfa_token' | 'expires_in'>, now = Date.now()) {
  sessionStorage.setItem(SESSION_KEYS.mfaToken, challenge.mfa_token);
  sessionStorage.setItem(SESSION_KEYS.mfaTokenExpiresAt, String(now + challenge.expires_in * 1000));
}

/** The pending challenge's MFA token, or null when there is none or it has expired. */
export function readMfaToken(now = Date.now()): string | null {
  const token = read(SESSION_KEYS.mfaToken);
  const expiresAt = readNumber(SESSION_KEYS.mfaTokenExpiresAt);
  if (!token || (expiresAt !== null && expiresAt <= now)) return null;
  return token;
}

export function clearMfaChallenge() {
  sessionStorage.removeItem(SESSION_KEYS.mfaToken);
  sessionStorage.removeItem(SESSION_KEYS.mfaTokenExpiresAt);
}

export function clearSessionTokens() {
  for (const key of [
    SESSION_KEYS.accessToken,
    SESSION_KEYS.idToken,
    SESSION_KEYS.refreshToken,
    SESSION_KEYS.tokenExpiresAt,
    SESSION_KEYS.sessionEndsAt,
    SESSION_KEYS.loginTime,
  ]) {
    sessionStorage.removeItem(key);
  }
}

/** Logout (portal.md §4): the stored tokens, the privacy-policy agreement and the temporary logout go. */
export function clearSessionData() {
  clearSessionTokens();
  clearMfaChallenge();
  sessionStorage.removeItem(SESSION_KEYS.privacyAgreed);
  sessionStorage.removeItem(SESSION_KEYS.temporaryLogout);
  sessionStorage.removeItem(SESSION_KEYS.pageRefreshMarker);
}
