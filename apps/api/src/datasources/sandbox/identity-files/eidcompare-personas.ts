import type { EidSubject, IdReportConsumer } from '@creditdesk/contracts';
import { maskSsn, normalizeAddress, normalizeName } from '../identity.js';

/*
 * The sandbox bureau's identity files for eIDcompare and eIDverifier (docs/products/eidcompare.md and
 * eidverifier.md, "Sandbox"): what the file holds for each documented persona. Fictitious people,
 * SSNs from the sandbox's 12345 block. Those the ID Report also documents are the same identities.
 */

export type IdentityFile = {
  firstName: string;
  middleName?: string;
  lastName: string;
  ssn: string;
  dateOfBirth: string | null;
  address: { line1: string; city: string; state: string; zip: string };
  phone: string | null;
  email: string | null;
  driversLicense: { number: string; state: string } | null;
};

export const IDENTITY_FILES: readonly IdentityFile[] = [
  {
    firstName: 'MARGARET',
    lastName: 'ELLISON',
    ssn: '123451001',
    dateOfBirth: '1966-04-12',
    address: { line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201' },
    phone: '8475550134',
    email: 'm.ellison@example.com',
    driversLicense: { number: 'E42516612041', state: 'IL' },
  },
  {
    firstName: 'DANIEL',
    lastName: 'OKAFOR',
    ssn: '123451401',
    dateOfBirth: '1979-09-30',
    address: { line1: '1180 BIRCH ST APT 4B', city: 'COLUMBUS', state: 'OH', zip: '43215' },
    phone: '6145550172',
    email: null,
    driversLicense: { number: 'OK123456', state: 'OH' },
  },
  {
    firstName: 'REBECCA',
    lastName: 'STONE',
    ssn: '123451402',
    dateOfBirth: '1972-03-05',
    address: { line1: '415 CEDAR RIDGE RD', city: 'BOISE', state: 'ID', zip: '83702' },
    phone: '2085550147',
    email: 'rstone@example.org',
    driversLicense: null,
  },
  {
    firstName: 'ELLEN',
    lastName: 'PARKS',
    ssn: '123451403',
    dateOfBirth: '1990-12-01',
    address: { line1: '77 WATERFRONT PL', city: 'SEATTLE', state: 'WA', zip: '98121' },
    phone: null,
    email: 'ellen.parks@example.net',
    driversLicense: { number: 'PARKSE190DL', state: 'WA' },
  },
  {
    firstName: 'MARTIN',
    lastName: 'VOSS',
    ssn: '123451404',
    dateOfBirth: '1968-06-22',
    address: { line1: '9 KESTREL WAY', city: 'MADISON', state: 'WI', zip: '53703' },
    phone: '6085550111',
    email: null,
    driversLicense: null,
  },
];

/** The SSNs whose identity was asked to verify too often lately: eIDverifier answers too-many-attempts. */
export const TOO_MANY_ATTEMPTS_SSNS: ReadonlySet<string> = new Set(['123451404']);

/** The file for an applicant: by SSN, else (a mistyped SSN) by last name and ZIP; none for anyone else. */
export function findIdentityFile(applicant: { ssn: string; lastName: string; address: { zip: string } }): IdentityFile | undefined {
  return (
    IDENTITY_FILES.find((f) => f.ssn === applicant.ssn) ??
    IDENTITY_FILES.find((f) => f.lastName === normalizeName(applicant.lastName) && f.address.zip === applicant.address.zip.trim().slice(0, 5))
  );
}

/** The applicant as both reports print it: names in capitals, the USPS address, the SSN masked. */
export function eidSubjectOf(applicant: IdReportConsumer): EidSubject {
  const a = normalizeAddress(applicant.address);
  return {
    firstName: normalizeName(applicant.firstName),
    middleName: applicant.middleName ? normalizeName(applicant.middleName) : null,
    lastName: normalizeName(applicant.lastName),
    suffix: applicant.suffix ?? null,
    ssnMasked: maskSsn(applicant.ssn),
    dateOfBirth: applicant.dateOfBirth ?? null,
    address: { line1: a.line1, city: a.city, state: a.state, zip: a.zip },
  };
}
