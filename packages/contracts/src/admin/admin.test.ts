import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common/messages.js';
import { ADMIN_ERROR_DETAILS } from './admin-common.js';
import { validateMemberNumberFormat } from './account-numbers.js';
import { updateCompanyBodySchema } from './company.js';
import { createGroupBodySchema, groupNameField } from './groups.js';
import { createUserBodySchema, userAdminErrorText, userListQuerySchema, userSearchQuerySchema, userStatusBodySchema } from './users-admin.js';

describe('administration contracts', () => {
  it('maps each §8 server detail to the portal text', () => {
    expect(userAdminErrorText(ADMIN_ERROR_DETAILS.standardToAdminGroup, 'kim')).toBe(MESSAGES.users.standardToAdminGroup('kim'));
    expect(userAdminErrorText(ADMIN_ERROR_DETAILS.toSysadminGroup, 'kim', 'adminuser')).toBe(MESSAGES.users.toSysadminGroup('kim', 'Admin user'));
    expect(userAdminErrorText(ADMIN_ERROR_DETAILS.toSysadminGroup, 'kim', 'enduser')).toBe(MESSAGES.users.toSysadminGroup('kim', 'Standard user'));
    expect(userAdminErrorText(ADMIN_ERROR_DETAILS.userNameExists, 'kim')).toBe(MESSAGES.users.alreadyExists('kim'));
    expect(userAdminErrorText(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin, 'kim')).toBe(MESSAGES.users.adminCannotUpdateSysadmin);
    expect(userAdminErrorText('something else', 'kim')).toBeUndefined();
  });

  it('applies the §5 User ID rule and the field rules to a new user', () => {
    const base = { userName: 'kim_lee', firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', role: 'enduser' };
    expect(createUserBodySchema.parse(base)).toMatchObject({ userGroups: [], entitlements: [] });
    const problems = (over: object) => createUserBodySchema.safeParse({ ...base, ...over }).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ userName: 'kim lee' })).toContain(MESSAGES.userId.invalidCharacters);
    expect(problems({ userName: 'kim@' })).toContain(MESSAGES.userId.invalidEmail);
    expect(problems({ userName: 'kim@example.com' })).toEqual([]);
    expect(problems({ email: 'nope' })).toHaveLength(1);
    expect(problems({ role: 'root' })).toHaveLength(1);
  });

  it('needs a reason to block', () => {
    expect(userStatusBodySchema.safeParse({ userName: 'kim', status: 'blocked' }).success).toBe(false);
    expect(userStatusBodySchema.safeParse({ userName: 'kim', status: 'blocked', reason: 'Left the company' }).success).toBe(true);
    expect(userStatusBodySchema.safeParse({ userName: 'kim', status: 'inactive' }).success).toBe(true);
  });

  it('pages 1–50 with the spec defaults, and reads lists and flags from a query string', () => {
    expect(userListQuerySchema.parse({})).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(userListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(userListQuerySchema.parse({ all: 'true', userGroups: 'A, B,', groupName: 'true' })).toMatchObject({ all: true, userGroups: ['A', 'B'], groupName: true });
    expect(userSearchQuerySchema.safeParse({ fromDate: '01/31/2026 00:00:00' }).success).toBe(true);
    expect(userSearchQuerySchema.safeParse({ fromDate: '2026-01-31' }).success).toBe(false);
  });

  it('judges group names and account numbers', () => {
    expect(groupNameField.safeParse('Credit Reports').success).toBe(true);
    expect(groupNameField.safeParse('A, B').success).toBe(false);
    expect(groupNameField.safeParse(' ').success).toBe(false);
    expect(createGroupBodySchema.parse({ groupName: 'X' })).toMatchObject({ privilege: 'standard', isFileTransportAuthorized: false, productList: [], userList: [] });
    expect(validateMemberNumberFormat('')).toBeUndefined();
    expect(validateMemberNumberFormat('123456')).toBeUndefined();
    expect(validateMemberNumberFormat('12345')).toBeDefined();
    expect(validateMemberNumberFormat('1234567890123')).toBeDefined();
  });

  it('keeps re-certification frequency and password age in whole days', () => {
    expect(updateCompanyBodySchema.safeParse({ reCertification: { frequency: 90 } }).success).toBe(true);
    expect(updateCompanyBodySchema.safeParse({ reCertification: { frequency: 0 } }).success).toBe(false);
    expect(updateCompanyBodySchema.safeParse({ passwordMaxAgeDays: 1.5 }).success).toBe(false);
    expect(updateCompanyBodySchema.safeParse({ identityProvider: null }).success).toBe(true);
  });
});
