import type { DtecAlertType, DtecPhoneType } from '@creditdesk/contracts';
import { sharedUsIdentity } from '../../../../datasources/sandbox/personas.js';

/** An identity reported with an SSN, with its addresses (newest first). */
export type SsnIdentity = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string | null;
  firstReported: string;
  lastReported: string;
  addresses: { line1: string; city: string; state: string; zip: string; lastReported: string }[];
};

/** An inquiry on the identity: when, from which industry, and the name and address the application gave. */
export type PersonaInquiry = { daysAgo: number; industry: string; name?: string; line1?: string; city?: string; state?: string };

export type DtecPersonaKey = 'clear' | 'fraudAlert' | 'highRiskAddress' | 'velocity' | 'ssnOtherName' | 'activeDuty' | 'deceased' | 'noHit';

export type DtecPersona = {
  key: DtecPersonaKey;
  /** what to type in the order form. */
  firstName: string;
  lastName: string;
  /** nine digits. Fictitious: see docs/products/dtec.md. */
  ssn: string;
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string };
  /** ten digits, when the documented order gives one. */
  phone?: string;
  /** the documented phone's type (others are drawn from the number). */
  phoneType?: DtecPhoneType;
  description: string;
  /** the identities reported with the SSN; absent: the ID Report's record for the SSN (the shared personas). */
  identities?: SsnIdentity[];
  /** phones on file for the SSN's own consumer. */
  phonesOnFile?: string[];
  alerts?: { type: DtecAlertType; placedDate: string; expiresDate: string | null; contactPhone: string | null }[];
  dateOfDeath?: string;
  inquiries?: PersonaInquiry[];
  /** other SSNs given with the submitted address in the last 90 days. */
  otherSsnsAtAddress?: number;
};

const own = (p: ReturnType<typeof sharedUsIdentity>, firstReported: string, former: SsnIdentity['addresses'] = []): SsnIdentity[] => [
  {
    firstName: p.firstName,
    middleName: null,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    firstReported,
    lastReported: '2026-10-01',
    addresses: [{ ...p.address, lastReported: '2026-10-01' }, ...former],
  },
];

const fraudAlert = sharedUsIdentity('initialFraud');
const activeDuty = sharedUsIdentity('activeDuty');

/**
 * DTEC's documented consumers (docs/products/dtec.md), matched by SSN. Five are the sandbox's shared
 * personas (docs/sandbox-personas.md): the clean file, the initial fraud alert, the active-duty alert,
 * the deceased and the no-hit read alike across products (their identity on file is the ID Report's
 * where it has one). The other three are DTEC's own, SSNs with serials 1302–1304.
 */
export const DTEC_PERSONAS: readonly DtecPersona[] = [
  {
    key: 'clear',
    ...sharedUsIdentity('thick'),
    phone: '8475550134',
    phoneType: 'mobile',
    description: 'No indicators: the SSN is valid and on file for her name, the address is her residence, the mobile phone is hers, one inquiry in 90 days. Low risk.',
    phonesOnFile: ['8475550134'],
    inquiries: [{ daysAgo: 52, industry: 'Mortgage' }],
  },
  {
    key: 'fraudAlert',
    ...fraudAlert,
    description: 'A fraud alert on file: an initial fraud alert placed 08-17-2026 (one year), the consumer asks to be called at 520-555-0143; two inquiries in 30 days. High risk.',
    identities: own(fraudAlert, '2003-07-11', [{ line1: '1850 E Speedway Blvd Apt 12', city: 'Tucson', state: 'AZ', zip: '85719', lastReported: '2014-05-01' }]),
    alerts: [{ type: 'initial-fraud', placedDate: '2026-08-17', expiresDate: '2027-08-17', contactPhone: '5205550143' }],
    inquiries: [{ daysAgo: 4, industry: 'Bank card' }, { daysAgo: 19, industry: 'Retail card' }],
  },
  {
    key: 'highRiskAddress',
    firstName: 'TRENT',
    lastName: 'COLLIER',
    ssn: '123451302',
    dateOfBirth: '1986-11-03',
    address: { line1: '8817 Desert Bloom Pkwy Ste 110 PMB 412', city: 'Las Vegas', state: 'NV', zip: '89118' },
    phone: '7025550188',
    phoneType: 'voip',
    description: 'A high-risk address: a private mailbox (PMB) at a commercial mail receiving agency, given with three other SSNs in 90 days and not on file for him (he lives in Henderson); a VoIP phone. High risk. Any street line naming a correctional facility (CORRECTIONAL, PRISON, PENITENTIARY, DETENTION, JAIL) is high-risk alike.',
    identities: [
      {
        firstName: 'TRENT',
        middleName: 'A',
        lastName: 'COLLIER',
        dateOfBirth: '1986-11-03',
        firstReported: '2005-01-20',
        lastReported: '2026-09-01',
        addresses: [
          { line1: '2291 Paseo Verde Pkwy Apt 1108', city: 'Henderson', state: 'NV', zip: '89012', lastReported: '2026-09-01' },
          { line1: '604 Sunset Way', city: 'Henderson', state: 'NV', zip: '89014', lastReported: '2019-02-01' },
        ],
      },
    ],
    otherSsnsAtAddress: 3,
    inquiries: [{ daysAgo: 9, industry: 'Bank card' }, { daysAgo: 40, industry: 'Telecom' }],
  },
  {
    key: 'velocity',
    firstName: 'MONICA',
    lastName: 'FAIRBANKS',
    ssn: '123451303',
    dateOfBirth: '1989-08-14',
    address: { line1: '4415 Ridgeway Dr', city: 'Charlotte', state: 'NC', zip: '28210' },
    description: 'High inquiry velocity: 6 inquiries in the last 7 days and 9 in 30 (bank and retail cards, auto, personal loans, telecom), the SSN given with 3 different addresses in 30 days. High risk.',
    identities: [
      {
        firstName: 'MONICA',
        middleName: 'R',
        lastName: 'FAIRBANKS',
        dateOfBirth: '1989-08-14',
        firstReported: '2007-10-02',
        lastReported: '2026-10-01',
        addresses: [{ line1: '4415 Ridgeway Dr', city: 'Charlotte', state: 'NC', zip: '28210', lastReported: '2026-10-01' }],
      },
    ],
    inquiries: [
      { daysAgo: 1, industry: 'Bank card' },
      { daysAgo: 2, industry: 'Bank card', line1: '1020 Cherry Rd', city: 'Rock Hill', state: 'SC' },
      { daysAgo: 2, industry: 'Retail card' },
      { daysAgo: 3, industry: 'Auto finance', line1: '1020 Cherry Rd', city: 'Rock Hill', state: 'SC' },
      { daysAgo: 5, industry: 'Personal loan', line1: '77 Franklin Blvd', city: 'Gastonia', state: 'NC' },
      { daysAgo: 6, industry: 'Telecom' },
      { daysAgo: 11, industry: 'Bank card' },
      { daysAgo: 18, industry: 'Retail card' },
      { daysAgo: 26, industry: 'Personal loan' },
      { daysAgo: 45, industry: 'Auto finance' },
      { daysAgo: 70, industry: 'Bank card' },
    ],
  },
  {
    key: 'ssnOtherName',
    firstName: 'JASON',
    lastName: 'REED',
    ssn: '123451304',
    dateOfBirth: '1991-07-07',
    address: { line1: '2750 W Camelback Rd Apt 214', city: 'Phoenix', state: 'AZ', zip: '85017' },
    description: "An SSN belonging to another name: the number is on file only for DOROTHY KLINE, born 1948, of Allentown, PA; the name and address given are not hers. High risk.",
    identities: [
      {
        firstName: 'DOROTHY',
        middleName: 'M',
        lastName: 'KLINE',
        dateOfBirth: '1948-02-19',
        firstReported: '1969-05-14',
        lastReported: '2026-08-01',
        addresses: [
          { line1: '318 Linden St', city: 'Allentown', state: 'PA', zip: '18102', lastReported: '2026-08-01' },
          { line1: '1204 Hamilton St', city: 'Allentown', state: 'PA', zip: '18102', lastReported: '1996-04-01' },
        ],
      },
    ],
    inquiries: [{ daysAgo: 3, industry: 'Bank card', name: 'JASON REED' }],
  },
  {
    key: 'activeDuty',
    ...activeDuty,
    description: 'An active-duty alert placed 03-02-2026 (one year, contact 910-555-0126) on a service member whose identity is otherwise clean. Elevated risk.',
    identities: own(activeDuty, '2010-02-08'),
    alerts: [{ type: 'active-duty', placedDate: '2026-03-02', expiresDate: '2027-03-02', contactPhone: '9105550126' }],
  },
  {
    key: 'deceased',
    ...sharedUsIdentity('deceased'),
    description: 'A deceased SSN: the Death Master File reports its holder died on 01-14-2026. High risk.',
    dateOfDeath: '2026-01-14',
  },
  {
    key: 'noHit',
    ...sharedUsIdentity('noHit'),
    description: 'No record: no identity is reported with the SSN; NO_RECORD. Elevated risk.',
  },
];

const bySsn = new Map(DTEC_PERSONAS.map((p) => [p.ssn, p]));

/** The DTEC persona of an SSN (nine digits), if it is one. */
export const findDtecPersona = (ssn: string): DtecPersona | undefined => bySsn.get(ssn);
