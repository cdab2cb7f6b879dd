import type { LegacyReportItem } from '@creditdesk/contracts';
import { unavailableErrorOf } from './data-source.js';

/**
 * The legacy system's report history: the reports a legacy user ordered there, and each one's
 * formatted report as it printed it. Asked only with the identity the portal stored at migration
 * (legacyCustomerId, legacyUserId), so a caller reaches only their own. The sandbox (sandbox/)
 * implements it; a real connector implements the same and nothing above it changes.
 */
export type LegacyIdentity = { legacyCustomerId: string; legacyUserId: string };
export type LegacyHistoryQuery = { pageNumber: number; pageSize: number; from?: Date; to?: Date; keyWords: string };

export interface LegacyHistorySource {
  readonly name: string;
  history(identity: LegacyIdentity, query: LegacyHistoryQuery): Promise<{ content: LegacyReportItem[]; total: number }>;
  /** the report, or undefined when it is not this legacy user's (or does not exist). */
  report(identity: LegacyIdentity, id: string): Promise<{ item: LegacyReportItem; formatedResponse: string } | undefined>;
}

/** The legacy system could not be reached: 502, nothing shown. */
export const LegacySystemUnavailableError = unavailableErrorOf('legacy reporting system');

declare module './data-sources.js' {
  interface DataSources {
    legacyHistory: LegacyHistorySource;
  }
}
