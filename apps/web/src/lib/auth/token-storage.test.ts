import { describe, expect, it } from 'vitest';
import { makeAccessToken, makeTokenSet } from '../../testing/fixtures';
import { decodeAccessToken } from './jwt';
import { SESSION_KEYS } from './storage-keys';
import { clearSessionData, readMfaToken, readSessionTokens, sessionEnd, storeMfaChallenge, storeSessionTokens } from './token-storage';

describe('token storage', () => {
  it('stores expiry as expires_in × 1000 from now, the session end and the login time', () => {
    const now = 1_800_000_000_000;
    const end = '2027-01-15T12:00:00.000Z';
    storeSessionTokens(makeTokenSet({ expires_in: 900, session_expires_at: end }), now, { isLogin: true });
    expect(readSessionTokens()).toMatchObject({ tokenExpiresAt: now + 900_000, sessionEndsAt: Date.parse(end), loginTime: now });

    storeSessionTokens(makeTokenSet({ expires_in: 60, access_token: 'next' }), now + 5_000);
    expect(readSessionTokens()).toMatchObject({ accessToken: 'next', tokenExpiresAt: now + 65_000, loginTime: now });
  });

  it('keeps the MFA challenge token under its own keys, not as the session, until it expires', () => {
    const now = 1_800_000_000_000;
    storeMfaChallenge({ mfa_token: 'mfa-jwt', expires_in: 300 }, now);
    expect(readSessionTokens()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.mfaToken)).toBe('mfa-jwt');
    expect(readMfaToken(now + 299_000)).toBe('mfa-jwt');
    expect(readMfaToken(now + 300_000)).toBeNull();
  });

  it('computes the session end from login time when the server gave none', () => {
    expect(sessionEnd({ sessionEndsAt: null, loginTime: 1_000 }, 5_000)).toBe(6_000);
    expect(sessionEnd({ sessionEndsAt: 9_000, loginTime: 1_000 }, 5_000)).toBe(9_000);
    expect(sessionEnd(null, 5_000)).toBeNull();
  });

  it('clears everything a session stored', () => {
    storeSessionTokens(makeTokenSet());
    storeMfaChallenge({ mfa_token: 'mfa-jwt', expires_in: 300 });
    sessionStorage.setItem(SESSION_KEYS.privacyAgreed, 'true');
    clearSessionData();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('decodeAccessToken', () => {
  it('reads the claims without verifying, and rejects garbage', () => {
    expect(decodeAccessToken(makeAccessToken({ username: 'Zoë.Admin' }))).toMatchObject({ username: 'Zoë.Admin', customerId: 'c-1' });
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken('a.bm90IGpzb24.c')).toBeNull();
  });
});
