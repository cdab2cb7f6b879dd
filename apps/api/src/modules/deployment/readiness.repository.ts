import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The newest migration the database has applied (drizzle's `created_at` is the journal's `when`), or
 * undefined when this role may not read drizzle's table (the application role of docs/audit.md owns
 * nothing: its owner migrated at start).
 */
export async function newestAppliedMigration(db: Db): Promise<number | undefined> {
  try {
    const [row] = rowsOf<{ newest: string | null }>(await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`));
    return Number(row?.newest ?? 0);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === '42501' || (err as { code?: string }).code === '42501') return undefined;
    throw err;
  }
}
