import { LEGACY_DOWN_USER_ID, LEGACY_HISTORIES, type LegacyHistoryEntry } from './legacy-history-personas.js';
import { type LegacyIdentity, type LegacyHistorySource, LegacySystemUnavailableError } from '../../legacy-history.js';
export * from '../../legacy-history.js';

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
