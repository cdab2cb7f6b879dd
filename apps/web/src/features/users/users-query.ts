import { ADMIN_USER_STATUSES, PAGING, ROLES, USERS_SORT, formatRangeEnd, formatRangeStart, type AdminUserStatus, type Role, type SortOrder } from '@creditdesk/contracts';
import { readSort, sortArg, writeSort } from '../../lib/list-sort-url';
import { isoDay, localDay } from '../../lib/url-day';
import type { UsersListArgs } from './api';

/**
 * The users list's state in the URL: page, size, q (key words), from and to (YYYY-MM-DD, created),
 * status, groups (comma-separated names; group names hold no commas), role and sort (a column header's order).
 */
export type UsersQuery = {
  page: number;
  size: number;
  q: string;
  from: string;
  to: string;
  status: AdminUserStatus | '';
  groups: string[];
  role: Role | '';
  sort: SortOrder<(typeof USERS_SORT.columns)[number]>;
};

export type UsersFilters = Omit<UsersQuery, 'page' | 'size' | 'sort'>;

export const NO_FILTERS: UsersFilters = { q: '', from: '', to: '', status: '', groups: [], role: '' };

/** portal.md §9: the list pages by 10, a key-word search by 50 (either can be changed to 10, 25 or 50). */
export const defaultSizeOf = (q: string) => (q ? PAGING.userSearchPageSize : PAGING.defaultPageSize);

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' => (options as readonly string[]).includes(value ?? '') ? (value as T) : '';


export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const q = (params.get('q') ?? '').trim();
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : PAGING.defaultPage,
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : defaultSizeOf(q),
    q,
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    status: oneOf(ADMIN_USER_STATUSES, params.get('status')),
    groups: (params.get('groups') ?? '').split(',').map((g) => g.trim()).filter(Boolean),
    role: oneOf(ROLES, params.get('role')),
    sort: readSort(params, USERS_SORT),
  };
}

/** The URL for a state; defaults are left out so the plain list is just /users. */
export function writeUsersQuery(query: UsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.status) params.set('status', query.status);
  if (query.groups.length > 0) params.set('groups', query.groups.join(','));
  if (query.role) params.set('role', query.role);
  if (query.page !== PAGING.defaultPage) params.set('page', String(query.page));
  if (query.size !== defaultSizeOf(query.q)) params.set('size', String(query.size));
  return writeSort(params, USERS_SORT, query.sort);
}

export const hasFilters = (f: UsersFilters) => Boolean(f.q || f.from || f.to || f.status || f.groups.length > 0 || f.role);

/** The search's and the export's filters: bounds MM/DD/YYYY 00:00:00 and MM/DD/YYYY 23:59:59. */
export function filterArgsOf(f: UsersFilters) {
  return {
    ...(f.q ? { keyWords: f.q } : {}),
    ...(f.from ? { fromDate: formatRangeStart(localDay(f.from)) } : {}),
    ...(f.to ? { toDate: formatRangeEnd(localDay(f.to)) } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.groups.length > 0 ? { userGroups: f.groups.join(',') } : {}),
    ...(f.role ? { role: f.role } : {}),
  };
}

/** The list call for a state (the search call when any filter is set). */
export function listArgsOf(query: UsersQuery, customerId: string): UsersListArgs {
  return { customerId, pageNumber: query.page, pageSize: query.size, ...sortArg(USERS_SORT, query.sort), ...filterArgsOf(query) };
}
