import { BATCH_ROW_STATUSES, PAGING, type BatchRowStatus } from '@creditdesk/contracts';

/*
 * The batch screens' list state in the URL: /batch?q=&page=&size= for the company's batches, and
 * /batch/:batchId?status=&q=&page=&size= for a batch's rows. Defaults are left out of the URL.
 */

export type ListQuery = { page: number; size: number; q: string };
export type RowsQuery = ListQuery & { status: RowStatusFilter };

/** The rows' filter: every row, or one status ('pending' reads "Waiting"). */
export type RowStatusFilter = 'all' | BatchRowStatus;
export const ROW_FILTERS: readonly { value: RowStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'invalid', label: 'Invalid' },
  { value: 'pending', label: 'Waiting' },
];

const DEFAULT_LIST: ListQuery = { page: PAGING.defaultPage, size: PAGING.defaultPageSize, q: '' };

export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST.page,
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : DEFAULT_LIST.size,
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

export function readRowsQuery(params: URLSearchParams): RowsQuery {
  const status = params.get('status');
  return { ...readListQuery(params), status: (BATCH_ROW_STATUSES as readonly string[]).includes(status ?? '') ? (status as BatchRowStatus) : 'all' };
}

export function writeQuery(query: ListQuery & { status?: RowStatusFilter }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page !== DEFAULT_LIST.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_LIST.size) params.set('size', String(query.size));
  return params;
}
