import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages.js';
import {
  REGISTRATION_MESSAGES,
  isTimeZone,
  normalizeSecurityCode,
  registrationCustomerSchema,
  registrationUserName,
  validateRegistrationMemberNumber,
  validateSecurityCode,
} from './registration.js';
import { migrateUserBodySchema } from './migration.js';

const body = (over: Record<string, unknown> = {}, user: Record<string, unknown> = {}) => ({
  memberNumber: '500600700',
  securityCode: 'demo-reg1-2026',
  companyName: 'Harbor Credit Union',
  securityAcknowledge: { firstName: 'Ada', lastName: 'Byron' },
  ...over,
  userDetails: { userName: 'Harbor_Admin', email: 'Ada@Harbor.example', firstName: 'Ada', lastName: 'Byron', country: 'US', timeZone: 'America/Chicago', ...user },
});

describe('registration rules shared by the portal and the server', () => {
  it('chooses the user name as portal.md §3 says: corporate id for SSO, else user name or e-mail by login type', () => {
    expect(registrationUserName(body())).toEqual({ userName: 'harbor_admin', field: 'userName' });
    expect(registrationUserName(body({}, { authenticationType: 'email' }))).toEqual({ userName: 'ada@harbor.example', field: 'email' });
    expect(registrationUserName(body({ registrationType: 'SSO' }, { corporateUserId: 'E12345' }))).toEqual({ userName: 'e12345', field: 'corporateUserId' });
  });

  it('parses the payload with its defaults (REG, username) and the normalised code', () => {
    const parsed = registrationCustomerSchema.parse(body());
    expect(parsed).toMatchObject({ registrationType: 'REG', securityCode: 'DEMOREG12026', userDetails: { authenticationType: 'username' } });
  });

  it('puts the user-name problems on the field the name comes from', () => {
    const issues = (b: unknown) => registrationCustomerSchema.safeParse(b).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(body({ registrationType: 'SSO' }))).toEqual([['userDetails.corporateUserId', REGISTRATION_MESSAGES.corporateUserIdRequired]]);
    expect(issues(body({}, { userName: 'a b' }))).toEqual([['userDetails.userName', MESSAGES.userId.invalidCharacters]]);
    expect(issues(body({}, { userName: undefined }))).toEqual([['userDetails.userName', REGISTRATION_MESSAGES.userNameRequired]]);
  });

  it('checks member numbers, security codes and time zones', () => {
    expect(validateRegistrationMemberNumber('')).toBeUndefined();
    expect(validateRegistrationMemberNumber('12345')).toBe(REGISTRATION_MESSAGES.memberNumberFormat);
    expect(validateRegistrationMemberNumber('123456789012')).toBeUndefined();
    expect(normalizeSecurityCode(' k7qm-3xtr 9hwp ')).toBe('K7QM3XTR9HWP');
    expect(validateSecurityCode('k7qm-3xtr-9hwp')).toBeUndefined();
    expect(validateSecurityCode('short')).toBe(REGISTRATION_MESSAGES.securityCodeFormat);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('takes the migration payload with the other fields of the user sent back, and checks the new User ID', () => {
    expect(migrateUserBodySchema.parse({ userName: 'Lee_Legacy', legacyCustomerId: 'HS-1', legacyUserId: 'U-1', name: 'Lee Legacy', emailAddress: 'x@y.example' })).toEqual({
      userName: 'Lee_Legacy',
      legacyCustomerId: 'HS-1',
      legacyUserId: 'U-1',
    });
    expect(migrateUserBodySchema.safeParse({ userName: 'lee legacy', legacyCustomerId: 'HS-1', legacyUserId: 'U-1' }).success).toBe(false);
  });
});
