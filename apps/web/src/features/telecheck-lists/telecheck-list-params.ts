import { PAGING, TELECHECK_LIST_TYPES, type TelecheckListType } from '@creditdesk/contracts';

/** The list screen's state in its URL: the list, the page, and the search (key words, placement dates). */
export type TelecheckListView = { type: TelecheckListType; page: number; size: number; keyWords: string; fromDate: string; toDate: string };

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
  };
}

/** The URL's parameters of a view; defaults left out. */
export function paramsOf(view: TelecheckListView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.type !== 'collections') params.type = view.type;
  if (view.page !== PAGING.defaultPage) params.page = String(view.page);
  if (view.size !== PAGING.defaultPageSize) params.size = String(view.size);
  if (view.keyWords) params.q = view.keyWords;
  if (view.fromDate) params.from = view.fromDate;
  if (view.toDate) params.to = view.toDate;
  return params;
}
