import { BATCH_TEMPLATES_SORT, PAGING, type SortOrder } from '@creditdesk/contracts';
import { readSort, writeSort } from '../../lib/list-sort-url';

/** The input-template screens' addresses (the contracts' route table). */
export const TEMPLATE_LIST_PATH = '/batch/input-templates/template-list';
export const ADD_TEMPLATE_PATH = '/batch/input-templates/add-template';
export const editDetailsHref = (templateId: string) => `/batch/input-templates/edit-template-details?templateId=${encodeURIComponent(templateId)}`;
export const editMappingHref = (templateId: string) => `/batch/input-templates/edit-template?templateId=${encodeURIComponent(templateId)}`;

/** The list's state in the URL: page, size (10, 25, 50), q (key words: name or description), sort (a header's order). */
export type TemplateListQuery = { page: number; size: number; q: string; sort: SortOrder<(typeof BATCH_TEMPLATES_SORT.columns)[number]> };

/** reports.md §9: template lists start at page 1 of 10. */
export const DEFAULT_LIST_QUERY: TemplateListQuery = { page: PAGING.defaultPage, size: PAGING.defaultPageSize, q: '', sort: BATCH_TEMPLATES_SORT.defaultOrder };

export function readListQuery(params: URLSearchParams): TemplateListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_QUERY.page,
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : DEFAULT_LIST_QUERY.size,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: readSort(params, BATCH_TEMPLATES_SORT),
  };
}

/** Defaults are left out, so the plain list is just its path. */
export function writeListQuery(query: TemplateListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.page !== DEFAULT_LIST_QUERY.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_LIST_QUERY.size) params.set('size', String(query.size));
  return writeSort(params, BATCH_TEMPLATES_SORT, query.sort);
}
