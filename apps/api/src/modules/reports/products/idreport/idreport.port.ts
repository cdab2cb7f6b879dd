import type { IdReportConsumer, IdReportDataSourceResponse } from '@creditdesk/contracts';
import { type BilledCall, unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * The ID Report's data source: verification of one submitted identity against the identity
 * records, the SSA's rules and the Death Master File. The sandbox (sandbox/) implements it; a real
 * connector implements the same and nothing above it changes.
 */
export type IdReportVerification = {
  /** the identity as submitted: SSN as nine digits, optional parts absent when not given. */
  consumer: IdReportConsumer;
} & BilledCall;

export interface IdReportDataSource {
  readonly name: string;
  verifyIdentity(request: IdReportVerification): Promise<IdReportDataSourceResponse>;
}

/** The identity verification service could not be reached; the pipeline answers 502 and stores nothing. */
export const IdentityServiceUnavailableError = unavailableErrorOf('identity verification service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    idreport: IdReportDataSource;
  }
}
