import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { passwordChangeResult, passwordTransportError } from './password-change-outcome';

const code = (error_code: number) => ({ error_code, error_message: 'x' });

describe('password change outcomes (portal.md §8)', () => {
  it('maps My Profile codes, with a forced logout for 3003 only', () => {
    expect(passwordChangeResult({ status: 'success', message: 'ok' }, 'MY_PROFILE')).toEqual({ status: 'success', message: MESSAGES.password.changed });
    expect(passwordChangeResult(code(3002), 'MY_PROFILE').message).toBe(MESSAGES.password.wrongCurrent);
    expect(passwordChangeResult(code(3003), 'MY_PROFILE')).toEqual({ status: 'error', message: MESSAGES.login.lockedOut, forceLogout: true });
    expect(passwordChangeResult(code(3007), 'MY_PROFILE').message).toBe(MESSAGES.password.refused);
    expect(passwordChangeResult(code(3008), 'MY_PROFILE').message).toBe(MESSAGES.password.refused);
    expect(passwordChangeResult(code(3009), 'MY_PROFILE').message).toBe(MESSAGES.password.reused);
    expect(passwordChangeResult(code(3010), 'MY_PROFILE').message).toBe(MESSAGES.password.other);
  });

  it('maps the reset codes: 3010 is the code, 3002/3003 do not apply', () => {
    expect(passwordChangeResult(code(3010), 'CONFIRM_FORGOT_PW').message).toBe(MESSAGES.password.codeInvalid);
    expect(passwordChangeResult(code(3003), 'CONFIRM_FORGOT_PW')).toEqual({ status: 'error', message: MESSAGES.password.other });
  });

  it("keeps a transport error's detail up to the first parenthesis, else the general message", () => {
    const body = (message: string) => ({ status: 400, data: { status: 400, message, correlationId: 'c' } });
    expect(passwordTransportError(body('Bad thing happened (code 12)'))).toBe('Bad thing happened');
    expect(passwordTransportError(body('(only a parenthesis)'))).toBe(MESSAGES.password.other);
    expect(passwordTransportError({ status: 'FETCH_ERROR', error: 'offline' })).toBe(MESSAGES.password.other);
  });
});
