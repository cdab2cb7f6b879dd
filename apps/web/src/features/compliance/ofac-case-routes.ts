import { OFAC_CASES_SORT, findPortalRoute, formatSort, type PortalRoute, type SortOrder } from '@creditdesk/contracts';
import { readChosenSort } from '../../lib/list-sort-url';

/** The review cases' routes as the contracts' route table declares them (title, who may open them). */
export const CASES_ROUTE = findPortalRoute('/compliance/ofac-cases') as PortalRoute;
export const CASE_ROUTE = findPortalRoute('/compliance/ofac-cases/:caseId') as PortalRoute;

export const caseLink = (caseId: string) => `/compliance/ofac-cases/${caseId}`;

/** The list's status filter, in the URL (?status=open); anything else is every status. */
export const STATUS_FILTERS = ['all', 'open', 'confirmed', 'cleared'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const statusFilterOf = (value: string | null): StatusFilter => (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all';

/** The list's state in the URL: the status filter and a header's order (none: open ones first, then the newest). */
export type CasesQuery = { status: StatusFilter; sort: SortOrder<(typeof OFAC_CASES_SORT.columns)[number]> | undefined };

export const readCasesQuery = (params: URLSearchParams): CasesQuery => ({ status: statusFilterOf(params.get('status')), sort: readChosenSort(params, OFAC_CASES_SORT) });

export function writeCasesQuery(query: CasesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.sort) params.set('sort', formatSort(query.sort));
  return params;
}
