import type { MlaDataSourceResponse, MlaReport, MlaResponse } from '@creditdesk/contracts';
import { ELLISON_SUBJECT } from '../../testing/sandbox-subjects';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/* The MLA sandbox's answers for its documented consumers (docs/products/mla.md), as the contracts declare them. */

/** activeDuty: MARCUS BELL, a covered member. */
export const COVERED_MEMBER: MlaReport = {
  identifier: 'current',
  subject: { firstName: 'MARCUS', middleName: null, lastName: 'BELL', suffix: null, ssnMasked: '***-**-1006', dateOfBirth: '1992-01-17' },
  coveredBorrower: true,
  status: 'covered-member',
  statusText: 'Covered borrower',
  recordsAsOf: '2026-11-01',
  checkedAt: '2026-11-20T14:05:09.412Z',
  source: 'Department of Defense, Defense Manpower Data Center: MLA database (sandbox)',
  certificateId: 'MLA-3F9A0C21B7E4',
};

/** civilian: MARGARET ELLISON, not covered. */
export const NOT_COVERED: MlaReport = {
  ...COVERED_MEMBER,
  subject: ELLISON_SUBJECT,
  coveredBorrower: false,
  status: 'not-covered',
  statusText: 'Not a covered borrower',
  certificateId: 'MLA-0B12C9D4E5F6',
};

export const mlaDsr = (mlaReport: MlaReport, errors: MlaDataSourceResponse['errors'] = []): MlaDataSourceResponse => productDsr({ mlaReport }, errors);

export const mlaOrderResponse = (report: MlaReport, inquiryId?: string): MlaResponse => orderAnswer('mla', mlaDsr(report), inquiryId);
