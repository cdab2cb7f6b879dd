import type { DtecApplicant, DtecDataSourceResponse } from '@creditdesk/contracts';
import { type BilledCall, unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * DTEC's data source: the fraud screen of one application's identity (the identities on the SSN,
 * alerts, the Death Master File, the address and phone, the inquiries on the identity). The sandbox
 * implements it; a real connector implements the same and nothing above it changes.
 */
export type DtecScreening = {
  /** the identity as the application gives it: SSN and phone as digits, optional parts absent when not given. */
  applicant: DtecApplicant;
} & BilledCall;

export interface DtecDataSource {
  readonly name: string;
  screenIdentity(request: DtecScreening): Promise<DtecDataSourceResponse>;
}

/** The fraud screening service could not be reached; the pipeline answers 502 and stores nothing. */
export const FraudScreeningUnavailableError = unavailableErrorOf('fraud screening service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    dtec: DtecDataSource;
  }
}
