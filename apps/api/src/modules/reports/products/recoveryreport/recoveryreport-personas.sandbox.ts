import { type ProductPersona, sharedIdentity } from '../../../../datasources/sandbox/personas.js';

/** What a Recovery Report draws: counts as [min, max] (the moves fit the months since the charge-off). */
export type RecoverySpec = {
  hit: boolean;
  /** addresses first reported after the charge-off. */
  moves: [number, number];
  /** where the moves go: these places in turn, else a city near the consumer's. */
  places?: readonly (readonly [city: string, state: string, zip: string])[];
  /** addresses before the one at the charge-off. */
  priorAddresses: [number, number];
  /** a job at the charge-off, still reported now (when there is no new one). */
  employedAtChargeOffChance: number;
  newEmployerChance: number;
  newEmployer?: string;
  newAccounts: [number, number];
  /** the chance a new account is past due. */
  lateChance: number;
  bankruptcy: null | { chapter: '7' | '13'; monthsAgo: number; status: 'filed' | 'discharged' | 'dismissed' };
  /** months before the report's date the consumer died; null when living. */
  deceasedMonthsAgo: number | null;
};

/** An ordinary charged-off consumer: what a generated report draws from. */
export const TYPICAL_RECOVERY: RecoverySpec = {
  hit: true,
  moves: [0, 2],
  priorAddresses: [1, 2],
  employedAtChargeOffChance: 0.7,
  newEmployerChance: 0.3,
  newAccounts: [0, 2],
  lateChance: 0.2,
  bankruptcy: null,
  deceasedMonthsAgo: null,
};

const spec = (changes: Partial<RecoverySpec>): RecoverySpec => ({ ...TYPICAL_RECOVERY, ...changes });

export type RecoveryPersona = ProductPersona<'skip' | 'newEmployer' | 'noLocate' | 'deceased' | 'bankruptcy'> & { spec: RecoverySpec };

/**
 * The Recovery Report's documented consumers (docs/products/recoveryreport.md). Four are the
 * sandbox's shared personas (docs/sandbox-personas.md); the consumer with a new employer is the
 * Recovery Report's own (SSN 123-45-3201, fictitious like the others).
 */
export const RECOVERY_PERSONAS: readonly RecoveryPersona[] = [
  {
    key: 'skip',
    ...sharedIdentity('collections'),
    description: 'A skip: moved twice since the charge-off (Shreveport to Bossier City, then Dallas), a new mobile number with each move, the same employer; no new accounts; a low-to-medium score.',
    spec: spec({
      moves: [2, 2], places: [['BOSSIER CITY', 'LA', '71111'], ['DALLAS', 'TX', '75201']], priorAddresses: [1, 1],
      employedAtChargeOffChance: 1, newEmployerChance: 0, newAccounts: [0, 0],
    }),
  },
  {
    key: 'newEmployer',
    firstName: 'DERRICK',
    lastName: 'HOLLAND',
    ssn: '123453201',
    dateOfBirth: '1984-08-22',
    address: { line1: '1187 Cedar St', city: 'Akron', state: 'OH', zip: '44308' },
    description: 'Still at the address on file, with a new employer since the charge-off (FedEx Ground) and two new accounts in good standing (an auto loan and a credit card); a high score.',
    spec: spec({ moves: [0, 0], priorAddresses: [1, 1], employedAtChargeOffChance: 1, newEmployerChance: 1, newEmployer: 'FedEx Ground', newAccounts: [2, 2], lateChance: 0 }),
  },
  {
    key: 'noLocate',
    ...sharedIdentity('noHit'),
    description: 'No locate data: the bureau holds no address, phone or employer; every list empty and no score.',
    spec: spec({ hit: false }),
  },
  {
    key: 'deceased',
    ...sharedIdentity('deceased'),
    description: 'Reported deceased ten months before the report: the last address and phone, no new accounts, not scored.',
    spec: spec({ moves: [0, 0], priorAddresses: [1, 1], employedAtChargeOffChance: 0, newEmployerChance: 0, newAccounts: [0, 0], deceasedMonthsAgo: 10 }),
  },
  {
    key: 'bankruptcy',
    ...sharedIdentity('bankruptcy'),
    description: 'A Chapter 7 bankruptcy filed 20 months before the report and discharged: a charged-off account older than the filing was most likely discharged in it.',
    spec: spec({ moves: [0, 0], priorAddresses: [1, 1], employedAtChargeOffChance: 1, newEmployerChance: 0, newAccounts: [1, 1], lateChance: 0, bankruptcy: { chapter: '7', monthsAgo: 20, status: 'discharged' } }),
  },
];

const bySsn = new Map(RECOVERY_PERSONAS.map((p) => [p.ssn, p]));
export const findRecoveryPersona = (ssn: string): RecoveryPersona | undefined => bySsn.get(ssn);
