import { expect } from 'vitest';
import { type ConsumerProduct, type CreditReport, asciiPersonName } from '@creditdesk/contracts';
import type { ApplicantIdentity, ConsumerReportPull } from '../consumer-bureau.js';
import { SANDBOX_AS_OF, isoDaysBefore, monthOfIso, twelveMonthsBefore } from './calendar.js';
import { normalizeAddress } from './identity.js';
import { REASON_CODES } from './score.js';
import { FIRST_NAMES, STREET_NAMES, SURNAMES, US_PLACES } from './creditors.js';
import type { SandboxPersona } from './personas.js';
import { Rng } from './seeded-random.js';

/** Test helpers for the sandbox bureau (used by its tests only). */

export const applicantOf = (p: Pick<SandboxPersona, 'firstName' | 'lastName' | 'ssn' | 'dateOfBirth' | 'address'>, role: ApplicantIdentity['role'] = 'primary'): ApplicantIdentity => ({
  role,
  firstName: p.firstName,
  middleName: '',
  lastName: p.lastName,
  suffix: '',
  asciiName: asciiPersonName(p),
  ssn: p.ssn,
  dateOfBirth: p.dateOfBirth,
  address: { ...p.address, country: 'US' },
});

let pulls = 0;

/** A pull of its own: each gets a new idempotency key. */
export const pullOf = (product: ConsumerProduct, ...applicants: ApplicantIdentity[]): ConsumerReportPull => ({
  product,
  permissiblePurpose: 'CREDIT_TRANSACTION',
  applicants,
  subscriber: { customerName: 'Demo Lending', accountNumber: '100200300' },
  idempotencyKey: `test-pull-${++pulls}`,
  // OneView+ as Demo Lending orders it: TWN (employment and income) and DataX connected (docs/config-engine.md)
  ...(product === 'oneviewplus' ? ONEVIEW_CONNECTED : {}),
});

/** A OneView+ pull's TWN and DataX accounts, as the Configuration Engine passes them. */
export const ONEVIEW_CONNECTED = {
  twn: { userId: 'demolending-twn', userPass: 'Twn#Sandbox2026', templateName: 'OVP_EMP_INCOME' },
  datax: { licensekey: 'DX-DEMO-00004417', password: 'Datax#Sandbox2026' },
} as const;

/** A valid-form (not a persona's) identity drawn from a seed: SSN, date of birth 1935–2008, a US address. */
export function randomIdentity(rng: Rng, role: ApplicantIdentity['role'] = 'primary'): ApplicantIdentity {
  let ssn: string;
  do {
    ssn = `${rng.int(1, 899)}`.padStart(3, '0') + `${rng.int(1, 99)}`.padStart(2, '0') + `${rng.int(1, 9999)}`.padStart(4, '0');
  } while (ssn.startsWith('666') || ssn.startsWith('12345'));
  const [city, state, zip] = rng.pick(US_PLACES);
  const month = rng.int(1, 12);
  const name = {
    firstName: rng.pick(FIRST_NAMES).toLowerCase().replace(/^./, (c) => c.toUpperCase()),
    middleName: rng.chance(0.3) ? 'Lee' : '',
    lastName: rng.pick(SURNAMES).toLowerCase().replace(/^./, (c) => c.toUpperCase()),
  };
  return {
    role,
    ...name,
    suffix: rng.chance(0.05) ? 'JR' : '',
    asciiName: asciiPersonName(name),
    ssn,
    dateOfBirth: `${rng.int(1935, 2008)}-${String(month).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    address: { line1: `${rng.int(1, 9999)} ${rng.pick(STREET_NAMES).toLowerCase()} Street`, city: city.toLowerCase(), state, zip, country: 'US' },
  };
}

export const randomIdentities = (n: number, seed = 'sandbox-tests'): ApplicantIdentity[] => {
  const rng = Rng.fromKey(seed);
  return Array.from({ length: n }, () => randomIdentity(rng));
};

/** Recomputes the summary from the content, independently of the generator. */
export function expectedSummary(r: Pick<CreditReport, 'tradelines' | 'collections' | 'publicRecords' | 'inquiries'>, asOf = SANDBOX_AS_OF): CreditReport['summary'] {
  const open = r.tradelines.filter((t) => t.open);
  const revolving = open.filter((t) => t.accountType === 'Revolving' && (t.creditLimit ?? 0) > 0);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const revLimit = sum(revolving.map((t) => t.creditLimit!));
  const cutoff = twelveMonthsBefore(asOf);
  return {
    tradelineCount: r.tradelines.length,
    openTradelineCount: open.length,
    totalBalance: sum(r.tradelines.map((t) => t.balance)),
    totalCreditLimit: sum(open.map((t) => t.creditLimit ?? 0)),
    revolvingUtilizationPercent: revLimit > 0 ? Math.round((100 * sum(revolving.map((t) => t.balance))) / revLimit) : null,
    totalPastDue: sum(r.tradelines.map((t) => t.pastDue)),
    totalMonthlyPayment: sum(open.map((t) => t.monthlyPayment ?? 0)),
    derogatoryCount: r.tradelines.filter((t) => t.derogatory).length,
    collectionsCount: r.collections.length,
    publicRecordsCount: r.publicRecords.length,
    inquiriesLast12Months: r.inquiries.filter((q) => q.type === 'hard' && q.date >= cutoff).length,
  };
}

/** Everything a generated file must hold to be plausible and self-consistent. */
export function expectPlausible(file: Omit<CreditReport, 'identifier' | 'product'>, input: ApplicantIdentity, asOf = SANDBOX_AS_OF) {
  const asOfIso = isoDaysBefore(asOf, 0);
  const ssn = input.ssn.replace(/\D/g, '');
  expect(file.subject.ssnMasked).toBe(`***-**-${ssn.slice(-4)}`);
  expect(JSON.stringify(file)).not.toContain(ssn);
  expect(file.subject.dateOfBirth).toBe(input.dateOfBirth);
  expect(file.addresses[0]).toMatchObject({ ...normalizeAddress(input.address), type: 'current' });
  expect(file.addresses.filter((a) => a.type === 'current')).toHaveLength(1);
  expect(file.names[0]).toEqual({ firstName: file.subject.firstName, lastName: file.subject.lastName, type: 'primary' });
  expect(file.summary).toEqual(expectedSummary(file, asOf));

  for (const t of file.tradelines) {
    expect(t.openedDate <= t.reportedDate, JSON.stringify(t)).toBe(true);
    expect(t.reportedDate < asOfIso).toBe(true);
    expect(t.open).toBe(t.closedDate === null);
    if (t.closedDate) expect(t.openedDate <= t.closedDate && t.closedDate <= t.reportedDate, JSON.stringify(t)).toBe(true);
    expect(t.accountNumberMasked).toMatch(/^XXXX\d{4}$/);
    const reported = monthOfIso(t.reportedDate);
    const opened = monthOfIso(t.openedDate);
    for (let i = 0; i < 24; i++) expect(t.paymentPattern[i] === 'N', `${t.paymentPattern} ${t.openedDate}`).toBe(reported - i < opened);
    expect(t.derogatory).toBe(/[1-6GRFKB]/.test(t.paymentPattern) || t.pastDue > 0);
    for (const m of [t.balance, t.pastDue, t.creditLimit ?? 0, t.highCredit ?? 0, t.monthlyPayment ?? 0]) {
      expect(Number.isInteger(m) && m >= 0).toBe(true);
    }
    if (t.open && t.paymentPattern[0] === 'C') expect(t.pastDue).toBe(0);
    if (t.open && /^[1-6]/.test(t.paymentPattern)) expect(t.pastDue).toBeGreaterThan(0);
    if (['Installment', 'Mortgage'].includes(t.accountType) && t.open) expect(t.balance).toBeLessThanOrEqual(t.highCredit!);
  }
  const since = isoDaysBefore(asOf, 730);
  for (const q of file.inquiries) expect(q.date >= since && q.date < asOfIso).toBe(true);
  expect(file.inquiries.map((q) => q.date)).toEqual([...file.inquiries.map((q) => q.date)].sort().reverse());

  const scoreable = file.hit && !file.frozen && !file.subject.deceased && file.tradelines.length > 0;
  if (scoreable) {
    expect(file.score.value).toBeGreaterThanOrEqual(300);
    expect(file.score.value).toBeLessThanOrEqual(850);
    expect(file.score.reasons.length).toBeGreaterThanOrEqual(1);
    const adult = `${Number(input.dateOfBirth.slice(0, 4)) + 18}${input.dateOfBirth.slice(4)}`;
    expect(file.subject.fileSinceDate! >= adult.slice(0, 7)).toBe(true);
    for (const t of file.tradelines) expect(file.subject.fileSinceDate! <= t.openedDate).toBe(true);
  } else {
    expect(file.score.value).toBeNull();
    expect(file.score.reasons).toEqual([]);
  }
  // four at most, and a fifth only for the inquiries factor (FCRA 609(f)(9))
  expect(file.score.reasons.length).toBeLessThanOrEqual(5);
  if (file.score.reasons.length === 5) expect(file.score.reasons[4].code).toBe('08');
  for (const r of file.score.reasons) expect(REASON_CODES[r.code as keyof typeof REASON_CODES]).toBe(r.text);
}

