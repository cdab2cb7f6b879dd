import type { LegacyReportItem } from '@creditdesk/contracts';

/** One report of a legacy user's history: whose it is, the list item and its formatted report. */
export type LegacyHistoryEntry = { legacyCustomerId: string; legacyUserId: string; item: LegacyReportItem; formatted: string };

/** The legacy user the sandbox answers as "the legacy system is down". */
export const LEGACY_DOWN_USER_ID = 'U-DOWN';

/** The legacy system's printout of a report: fixed-width lines, the SSN masked, as its screens showed it. */
function printout(item: LegacyReportItem, body: readonly string[]): string {
  const rule = '-'.repeat(64);
  return [
    `${item.productName.toUpperCase()}  (${item.productCode})`,
    rule,
    `REPORT ID ........ ${item.id}`,
    `ORDERED .......... ${item.orderedAt.slice(0, 16).replace('T', ' ')} UTC`,
    `ACCOUNT .......... ${item.accountNumber}`,
    `REFERENCE ........ ${item.customerReferenceNumber}`,
    ...(item.batchName ? [`BATCH ............ ${item.batchName}`] : []),
    `CONSUMER ......... ${item.consumerName.toUpperCase()}`,
    `SSN .............. ${item.ssnMasked || 'NOT GIVEN'}`,
    rule,
    ...body,
    rule,
    'END OF REPORT',
  ].join('\n');
}

const entry = (legacyUserId: string, item: LegacyReportItem, body: readonly string[]): LegacyHistoryEntry => ({ legacyCustomerId: 'HS-004417', legacyUserId, item, formatted: printout(item, body) });

const base = { accountNumber: '400500600', batchName: null };

/**
 * The documented histories (docs/legacy-report-history.md), of Heritage Savings (legacy customer
 * HS-004417): the demo's legacy.user (U-100217) ordered four reports there, one in a batch; a
 * colleague (U-100218) two, which legacy.user must never read.
 */
export const LEGACY_HISTORIES: readonly LegacyHistoryEntry[] = [
  entry('U-100217', { ...base, id: 'LR-100217-0004', productCode: 'CCR', productName: 'Consumer Credit Report', consumerName: 'Margaret Ellison', ssnMasked: '***-**-1001', customerReferenceNumber: 'HEL-2291', orderedAt: '2025-09-18T15:42:00.000Z' }, [
    'SCORE ............ 781  (FICO 8)',
    'TRADELINES ....... 21 OPEN, 0 DEROGATORY',
    'INQUIRIES ........ 2 IN 12 MONTHS',
    'PUBLIC RECORDS ... NONE',
  ]),
  entry('U-100217', { ...base, id: 'LR-100217-0003', productCode: 'CCR', productName: 'Consumer Credit Report', consumerName: 'Kevin Doyle', ssnMasked: '***-**-1008', customerReferenceNumber: 'AUTO-0871', orderedAt: '2025-06-02T13:05:00.000Z', batchName: 'June auto renewals' }, [
    'SCORE ............ 588  (FICO 8)',
    'TRADELINES ....... 9 OPEN, 3 DEROGATORY',
    'PUBLIC RECORDS ... CHAPTER 7 BANKRUPTCY, DISCHARGED 2019-03',
  ]),
  entry('U-100217', { ...base, id: 'LR-100217-0002', productCode: 'IDRT', productName: 'ID Report', consumerName: 'Priya Raman', ssnMasked: '***-**-1003', customerReferenceNumber: 'NEW-ACCT-55', orderedAt: '2024-11-20T10:15:00.000Z' }, [
    'SSN .............. ISSUED, NOT DECEASED',
    'NAME MATCH ....... EXACT',
    'ADDRESS MATCH .... CURRENT ADDRESS ON FILE',
  ]),
  entry('U-100217', { ...base, id: 'LR-100217-0001', productCode: 'NAL', productName: 'OneView', consumerName: 'Tyler Okafor', ssnMasked: '***-**-1002', customerReferenceNumber: 'STU-3310', orderedAt: '2024-03-07T09:30:00.000Z' }, [
    'SCORE ............ 652',
    'TRADELINES ....... 2 OPEN (THIN FILE)',
  ]),
  entry('U-100218', { ...base, id: 'LR-100218-0002', productCode: 'CCR', productName: 'Consumer Credit Report', consumerName: 'Harold Jennings', ssnMasked: '***-**-1007', customerReferenceNumber: 'EST-0042', orderedAt: '2025-08-11T11:00:00.000Z' }, ['DECEASED INDICATOR ON FILE']),
  entry('U-100218', { ...base, id: 'LR-100218-0001', productCode: 'CCR', productName: 'Consumer Credit Report', consumerName: 'Sofia Marquez', ssnMasked: '***-**-1005', customerReferenceNumber: 'CARD-118', orderedAt: '2025-01-29T16:20:00.000Z' }, ['SCORE ............ 702']),
];
