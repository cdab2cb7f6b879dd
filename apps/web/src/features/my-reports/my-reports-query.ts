import { MY_REPORTS_SORT, PAGING, type SortOrder, formatRangeEnd, formatRangeStart } from '@creditdesk/contracts';
import { readSort, sortArg, writeSort } from '../../lib/list-sort-url';
import { isoDay, localDay } from '../../lib/url-day';
import type { ReportsListArgs } from './api';

/** My Reports' state in the URL: page, size, q (key words), from and to (YYYY-MM-DD), alerts (only the unresolved), inquiry (open report), sort (a header's order). */
export type MyReportsQuery = { page: number; size: number; q: string; from: string; to: string; alerts: boolean; inquiry: string; sort: SortOrder<(typeof MY_REPORTS_SORT.columns)[number]> };

export const DEFAULT_QUERY: MyReportsQuery = {
  page: PAGING.defaultPage,
  size: PAGING.defaultPageSize,
  q: '',
  from: '',
  to: '',
  alerts: false,
  inquiry: '',
  sort: MY_REPORTS_SORT.defaultOrder,
};


export function readMyReportsQuery(params: URLSearchParams): MyReportsQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_QUERY.page,
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : DEFAULT_QUERY.size,
    q: (params.get('q') ?? '').trim(),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    alerts: params.get('alerts') === 'unresolved',
    inquiry: params.get('inquiry') ?? '',
    sort: readSort(params, MY_REPORTS_SORT),
  };
}

/** The URL for a state; defaults are left out so the plain list is just /my-reports. */
export function writeMyReportsQuery(query: MyReportsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.inquiry) params.set('inquiry', query.inquiry);
  if (query.q) params.set('q', query.q);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.alerts) params.set('alerts', 'unresolved');
  if (query.page !== DEFAULT_QUERY.page) params.set('page', String(query.page));
  if (query.size !== DEFAULT_QUERY.size) params.set('size', String(query.size));
  return writeSort(params, MY_REPORTS_SORT, query.sort);
}

export const hasFilters = (query: MyReportsQuery) => Boolean(query.q || query.from || query.to || query.alerts);

/** The list call for a state: date bounds as MM/DD/YYYY 00:00:00 and MM/DD/YYYY 23:59:59. */
export function listArgsOf(query: MyReportsQuery, customerId: string): ReportsListArgs {
  return {
    customerId,
    pageNumber: query.page,
    pageSize: query.size,
    ...sortArg(MY_REPORTS_SORT, query.sort),
    ...(query.from ? { fromDate: formatRangeStart(localDay(query.from)) } : {}),
    ...(query.to ? { toDate: formatRangeEnd(localDay(query.to)) } : {}),
    ...(query.q ? { keyWords: query.q } : {}),
    ...(query.alerts ? { alerts: 'unresolved' as const } : {}),
  };
}
