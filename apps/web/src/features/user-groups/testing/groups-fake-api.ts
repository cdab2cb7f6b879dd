import {
  ADMIN_ERROR_DETAILS,
  ADMIN_MESSAGES,
  MESSAGES,
  type AdminUser,
  type GroupPrivilege,
  type Role,
  type UserGroup,
} from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';

export const GROUPS = '/api/usergroups/customers/c-1';
export const GROUPS_SEARCH = '/api/usergroups/customers/c-1/search';
export const GROUP_MAP = '/api/usergroups/customers/c-1/groupmap';
export const GROUPS_DOWNLOAD = '/api/usergroups/customers/c-1/download';
export const groupPath = (name: string) => `/api/usergroups/customers/c-1/group/${encodeURIComponent(name)}`;
export const GROUP_ACTS = '/api/orchestrator/users/groups';
export const DETACH = '/api/orchestrator/users/groups/detach';
export const USERS_ALL = '/api/users/customers/c-1';
export const PRODUCTS = '/api/products/customers/c-1';

export type FakeGroup = UserGroup & { members: string[] };

export function makeUser(userName: string, role: Role, firstName: string, lastName: string): AdminUser {
  return {
    userName, firstName, lastName, role, email: `${userName}@demo.test`, status: 'active', blockedReason: null,
    entitlements: role === 'enduser' ? [] : ['usermanagementadmin'], userGroups: [], isSSOUser: false,
    createdAt: '2026-10-01T10:00:00.000Z', lastLoginAt: null, lastRecertifiedAt: null, lastRecertifiedBy: null,
  };
}

export const DEMO_USERS = [
  makeUser('demo.user', 'enduser', 'Devon', 'User'),
  makeUser('demo.admin', 'adminuser', 'Dana', 'Admin'),
  makeUser('demo.sysadmin', 'systemadmin', 'Sam', 'Sysadmin'),
  makeUser('lee.officer', 'enduser', 'Lee', 'Officer'),
];

export function makeGroup(groupName: string, overrides: Partial<FakeGroup> = {}): FakeGroup {
  return {
    groupName, description: `${groupName} of Demo Lending`, privilege: 'standard', isFileTransportAuthorized: false,
    productList: ['CCR'], memberCount: 0, members: [], createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-11-02T09:30:00.000Z',
    ...overrides,
  };
}

export const creditReports = () => makeGroup('Credit Reports', { description: 'Loan officers: consumer reports', productList: ['CCR', 'NAL'], isFileTransportAuthorized: true, members: ['demo.user', 'lee.officer'] });

const body = (call: FakeRequest) => (call.body ? JSON.parse(call.body) : {}) as Record<string, unknown>;
const failure = (status: number, message: string, detail?: string) =>
  json({ status, message, correlationId: 'test-correlation', ...(detail ? { additionalErrorDetails: { message: detail } } : {}) }, status);

/** The server's membership rule of portal.md §5 (a 400 naming the user). */
function refusal(users: AdminUser[], names: string[], privilege: GroupPrivilege) {
  for (const name of names) {
    const role = users.find((u) => u.userName === name)?.role;
    if (privilege === 'sysadmin' && role !== 'systemadmin')
      return failure(400, MESSAGES.users.toSysadminGroup(name, role === 'adminuser' ? 'Admin user' : 'Standard user'), ADMIN_ERROR_DETAILS.toSysadminGroup);
    if (privilege === 'admin' && role === 'enduser') return failure(400, MESSAGES.users.standardToAdminGroup(name), ADMIN_ERROR_DETAILS.standardToAdminGroup);
  }
  return undefined;
}

/** A fake group service over `initial`: paging, search, detail, delete, create, update and detach behave like the server's. */
export function groupsApi(initial: FakeGroup[], users: AdminUser[] = DEMO_USERS) {
  let groups = initial.map((g) => ({ ...g, memberCount: g.members.length }));
  const detail = (g: FakeGroup) => {
    const { members, ...rest } = g;
    const memberRows = members.map((m) => users.find((u) => u.userName === m)!).map(({ userName, firstName, lastName, role, status }) => ({ userName, firstName, lastName, role, status }));
    return { ...rest, memberCount: members.length, members: memberRows };
  };
  const page = (call: FakeRequest) => {
    const pageNumber = Number(call.url.searchParams.get('pageNumber'));
    const pageSize = Number(call.url.searchParams.get('pageSize'));
    const keyWords = call.method === 'POST' ? String(body(call).keyWords).toLowerCase() : '';
    const found = groups.filter((g) => !keyWords || `${g.groupName} ${g.description}`.toLowerCase().includes(keyWords));
    const data = found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((g) => ({ ...detail(g), members: undefined }));
    return json({ data, totalGroups: found.length, pageNumber, pageSize });
  };
  const act = (call: FakeRequest) => {
    const b = body(call);
    const name = String(b.groupName);
    if (call.url.pathname === DETACH) {
      const g = groups.find((x) => x.groupName === name)!;
      g.members = g.members.filter((m) => !(b.userList as string[]).includes(m));
      return json({ status: 'success', message: ADMIN_MESSAGES.usersDetached((b.userList as string[]).length, name), group: detail(g) });
    }
    const existing = groups.find((x) => x.groupName === name);
    const privilege = (b.privilege ?? existing?.privilege ?? 'standard') as GroupPrivilege;
    const members = (b.userList as string[] | undefined) ?? existing?.members ?? [];
    const refused = refusal(users, members, privilege);
    if (refused) return refused;
    if (call.method === 'POST') {
      const g = makeGroup(name, { description: String(b.description ?? ''), privilege, productList: (b.productList as string[]) ?? [], isFileTransportAuthorized: Boolean(b.isFileTransportAuthorized), members });
      groups.push(g);
      return json({ status: 'success', message: ADMIN_MESSAGES.groupCreated(name), group: detail(g) });
    }
    const { groupName: _old, newGroupName, userList: _members, customerId: _c, ...changes } = b;
    Object.assign(existing!, changes, { members, groupName: (newGroupName as string | undefined) ?? name });
    return json({ status: 'success', message: ADMIN_MESSAGES.groupUpdated(existing!.groupName), group: detail(existing!) });
  };

  return fakeApi((call) => {
    const { pathname } = call.url;
    if (pathname === GROUPS || pathname === GROUPS_SEARCH) return page(call);
    if (pathname === GROUPS_DOWNLOAD) return new Response('Name\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
    if (pathname === GROUP_MAP) return json({ groupMap: Object.fromEntries(groups.map((g) => [g.groupName, g.members])) });
    if (pathname === GROUP_ACTS || pathname === DETACH) return act(call);
    if (pathname === USERS_ALL) return json({ data: users, totalUsers: users.length, pageNumber: 1, pageSize: users.length });
    if (pathname === PRODUCTS)
      return json({ products: [
        { code: 'CCR', product: 'acrov6', name: 'Consumer Credit Report', family: 'consumer-credit' as const, description: 'The full file.' },
        { code: 'NAL', product: 'nal', name: 'OneView', family: 'consumer-credit' as const, description: 'A second view.' },
        { code: 'OVWP', product: 'oneviewplus', name: 'OneView+', family: 'consumer-credit' as const, description: 'Combined.' },
        // the TeleCheck lists, as the server adds them to what a group may grant (?grantable=true)
        ...(call.url.searchParams.get('grantable') === 'true' ? [{ code: 'TCCN', product: 'tccn', name: 'TeleCheck Collections and Negatives', family: 'check-verification' as const, description: 'Both lists.' }] : []),
      ] });
    const group = groups.find((g) => groupPath(g.groupName) === pathname);
    if (group && call.method === 'DELETE') {
      groups = groups.filter((g) => g !== group);
      return json({ status: 'success', message: MESSAGES.users.groupDeleted });
    }
    if (group) return json(detail(group));
    return failure(404, 'not found');
  });
}
