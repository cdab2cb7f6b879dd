import { type ListSort, SORT_QUERY, type SortOrder, formatSort, isDefaultSort } from '@creditdesk/contracts';

/*
 * A list's order in the page's URL (`?sort=lastName`, `?sort=-createdAt`), next to its filters: read
 * leniently (an unknown column is the list's default order), left out when it is the default, and
 * sent to the server as the same `sort` value its endpoint declares (packages/contracts listSort).
 */

/** The order the URL names, or the list's default. */
export const readSort = <C extends string>(params: URLSearchParams, sort: ListSort<C>): SortOrder<C> => sort.read(params.get(SORT_QUERY));

/**
 * The order the URL names, or none (undefined) for a list whose unsorted order is its filter's own (the
 * letters tracker: by deadline while due, newest sent once sent).
 */
export const readChosenSort = <C extends string>(params: URLSearchParams, sort: ListSort<C>): SortOrder<C> | undefined => {
  const value = params.get(SORT_QUERY);
  return value ? sort.parse(value) : undefined;
};

/** Writes the order into the URL's params unless it is the default or none (the plain list stays a plain URL). */
export function writeSort<C extends string>(params: URLSearchParams, sort: ListSort<C>, order: SortOrder<C> | undefined): URLSearchParams {
  if (order && !isDefaultSort(sort, order)) params.set(SORT_QUERY, formatSort(order));
  return params;
}

/** The page's params with the list's order replaced by `order` (the other params kept). */
export function withSort<C extends string>(params: URLSearchParams, sort: ListSort<C>, order: SortOrder<C>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SORT_QUERY);
  return writeSort(next, sort, order);
}

/** The `sort` query argument of the list's call: omitted for the default order or none (the server's own order). */
export const sortArg = <C extends string>(sort: ListSort<C>, order: SortOrder<C> | undefined): { sort?: string } =>
  !order || isDefaultSort(sort, order) ? {} : { sort: formatSort(order) };

/** A header clicked: its column ascending, or the other way round when it is the column sorted by already. */
export function nextSort<C extends string>(current: SortOrder<C> | undefined, column: C): SortOrder<C> {
  if (current?.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** A sortable table's order and what a header's click asks for (ListTable, SortableHeaderCell). */
export type ListSorting = {
  order: SortOrder | undefined;
  /** a header clicked (nextSort). */
  onSort: (column: string) => void;
  /** an order chosen outright (a phone's Sort by). */
  onOrder: (order: SortOrder) => void;
};

/** The table's sorting for a list whose order is `order`: a click sets the next order (and the list goes back to its first page). */
export const sortingOf = <C extends string>(order: SortOrder<C> | undefined, onChange: (order: SortOrder<C>) => void): ListSorting => ({
  order,
  onSort: (column) => onChange(nextSort(order, column as C)),
  onOrder: (next) => onChange(next as SortOrder<C>),
});
