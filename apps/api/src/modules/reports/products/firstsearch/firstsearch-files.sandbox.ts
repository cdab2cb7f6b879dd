import type { FirstSearchCandidate } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../../../../datasources/sandbox/personas.js';

/** A consumer's file as First Search's sandbox holds it: identity in the clear (fictitious), its phone and addresses. */
export type FileOnRecord = {
  candidateId: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
  ssn: string;
  dateOfBirth: string;
  phone?: string;
  addresses: FirstSearchCandidate['addresses'];
};

/** The SSN the sandbox answers as "the search is down" (the data-source failure persona). */
export const FIRST_SEARCH_FAILING_SSN = '123459999';

const JOHNSON_HOME = { line1: '77 Maple Ave', city: 'Springfield', state: 'IL', zip: '62704' };
const JOHNSON_PHONE = '2175550150';

/**
 * The files searched (docs/products/firstsearch.md): the shared sandbox personas (so a candidate
 * picked orders a credit report the sandbox bureau answers), each with a fictitious 555-01xx phone,
 * and the Johnson household at one address with one phone (several candidates for one search).
 */
export const FIRST_SEARCH_FILES: readonly FileOnRecord[] = [
  ...SANDBOX_PERSONAS.map((p) => ({
    candidateId: `FS-${p.ssn.slice(-4)}`,
    firstName: p.firstName,
    lastName: p.lastName,
    ssn: p.ssn,
    dateOfBirth: p.dateOfBirth,
    phone: `312555${(100 + Number(p.ssn.slice(-2))).toString().padStart(4, '0')}`,
    addresses: [{ line1: p.address.line1, city: p.address.city, state: p.address.state, zip: p.address.zip, firstReported: '2019-03-01', lastReported: '2026-10-01', current: true }],
  })),
  {
    candidateId: 'FS-2001',
    firstName: 'MICHAEL',
    lastName: 'JOHNSON',
    ssn: '123452001',
    dateOfBirth: '1971-08-30',
    phone: JOHNSON_PHONE,
    addresses: [
      { ...JOHNSON_HOME, firstReported: '2004-06-01', lastReported: '2026-10-01', current: true },
      { line1: '1400 N Grand Ave', city: 'Springfield', state: 'IL', zip: '62702', firstReported: '1998-02-01', lastReported: '2004-05-01', current: false },
    ],
  },
  {
    candidateId: 'FS-2002',
    firstName: 'MICHAEL',
    middleName: 'A',
    lastName: 'JOHNSON',
    suffix: 'JR',
    ssn: '123452002',
    dateOfBirth: '1996-02-14',
    phone: JOHNSON_PHONE,
    addresses: [
      { line1: '19 Campus View Dr Apt 4', city: 'Champaign', state: 'IL', zip: '61820', firstReported: '2024-08-01', lastReported: '2026-09-01', current: true },
      { ...JOHNSON_HOME, firstReported: '2014-02-01', lastReported: '2024-07-01', current: false },
    ],
  },
  {
    candidateId: 'FS-2003',
    firstName: 'MICHELLE',
    lastName: 'JOHNSON',
    ssn: '123452003',
    dateOfBirth: '1974-11-05',
    addresses: [{ ...JOHNSON_HOME, firstReported: '2004-06-01', lastReported: '2026-10-01', current: true }],
  },
];
