import type { EidVerifierApplicant, EidVerifierDataSourceResponse } from '@creditdesk/contracts';
import type { BilledCall } from '../../../../datasources/data-source.js';

/**
 * eIDverifier's data source: the questions for an applicant and their answer key. The key goes to the
 * server, which keeps it encrypted with the stored report and scores the answers itself; it is never
 * sent to the portal. A real connector implements the same.
 */
export interface EidVerifierDataSource {
  readonly name: string;
  startVerification(request: { applicant: EidVerifierApplicant } & BilledCall): Promise<{ dataSourceResponse: EidVerifierDataSourceResponse; answerKey: Record<string, string> }>;
}

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    eidverifier: EidVerifierDataSource;
  }
}
