import { BATCHES_SORT, BATCH_ROWS_SORT, BATCH_ROW_STATUSES, PAGING, type BatchRowStatus, type SortOrder } from '@creditdesk/contracts';
import { readSort, writeSort } from '../../lib/list-sort-url';

/*
 * The batch screens' list state in the URL: /batch?q=&page=&size=&sort= for the company's batches, and
 * /batch/:batchId?status=&q=&page=&size=&sort= for a batch's rows. Defaults are left out of the URL.
 */

type Paging = { page: number; size: number; q: string };
export type ListQuery = Paging & { sort: SortOrder<(typeof BATCHES_SORT.columns)[number]> };
export type RowsQuery = Paging & { status: RowStatusFilter; sort: SortOrder<(typeof BATCH_ROWS_SORT.columns)[number]> };

/** The rows' filter: every row, or one status ('pending' reads "Waiting"). */
export type RowStatusFilter = 'all' | BatchRowStatus;
export const ROW_FILTERS: readonly { value: RowStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'reused', label: 'Reused' },
  { value: 'invalid', label: 'Invalid' },
  { value: 'pending', label: 'Waiting' },
];

const DEFAULT_LIST: Paging = { page: PAGING.defaultPage, size: PAGING.defaultPageSize, q: '' };

function readPaging(params: URLSearchParams): Paging {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST.page,
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : DEFAULT_LIST.size,
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

export const readListQuery = (params: URLSearchParams): ListQuery => ({ ...readPaging(params), sort: readSort(params, BATCHES_SORT) });

export function readRowsQuery(params: URLSearchParams): RowsQuery {
  const status = params.get('status');
  return {
    ...readPaging(params),
    status: (BATCH_ROW_STATUSES as readonly string[]).includes(status ?? '') ? (status as BatchRowStatus) : 'all',
    sort: readSort(params, BATCH_ROWS_SORT),
  };
}

export const writeListQuery = (query: ListQuery) => writeSort(writePaging(query), BATCHES_SORT, query.sort);
export const writeRowsQuery = (query: RowsQuery) => writeSort(writePaging(query), BATCH_ROWS_SORT, query.sort);

function writePaging(query: Paging & { status?: RowStatusFilter }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page !== DEFAULT_LIST.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_LIST.size) params.set('size', String(query.size));
  return params;
}
