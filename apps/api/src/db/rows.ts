/** The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`, typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
