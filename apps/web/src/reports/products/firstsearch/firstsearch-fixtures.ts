import type { FirstSearchCandidate, FirstSearchDataSourceResponse, FirstSearchReport, FirstSearchResponse } from '@creditdesk/contracts';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/* The First Search sandbox's answers for its documented searches (docs/products/firstsearch.md), as the contracts declare them. */

const JOHNSON_HOME = { line1: '77 Maple Ave', city: 'Springfield', state: 'IL', zip: '62704' };

export const MICHAEL: FirstSearchCandidate = {
  candidateId: 'FS-2001',
  name: { firstName: 'MICHAEL', middleName: null, lastName: 'JOHNSON', suffix: null },
  ssnMasked: '***-**-2001',
  birthYear: 1971,
  phone: '2175550150',
  addresses: [
    { ...JOHNSON_HOME, firstReported: '2004-06-01', lastReported: '2026-10-01', current: true },
    { line1: '1400 N Grand Ave', city: 'Springfield', state: 'IL', zip: '62702', firstReported: '1998-02-01', lastReported: '2004-05-01', current: false },
  ],
  matchScore: 95,
  matched: ['name', 'address'],
};

export const MICHELLE: FirstSearchCandidate = {
  candidateId: 'FS-2003',
  name: { firstName: 'MICHELLE', middleName: null, lastName: 'JOHNSON', suffix: null },
  ssnMasked: '***-**-2003',
  birthYear: 1974,
  phone: null,
  addresses: [{ ...JOHNSON_HOME, firstReported: '2004-06-01', lastReported: '2026-10-01', current: true }],
  matchScore: 74,
  matched: ['address'],
};

/** household: Michael Johnson at 77 Maple Ave (two of the three files, for brevity). */
export const HOUSEHOLD: FirstSearchReport = {
  identifier: 'current',
  criteria: { name: 'MICHAEL JOHNSON', address: '77 Maple Ave, Springfield, IL 62704', phone: null, ssnMasked: null },
  candidates: [MICHAEL, MICHELLE],
  searchedAt: '2026-11-20T14:05:09.412Z',
};

/** noHit: nobody on file. */
export const NO_HIT: FirstSearchReport = { ...HOUSEHOLD, criteria: { name: null, address: null, phone: null, ssnMasked: '***-**-0000' }, candidates: [] };

export const firstSearchDsr = (firstSearchReport: FirstSearchReport): FirstSearchDataSourceResponse => productDsr({ firstSearchReport });
export const firstSearchOrderResponse = (report: FirstSearchReport): FirstSearchResponse => orderAnswer('firstsearch', firstSearchDsr(report));
