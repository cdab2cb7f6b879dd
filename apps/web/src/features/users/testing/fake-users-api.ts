import { ADMIN_MESSAGES, MESSAGES, type AdminUser } from '@creditdesk/contracts';
import { fakeApi, json, type FakeHandler, type FakeRequest } from '../../../testing/fake-api';

export const USERS = '/api/users/customers/c-1';
export const SEARCH = `${USERS}/search`;
export const DOWNLOAD = `${USERS}/download`;
export const SYSADMINS = `${USERS}/roles/systemadmin`;
export const GROUPS = '/api/usergroups/customers/c-1';
export const DELETE = '/api/users/batchdelete';
export const STATUS = '/api/orchestrator/users/status';
export const RECERTIFY = '/api/orchestrator/users/recertify';
export const RESET = '/api/cognito/users/temp/passwordgenerator';

const refusal = (status: number, message: string, detail?: string) =>
  json({ status, message, ...(detail ? { additionalErrorDetails: { message: detail } } : {}), correlationId: 'test-correlation' }, status);

/** MM/DD/YYYY HH:mm:ss, read as UTC like the server. */
const bound = (value: string | null) => {
  if (!value) return undefined;
  const [m, d, y, hh, mm, ss] = value.split(/[/ :]/).map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss);
};

/** The filters of a search or export, from the query and the body (the body wins), applied like the server. */
function matching(users: AdminUser[], call: FakeRequest) {
  const q = Object.fromEntries(call.url.searchParams) as Record<string, string>;
  const body = (call.body ? JSON.parse(call.body) : {}) as Record<string, string>;
  const f = { ...q, ...body };
  const from = bound(f.fromDate ?? null);
  const to = bound(f.toDate ?? null);
  const groups = f.userGroups ? f.userGroups.split(',') : [];
  const words = (f.keyWords ?? '').toLowerCase();
  return users.filter(
    (u) =>
      (!words || [u.userName, u.firstName, u.lastName, u.email].some((v) => v.toLowerCase().includes(words))) &&
      (!f.status || u.status === f.status) &&
      (!f.role || u.role === f.role) &&
      (groups.length === 0 || u.userGroups.some((g) => groups.includes(g))) &&
      (from === undefined || Date.parse(u.createdAt) >= from) &&
      (to === undefined || Date.parse(u.createdAt) <= to),
  );
}

type Overrides = Partial<Record<string, FakeHandler>>;

/**
 * A fake of the users administration API for the company c-1, signed in as demo.admin: paging,
 * search, export, delete (all or nothing, never oneself), status (a reason to block), re-certify and
 * password reset behave like the server's. `overrides` answers chosen paths differently.
 */
export function usersServer(initial: AdminUser[], overrides: Overrides = {}) {
  let users = [...initial];
  const page = (found: AdminUser[], call: FakeRequest) => {
    const pageNumber = Number(call.url.searchParams.get('pageNumber') ?? 1);
    const pageSize = Number(call.url.searchParams.get('pageSize') ?? 10);
    return json({ data: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalUsers: found.length, pageNumber, pageSize });
  };
  const find = (name: string) => users.find((u) => u.userName === name);

  const server = fakeApi(async (call) => {
    const { pathname } = call.url;
    const override = overrides[pathname];
    if (override) return override(call);
    const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    switch (pathname) {
      case USERS:
        return page(users, call);
      case SEARCH:
        return page(matching(users, call), call);
      case DOWNLOAD: {
        const rows = matching(users, call).map((u) => [u.userName, u.firstName, u.lastName, u.email].join(','));
        return new Response(['User Name,First Name,Last Name,Email', ...rows].join('\n'), {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="exportData.csv"' },
        });
      }
      case SYSADMINS:
        return json({ data: users.filter((u) => u.role === 'systemadmin') });
      case GROUPS:
        return json({
          data: ['Administrators', 'Credit Reports', 'System Administrators'].map((groupName) => ({
            groupName, description: '', privilege: 'standard', isFileTransportAuthorized: false, productList: [], memberCount: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
          })),
          totalGroups: 3, pageNumber: 1, pageSize: 3,
        });
      case DELETE: {
        const names = body.deleteList as string[];
        if (body.customerId !== 'c-1') return refusal(403, ADMIN_MESSAGES.otherCompany);
        if (names.includes('demo.admin')) return refusal(400, ADMIN_MESSAGES.cannotDeleteSelf);
        users = users.filter((u) => !names.includes(u.userName));
        return json({ status: 'success', message: names.length === 1 ? MESSAGES.users.deletedOne : MESSAGES.users.deletedMany(names.length), deleted: names });
      }
      case STATUS: {
        const user = find(body.userName as string)!;
        if (body.status === 'blocked' && !body.reason) return refusal(400, ADMIN_MESSAGES.blockReasonRequired);
        Object.assign(user, { status: body.status, blockedReason: body.status === 'blocked' ? body.reason : null });
        return json({ status: 'success', message: ADMIN_MESSAGES.statusChanged(user.userName, user.status), user });
      }
      case RECERTIFY: {
        const names = body.userNames as string[];
        for (const name of names) Object.assign(find(name)!, { lastRecertifiedAt: '2026-11-21T10:00:00.000Z', lastRecertifiedBy: 'demo.admin' });
        return json({ status: 'success', message: ADMIN_MESSAGES.recertified(names.length), users: names.map(find) });
      }
      case RESET:
        return json({ status: 'success', message: MESSAGES.users.passwordReset(body.userName as string) });
      default:
        return json({ status: 404, message: 'not found', correlationId: 'x' }, 404);
    }
  });
  return { ...server, users: () => users };
}

export { refusal };
