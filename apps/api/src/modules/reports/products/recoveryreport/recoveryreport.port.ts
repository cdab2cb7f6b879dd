import type { ApplicantIdentityText, RecoveryDataSourceResponse } from '@creditdesk/contracts';
import { type BilledCall, unavailableErrorOf } from '../../../../datasources/data-source.js';

/** The consumer a Recovery Report locates: as the lender's account file knows them (the SSN nine digits without dashes, the date of birth YYYY-MM-DD). */
export type RecoveryConsumer = ApplicantIdentityText & {
  /** the last address the lender has (usually the one at the charge-off). */
  address: { line1: string; city: string; state: string; zip: string; country: 'US' | 'CA' };
};

export type RecoveryPull = {
  consumer: RecoveryConsumer;
  /** YYYY-MM-DD: "since the charge-off" is after it. */
  chargeOffDate: string;
  permissiblePurpose: string;
} & BilledCall;

/**
 * The Recovery Report's data source: the bureau's locate data for collections. The sandbox (sandbox/)
 * implements it; a real connector implements the same and nothing above it changes.
 */
export interface RecoveryDataSource {
  readonly name: string;
  pullRecovery(request: RecoveryPull): Promise<RecoveryDataSourceResponse>;
}

/** The locate service could not be reached; the pipeline answers 502 and stores nothing. */
export const RecoveryUnavailableError = unavailableErrorOf('locate service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    recoveryreport: RecoveryDataSource;
  }
}
