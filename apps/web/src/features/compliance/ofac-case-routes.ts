import { findPortalRoute, type PortalRoute } from '@creditdesk/contracts';

/** The review cases' routes as the contracts' route table declares them (title, who may open them). */
export const CASES_ROUTE = findPortalRoute('/compliance/ofac-cases') as PortalRoute;
export const CASE_ROUTE = findPortalRoute('/compliance/ofac-cases/:caseId') as PortalRoute;

export const caseLink = (caseId: string) => `/compliance/ofac-cases/${caseId}`;

/** The list's status filter, in the URL (?status=open); anything else is every status. */
export const STATUS_FILTERS = ['all', 'open', 'confirmed', 'cleared'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const statusFilterOf = (value: string | null): StatusFilter => (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all';
