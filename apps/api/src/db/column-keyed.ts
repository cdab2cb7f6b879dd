import { type Table, getTableColumns } from 'drizzle-orm';

/**
 * Insert values as a JSON array keyed by the table's column names, for a SQL function that inserts
 * them with jsonb_populate_record (batch_store_slice, migration 0037). A value left undefined is not
 * named (the column keeps its default); dates become ISO text and jsonb columns stay JSON.
 */
export function columnKeyed<T extends Table>(table: T, rows: readonly T['$inferInsert'][], extra: (row: T['$inferInsert'], i: number) => Record<string, unknown> = () => ({})): Record<string, unknown>[] {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return rows.map((row, i) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
      if (value !== undefined) out[columns[key].name] = value;
    }
    return { ...out, ...extra(row, i) };
  });
}
