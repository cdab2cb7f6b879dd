import { type ProductPersona, sharedUsIdentity } from '../personas.js';

/** An address as the identity records hold it, with when it was reported. */
export type IdAddressOnFile = { line1: string; city: string; state: string; zip: string; firstReported: string; lastReported: string; current: boolean };

/** What the identity records hold for an SSN's own consumer: the identity the submission is compared with. */
export type IdRecord = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  addresses: IdAddressOnFile[];
  /** the first time the SSN was reported on the file. */
  firstReported: string;
};

export type OtherIdentity = { firstName: string; middleName: string | null; lastName: string; dateOfBirth: string | null; state: string; firstReported: string; lastReported: string };

export type IdPersonaKey = 'clean' | 'noHit' | 'deceased' | 'neverIssued' | 'issuedAfterBirth' | 'issuedBeforeBirth' | 'multipleIdentities' | 'addressMismatch';

/** Fictitious: see docs/products/idreport.md. */
export type IdPersona = ProductPersona<IdPersonaKey> & {
  /** the identity on file for the SSN; null: none (a no-hit, or a number never issued). */
  onFile: IdRecord | null;
  /** the Death Master File's date of death for the SSN, when reported. */
  dateOfDeath?: string;
  otherIdentities?: OtherIdentity[];
};

const current = (a: { line1: string; city: string; state: string; zip: string }, firstReported: string, lastReported = '2026-10-01') => ({ ...a, firstReported, lastReported, current: true });
const former = (line1: string, city: string, state: string, zip: string, firstReported: string, lastReported: string) => ({ line1, city, state, zip, firstReported, lastReported, current: false });

const clean = sharedUsIdentity('thick');
const deceased = sharedUsIdentity('deceased');

/**
 * The ID Report's documented consumers (docs/products/idreport.md), matched by SSN. Three are the
 * sandbox's shared personas (docs/sandbox-personas.md), so one consumer reads alike across products;
 * the others are the ID Report's own, SSNs with serials 1204–1208 (fictitious like the others).
 */
export const ID_REPORT_PERSONAS: readonly IdPersona[] = [
  {
    key: 'clean',
    ...clean,
    description: 'A clean match: name, SSN, date of birth and current address all match; the SSN was in use in 1984, so issued in New York before randomisation. Verified. Typing the former address (1120 Maple St, Skokie, IL 60076) gives a partial address match.',
    onFile: {
      firstName: clean.firstName,
      middleName: null,
      lastName: clean.lastName,
      dateOfBirth: clean.dateOfBirth,
      addresses: [current(clean.address, '2009-06-01'), former('1120 Maple St', 'Skokie', 'IL', '60076', '1996-03-01', '2009-05-01')],
      firstReported: '1984-09-10',
    },
  },
  {
    key: 'noHit',
    ...sharedUsIdentity('noHit'),
    description: 'No hit: no identity record for the SSN. Every element is not checked; a NO_RECORD indicator; verdict "No record found".',
    onFile: null,
  },
  {
    key: 'deceased',
    ...deceased,
    description: 'Deceased SSN: the identity matches, but the Death Master File reports the SSN\'s holder died on 01-14-2026. Not verified.',
    onFile: {
      firstName: deceased.firstName,
      middleName: null,
      lastName: deceased.lastName,
      dateOfBirth: deceased.dateOfBirth,
      addresses: [current(deceased.address, '1978-05-01', '2026-01-01')],
      firstReported: '1962-03-19',
    },
    dateOfDeath: '2026-01-14',
  },
  {
    key: 'neverIssued',
    firstName: 'VICTOR',
    lastName: 'NASH',
    ssn: '666451204',
    dateOfBirth: '1988-03-15',
    address: { line1: '1420 Commerce St', city: 'Dallas', state: 'TX', zip: '75201' },
    description: 'Never-issued SSN (area 666): no record can exist on it; SSN no match, the other elements not checked, SSN_NEVER_ISSUED. Not verified. Any number with area 000, 666 or 900–999, group 00 or serial 0000 answers alike.',
    onFile: null,
  },
  {
    key: 'issuedAfterBirth',
    firstName: 'DENISE',
    lastName: 'HOLLOWAY',
    ssn: '812451205',
    dateOfBirth: '1974-02-08',
    address: { line1: '3906 Cedar Springs Rd', city: 'Dallas', state: 'TX', zip: '75219' },
    description: 'SSN issued long after the date of birth: area 812 was never allocated before randomisation, so the number was issued on or after 06-25-2011, when she was at least 37; SSN_ISSUED_AFTER_BIRTH. Review needed.',
    onFile: {
      firstName: 'DENISE',
      middleName: null,
      lastName: 'HOLLOWAY',
      dateOfBirth: '1974-02-08',
      addresses: [current({ line1: '3906 Cedar Springs Rd', city: 'Dallas', state: 'TX', zip: '75219' }, '2012-04-01')],
      firstReported: '2012-04-17',
    },
  },
  {
    key: 'issuedBeforeBirth',
    firstName: 'CONNOR',
    lastName: 'WALSH',
    ssn: '712451206',
    dateOfBirth: '1994-07-19',
    address: { line1: '615 W Lake St', city: 'Minneapolis', state: 'MN', zip: '55408' },
    description: 'SSN issued before the date of birth: area 712 was the Railroad Retirement Board\'s, which stopped issuing numbers in 1963, 30 years before he was born; SSN_ISSUED_BEFORE_BIRTH. Not verified.',
    onFile: {
      firstName: 'CONNOR',
      middleName: null,
      lastName: 'WALSH',
      dateOfBirth: '1994-07-19',
      addresses: [current({ line1: '615 W Lake St', city: 'Minneapolis', state: 'MN', zip: '55408' }, '2016-09-01')],
      firstReported: '2013-02-04',
    },
  },
  {
    key: 'multipleIdentities',
    firstName: 'RAYMOND',
    lastName: 'PIERCE',
    ssn: '123451207',
    dateOfBirth: '1979-05-23',
    address: { line1: '2210 Fairview Ave', city: 'Baltimore', state: 'MD', zip: '21215' },
    description: 'Multiple identities on one SSN: his identity matches, and two other people have been reported with the number since 2019 (Texas, Georgia); SSN_MULTIPLE_IDENTITIES. Review needed.',
    onFile: {
      firstName: 'RAYMOND',
      middleName: 'J',
      lastName: 'PIERCE',
      dateOfBirth: '1979-05-23',
      addresses: [current({ line1: '2210 Fairview Ave', city: 'Baltimore', state: 'MD', zip: '21215' }, '2005-08-01'), former('48 Oak Hill Rd', 'Towson', 'MD', '21204', '1998-01-01', '2005-07-01')],
      firstReported: '1997-08-22',
    },
    otherIdentities: [
      { firstName: 'LUIS', middleName: null, lastName: 'ORTEGA', dateOfBirth: '1983-10-02', state: 'TX', firstReported: '2019-04-11', lastReported: '2024-11-30' },
      { firstName: 'KEISHA', middleName: 'L', lastName: 'MORROW', dateOfBirth: '1990-06-17', state: 'GA', firstReported: '2022-02-08', lastReported: '2026-09-14' },
    ],
  },
  {
    key: 'addressMismatch',
    firstName: 'GLORIA',
    lastName: 'TRAN',
    ssn: '123451208',
    dateOfBirth: '1982-11-30',
    // typed deliberately: not an address on file for her
    address: { line1: '77 Harbor Point Rd', city: 'Tampa', state: 'FL', zip: '33602' },
    description: 'Address mismatch: name, SSN and date of birth match, but the address typed (Tampa, FL) is not on file; her addresses are in Burbank and Pasadena, CA; ADDRESS_MISMATCH. Review needed.',
    onFile: {
      firstName: 'GLORIA',
      middleName: null,
      lastName: 'TRAN',
      dateOfBirth: '1982-11-30',
      addresses: [current({ line1: '5512 Magnolia Blvd', city: 'Burbank', state: 'CA', zip: '91505' }, '2015-02-01'), former('1180 Garfield Ave', 'Pasadena', 'CA', '91104', '2004-06-01', '2015-01-01')],
      firstReported: '2000-07-03',
    },
  },
];

const bySsn = new Map(ID_REPORT_PERSONAS.map((p) => [p.ssn, p]));

/** The persona of an SSN (nine digits), if it is one. */
export const findIdPersona = (ssn: string): IdPersona | undefined => bySsn.get(ssn);
