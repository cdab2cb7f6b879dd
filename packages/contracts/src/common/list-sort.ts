import { z } from 'zod';

/**
 * How a list is ordered by its column headers: one declaration per list endpoint of the columns a user
 * may sort by and the order without a choice. The query parameter is `sort=<column>` (ascending) or
 * `sort=-<column>` (descending); the server builds its ORDER BY from it (apps/api db/order-by.ts, with
 * the row id as the last key so paging is stable), the OpenAPI document lists the values, and the
 * portal's table headers (SortableHeaderCell) write it into the page's URL.
 */
export type SortDirection = 'asc' | 'desc';
export type SortOrder<C extends string = string> = { column: C; direction: SortDirection };

/** The query parameter's name. */
export const SORT_QUERY = 'sort';

export type ListSort<C extends string> = {
  columns: readonly C[];
  /** the order without a `sort` parameter. */
  defaultOrder: SortOrder<C>;
  /** the `sort` query parameter: optional, one of the declared values, read as a SortOrder (default applied). */
  query: z.ZodType<SortOrder<C>, string | undefined>;
  /**
   * the same, answering undefined without a `sort`: for a list whose unsorted order depends on its
   * filter (the letters tracker: by deadline while due, newest sent once sent).
   */
  optionalQuery: z.ZodType<SortOrder<C> | undefined, string | undefined>;
  /** a `sort` value read strictly: the default when absent, undefined when it names no declared column. */
  parse: (value: string | null | undefined) => SortOrder<C> | undefined;
  /** a `sort` value of the URL read leniently (the portal: an unknown one is the default, never an error). */
  read: (value: string | null | undefined) => SortOrder<C>;
};

/** `lastName` → asc, `-createdAt` → desc. */
export const formatSort = (order: SortOrder): string => (order.direction === 'desc' ? `-${order.column}` : order.column);

const parseSortValue = <C extends string>(columns: readonly C[], value: string): SortOrder<C> | undefined => {
  const direction: SortDirection = value.startsWith('-') ? 'desc' : 'asc';
  const column = value.replace(/^[-+]/, '');
  return (columns as readonly string[]).includes(column) ? { column: column as C, direction } : undefined;
};

/** The message of a refused `sort`: names the column and every one accepted. */
export const sortErrorMessage = (columns: readonly string[], value: unknown) =>
  `cannot sort by '${String(value)}': sort must be one of ${columns.join(', ')} (a leading - sorts descending)`;

/**
 * Declares a list's sortable columns: `listSort(['userName', 'createdAt'], 'userName')` or with a
 * descending default `listSort([...], '-createdAt')`.
 */
export function listSort<const C extends string>(columns: readonly [C, ...C[]], defaultSort: C | `-${C}`): ListSort<C> {
  const defaultOrder = parseSortValue(columns, defaultSort)!;
  const values = columns.flatMap((c) => [c, `-${c}`]);
  const sortParam = (otherwise: string) =>
    z.string().optional().meta({ enum: values, description: `Order: a column (ascending) or -column (descending); ${otherwise}` });
  const strict = (value: string, ctx: z.RefinementCtx): SortOrder<C> => {
    const order = parseSortValue(columns, value);
    if (order) return order;
    ctx.addIssue({ code: 'custom', message: sortErrorMessage(columns, value) });
    return z.NEVER;
  };
  const query = sortParam(`default ${defaultSort}`).transform((value, ctx): SortOrder<C> => (value ? strict(value, ctx) : defaultOrder));
  const optionalQuery = sortParam('without one, the list’s own order').transform((value, ctx) => (value ? strict(value, ctx) : undefined));
  const parse = (value: string | null | undefined) => (value ? parseSortValue(columns, value) : defaultOrder);
  const read = (value: string | null | undefined) => parse(value) ?? defaultOrder;
  return { columns, defaultOrder, query, optionalQuery, parse, read };
}

/** Whether an order is the list's default (the portal leaves it out of the URL then). */
export const isDefaultSort = (sort: ListSort<string>, order: SortOrder) =>
  order.column === sort.defaultOrder.column && order.direction === sort.defaultOrder.direction;
