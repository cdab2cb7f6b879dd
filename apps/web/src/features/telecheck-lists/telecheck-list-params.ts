import { PAGING, TELECHECK_LIST_SORT, TELECHECK_LIST_TYPES, type SortOrder, type TelecheckListType } from '@creditdesk/contracts';
import { readSort, writeSort } from '../../lib/list-sort-url';

/** The list screen's state in its URL: the list, the page, the search (key words, placement dates) and the order (a header's). */
export type TelecheckListView = {
  type: TelecheckListType;
  page: number;
  size: number;
  keyWords: string;
  fromDate: string;
  toDate: string;
  sort: SortOrder<(typeof TELECHECK_LIST_SORT.columns)[number]>;
};

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

export function listViewOf(params: URLSearchParams): TelecheckListView {
  const type = params.get('type');
  const size = positive(params.get('size'), PAGING.defaultPageSize);
  return {
    type: (TELECHECK_LIST_TYPES as readonly string[]).includes(type ?? '') ? (type as TelecheckListType) : 'collections',
    page: positive(params.get('page'), PAGING.defaultPage),
    size: (PAGING.pageSizeOptions as readonly number[]).includes(size) ? size : PAGING.defaultPageSize,
    keyWords: params.get('q') ?? '',
    fromDate: day(params.get('from')),
    toDate: day(params.get('to')),
    sort: readSort(params, TELECHECK_LIST_SORT),
  };
}

/** The URL's parameters of a view; defaults left out. */
export function paramsOf(view: TelecheckListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.type !== 'collections') params.set('type', view.type);
  if (view.page !== PAGING.defaultPage) params.set('page', String(view.page));
  if (view.size !== PAGING.defaultPageSize) params.set('size', String(view.size));
  if (view.keyWords) params.set('q', view.keyWords);
  if (view.fromDate) params.set('from', view.fromDate);
  if (view.toDate) params.set('to', view.toDate);
  return writeSort(params, TELECHECK_LIST_SORT, view.sort);
}
