import { SANDBOX_IDENTITIES } from '@creditdesk/contracts';
import { isoOf } from './calendar.js';
import {
  type AccountPlan,
  type CreditFile,
  type FileContext,
  type FileParts,
  PROFILES,
  type ProfileSpec,
  buildTradeline,
  fileContext,
  finalizeFile,
  generateParts,
  newPlan,
  noHitParts,
} from './file-generator.js';
import { MILITARY_LENDERS } from './creditors.js';
import { type SubjectIdentity, normalizeAddress, normalizeName, sameAddress } from './identity.js';
import { Rng } from './seeded-random.js';

export type PersonaKey =
  | 'thick'
  | 'thin'
  | 'noHit'
  | 'frozen'
  | 'initialFraud'
  | 'activeDuty'
  | 'deceased'
  | 'bankruptcy'
  | 'collections'
  | 'applicant'
  | 'coApplicant';

export type SandboxPersona = {
  key: PersonaKey;
  firstName: string;
  lastName: string;
  /** nine digits, no dashes. Fictitious: see docs/sandbox-personas.md. */
  ssn: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string; country: 'US' };
  description: string;
};

/** A consumer a product's sandbox documents: the identity to type (a US address) and what the file shows. */
export type ProductPersona<K extends string> = {
  key: K;
  firstName: string;
  lastName: string;
  /** nine digits. Fictitious, like the shared personas'. */
  ssn: string;
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string };
  description: string;
};

/**
 * The sandbox bureau's test consumers, matched by SSN alone (any name, in any case). Names are in
 * capitals, as the bureau prints them. The SSNs are fictitious (area 123, group 45, serials
 * 1001–1011) and must never be used for a real consumer. docs/sandbox-personas.md lists them.
 */
export const SANDBOX_PERSONAS: readonly SandboxPersona[] = [
  {
    key: 'thick',
    ...SANDBOX_IDENTITIES.thick,
    description: 'Thick file: 20+ tradelines (cards, mortgages, auto, student), each with a full 24-month payment history, almost all current; low utilisation; high score.',
  },
  {
    key: 'thin',
    ...SANDBOX_IDENTITIES.thin,
    description: 'Thin file: two credit cards, the file about 13 months old; a real score in the 600s led by length-of-history reason codes.',
  },
  {
    key: 'noHit',
    ...SANDBOX_IDENTITIES.noHit,
    description: 'No hit: the bureau has no file. A successful answer with hit=false, no errors, no accounts, no score; only the name and address as submitted.',
  },
  {
    key: 'frozen',
    ...SANDBOX_IDENTITIES.frozen,
    description: 'Security freeze: hit=true, frozen=true, a SECURITY_FREEZE alert; no file content released and no score.',
  },
  {
    key: 'initialFraud',
    ...SANDBOX_IDENTITIES.initialFraud,
    description: 'Initial fraud alert (INITIAL_FRAUD) with the consumer\'s contact phone 520-555-0143, on an otherwise ordinary good file.',
  },
  {
    key: 'activeDuty',
    ...SANDBOX_IDENTITIES.activeDuty,
    description: 'Active-duty alert (ACTIVE_DUTY, contact phone 910-555-0126) on a service member\'s good file: military lenders, employer U.S. Army.',
  },
  {
    key: 'deceased',
    ...SANDBOX_IDENTITIES.deceased,
    description: 'Deceased indicator: subject.deceased=true and a DECEASED alert on a long, clean file; no score.',
  },
  {
    key: 'bankruptcy',
    ...SANDBOX_IDENTITIES.bankruptcy,
    description: 'Chapter 7 bankruptcy filed 20 months ago and discharged: a public record, accounts coded B (included in bankruptcy), rebuilding with a secured card; low score.',
  },
  {
    key: 'collections',
    ...SANDBOX_IDENTITIES.collections,
    description: 'Collections: four or more third-party collections, two or more charged-off accounts, lates and maxed-out cards; low score.',
  },
  {
    key: 'applicant',
    ...SANDBOX_IDENTITIES.applicant,
    description: 'Applicant of a married pair (order with coApplicant): joint mortgage and joint auto loan (ECOA J) that appear identically on both files.',
  },
  {
    key: 'coApplicant',
    ...SANDBOX_IDENTITIES.coApplicant,
    description: "Co-applicant of the pair: the same joint mortgage and auto loan (ECOA J), and an authorized-user card (ECOA A) that is the applicant's own card.",
  },
];

/** A shared persona's identity as each product's personas repeat it: name, SSN, date of birth and address. */
export function sharedIdentity(key: PersonaKey) {
  const p = SANDBOX_PERSONAS.find((x) => x.key === key)!;
  return { firstName: p.firstName, lastName: p.lastName, ssn: p.ssn, dateOfBirth: p.dateOfBirth, address: p.address };
}

/** The same, its address without the country (the identity products' US address). */
export function sharedUsIdentity(key: PersonaKey) {
  const { address: { country: _country, ...address }, ...identity } = sharedIdentity(key);
  return { ...identity, address };
}

const BY_SSN = new Map(SANDBOX_PERSONAS.map((p) => [p.ssn, p]));
/** The persona with this SSN (nine digits, dashes ignored), if any. */
export const findPersona = (ssn: string): SandboxPersona | undefined => BY_SSN.get(ssn.replace(/\D/g, ''));

const spec = (base: ProfileSpec, changes: Partial<ProfileSpec>): ProfileSpec => ({ ...base, ...changes });
const { excellent, good, fair, poor } = PROFILES;
const noMortgage = (kinds: ProfileSpec['kinds']) => ({ ...kinds, mortgage: 0, heloc: 0 });

const PERSONA_SPECS: Partial<Record<PersonaKey, ProfileSpec>> = {
  thick: spec(excellent, {
    tradelines: [22, 24], fileAgeMonths: [320, 340], utilization: [0.04, 0.08], amountScale: 1.5,
    minorLateChance: 0.03, hardInquiries: [0, 1], softInquiries: [2, 4], fullHistory: true,
  }),
  thin: spec(good, {
    tradelines: [2, 2], fileAgeMonths: [13, 13], utilization: [0.12, 0.2], amountScale: 0.5,
    minorLateChance: 0, seriousChance: 0, currentLateChance: 0, hardInquiries: [2, 2], softInquiries: [1, 2],
    kinds: { bankCard: 1, retailCard: 1 },
  }),
  initialFraud: spec(good, { fileAgeMonths: [140, 170], tradelines: [7, 11], minorLateChance: 0.02, seriousChance: 0, currentLateChance: 0 }),
  activeDuty: spec(good, {
    fileAgeMonths: [100, 130], tradelines: [6, 9], minorLateChance: 0.02, seriousChance: 0, currentLateChance: 0,
    kinds: { bankCard: 35, retailCard: 8, auto: 25, personal: 10, student: 5 },
    creditors: MILITARY_LENDERS,
  }),
  deceased: spec(excellent, { fileAgeMonths: [450, 520], tradelines: [8, 12] }),
  bankruptcy: spec(fair, {
    tradelines: [9, 11], fileAgeMonths: [180, 200], utilization: [0.3, 0.5], amountScale: 0.7,
    minorLateChance: 0.15, seriousChance: 0, currentLateChance: 0, collections: [1, 2], hardInquiries: [2, 4],
    bankruptcyChance: 1, bankruptcyMonthsAgo: [20, 20],
  }),
  collections: spec(poor, {
    tradelines: [6, 8], fileAgeMonths: [100, 130], utilization: [0.85, 1], minorLateChance: 0.4, seriousChance: 0.3,
    minChargeOffs: 2, currentLateChance: 0.3, collections: [4, 4], hardInquiries: [4, 7], softInquiries: [0, 1], bankruptcyChance: 0,
  }),
  applicant: spec(good, { fileAgeMonths: [150, 180], tradelines: [6, 9], minorLateChance: 0.03, seriousChance: 0, currentLateChance: 0, kinds: noMortgage(good.kinds) }),
  coApplicant: spec(good, { fileAgeMonths: [120, 150], tradelines: [5, 8], minorLateChance: 0.03, seriousChance: 0, currentLateChance: 0, kinds: noMortgage(good.kinds) }),
};

const ALERT_TEXT = {
  SECURITY_FREEZE: 'Security freeze: the consumer has placed a freeze on this file. No credit information can be released until the consumer lifts or removes it.',
  INITIAL_FRAUD:
    'Initial fraud alert: the consumer reports possible identity theft. Before extending credit, take reasonable steps to verify the applicant; the consumer asks to be called at the number given.',
  ACTIVE_DUTY: 'Active duty alert: the consumer is on active military duty. Verify the applicant\'s identity before extending credit.',
  DECEASED: 'Consumer reported as deceased. Do not extend credit; confirm identity before acting on this file.',
} as const;

/**
 * The joint accounts of the applicant pair, the same on both files: a joint mortgage, a joint auto
 * loan, and the applicant's own card, on which the co-applicant is an authorized user. They depend
 * only on the as-of date, so both files show identical numbers, dates and payment patterns.
 */
function householdPlans(ctx: FileContext): { mortgage: AccountPlan; auto: AccountPlan; card: AccountPlan } {
  const rng = Rng.fromKey('sandbox-household|carter');
  const mortgage = { ...newPlan('mortgage', ctx.lastReport - 74, rng, { creditor: 'Rocket Mortgage', ecoa: 'J' }), amount: 385_000, termMonths: 360, annualRate: 0.0375, loanType: 'Mortgage' };
  const auto = { ...newPlan('auto', ctx.lastReport - 19, rng, { creditor: 'Toyota Motor Credit', ecoa: 'J' }), amount: 36_850, termMonths: 60, annualRate: 0.049 };
  const card = { ...newPlan('bankCard', ctx.lastReport - 96, rng, { creditor: 'JPMorgan Chase Bank', utilization: 0.11 }), amount: 18_000 };
  return { mortgage, auto, card };
}

function addHousehold(key: 'applicant' | 'coApplicant', ctx: FileContext, parts: FileParts) {
  const { mortgage, auto, card } = householdPlans(ctx);
  parts.tradelines.push(buildTradeline(mortgage, ctx).tradeline, buildTradeline(auto, ctx).tradeline);
  parts.tradelines.push(buildTradeline(key === 'applicant' ? card : { ...card, ecoa: 'A' }, ctx).tradeline);
  parts.inquiries.push({ date: isoOf(auto.openedMonth, auto.openedDay), subscriber: auto.creditor, type: 'hard' });
  // Where they lived together before buying the house.
  const moved = isoOf(mortgage.openedMonth, mortgage.openedDay);
  const [current, ...former] = parts.addresses;
  parts.addresses = [
    current,
    { line1: '6120 Preston Rd Apt 214', city: 'Dallas', state: 'TX', zip: '75230', country: 'US', type: 'former', reportedDate: moved },
    ...former.filter((a) => a.reportedDate < moved),
  ];
}

/**
 * A persona's file. The content is the persona's own (seeded by its key, so always the same); the
 * subject shows the persona's name, the date of birth and middle name/suffix as submitted, and the
 * current address as submitted. A submitted name other than the persona's is kept as an AKA; a
 * submitted address other than the persona's gives an ADDRESS_MISMATCH alert with the persona's
 * address as the most recent former one.
 */
export function personaFile(persona: SandboxPersona, submitted: SubjectIdentity, asOf: Date): CreditFile {
  const own: SubjectIdentity = {
    ...submitted,
    firstName: normalizeName(persona.firstName),
    lastName: normalizeName(persona.lastName),
    ssn: persona.ssn,
    dateOfBirth: persona.dateOfBirth,
  };
  const ctx = fileContext(own, asOf);
  const rng = Rng.fromKey(`sandbox-persona|${persona.key}`);
  const echo = () => noHitParts(fileContext(submitted, asOf));

  let parts: FileParts;
  if (persona.key === 'noHit') parts = echo();
  else if (persona.key === 'frozen') {
    parts = { ...echo(), hit: true, frozen: true, alerts: [{ type: 'SECURITY_FREEZE', message: ALERT_TEXT.SECURITY_FREEZE, contactPhone: null }] };
  } else {
    parts = generateParts(ctx, PERSONA_SPECS[persona.key]!, rng)!.parts;
    switch (persona.key) {
      case 'initialFraud':
        parts.alerts.push({ type: 'INITIAL_FRAUD', message: ALERT_TEXT.INITIAL_FRAUD, contactPhone: '520-555-0143' });
        break;
      case 'activeDuty':
        parts.alerts.push({ type: 'ACTIVE_DUTY', message: ALERT_TEXT.ACTIVE_DUTY, contactPhone: '910-555-0126' });
        parts.employment = [
          { employer: 'U.S. Army', position: 'Staff Sergeant', reportedDate: isoOf(ctx.lastReport - 2, 15), verified: true },
          ...parts.employment.slice(1),
        ];
        break;
      case 'deceased':
        parts.subject.deceased = true;
        parts.alerts.push({ type: 'DECEASED', message: ALERT_TEXT.DECEASED, contactPhone: null });
        break;
      case 'applicant':
      case 'coApplicant':
        addHousehold(persona.key, ctx, parts);
        break;
    }
    const canonical = { firstName: own.firstName, lastName: own.lastName };
    if (submitted.firstName !== canonical.firstName || submitted.lastName !== canonical.lastName) {
      parts.names.push({ firstName: submitted.firstName, lastName: submitted.lastName, type: 'aka' });
    }
    const onFile = normalizeAddress(persona.address);
    if (!sameAddress(onFile, submitted.address)) {
      const [current, ...former] = parts.addresses;
      parts.addresses = [current, { ...onFile, type: 'former', reportedDate: isoOf(ctx.lastReport, 1) }, ...former];
      parts.alerts.push({
        type: 'ADDRESS_MISMATCH',
        message: `Address discrepancy: the inquiry address has not been reported on this file. Most recent address on file: ${onFile.line1}, ${onFile.city}, ${onFile.state} ${onFile.zip}.`,
        contactPhone: null,
      });
    }
  }
  parts.subject = { ...parts.subject, dateOfBirth: submitted.dateOfBirth };
  return finalizeFile(parts, asOf);
}
