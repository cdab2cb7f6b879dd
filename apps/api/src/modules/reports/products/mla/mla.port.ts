import { type MlaConsumer, type MlaDataSourceResponse } from '@creditdesk/contracts';
import { unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * The Military Lending Act check's data source: the Defense Manpower Data Center (DMDC), asked by
 * SSN, date of birth and name whether the consumer is a covered borrower. The sandbox (sandbox/)
 * implements it; a real connector implements the same and nothing above it changes.
 */
export type MlaCheck = { consumer: MlaConsumer; idempotencyKey: string };

export interface MlaDataSource {
  readonly name: string;
  checkCoveredBorrower(request: MlaCheck): Promise<MlaDataSourceResponse>;
}

/** The DMDC could not be reached; the pipeline answers 502 and stores nothing. */
export const DmdcUnavailableError = unavailableErrorOf('Defense Manpower Data Center');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    mla: MlaDataSource;
  }
}
