import {
  AUDIT_EVENTS_SORT,
  AUDIT_LIMITS,
  AUDIT_MESSAGES,
  AUDIT_TABS,
  PRODUCT_KEYS,
  REPORT_AUDIT_ACTIONS,
  SORT_QUERY,
  USERS_SORT,
  USER_ACTIVITY_KINDS,
  auditBoundInstant,
  parseAuditBound,
  productNameOfKey,
  type AuditTabSlug,
  type ListSort,
} from '@creditdesk/contracts';

/** A tab's filters as the URL holds them (and the form edits them): text, '' when not set. */
export type AuditFilters = { fromDate: string; toDate: string; userName: string; product: string; event: string };
export const NO_FILTERS: AuditFilters = { fromDate: '', toDate: '', userName: '', product: '', event: '' };
const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilters)[];

/** `sort`: the URL's order as written (`-occurredAt`), read against the tab's declaration (auditSortOf). */
export type AuditView = { filters: AuditFilters; pageNumber: number; pageSize: number; sort: string };

const positive = (value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** The tab's filters and paging from the URL (page 1 and size 10 when absent or not numbers). */
export function viewFromParams(params: URLSearchParams): AuditView {
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return {
    filters,
    pageNumber: positive(params.get('pageNumber'), 1),
    pageSize: positive(params.get('pageSize'), AUDIT_LIMITS.defaultPageSize, AUDIT_LIMITS.maxPageSize),
    sort: params.get(SORT_QUERY) ?? '',
  };
}

/** The URL of a view: only the filters that are set; paging only when not the defaults. */
export function paramsOfView({ filters, pageNumber, pageSize, sort }: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (pageNumber !== 1) params.set('pageNumber', String(pageNumber));
  if (pageSize !== AUDIT_LIMITS.defaultPageSize) params.set('pageSize', String(pageSize));
  if (sort) params.set(SORT_QUERY, sort);
  return params;
}

/** A tab's declared sort: the users list's for User Status Downloads, the events' for the others. */
export const auditSortOf = (tab: AuditTabSlug): ListSort<string> => (tab === 'user-status-downloads' ? USERS_SORT : AUDIT_EVENTS_SORT);

/** Which filters a tab offers besides the dates and the user (User Status: no dates; its "event" is the status). */
export type EventChoice = { value: string; label: string };
const label = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const TAB_FILTERS: Record<AuditTabSlug, { dates: boolean; product: boolean; events: readonly EventChoice[]; eventLabel: string }> = {
  'report-history': { dates: true, product: true, events: REPORT_AUDIT_ACTIONS.map((a) => ({ value: a, label: label(a) })), eventLabel: 'Event' },
  'user-activity': { dates: true, product: false, events: USER_ACTIVITY_KINDS.map((k) => ({ value: k, label: k === 'mfa' ? 'MFA' : label(k) })), eventLabel: 'Event' },
  'report-audit-downloads': { dates: true, product: false, events: [{ value: 'report-history', label: 'Report History' }, { value: 'report-audit-downloads', label: 'Report Audit Downloads' }], eventLabel: 'Tab downloaded' },
  'user-audit-downloads': {
    dates: true,
    product: false,
    events: AUDIT_TABS.filter((t) => t.slug.startsWith('user')).map((t) => ({ value: t.slug, label: t.title })),
    eventLabel: 'Tab downloaded',
  },
  'user-status-downloads': { dates: false, product: false, events: ['active', 'inactive', 'revoked', 'blocked', 'requested'].map((s) => ({ value: s, label: label(s) })), eventLabel: 'Status' },
};

export const PRODUCT_CHOICES: EventChoice[] = PRODUCT_KEYS.map((key) => ({ value: key, label: productNameOfKey(key) }));

/** What is wrong with the filters before anything is asked (the server says the same with a 400). */
export function filterErrors(filters: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  const from = filters.fromDate ? parseAuditBound(filters.fromDate, 'start') : undefined;
  const to = filters.toDate ? parseAuditBound(filters.toDate, 'end') : undefined;
  if (filters.fromDate && !from) errors.fromDate = 'Enter a real date as MM/DD/YYYY';
  if (filters.toDate && !to) errors.toDate = 'Enter a real date as MM/DD/YYYY';
  if (from && to && auditBoundInstant(to) < auditBoundInstant(from)) errors.toDate = 'The end date must not be before the start date';
  return errors;
}

/** The query the tab's endpoint takes: its own names for the filters ("tab" or "status" for the event). */
export function auditQuery(tab: AuditTabSlug, filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  const { dates, product } = TAB_FILTERS[tab];
  if (dates && filters.fromDate) query.fromDate = filters.fromDate;
  if (dates && filters.toDate) query.toDate = filters.toDate;
  if (filters.userName) query.userName = filters.userName;
  if (product && filters.product) query.product = filters.product;
  if (filters.event) query[tab === 'user-status-downloads' ? 'status' : tab.endsWith('-downloads') ? 'tab' : 'event'] = filters.event;
  return query;
}

export const TOO_LARGE = AUDIT_MESSAGES.tooLarge;
