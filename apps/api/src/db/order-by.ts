import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SortOrder } from '@creditdesk/contracts';

/** What a declared sort column is read from: a table column or an SQL expression of the query's row. */
export type SortExpression = AnyColumn | SQLWrapper;

/**
 * The ORDER BY of a list from its declared sort (packages/contracts, listSort) and the map of each
 * declared column to what it is read from. Text compares case-blind when `caseBlind` names it; empty
 * values (null) come last whichever the direction; the last key is the row's id (`tieBreak`), so a
 * page never repeats or skips a row of equal values.
 */
export function orderByOf<C extends string>(
  order: SortOrder<C>,
  columns: Record<C, SortExpression>,
  tieBreak: SortExpression,
  options: { caseBlind?: readonly C[] } = {},
): SQL[] {
  const expression = columns[order.column];
  const key = options.caseBlind?.includes(order.column) ? sql`lower(${expression})` : sql`${expression}`;
  const direction = order.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${key} ${direction}`, sql`${tieBreak} asc`];
}
