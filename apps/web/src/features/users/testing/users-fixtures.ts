import type { AdminUser } from '@creditdesk/contracts';

/** A user as GET /users/customers/{id} lists them. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    userName: 'jane.doe',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@demo.test',
    role: 'enduser',
    status: 'active',
    blockedReason: null,
    entitlements: [],
    userGroups: ['Credit Reports'],
    isSSOUser: false,
    createdAt: '2026-10-15T12:00:00.000Z',
    lastLoginAt: '2026-11-20T14:05:00.000Z',
    lastRecertifiedAt: null,
    lastRecertifiedBy: null,
    ...overrides,
  };
}

/** n users user01 … userNN, created a day apart from 2026-10-01. */
export const manyUsers = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeAdminUser({
      userName: `user${String(i + 1).padStart(2, '0')}`,
      firstName: `First${i + 1}`,
      lastName: 'Person',
      email: `user${i + 1}@demo.test`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + i, 12)).toISOString(),
    }),
  );
