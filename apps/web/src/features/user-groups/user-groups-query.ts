import { GROUPS_SORT, PAGING, type SortOrder } from '@creditdesk/contracts';
import { readSort, sortArg, writeSort } from '../../lib/list-sort-url';
import type { GroupsListArgs } from './api';

/** The group list's state in the URL: page, size (10, 25, 50), q (key words: name or description), sort (a header's order). */
export type UserGroupsQuery = { page: number; size: number; q: string; sort: SortOrder<(typeof GROUPS_SORT.columns)[number]> };

/** portal.md §9: the group list starts at page 1 of 10. */
export const DEFAULT_GROUPS_QUERY: UserGroupsQuery = { page: PAGING.defaultPage, size: PAGING.defaultPageSize, q: '', sort: GROUPS_SORT.defaultOrder };

export function readUserGroupsQuery(params: URLSearchParams): UserGroupsQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_GROUPS_QUERY.page,
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : DEFAULT_GROUPS_QUERY.size,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: readSort(params, GROUPS_SORT),
  };
}

/** Defaults are left out, so the plain list is just /user-groups. */
export function writeUserGroupsQuery(query: UserGroupsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page !== DEFAULT_GROUPS_QUERY.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_GROUPS_QUERY.size) params.set('size', String(query.size));
  return writeSort(params, GROUPS_SORT, query.sort);
}

export function groupsListArgs(query: UserGroupsQuery, customerId: string): GroupsListArgs {
  return { customerId, pageNumber: query.page, pageSize: query.size, ...sortArg(GROUPS_SORT, query.sort), ...(query.q ? { keyWords: query.q } : {}) };
}

/** The edit screen's address for a group. */
export const editGroupHref = (groupName: string) => `/user-groups/edit?groupName=${encodeURIComponent(groupName)}`;
