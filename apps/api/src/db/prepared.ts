/**
 * The hot queries built once per database (drizzle's `.prepare(name)`): the SQL text is not rebuilt
 * for every request, and on PostgreSQL each connection parses and plans the named statement once.
 * Kept per executor object, so a transaction prepares its own.
 */
const built = new WeakMap<object, Map<string, unknown>>();

export function preparedOnce<T>(executor: object, name: string, build: () => T): T {
  let byName = built.get(executor);
  if (!byName) built.set(executor, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build()));
  return statement;
}

type Raw = { all(values?: Record<string, unknown>): Promise<unknown> };

/**
 * A prepared statement's rows as node-postgres answers them, by column name, without drizzle's generic
 * per-column mapping (NodePgPreparedQuery.all: the app's one driver, db/client.ts). For a hot statement
 * whose caller maps its few columns itself; the timestamps stay PostgreSQL's text.
 */
export async function rawRowsOf<Row>(statement: object, values: Record<string, unknown>): Promise<Row[]> {
  const all = (statement as Partial<Raw>).all;
  if (typeof all !== 'function') throw new Error('rawRowsOf: not a node-postgres prepared statement');
  return (await all.call(statement, values)) as Row[];
}
