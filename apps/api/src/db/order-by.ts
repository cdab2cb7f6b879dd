import { type AnyColumn, type SQL, type SQLWrapper, type Table, sql } from 'drizzle-orm';
import type { SortOrder } from '@creditdesk/contracts';

/** What a declared sort column is read from: a table column or an SQL expression of the query's row. */
export type SortExpression = AnyColumn | SQLWrapper;

/**
 * The ORDER BY of a list from its declared sort (packages/contracts, listSort) and the map of each
 * declared column to what it is read from. Text compares case-blind when `caseBlind` names it; empty
 * values come last both ways (`nullable` names the columns that may be empty: a descending order
 * adds NULLS LAST for them only, so an index on a column that is never empty still serves both
 * directions); the last key is the row's id (`tieBreak`) in the same direction, so a page never repeats
 * or skips a row of equal values and an index ending in the id is read forwards or backwards.
 */
export function orderByOf<C extends string>(
  order: SortOrder<C>,
  columns: Record<C, SortExpression>,
  tieBreak: SortExpression,
  options: { caseBlind?: readonly C[]; nullable?: readonly C[] } = {},
): SQL[] {
  const expression = columns[order.column];
  const key = options.caseBlind?.includes(order.column) ? sql`lower(${expression})` : sql`${expression}`;
  if (order.direction === 'asc') return [sql`${key} asc`, sql`${tieBreak} asc`];
  const nulls = options.nullable?.includes(order.column) ? sql` nulls last` : sql``;
  return [sql`${key} desc${nulls}`, sql`${tieBreak} desc`];
}

/**
 * Keyset paging in the order orderByOf makes (an export read a batch at a time, issue 33): the rows
 * after the row `lastId` names, compared as (key, id) rows. The last row's key is read back from the
 * table by its id rather than carried by the caller, so a timestamp keeps its microseconds (rows
 * stored in one statement share one) and a case-blind key is lowered alike. For columns that are never
 * empty only (a NULL key has no place in a row comparison).
 */
export function keysetAfter<C extends string>(
  order: SortOrder<C>,
  columns: Record<C, SortExpression>,
  tieBreak: SortExpression,
  table: Table,
  lastId: string,
  options: { caseBlind?: readonly C[] } = {},
): SQL {
  const expression = columns[order.column];
  const key = options.caseBlind?.includes(order.column) ? sql`lower(${expression})` : sql`${expression}`;
  const after = order.direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${key}, ${tieBreak}) ${after} (select ${key}, ${tieBreak} from ${table} where ${tieBreak} = ${lastId})`;
}
