import type { AdminUser, UserGroup } from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import { makeAdminUser as makeListedUser } from './users-fixtures';

export const USERS_PATH = '/api/orchestrator/users';
export const GENERATE_PATH = '/api/orchestrator/users/generateuser';
export const existsPath = (name: string) => `/api/orchestrator/users/exits/${encodeURIComponent(name)}`;

const group = (groupName: string, privilege: UserGroup['privilege']): UserGroup => ({
  groupName,
  description: '',
  privilege,
  isFileTransportAuthorized: false,
  productList: [],
  memberCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export const DEMO_GROUPS = [group('Credit Reports', 'standard'), group('Administrators', 'admin'), group('System Administrators', 'sysadmin')];

/** The user the add and edit forms work on: users-fixtures' user as demo.user, never logged in. */
export const makeAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser =>
  makeListedUser({ userName: 'demo.user', firstName: 'Ursula', lastName: 'User', email: 'ursula@demo.test', createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, ...overrides });

/** A 400 of a rule: `detail` in additionalErrorDetails.message; the sentence is not the §8 text, so a test sees the mapping. */
export const ruleRefusal = (detail: string, fields?: { field: string; message: string }[]) =>
  json({ status: 400, message: 'Request refused by a rule', additionalErrorDetails: { message: detail, ...(fields ? { fields } : {}) }, correlationId: 'c' }, 400);

type Options = {
  users?: AdminUser[];
  taken?: string[];
  /** answers the exists check itself (e.g. late); undefined falls back to `taken`. */
  onExists?: (name: string) => Promise<Response> | Response | undefined;
  onCreate?: (body: Record<string, unknown>) => Response;
  onUpdate?: (body: Record<string, unknown>) => Response;
};

/** The user-administration calls the add and edit forms make, plus an empty list for /users afterwards. */
export function userFormApi({ users = [makeAdminUser()], taken = [], onExists, onCreate, onUpdate }: Options = {}) {
  const body = (call: FakeRequest) => JSON.parse(call.body) as Record<string, unknown>;
  return fakeApi(async (call) => {
    const { pathname, searchParams } = call.url;
    if (pathname.startsWith('/api/orchestrator/users/exits/')) {
      const name = decodeURIComponent(pathname.split('/').at(-1)!);
      const answer = await onExists?.(name);
      if (answer) return answer;
      const exists = taken.includes(name.toLowerCase());
      return json({ userName: name.toLowerCase(), exists, ...(exists ? { message: 'A user with that name already exists.' } : {}) });
    }
    if (pathname === GENERATE_PATH) {
      const { firstName, lastName } = body(call) as { firstName: string; lastName: string };
      return json({ userName: `${firstName}_${lastName}`.toLowerCase() });
    }
    if (pathname === USERS_PATH && call.method === 'POST') {
      const b = body(call);
      return onCreate?.(b) ?? json({ status: 'success', message: `${b.userName} added successfully. An invitation has been sent to ${b.email}.`, user: makeAdminUser({ userName: String(b.userName) }) });
    }
    if (pathname === USERS_PATH && call.method === 'PUT') {
      const b = body(call);
      return onUpdate?.(b) ?? json({ status: 'success', message: `${b.userName} was updated.`, user: makeAdminUser() });
    }
    if (pathname.startsWith('/api/usergroups/customers/')) return json({ data: DEMO_GROUPS, totalGroups: 3, pageNumber: 1, pageSize: 3 });
    if (pathname.endsWith('/roles/systemadmin')) return json({ data: [] });
    if (pathname.startsWith('/api/users/customers/')) {
      const name = searchParams.get('userName');
      const data = name === null ? [] : users.filter((u) => u.userName === name.toLowerCase());
      return json({ data, totalUsers: data.length, pageNumber: 1, pageSize: Math.max(1, data.length) });
    }
    return json({ status: 404, message: 'not found', correlationId: 'x' }, 404);
  });
}
