import { type ProductPersona, sharedIdentity } from '../../../../datasources/sandbox/personas.js';

/** How much of a public-records view the generator draws: counts as [min, max], records as chances. */
export type AdvSpec = {
  hit: boolean;
  akas: [number, number];
  formerAddresses: [number, number];
  /** months spent at each address. */
  stayMonths: [number, number];
  /** where the former addresses are: these places, else the consumer's city or one nearby. */
  places?: readonly (readonly [city: string, state: string, zip: string])[];
  phones: [number, number];
  relatives: [number, number];
  spouseChance: number;
  associates: [number, number];
  ownsHomeChance: number;
  soldProperties: [number, number];
  vehicles: [number, number];
  bankruptcy: null | { chance: number; chapter: '7' | '13'; monthsAgo: [number, number]; status: 'filed' | 'discharged' | 'dismissed' };
  openLienChance: number;
  releasedLienChance: number;
  releasedLienType: 'state-tax' | 'mechanics' | 'either';
  openJudgmentChance: number;
  satisfiedJudgmentChance: number;
  /** months before the view's date the consumer died; null when living. */
  deceasedMonthsAgo: number | null;
  otherIdentities: number;
};

/** An ordinary consumer: what a generated view draws from. */
export const TYPICAL_ADV: AdvSpec = {
  hit: true,
  akas: [0, 2],
  formerAddresses: [1, 4],
  stayMonths: [14, 70],
  phones: [1, 3],
  relatives: [1, 5],
  spouseChance: 0.5,
  associates: [0, 3],
  ownsHomeChance: 0.45,
  soldProperties: [0, 1],
  vehicles: [0, 3],
  bankruptcy: { chance: 0.06, chapter: '7', monthsAgo: [14, 100], status: 'discharged' },
  openLienChance: 0.05,
  releasedLienChance: 0.06,
  releasedLienType: 'either',
  openJudgmentChance: 0.05,
  satisfiedJudgmentChance: 0.06,
  deceasedMonthsAgo: null,
  otherIdentities: 0,
};

const clean = (changes: Partial<AdvSpec>): AdvSpec => ({
  ...TYPICAL_ADV,
  bankruptcy: null,
  openLienChance: 0,
  releasedLienChance: 0,
  openJudgmentChance: 0,
  satisfiedJudgmentChance: 0,
  ...changes,
});

const GULF_COAST = [
  ['KENNER', 'LA', '70062'], ['METAIRIE', 'LA', '70001'], ['BATON ROUGE', 'LA', '70802'], ['LAFAYETTE', 'LA', '70501'], ['HOUMA', 'LA', '70360'],
  ['GULFPORT', 'MS', '39501'], ['JACKSON', 'MS', '39201'], ['MOBILE', 'AL', '36602'],
] as const;

export type AdvPersona = ProductPersona<'full' | 'noHit' | 'bankruptcyLien' | 'manyAddresses' | 'deceased'> & { spec: AdvSpec };

/**
 * The ADV's documented consumers (docs/products/adv.md). Four are the sandbox's shared personas
 * (docs/sandbox-personas.md), so one consumer reads alike across products; the frequent mover is
 * the ADV's own (SSN 123-45-3101, fictitious like the others).
 */
export const ADV_PERSONAS: readonly AdvPersona[] = [
  {
    key: 'full',
    ...sharedIdentity('thick'),
    description: 'A full view: an AKA, four addresses over 25 years, three phones, relatives and associates, a home owned and one sold, two vehicles; no derogatory records.',
    spec: clean({ akas: [1, 1], formerAddresses: [3, 3], stayMonths: [48, 96], phones: [3, 3], relatives: [4, 4], associates: [2, 2], ownsHomeChance: 1, soldProperties: [1, 1], vehicles: [2, 2] }),
  },
  {
    key: 'noHit',
    ...sharedIdentity('noHit'),
    description: 'No hit: no public-records identity matches; every list is empty and the view says so.',
    spec: clean({ hit: false }),
  },
  {
    key: 'bankruptcyLien',
    ...sharedIdentity('bankruptcy'),
    description: 'A Chapter 7 bankruptcy filed 20 months before the view and discharged, an open federal tax lien, a released state tax lien and a satisfied civil judgment.',
    spec: clean({
      akas: [0, 0], formerAddresses: [2, 2], stayMonths: [30, 60], phones: [2, 2], relatives: [2, 2], associates: [1, 1], ownsHomeChance: 0, soldProperties: [1, 1], vehicles: [1, 1],
      bankruptcy: { chance: 1, chapter: '7', monthsAgo: [20, 20], status: 'discharged' },
      openLienChance: 1, releasedLienChance: 1, releasedLienType: 'state-tax', satisfiedJudgmentChance: 1,
    }),
  },
  {
    key: 'manyAddresses',
    firstName: 'ANGELA',
    lastName: 'BRISCOE',
    ssn: '123453101',
    dateOfBirth: '1991-05-09',
    address: { line1: '77 Canal St Apt 4', city: 'New Orleans', state: 'LA', zip: '70112' },
    description: 'A frequent mover: nine addresses in about four years across Louisiana, Mississippi and Alabama, four phones, roommates as associates, renting; one other identity reported with the SSN.',
    spec: clean({
      akas: [1, 1], formerAddresses: [8, 8], stayMonths: [5, 6], places: GULF_COAST, phones: [4, 4], relatives: [1, 1], spouseChance: 0, associates: [3, 3],
      ownsHomeChance: 0, soldProperties: [0, 0], vehicles: [1, 1], otherIdentities: 1,
    }),
  },
  {
    key: 'deceased',
    ...sharedIdentity('deceased'),
    description: 'Reported deceased ten months before the view: the last address, a home still on record, relatives.',
    spec: clean({ akas: [1, 1], formerAddresses: [1, 1], stayMonths: [120, 240], phones: [1, 1], relatives: [3, 3], associates: [0, 0], ownsHomeChance: 1, soldProperties: [0, 0], vehicles: [0, 0], deceasedMonthsAgo: 10 }),
  },
];

const bySsn = new Map(ADV_PERSONAS.map((p) => [p.ssn, p]));
const byName = new Map(ADV_PERSONAS.map((p) => [`${p.firstName} ${p.lastName}`, p]));

/** The persona searched: by SSN when one is given, else by name (capitals). */
export function findAdvPersona(search: { firstName: string; lastName: string; ssn?: string }): AdvPersona | undefined {
  if (search.ssn) return bySsn.get(search.ssn);
  return byName.get(`${search.firstName} ${search.lastName}`);
}
