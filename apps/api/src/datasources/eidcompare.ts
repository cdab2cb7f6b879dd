import type { EidCompareApplicant, EidCompareDataSourceResponse } from '@creditdesk/contracts';
import type { BilledCall } from './data-source.js';

/** eIDcompare's data source: the applicant compared with the bureau's file. A real connector implements the same. */
export interface EidCompareDataSource {
  readonly name: string;
  compareIdentity(request: { applicant: EidCompareApplicant } & BilledCall): Promise<EidCompareDataSourceResponse>;
}

declare module './data-sources.js' {
  interface DataSources {
    eidcompare: EidCompareDataSource;
  }
}
