import { sharedIdentity } from '../../../../datasources/sandbox/personas.js';

/** A name the bureau reported with the SSN besides the name on file, and the months (YYYY-MM) it was reported. */
export type FixedAka = { firstName: string; middleName?: string; lastName: string; from: string; to: string };

/** How much of a Persona the generator draws: counts as [min, max]. */
export type PersonaSpec = {
  hit: boolean;
  /** the consumer's age when the file was first reported. */
  fileStartAge: [number, number];
  /** when given, the file is this many months old instead (a thin file). */
  fileMonths?: number;
  formerAddresses: [number, number];
  /** months spent at each address. */
  stayMonths: [number, number];
  employers: [number, number];
  /** months with each employer. */
  tenureMonths: [number, number];
  /** the chance that the newest employer is still reported (the current one). */
  employedNow: number;
  /** the employers (newest first) and positions on file; drawn when not given. */
  jobs?: readonly { employer: string; position: string | null }[];
  /** the phones on file; 'typical' draws them. */
  phones: 'typical' | readonly ('mobile' | 'home' | 'work')[];
  /** the aliases on file; 'typical' draws them (a nickname, a former surname, now and then). */
  akas: 'typical' | readonly FixedAka[];
};

/** An ordinary consumer: what a generated Persona draws from. */
export const TYPICAL_PERSONA: PersonaSpec = {
  hit: true,
  fileStartAge: [18, 24],
  formerAddresses: [1, 4],
  stayMonths: [14, 80],
  employers: [1, 3],
  tenureMonths: [14, 90],
  employedNow: 0.85,
  phones: 'typical',
  akas: 'typical',
};

export type PersonaTestConsumer = {
  key: 'longEmployment' | 'thin' | 'noHit' | 'aliases';
  firstName: string;
  middleName?: string;
  lastName: string;
  /** nine digits, no dashes. Fictitious: see docs/products/persona.md. */
  ssn: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string };
  description: string;
  spec: PersonaSpec;
};

/**
 * The Persona's documented consumers (docs/products/persona.md), matched by SSN (any name). Three
 * are the sandbox's shared personas (docs/sandbox-personas.md), so one consumer reads alike across
 * products; the consumer with aliases is the Persona's own (SSN 123-45-7301, fictitious like the others).
 */
export const PERSONA_TEST_CONSUMERS: readonly PersonaTestConsumer[] = [
  {
    key: 'longEmployment',
    ...sharedIdentity('thick'),
    description: 'A long employment history: seven employers over more than 30 years (the current one first), five addresses, a mobile, a home and a work phone; no aliases.',
    spec: { ...TYPICAL_PERSONA, fileStartAge: [21, 21], formerAddresses: [4, 4], stayMonths: [70, 100], employers: [7, 7], tenureMonths: [48, 66], employedNow: 1, phones: ['mobile', 'home', 'work'], akas: [],
      jobs: [
        { employer: 'JPMorgan Chase & Co', position: 'Director' },
        { employer: 'Wells Fargo & Company', position: 'Operations Manager' },
        { employer: 'State Farm Insurance', position: 'Financial Analyst' },
        { employer: 'Allstate Insurance', position: 'Financial Analyst' },
        { employer: 'Deloitte LLP', position: 'Accountant' },
        { employer: 'Walgreens', position: null },
        { employer: 'Target Corporation', position: 'Sales Associate' },
      ],
    },
  },
  {
    key: 'thin',
    ...sharedIdentity('thin'),
    description: 'A thin file: first reported about 13 months ago; one address (the current one), one employer, one mobile phone, no aliases.',
    spec: { ...TYPICAL_PERSONA, fileMonths: 13, formerAddresses: [0, 0], employers: [1, 1], tenureMonths: [9, 11], employedNow: 1, phones: ['mobile'], akas: [], jobs: [{ employer: 'Starbucks Corporation', position: 'Barista' }] },
  },
  {
    key: 'noHit',
    ...sharedIdentity('noHit'),
    description: 'No hit: the bureau has no file; a successful answer with hit=false, every list empty, only the name and SSN last four as searched.',
    spec: { ...TYPICAL_PERSONA, hit: false },
  },
  {
    key: 'aliases',
    firstName: 'CATHERINE',
    middleName: 'ANNE',
    lastName: 'WHITFIELD',
    ssn: '123457301',
    dateOfBirth: '1979-08-23',
    address: { line1: '1520 Magnolia Ave', city: 'Savannah', state: 'GA', zip: '31401' },
    description: 'A consumer with aliases: a maiden name, a former married name, the two joined, and a nickname, each with the years it was reported; four addresses, three employers.',
    spec: {
      ...TYPICAL_PERSONA,
      fileStartAge: [19, 19],
      formerAddresses: [3, 3],
      stayMonths: [50, 90],
      employers: [3, 3],
      tenureMonths: [60, 96],
      employedNow: 1,
      jobs: [
        { employer: 'HCA Healthcare', position: 'Registered Nurse' },
        { employer: 'Humana Inc', position: null },
        { employer: 'CVS Health', position: 'Medical Assistant' },
      ],
      phones: ['mobile', 'home'],
      akas: [
        { firstName: 'CATHERINE', middleName: 'A', lastName: 'DUBOIS', from: '1998-09', to: '2006-05' },
        { firstName: 'CATHERINE', lastName: 'REYES', from: '2006-06', to: '2013-02' },
        { firstName: 'CATHERINE', lastName: 'DUBOIS-REYES', from: '2006-06', to: '2009-11' },
        { firstName: 'KATE', lastName: 'WHITFIELD', from: '2014-04', to: '2026-09' },
      ],
    },
  },
];

const bySsn = new Map(PERSONA_TEST_CONSUMERS.map((p) => [p.ssn, p]));

/** The documented consumer of an SSN (nine digits), if any. */
export const findPersonaTestConsumer = (ssn: string): PersonaTestConsumer | undefined => bySsn.get(ssn);
