import type { SourceObserver } from './observed-source.js';

/**
 * The data sources behind the products, by key: each port (./dtec.ts, ./firstsearch.ts, …: the
 * interface a real connector implements) adds its own line here by declaration merging, and
 * ./sandbox/sandbox-data-sources.ts must give every one a sandbox (the type refuses a port without).
 * A real connector, or a test's stand-in (an outage), is given in `buildApp({ dataSources })`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the ports' declaration merging
export interface DataSources {}

/** Sources whose default lives with their module, not in the sandbox (the OFAC screen on the SDN list in the database). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleDataSources {}

export type DataSourceOverrides = Readonly<Partial<DataSources & ModuleDataSources>>;

/** Every port's maker, for the sandbox (./sandbox/sandbox-data-sources.ts) to give one for each. */
export type DataSourceMakers = { readonly [K in keyof DataSources]: () => DataSources[K] };

/** An app's data sources (`ctx.dataSources`): the ones given at build, else the sandbox's, made on first use. */
export class DataSourceSet {
  private readonly made: Partial<DataSources> = {};
  private readonly observed: Partial<DataSources> = {};
  constructor(
    private readonly overrides: DataSourceOverrides,
    private readonly fallback: DataSourceMakers,
    /** spans and counts every call (observability on: datasources/observed-source.ts). */
    private readonly observe?: SourceObserver,
  ) {}

  get<K extends keyof DataSources>(key: K): DataSources[K] {
    const given: DataSources[K] | undefined = this.overrides[key];
    const source = given ?? (this.made[key] ??= this.fallback[key]());
    if (!this.observe) return source;
    return (this.observed[key] ??= this.observe(String(key), source as DataSources[K] & object));
  }

  /** a module's own source when one was given (its default is the module's). */
  own<K extends keyof ModuleDataSources>(key: K): ModuleDataSources[K] | undefined {
    return this.overrides[key];
  }
}
