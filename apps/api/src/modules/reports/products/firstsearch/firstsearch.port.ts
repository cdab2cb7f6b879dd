import type { FirstSearchCriteria, FirstSearchDataSourceResponse } from '@creditdesk/contracts';
import { unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * First Search's data source: the bureau's files searched by partial criteria (a name with an
 * address, a phone, an SSN). The sandbox (sandbox/) implements it; a real connector implements the same
 * and nothing above it changes.
 */
export type FirstSearchQuery = { criteria: FirstSearchCriteria; idempotencyKey: string };

export interface FirstSearchDataSource {
  readonly name: string;
  search(request: FirstSearchQuery): Promise<FirstSearchDataSourceResponse>;
}

/** The bureau's search could not be reached; the pipeline answers 502 and stores nothing. */
export const FirstSearchUnavailableError = unavailableErrorOf('First Search service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    firstsearch: FirstSearchDataSource;
  }
}
