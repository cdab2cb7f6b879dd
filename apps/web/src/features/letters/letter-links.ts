import { ELETTER_TEMPLATES_SORT, LETTERS_SORT, PAGING, type EletterSortField, type SortOrder, formatSort } from '@creditdesk/contracts';
import { readChosenSort, readSort, writeSort } from '../../lib/list-sort-url';

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

/** The template list's state in the URL: page, size, q (key words) and sort (reports.md §9: name ascending). */
export type TemplateListQuery = { page: number; size: number; q: string; sort: SortOrder<EletterSortField> };

export const DEFAULT_TEMPLATE_QUERY: TemplateListQuery = {
  page: PAGING.defaultPage,
  size: PAGING.defaultPageSize,
  q: '',
  sort: ELETTER_TEMPLATES_SORT.defaultOrder,
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
  return {
    page: pageOf(params.get('page')),
    size: sizeOf(params.get('size')),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: readSort(params, ELETTER_TEMPLATES_SORT),
  };
}

/** Defaults are left out, so the plain list is just its path. */
export function writeTemplateQuery(query: TemplateListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page !== DEFAULT_TEMPLATE_QUERY.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_TEMPLATE_QUERY.size) params.set('size', String(query.size));
  return writeSort(params, ELETTER_TEMPLATES_SORT, query.sort);
}

/** The tracker's state in the URL: status (due by default), page, size and sort (a header's order; none: the status's own). */
export type TrackerQuery = { status: 'due' | 'sent' | 'all'; page: number; size: number; sort: SortOrder<(typeof LETTERS_SORT.columns)[number]> | undefined };

export function readTrackerQuery(params: URLSearchParams): TrackerQuery {
  const status = params.get('status');
  return {
    status: status === 'sent' || status === 'all' ? status : 'due',
    page: pageOf(params.get('page')),
    size: sizeOf(params.get('size')),
    sort: readChosenSort(params, LETTERS_SORT),
  };
}

export function writeTrackerQuery(query: TrackerQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== 'due') params.set('status', query.status);
  if (query.page !== PAGING.defaultPage) params.set('page', String(query.page));
  if (query.size !== PAGING.defaultPageSize) params.set('size', String(query.size));
  // (the tracker has no default column: any chosen order is written)
  if (query.sort) params.set('sort', formatSort(query.sort));
  return params;
}
