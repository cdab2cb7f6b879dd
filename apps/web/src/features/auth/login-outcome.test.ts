import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { makeMfaChallenge, makeTokenSet } from '../../testing/fixtures';
import { decideLoginOutcome } from './login-outcome';

const failure = (error_code: number, error_message = 'message') => decideLoginOutcome({ error_code, error_message });

describe('decideLoginOutcome', () => {
  it('keeps 3002 and 3003 on the login page with their texts', () => {
    expect(failure(3002)).toEqual({ kind: 'inline', message: MESSAGES.login.invalidCredentials });
    expect(failure(3003)).toEqual({ kind: 'inline', message: MESSAGES.login.lockedOut });
  });

  it('sends 1003 to the blocked page with the reason after the last colon', () => {
    expect(failure(1003, 'User blocked: code 7: Unpaid invoices')).toEqual({
      kind: 'redirect',
      to: '/login-error/blocked',
      reason: 'Unpaid invoices',
    });
  });

  it.each([
    [1002, '/login-error/location'],
    [1004, '/login-error/location'],
    [1006, '/login-error/recertification'],
    [1008, '/login-error/user-revoked'],
    [1009, '/login-error/user-inactive'],
    [1010, '/login-error/company-inactive'],
    [1012, '/login-error/user-retry'],
    [1013, '/login-error/requested-access'],
    [1014, '/login-error/sso-configured'],
    [1015, '/login-error/sso-not-configured'],
    [9999, '/login-error/generic'],
  ])('routes code %i to %s', (code, to) => {
    expect(failure(code)).toEqual({ kind: 'redirect', to });
  });

  it('keeps a 4001 challenge apart from the session: it is no token set', () => {
    const challenge = makeMfaChallenge({ enrolled: false });
    const outcome = decideLoginOutcome(challenge);
    expect(outcome).toEqual({ kind: 'mfa', challenge });
    if (outcome.kind !== 'mfa') throw new Error('expected the MFA step');
    expect(outcome.challenge.enrollment?.secret).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect('access_token' in outcome.challenge).toBe(false);
  });

  it('starts the session and then shows the warning page for 2001, the migration for 2003', () => {
    const expiring = makeTokenSet({ warning_code: 2001 });
    expect(decideLoginOutcome(expiring)).toEqual({ kind: 'session', tokens: expiring, to: '/login-error/warning' });
    const legacy = makeTokenSet({ warning_code: 2003 });
    expect(decideLoginOutcome(legacy)).toEqual({ kind: 'session', tokens: legacy, to: '/migration/sso' });
  });

  it('sends a session whose password must change to My Profile first', () => {
    const temporary = makeTokenSet({ password_change_required: true });
    expect(decideLoginOutcome(temporary)).toEqual({ kind: 'session', tokens: temporary, to: '/profile' });
  });

  it('starts the session and goes home otherwise', () => {
    const tokens = makeTokenSet();
    expect(decideLoginOutcome(tokens)).toEqual({ kind: 'session', tokens, to: '/' });
  });
});
