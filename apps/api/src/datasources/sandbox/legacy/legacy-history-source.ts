import type { LegacyReportItem } from '@creditdesk/contracts';
import { DataSourceUnavailableError } from '../../data-source.js';
import { LEGACY_DOWN_USER_ID, LEGACY_HISTORIES, type LegacyHistoryEntry } from './legacy-history-personas.js';

/**
 * The legacy system's report history: the reports a legacy user ordered there, and each one's
 * formatted report as it printed it. Asked only with the identity the portal stored at migration
 * (legacyCustomerId, legacyUserId), so a caller reaches only their own. The sandbox below
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
export class LegacySystemUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('legacy reporting system', message);
  }
}

const matches = (entry: LegacyHistoryEntry, words: string) => {
  if (!words) return true;
  const text = [entry.item.consumerName, entry.item.customerReferenceNumber, entry.item.accountNumber, entry.item.productName, entry.item.productCode, entry.item.batchName ?? ''].join(' ').toLowerCase();
  return words.toLowerCase().split(/\s+/).every((w) => text.includes(w));
};

/** The sandbox: the documented histories (docs/legacy-report-history.md) by legacy identity; the user U-DOWN stands for the system being down. */
export function createSandboxLegacyHistory(): LegacyHistorySource {
  const entriesOf = (identity: LegacyIdentity) => {
    if (identity.legacyUserId === LEGACY_DOWN_USER_ID) throw new LegacySystemUnavailableError();
    return LEGACY_HISTORIES.filter((e) => e.legacyCustomerId === identity.legacyCustomerId && e.legacyUserId === identity.legacyUserId);
  };
  return {
    name: 'sandbox',
    async history(identity, q) {
      const found = entriesOf(identity)
        .filter((e) => (!q.from || new Date(e.item.orderedAt) >= q.from) && (!q.to || new Date(e.item.orderedAt) <= q.to) && matches(e, q.keyWords))
        .sort((a, b) => b.item.orderedAt.localeCompare(a.item.orderedAt));
      const start = (q.pageNumber - 1) * q.pageSize;
      return { content: found.slice(start, start + q.pageSize).map((e) => e.item), total: found.length };
    },
    async report(identity, id) {
      const entry = entriesOf(identity).find((e) => e.item.id === id);
      return entry ? { item: entry.item, formatedResponse: entry.formatted } : undefined;
    },
  };
}
