import { describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@creditdesk/contracts';
import { makeTokenSet } from '../../../testing/fixtures';
import { decideOtpEmail, decideOtpValidation } from './mfa-outcome';

const code = (error_code: number, error_message = 'x') => ({ error_code, error_message });

describe('one-time-code outcomes', () => {
  it('stays on the step for a wrong code (4002) and too many e-mails (4005)', () => {
    expect(decideOtpValidation(code(4002))).toEqual({ kind: 'retry', message: MFA_MESSAGES.invalidCode });
    expect(decideOtpEmail(code(4005))).toEqual({ kind: 'retry', message: MFA_MESSAGES.tooManyEmails });
  });

  it('goes back to the password for the fifth wrong code (4003) and an expired challenge (4004)', () => {
    expect(decideOtpValidation(code(4003))).toEqual({ kind: 'restart', message: MFA_MESSAGES.tooManyAttempts });
    expect(decideOtpValidation(code(4004))).toEqual({ kind: 'restart', message: MFA_MESSAGES.challengeExpired });
    expect(decideOtpEmail(code(4004))).toEqual({ kind: 'restart', message: MFA_MESSAGES.challengeExpired });
  });

  it('opens the account-state page when the account changed meanwhile', () => {
    expect(decideOtpValidation(code(1008))).toEqual({ kind: 'redirect', to: '/login-error/user-revoked' });
    expect(decideOtpValidation(code(1010))).toEqual({ kind: 'redirect', to: '/login-error/company-inactive' });
  });

  it('starts a session like a password login, warnings included', () => {
    const tokens = makeTokenSet({ warning_code: 2001 });
    expect(decideOtpValidation(tokens)).toEqual({ kind: 'session', tokens, to: '/login-error/warning' });
  });

  it('reports where an e-mailed code went', () => {
    const sent = { sent: true as const, to: 'm***r@securecredit.example', expires_in: 600, sends_remaining: 2 };
    expect(decideOtpEmail(sent)).toEqual({ kind: 'sent', sent });
  });
});
