import type { EidCompareApplicant, EidCompareDataSourceResponse } from '@creditdesk/contracts';
import type { BilledCall } from '../../../../datasources/data-source.js';

/** eIDcompare's data source: the applicant compared with the bureau's file. A real connector implements the same. */
export interface EidCompareDataSource {
  readonly name: string;
  compareIdentity(request: { applicant: EidCompareApplicant } & BilledCall): Promise<EidCompareDataSourceResponse>;
}

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    eidcompare: EidCompareDataSource;
  }
}
