/** The list's state in the URL: q, the search (name or number). The plain list is just /account-numbers. */
export type AccountNumbersQuery = { q: string };

/** The server's limit on searchValue (companyMembersEndpoint). */
export const SEARCH_MAX_LENGTH = 50;

export function readAccountNumbersQuery(params: URLSearchParams): AccountNumbersQuery {
  return { q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH) };
}

export function writeAccountNumbersQuery(query: AccountNumbersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  return params;
}

/** The edit page of a number. */
export const editHref = (memberNumber: string) => `/account-numbers/edit?${new URLSearchParams({ memberNumber }).toString()}`;
