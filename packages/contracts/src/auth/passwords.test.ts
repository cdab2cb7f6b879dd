import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkNewPassword, passwordProblemCode } from './passwords.js';

const dana = { userName: 'demo.admin', email: 'dana.admin@demolending.example', firstName: 'Dana', lastName: 'Admin' };

describe('checkNewPassword (the rules both sides run)', () => {
  it('counts characters, not bytes: 12 to 128', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(checkNewPassword('short words', dana)).toBe('too-short');
    expect(checkNewPassword('maple river 7', dana)).toBeUndefined();
    expect(checkNewPassword('ééééé ünïcø', dana)).toBe('too-short'); // 11 code points, 20 bytes
    expect(checkNewPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1), dana)).toBe('too-long');
    expect(checkNewPassword(`${'quiet harbor '.repeat(9)}ok`.slice(0, PASSWORD_MAX_LENGTH), dana)).toBeUndefined();
  });

  it('has no composition rules: a lower-case passphrase is fine', () => {
    expect(checkNewPassword('correct horse battery staple', dana)).toBeUndefined();
  });

  it("refuses the user's own name, e-mail and name parts, whatever the case or separators", () => {
    expect(checkNewPassword('Demo.Admin2026!', dana)).toBe('contains-user-name');
    expect(checkNewPassword('my demo admin key', dana)).toBe('contains-user-name');
    expect(checkNewPassword('xx-DANA-loves-tea', dana)).toBe('contains-user-name');
    expect(checkNewPassword('lighthouse-admin-9', dana)).toBe('contains-user-name');
    expect(checkNewPassword('tea at the lighthouse', { userName: 'jo', firstName: 'Al' })).toBeUndefined();
  });

  it("refuses the product's name and trivial runs as common", () => {
    expect(checkNewPassword('MyCreditDesk2026', dana)).toBe('common');
    expect(checkNewPassword('credit-desk-login', dana)).toBe('common');
    expect(checkNewPassword('aaaaaaaaaaaa', dana)).toBe('common');
    expect(checkNewPassword('abcabcabcabc', dana)).toBe('common');
    expect(checkNewPassword('abcdefghijklm', dana)).toBe('common');
    expect(checkNewPassword('123456789012', dana)).toBe('common');
    expect(checkNewPassword('987654321098', dana)).toBe('common');
  });

  it('maps rule failures to 3007 and known passwords to 3008', () => {
    expect(passwordProblemCode('too-short')).toBe(3007);
    expect(passwordProblemCode('too-long')).toBe(3007);
    expect(passwordProblemCode('contains-user-name')).toBe(3007);
    expect(passwordProblemCode('common')).toBe(3008);
  });
});
