import { ELETTER_LIST_DEFAULTS, ELETTER_SORT_FIELDS, PAGING, type EletterSortField } from '@creditdesk/contracts';

/** The letters' screens (the contracts' route table). */
export const LETTER_TEMPLATES_PATH = '/letter-templates';
export const NEW_TEMPLATE_PATH = '/letter-templates/new';
export const templateHref = (eletterId: string) => `/letter-templates/${encodeURIComponent(eletterId)}`;
export const LETTERS_PATH = '/letters';
export const createLetterHref = (inquiryId: string) => `/reports/${encodeURIComponent(inquiryId)}/letter`;
export const reportHref = (inquiryId: string) => `/reports/${encodeURIComponent(inquiryId)}`;

/** The /letter-templates tabs, by their address (?tab=): templates first. */
export const LETTER_TABS = ['templates', 'reason-codes', 'settings'] as const;
export type LetterTab = (typeof LETTER_TABS)[number];
export const letterTabHref = (tab: LetterTab) => (tab === 'templates' ? LETTER_TEMPLATES_PATH : `${LETTER_TEMPLATES_PATH}?tab=${tab}`);
export const tabOf = (params: URLSearchParams): LetterTab => LETTER_TABS.find((t) => t === params.get('tab')) ?? 'templates';

/** The template list's state in the URL: page, size, q (key words), sort and order (reports.md §9: name ascending). */
export type TemplateListQuery = { page: number; size: number; q: string; sort: EletterSortField; order: 'asc' | 'desc' };

export const DEFAULT_TEMPLATE_QUERY: TemplateListQuery = {
  page: PAGING.defaultPage,
  size: PAGING.defaultPageSize,
  q: '',
  sort: ELETTER_LIST_DEFAULTS.sortbyfield,
  order: ELETTER_LIST_DEFAULTS.sortorder,
};

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : PAGING.defaultPage;
};
const sizeOf = (value: string | null) => {
  const n = Number(value);
  return (PAGING.pageSizeOptions as readonly number[]).includes(n) ? n : PAGING.defaultPageSize;
};

export function readTemplateQuery(params: URLSearchParams): TemplateListQuery {
  const sort = ELETTER_SORT_FIELDS.find((f) => f === params.get('sort')) ?? DEFAULT_TEMPLATE_QUERY.sort;
  return {
    page: pageOf(params.get('page')),
    size: sizeOf(params.get('size')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort,
    order: params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : DEFAULT_TEMPLATE_QUERY.order,
  };
}

/** Defaults are left out, so the plain list is just its path. */
export function writeTemplateQuery(query: TemplateListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort !== DEFAULT_TEMPLATE_QUERY.sort) params.set('sort', query.sort);
  if (query.order !== DEFAULT_TEMPLATE_QUERY.order) params.set('order', query.order);
  if (query.page !== DEFAULT_TEMPLATE_QUERY.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_TEMPLATE_QUERY.size) params.set('size', String(query.size));
  return params;
}

/** The tracker's state in the URL: status (due by default), page and size. */
export type TrackerQuery = { status: 'due' | 'sent' | 'all'; page: number; size: number };

export function readTrackerQuery(params: URLSearchParams): TrackerQuery {
  const status = params.get('status');
  return { status: status === 'sent' || status === 'all' ? status : 'due', page: pageOf(params.get('page')), size: sizeOf(params.get('size')) };
}

export function writeTrackerQuery(query: TrackerQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== 'due') params.set('status', query.status);
  if (query.page !== PAGING.defaultPage) params.set('page', String(query.page));
  if (query.size !== PAGING.defaultPageSize) params.set('size', String(query.size));
  return params;
}
