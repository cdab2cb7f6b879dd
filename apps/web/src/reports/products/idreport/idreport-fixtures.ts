import type { IdReport, IdReportDataSourceResponse, IdReportResponse } from '@creditdesk/contracts';
import { ELLISON_ADDRESS, ELLISON_SUBJECT } from '../../testing/sandbox-subjects';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/* The sandbox's answers for the ID Report's documented consumers (docs/products/idreport.md), as the contracts declare them. */

/** Every element matching the file, the current address reported since `since`. */
const everyElementMatches = (since: string): IdReport['elements'] => [
  { element: 'name', result: 'match', detail: 'First and last name match the name on file.' },
  { element: 'ssn', result: 'match', detail: 'The SSN is on file for this name.' },
  { element: 'dateOfBirth', result: 'match', detail: 'The date of birth matches the one on file.' },
  { element: 'address', result: 'match', detail: `The current address on file, reported since ${since}.` },
];

/** clean: MARGARET ELLISON, verified. */
export const CLEAN: IdReport = {
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  subject: {
    ...ELLISON_SUBJECT,
    address: ELLISON_ADDRESS,
  },
  verdict: 'verified',
  elements: everyElementMatches('06-01-2009'),
  ssn: {
    ssnMasked: '***-**-1001',
    validity: 'valid',
    neverIssuedReasons: [],
    issuance: { assignment: 'state', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: '1984-09-10' },
    firstReported: '1984-09-10',
    deceased: false,
    dateOfDeath: null,
    deathSource: null,
    otherIdentities: [],
  },
  riskIndicators: [],
};

/** noHit: PRIYA RAMAN, no record found. */
export const NO_HIT: IdReport = {
  identifier: 'current',
  hit: false,
  asOfDate: '2026-11-01',
  subject: {
    firstName: 'PRIYA',
    middleName: null,
    lastName: 'RAMAN',
    suffix: null,
    ssnMasked: '***-**-1003',
    dateOfBirth: '1998-02-14',
    address: { line1: '88 HARBOR VIEW DR', city: 'PORTLAND', state: 'ME', zip: '04101' },
  },
  verdict: 'no-record',
  elements: [
    { element: 'name', result: 'not-checked', detail: 'No identity record was found for the SSN to compare with.' },
    { element: 'ssn', result: 'not-checked', detail: 'No identity record was found for the SSN to compare with.' },
    { element: 'dateOfBirth', result: 'not-checked', detail: 'No identity record was found for the SSN to compare with.' },
    { element: 'address', result: 'not-checked', detail: 'No identity record was found for the SSN to compare with.' },
  ],
  ssn: {
    ssnMasked: '***-**-1003',
    validity: 'valid',
    neverIssuedReasons: [],
    issuance: { assignment: 'undetermined', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: null },
    firstReported: null,
    deceased: false,
    dateOfDeath: null,
    deathSource: null,
    otherIdentities: [],
  },
  riskIndicators: [
    { code: 'NO_RECORD', severity: 'medium', text: 'No identity record was found for the SSN ***-**-1003: it may be new, little used or mistyped.' },
  ],
};

/** multipleIdentities: RAYMOND PIERCE, two other identities on the SSN. */
export const MULTIPLE_IDENTITIES: IdReport = {
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  subject: {
    firstName: 'RAYMOND',
    middleName: null,
    lastName: 'PIERCE',
    suffix: null,
    ssnMasked: '***-**-1207',
    dateOfBirth: '1979-05-23',
    address: { line1: '2210 FAIRVIEW AVE', city: 'BALTIMORE', state: 'MD', zip: '21215' },
  },
  verdict: 'review',
  elements: everyElementMatches('08-01-2005'),
  ssn: {
    ssnMasked: '***-**-1207',
    validity: 'valid',
    neverIssuedReasons: [],
    issuance: { assignment: 'state', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: '1997-08-22' },
    firstReported: '1997-08-22',
    deceased: false,
    dateOfDeath: null,
    deathSource: null,
    otherIdentities: [
      { firstName: 'LUIS', middleName: null, lastName: 'ORTEGA', dateOfBirth: '1983-10-02', state: 'TX', firstReported: '2019-04-11', lastReported: '2024-11-30' },
      { firstName: 'KEISHA', middleName: 'L', lastName: 'MORROW', dateOfBirth: '1990-06-17', state: 'GA', firstReported: '2022-02-08', lastReported: '2026-09-14' },
    ],
  },
  riskIndicators: [
    { code: 'SSN_MULTIPLE_IDENTITIES', severity: 'medium', text: '2 other identities reported with this SSN since 04-11-2019.' },
  ],
};

/** neverIssued: VICTOR NASH, area 666. */
export const NEVER_ISSUED: IdReport = {
  identifier: 'current',
  hit: false,
  asOfDate: '2026-11-01',
  subject: {
    firstName: 'VICTOR',
    middleName: null,
    lastName: 'NASH',
    suffix: null,
    ssnMasked: '***-**-1204',
    dateOfBirth: '1988-03-15',
    address: { line1: '1420 COMMERCE ST', city: 'DALLAS', state: 'TX', zip: '75201' },
  },
  verdict: 'not-verified',
  elements: [
    { element: 'name', result: 'not-checked', detail: 'No identity record can exist on a number that is never issued.' },
    { element: 'ssn', result: 'no-match', detail: 'The number is never issued by the Social Security Administration.' },
    { element: 'dateOfBirth', result: 'not-checked', detail: 'No identity record can exist on a number that is never issued.' },
    { element: 'address', result: 'not-checked', detail: 'No identity record can exist on a number that is never issued.' },
  ],
  ssn: {
    ssnMasked: '***-**-1204',
    validity: 'never-issued',
    neverIssuedReasons: ['area-666'],
    issuance: null,
    firstReported: null,
    deceased: false,
    dateOfDeath: null,
    deathSource: null,
    otherIdentities: [],
  },
  riskIndicators: [
    { code: 'SSN_NEVER_ISSUED', severity: 'high', text: 'The SSN ***-**-1204 is not a number the Social Security Administration issues: area number 666 is never issued.' },
  ],
};

export const idReportDsr = (idReport: IdReport, errors: IdReportDataSourceResponse['errors'] = []): IdReportDataSourceResponse => productDsr({ idReport }, errors);

export const idReportOrderResponse = (report: IdReport, inquiryId?: string): IdReportResponse => orderAnswer('idreport', idReportDsr(report), inquiryId);
