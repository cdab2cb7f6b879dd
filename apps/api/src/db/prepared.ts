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
