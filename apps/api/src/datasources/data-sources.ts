import type { AppContext } from '../app-context.js';

/**
 * The data sources behind the products other than the consumer bureau, by name ('idreport', …).
 * Each product's adapter asks for its own with a sandbox fallback; a real connector (selected by
 * configuration) or a test's stand-in (an outage) is given in `buildApp({ dataSources })`.
 */
export type DataSourceOverrides = Readonly<Record<string, unknown>>;

const sandboxes = new Map<string, unknown>();

export function dataSourceFor<T>(ctx: AppContext, name: string, sandbox: () => T): T {
  const given = ctx.dataSources[name];
  if (given !== undefined) return given as T;
  if (!sandboxes.has(name)) sandboxes.set(name, sandbox());
  return sandboxes.get(name) as T;
}
