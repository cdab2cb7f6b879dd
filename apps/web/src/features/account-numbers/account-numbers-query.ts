import { ACCOUNT_NUMBERS_SORT, type SortOrder } from '@creditdesk/contracts';
import { readSort, writeSort } from '../../lib/list-sort-url';

/** The list's state in the URL: q, the search (name or number), and sort (a header's order). The plain list is just /account-numbers. */
export type AccountNumbersQuery = { q: string; sort: SortOrder<(typeof ACCOUNT_NUMBERS_SORT.columns)[number]> };

/** The server's limit on searchValue (companyMembersEndpoint). */
export const SEARCH_MAX_LENGTH = 50;

export function readAccountNumbersQuery(params: URLSearchParams): AccountNumbersQuery {
  return { q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH), sort: readSort(params, ACCOUNT_NUMBERS_SORT) };
}

export function writeAccountNumbersQuery(query: AccountNumbersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  return writeSort(params, ACCOUNT_NUMBERS_SORT, query.sort);
}

/** The edit page of a number. */
export const editHref = (memberNumber: string) => `/account-numbers/edit?${new URLSearchParams({ memberNumber }).toString()}`;
