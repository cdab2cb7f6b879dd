import type { TelecheckDataSourceResponse, TelecheckReport, TelecheckResponse } from '@creditdesk/contracts';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/* The TeleCheck sandbox's answers for its documented accounts (docs/products/telecheck.md), as the contracts declare them. */

/** approved: MARGARET ELLISON's check on a long-standing account. */
export const APPROVED: TelecheckReport = {
  identifier: 'current',
  checkedAt: '2026-11-20T14:05:09.412Z',
  traceNumber: 'TC3F9A0C21B7',
  decision: 'approve',
  code: '00',
  reason: 'Approved',
  check: { routingNumber: '021000021', bankName: 'JPMORGAN CHASE BANK, NA', accountMasked: '****3456', checkNumber: '1042', amount: 125.5 },
  consumer: { firstName: 'MARGARET', lastName: 'ELLISON', idMasked: '****4567', idState: 'OH' },
  history: { unpaidReturnedChecks: 0, unpaidAmount: 0, checksLast24Hours: 0, checksLast30Days: 3, firstSeen: '2014-06-02' },
};

/** negativeHistory: two returned checks unpaid, declined with Code 4. */
export const DECLINED: TelecheckReport = {
  ...APPROVED,
  decision: 'decline',
  code: '04',
  reason: 'Declined: returned check unpaid (negative check history)',
  check: { ...APPROVED.check, accountMasked: '****0004', checkNumber: '2210', amount: 480 },
  consumer: { firstName: 'DWAYNE', lastName: 'PRICE', idMasked: '****0123', idState: 'TX' },
  history: { unpaidReturnedChecks: 2, unpaidAmount: 612.45, checksLast24Hours: 0, checksLast30Days: 1, firstSeen: '2019-03-18' },
};

export const telecheckDsr = (report: TelecheckReport): TelecheckDataSourceResponse => productDsr({ telecheckReport: report });

export const telecheckOrderResponse = (report: TelecheckReport, inquiryId?: string): TelecheckResponse => orderAnswer('telecheck', telecheckDsr(report), inquiryId);
