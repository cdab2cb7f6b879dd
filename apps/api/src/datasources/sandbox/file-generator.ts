import { PAYMENT_CODES, type CreditReport, type PaymentCode, type Tradeline } from '@creditdesk/contracts';
import { ageAt, compareText, daysInMonth, isoDaysBefore, isoOf, monthOfDate, monthOfIso, twelveMonthsBefore } from './calendar.js';
import {
  AUTO_LENDERS,
  BANK_CARD_ISSUERS,
  CA_PLACES,
  CHARGE_CARD_ISSUERS,
  CREDITOR_SINCE,
  COLLECTION_AGENCIES,
  COLLECTION_ORIGINS,
  type CollectionOriginKind,
  DEBT_BUYERS,
  EMPLOYERS,
  HELOC_LENDERS,
  MORTGAGE_SERVICERS,
  NICKNAMES,
  OTHER_HARD_INQUIRERS,
  PERSONAL_LENDERS,
  POSITIONS,
  RETAIL_CARD_ISSUERS,
  SECURED_CARD_ISSUERS,
  SOFT_INQUIRERS,
  STREET_NAMES,
  STREET_SUFFIXES,
  STUDENT_LOAN_SERVICERS,
  SUBPRIME_AUTO_LENDERS,
  SUBPRIME_CARD_ISSUERS,
  SURNAMES,
  US_PLACES,
  bankruptcyCourt,
} from './creditors.js';
import { type SubjectIdentity, maskSsn } from './identity.js';
import type { Rng } from './seeded-random.js';
import { SCORE_MODEL, scoreFile } from './score.js';

/** A credit file: a report without its wrapper (identifier and product). Identical for every product. */
export type CreditFile = Omit<CreditReport, 'identifier' | 'product'>;
/** A file before its derived parts (file-since date, order, summary and score) are computed. */
export type FileParts = Omit<CreditFile, 'summary' | 'score'>;
type Ecoa = Tradeline['ecoa'];
type Collection = CreditFile['collections'][number];
type Inquiry = CreditFile['inquiries'][number];

// ---------------------------------------------------------------------------------------------
// Kinds of account and credit profiles

export type Kind =
  | 'bankCard'
  | 'retailCard'
  | 'chargeCard'
  | 'securedCard'
  | 'subprimeCard'
  | 'auto'
  | 'subprimeAuto'
  | 'student'
  | 'mortgage'
  | 'personal'
  | 'heloc';

const KINDS: Record<Kind, { accountType: Tradeline['accountType']; loanType: string; creditors: readonly string[] }> = {
  bankCard: { accountType: 'Revolving', loanType: 'Credit Card', creditors: BANK_CARD_ISSUERS },
  retailCard: { accountType: 'Revolving', loanType: 'Retail Card', creditors: RETAIL_CARD_ISSUERS },
  chargeCard: { accountType: 'Open', loanType: 'Charge Card', creditors: CHARGE_CARD_ISSUERS },
  securedCard: { accountType: 'Revolving', loanType: 'Secured Credit Card', creditors: SECURED_CARD_ISSUERS },
  subprimeCard: { accountType: 'Revolving', loanType: 'Credit Card', creditors: SUBPRIME_CARD_ISSUERS },
  auto: { accountType: 'Installment', loanType: 'Auto Loan', creditors: AUTO_LENDERS },
  subprimeAuto: { accountType: 'Installment', loanType: 'Auto Loan', creditors: SUBPRIME_AUTO_LENDERS },
  student: { accountType: 'Installment', loanType: 'Student Loan', creditors: STUDENT_LOAN_SERVICERS },
  mortgage: { accountType: 'Mortgage', loanType: 'Mortgage', creditors: MORTGAGE_SERVICERS },
  personal: { accountType: 'Installment', loanType: 'Personal Loan', creditors: PERSONAL_LENDERS },
  heloc: { accountType: 'Line of credit', loanType: 'HELOC', creditors: HELOC_LENDERS },
};
/** Lenders that have lent under their name for decades, for accounts older than the usual pool. */
const FALLBACK_CREDITOR: Record<Kind, string> = {
  bankCard: 'Citibank', retailCard: 'Credit First National Association', chargeCard: 'American Express', securedCard: 'Capital One',
  subprimeCard: 'Merrick Bank', auto: 'Ford Motor Credit', subprimeAuto: 'Santander Consumer USA', student: 'Sallie Mae Bank',
  mortgage: 'Wells Fargo Home Mortgage', personal: 'OneMain Financial', heloc: 'Bank of America',
};
const REVOLVING_KINDS: readonly Kind[] = ['bankCard', 'retailCard', 'securedCard', 'subprimeCard'];
const isRevolving = (k: Kind) => REVOLVING_KINDS.includes(k);
const isLoan = (k: Kind) => k === 'auto' || k === 'subprimeAuto' || k === 'student' || k === 'mortgage' || k === 'personal';
/** What a consumer opens again after a bankruptcy discharge. */
const REBUILD_KINDS: [Kind, number][] = [
  ['securedCard', 4],
  ['subprimeCard', 3],
  ['subprimeAuto', 1],
  ['retailCard', 1],
];

type Range = readonly [number, number];
export type ProfileSpec = {
  tradelines: Range;
  fileAgeMonths: Range;
  /** target revolving utilisation, 0–1. */
  utilization: Range;
  /** scales limits and loan amounts. */
  amountScale: number;
  /** chance per account of one or two cured 30/60/90-day lates in the 24 months. */
  minorLateChance: number;
  /** chance per account of a charge-off, repossession, foreclosure or collection. */
  seriousChance: number;
  /** at least this many charged-off accounts. */
  minChargeOffs?: number;
  /** chance per open account of being past due now. */
  currentLateChance: number;
  collections: Range;
  /** hard inquiries in the last 24 months (openings in that time bring their own). */
  hardInquiries: Range;
  softInquiries: Range;
  bankruptcyChance: number;
  /** when the Chapter 7 was filed, in months before the as-of date. */
  bankruptcyMonthsAgo?: Range;
  /** every account has 24 months of payment history (opened 2+ years before its last report). */
  fullHistory?: boolean;
  kinds: Partial<Record<Kind, number>>;
  /** creditors to use instead of the usual ones, by kind. */
  creditors?: Partial<Record<Kind, readonly string[]>>;
};

export const PROFILES = {
  excellent: {
    tradelines: [8, 20], fileAgeMonths: [150, 420], utilization: [0.02, 0.1], amountScale: 1.4,
    minorLateChance: 0.015, seriousChance: 0, currentLateChance: 0, collections: [0, 0],
    hardInquiries: [0, 2], softInquiries: [1, 4], bankruptcyChance: 0,
    kinds: { bankCard: 34, retailCard: 10, chargeCard: 6, auto: 14, student: 8, mortgage: 14, personal: 4, heloc: 5 },
  },
  good: {
    tradelines: [5, 15], fileAgeMonths: [72, 300], utilization: [0.1, 0.3], amountScale: 1,
    minorLateChance: 0.05, seriousChance: 0.005, currentLateChance: 0.005, collections: [0, 0],
    hardInquiries: [1, 4], softInquiries: [1, 4], bankruptcyChance: 0,
    kinds: { bankCard: 32, retailCard: 15, chargeCard: 3, auto: 18, student: 12, mortgage: 10, personal: 7, heloc: 3 },
  },
  fair: {
    tradelines: [3, 12], fileAgeMonths: [36, 240], utilization: [0.35, 0.7], amountScale: 0.8,
    minorLateChance: 0.18, seriousChance: 0.06, currentLateChance: 0.05, collections: [0, 1],
    hardInquiries: [2, 6], softInquiries: [0, 3], bankruptcyChance: 0.02,
    kinds: { bankCard: 26, retailCard: 18, subprimeCard: 8, auto: 18, student: 14, mortgage: 5, personal: 11 },
  },
  poor: {
    tradelines: [3, 10], fileAgeMonths: [24, 200], utilization: [0.7, 1], amountScale: 0.6,
    minorLateChance: 0.3, seriousChance: 0.22, currentLateChance: 0.15, collections: [1, 4],
    hardInquiries: [3, 9], softInquiries: [0, 2], bankruptcyChance: 0.12,
    kinds: { bankCard: 14, retailCard: 14, subprimeCard: 20, securedCard: 8, subprimeAuto: 16, auto: 4, student: 12, personal: 12 },
  },
} satisfies Record<string, ProfileSpec>;
export type ProfileName = keyof typeof PROFILES;

/** How generated (non-persona) consumers spread over the profiles. */
export const PROFILE_WEIGHTS: [ProfileName, number][] = [
  ['excellent', 22],
  ['good', 38],
  ['fair', 25],
  ['poor', 15],
];

// ---------------------------------------------------------------------------------------------
// Account plans

type Terminal = {
  code: 'G' | 'R' | 'F' | 'K' | 'B';
  /** the month of the charge-off, repossession, foreclosure, placement or bankruptcy filing. */
  month: number;
  /** months of growing delinquency before it (30, 60, 90 … days late). */
  ramp: number;
  /** the balance left after it. */
  balance: number;
  /** charge-offs sold to a debt buyer: the month the original creditor stopped reporting. */
  soldMonth: number | null;
  /** bankruptcy: the discharge month, when the creditor last reported. */
  endMonth: number | null;
};

/** Everything that decides one tradeline: building it draws nothing more, so a plan always gives the same tradeline. */
export type AccountPlan = {
  kind: Kind;
  creditor: string;
  loanType: string;
  ecoa: Ecoa;
  accountNumber: string;
  openedMonth: number;
  openedDay: number;
  statementDay: number;
  /** credit limit (revolving, HELOC), usual high balance (charge card) or original amount (loans). */
  amount: number;
  termMonths: number;
  annualRate: number;
  utilization: number;
  closedMonth: number | null;
  closeReason: 'paid' | 'consumer' | 'refinanced' | null;
  /** cured lates: index (months before the last report) and depth 1–3. */
  lates: { index: number; depth: number }[];
  /** months past due now (0 = current). */
  currentLate: number;
  terminal: Terminal | null;
};

export type FileContext = {
  asOf: Date;
  /** the as-of month. */
  now: number;
  /** the last full month: open accounts were last reported in it. */
  lastReport: number;
  subject: SubjectIdentity;
  birthMonth: number;
};

export function fileContext(subject: SubjectIdentity, asOf: Date): FileContext {
  const now = monthOfDate(asOf);
  return { asOf, now, lastReport: now - 1, subject, birthMonth: monthOfIso(subject.dateOfBirth) };
}

const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

function monthlyPayment(amount: number, annualRate: number, term: number): number {
  const r = annualRate / 12;
  return r === 0 ? amount / term : (amount * r) / (1 - Math.pow(1 + r, -term));
}
function remainingBalance(amount: number, annualRate: number, term: number, paid: number): number {
  if (paid >= term) return 0;
  if (paid <= 0) return amount;
  const r = annualRate / 12;
  if (r === 0) return amount * (1 - paid / term);
  const g = Math.pow(1 + r, paid);
  return amount * g - (monthlyPayment(amount, annualRate, term) * (g - 1)) / r;
}

/** Limit or amount, term and rate of a new account of a kind. */
function termsFor(kind: Kind, rng: Rng, scale: number): Pick<AccountPlan, 'amount' | 'termMonths' | 'annualRate'> {
  switch (kind) {
    case 'bankCard':
      return { amount: roundTo(rng.real(1500, 24000) * scale, 100), termMonths: 0, annualRate: rng.real(0.18, 0.27) };
    case 'retailCard':
      return { amount: roundTo(rng.real(500, 7000) * scale, 100), termMonths: 0, annualRate: rng.real(0.26, 0.32) };
    case 'chargeCard':
      return { amount: roundTo(rng.real(2000, 15000) * scale, 100), termMonths: 0, annualRate: 0 };
    case 'securedCard':
      return { amount: roundTo(rng.real(200, 1000), 50), termMonths: 0, annualRate: rng.real(0.22, 0.3) };
    case 'subprimeCard':
      return { amount: roundTo(rng.real(300, 1500), 50), termMonths: 0, annualRate: rng.real(0.28, 0.36) };
    case 'auto':
      return { amount: Math.round(rng.real(14000, 52000) * Math.sqrt(scale)), termMonths: rng.pick([36, 48, 60, 60, 72]), annualRate: rng.real(0.035, 0.09) };
    case 'subprimeAuto':
      return { amount: Math.round(rng.real(9000, 26000)), termMonths: rng.pick([60, 72, 72]), annualRate: rng.real(0.14, 0.24) };
    case 'student':
      return { amount: Math.round(rng.real(5500, 42000)), termMonths: 120, annualRate: rng.real(0.035, 0.075) };
    case 'mortgage':
      return { amount: roundTo(rng.real(140000, 480000) * scale, 500), termMonths: rng.pick([360, 360, 360, 180]), annualRate: rng.real(0.029, 0.072) };
    case 'personal':
      return { amount: roundTo(rng.real(3000, 25000) * Math.sqrt(scale), 100), termMonths: rng.pick([24, 36, 36, 48, 60]), annualRate: rng.real(0.08, 0.26) };
    case 'heloc':
      return { amount: roundTo(rng.real(25000, 150000) * scale, 1000), termMonths: 0, annualRate: rng.real(0.07, 0.095) };
  }
}

const mortgageLoanType = (rng: Rng) => rng.weighted<string>([['Mortgage', 7], ['FHA Mortgage', 2], ['VA Mortgage', 1]]);

export function newPlan(
  kind: Kind,
  openedMonth: number,
  rng: Rng,
  opts: { scale?: number; creditor?: string; ecoa?: Ecoa; utilization?: number; creditors?: readonly string[] } = {},
): AccountPlan {
  const info = KINDS[kind];
  const pool = opts.creditors ?? info.creditors;
  let creditor = opts.creditor ?? rng.pick(pool);
  // No account with a lender before it lent under that name.
  for (let tries = 0; !opts.creditor && (CREDITOR_SINCE[creditor] ?? 0) * 12 > openedMonth && tries < 8; tries++) creditor = rng.pick(pool);
  if ((CREDITOR_SINCE[creditor] ?? 0) * 12 > openedMonth && !opts.creditor) creditor = FALLBACK_CREDITOR[kind];
  return {
    kind,
    creditor,
    loanType: kind === 'mortgage' ? mortgageLoanType(rng) : info.loanType,
    ecoa: opts.ecoa ?? 'I',
    accountNumber: `XXXX${rng.digits(4)}`,
    openedMonth,
    openedDay: rng.int(1, 28),
    statementDay: rng.int(1, 28),
    ...termsFor(kind, rng, opts.scale ?? 1),
    utilization: opts.utilization ?? 0,
    closedMonth: null,
    closeReason: null,
    lates: [],
    currentLate: 0,
    terminal: null,
  };
}

/** Whose account it is: joint mortgages and car loans, a parent's card for the young, loans co-signed for a child. */
function ecoaFor(kind: Kind, ageAtOpen: number, rng: Rng): Ecoa {
  if (kind === 'mortgage') return rng.chance(0.45) ? 'J' : 'I';
  if (kind === 'auto') return rng.chance(0.15) ? 'J' : ageAtOpen >= 40 && rng.chance(0.08) ? 'C' : 'I';
  if (kind === 'student' && ageAtOpen >= 45) return 'C';
  if (isRevolving(kind) && ageAtOpen < 21 && rng.chance(0.3)) return 'A';
  return 'I';
}

/** The month a plan was last reported in. */
function lastReported(p: AccountPlan, ctx: FileContext): number {
  const t = p.terminal;
  if (t) {
    if (t.code === 'B') return Math.min(t.endMonth ?? t.month, ctx.lastReport);
    if (t.soldMonth !== null) return t.soldMonth;
    if (t.code === 'F') return Math.min(t.month + 2, ctx.lastReport);
    return ctx.lastReport;
  }
  return p.closedMonth ?? ctx.lastReport;
}

/** Paid off at term, or earlier (payoff, refinance), or closed by the consumer. */
function planClosure(p: AccountPlan, ctx: FileContext, rng: Rng, fullHistory: boolean) {
  const age = ctx.lastReport - p.openedMonth;
  const minOpen = fullHistory ? 24 : 12;
  if (isLoan(p.kind) && p.openedMonth + p.termMonths <= ctx.lastReport) {
    p.closedMonth = p.openedMonth + p.termMonths;
    p.closeReason = 'paid';
    return;
  }
  const early = isLoan(p.kind) ? (p.kind === 'mortgage' ? 0.2 : p.kind === 'student' ? 0.08 : 0.3) : 0.12;
  if (age > minOpen + 2 && rng.chance(early)) {
    p.closedMonth = rng.int(p.openedMonth + minOpen, ctx.lastReport - 1);
    p.closeReason = isLoan(p.kind) ? (p.kind === 'mortgage' ? 'refinanced' : 'paid') : 'consumer';
  }
}

/** The months before the last report an account has history for (1–24). */
const activeMonths = (p: AccountPlan, ctx: FileContext) => clamp(lastReported(p, ctx) - p.openedMonth + 1, 1, 24);

function planMinorLates(p: AccountPlan, ctx: FileContext, rng: Rng) {
  const span = activeMonths(p, ctx);
  const episodes = rng.chance(0.25) ? 2 : 1;
  for (let e = 0; e < episodes; e++) {
    const depth = rng.weighted<number>([[1, 70], [2, 24], [3, 6]]);
    // The episode runs from index (older) to index - depth + 1 (newer) and is cured at index - depth;
    // the first payment falls due in the account's second month, so no late before its third.
    const lo = depth;
    const hi = span - 3;
    if (hi < lo) continue;
    const index = rng.int(lo, hi);
    p.lates.push({ index, depth });
  }
}

function planSerious(p: AccountPlan, ctx: FileContext, rng: Rng, chargeOff = false): boolean {
  const first = p.openedMonth + 8;
  const last = ctx.lastReport - 1;
  if (last < first) return false;
  let code: Terminal['code'];
  let ramp: number;
  if (p.kind === 'auto' || p.kind === 'subprimeAuto') [code, ramp] = ['R', 3];
  else if (p.kind === 'mortgage') [code, ramp] = ['F', 6];
  else if (p.kind === 'student') [code, ramp] = ['K', 6];
  else [code, ramp] = !chargeOff && rng.chance(0.2) ? ['K', 4] : ['G', 6];
  const month = rng.int(first, last);
  const paidMonths = month - ramp - p.openedMonth;
  let balance: number;
  switch (code) {
    case 'R':
      balance = remainingBalance(p.amount, p.annualRate, p.termMonths, paidMonths) * rng.real(0.25, 0.45);
      break;
    case 'F':
      balance = 0;
      break;
    default:
      balance = isLoan(p.kind) ? remainingBalance(p.amount, p.annualRate, p.termMonths, paidMonths) * 1.05 : p.amount * rng.real(0.75, 1.12);
  }
  const sellable = (code === 'G' || code === 'K') && !isLoan(p.kind) && month < last - 1;
  const soldMonth = sellable && rng.chance(0.4) ? Math.min(ctx.lastReport, month + rng.int(1, 6)) : null;
  p.terminal = { code, month, ramp, balance: Math.round(balance), soldMonth, endMonth: null };
  p.closedMonth = null;
  p.closeReason = null;
  p.currentLate = 0;
  return true;
}

function planCurrentLate(p: AccountPlan, rng: Rng) {
  if (p.closedMonth !== null || p.terminal || p.kind === 'chargeCard') return;
  p.currentLate = rng.weighted<number>([[1, 60], [2, 30], [3, 10]]);
}

// ---------------------------------------------------------------------------------------------
// Building a tradeline from its plan

export type BuiltTradeline = {
  tradeline: Tradeline;
  /** the balance owed when a bankruptcy was filed (for the public record's amount). */
  filingBalance: number;
  /** a charge-off sold to a debt buyer: the collection it becomes. */
  sold: { amount: number; month: number } | null;
};

export function buildTradeline(p: AccountPlan, ctx: FileContext): BuiltTradeline {
  const info = KINDS[p.kind];
  const reportedMonth = lastReported(p, ctx);
  const t = p.terminal;

  // 24 months of codes, newest first.
  const codes: PaymentCode[] = [];
  for (let i = 0; i < 24; i++) codes.push(reportedMonth - i < p.openedMonth ? 'N' : 'C');
  const setIfOpen = (i: number, c: PaymentCode) => {
    if (i >= 0 && i < 24 && codes[i] !== 'N') codes[i] = c;
  };
  for (const l of p.lates) for (let k = 0; k < l.depth; k++) setIfOpen(l.index - k, String(l.depth - k) as PaymentCode);
  if (t) {
    for (let i = 0; i < 24; i++) {
      const m = reportedMonth - i;
      if (m >= t.month) setIfOpen(i, t.code);
      else if (m >= t.month - t.ramp) setIfOpen(i, String(Math.min(6, t.ramp - (t.month - 1 - m))) as PaymentCode);
    }
  }
  for (let k = 0; k < p.currentLate; k++) setIfOpen(k, String(p.currentLate - k) as PaymentCode);
  const paymentPattern = codes.join('');

  // Amounts as last reported.
  const open = !t && p.closedMonth === null;
  const elapsed = reportedMonth - p.openedMonth;
  let balance = 0;
  let creditLimit: number | null = null;
  let highCredit: number | null;
  let payment: number | null = null;
  let filingBalance: number;
  const revolving = isRevolving(p.kind);
  if (revolving || p.kind === 'heloc') {
    creditLimit = p.amount;
    const used = open ? Math.round(p.amount * p.utilization) : 0;
    balance = used;
    highCredit = Math.max(used, roundTo(p.amount * (0.25 + ((p.openedDay * 7 + p.statementDay) % 60) / 100), 10));
    if (open) payment = used === 0 ? 0 : p.kind === 'heloc' ? Math.round((used * p.annualRate) / 12) : Math.min(used, Math.max(25, Math.round(used * 0.03)));
    filingBalance = Math.round(p.amount * 0.85);
  } else if (p.kind === 'chargeCard') {
    highCredit = p.amount;
    balance = open ? Math.round(p.amount * (0.1 + p.utilization * 0.5)) : 0;
    if (open) payment = balance;
    filingBalance = Math.round(p.amount * 0.5);
  } else {
    highCredit = p.amount;
    const monthly = Math.round(monthlyPayment(p.amount, p.annualRate, p.termMonths));
    if (open) {
      balance = Math.round(remainingBalance(p.amount, p.annualRate, p.termMonths, elapsed - p.currentLate));
      payment = monthly;
    }
    filingBalance = Math.round(remainingBalance(p.amount, p.annualRate, p.termMonths, (t?.month ?? reportedMonth) - p.openedMonth));
  }
  if (p.currentLate > 0 && open && balance === 0) balance = Math.max(25, Math.round(p.amount * 0.1));
  if (open && p.currentLate > 0 && (payment ?? 0) === 0) payment = Math.min(balance, Math.max(25, Math.round(balance * 0.03)));
  let pastDue = open && p.currentLate > 0 ? (payment ?? 0) * p.currentLate : 0;
  let sold: BuiltTradeline['sold'] = null;
  if (t) {
    if (t.code === 'B' || t.code === 'F') balance = 0;
    else if (t.soldMonth !== null) {
      sold = { amount: t.balance, month: t.soldMonth };
      balance = 0;
    } else balance = t.balance;
    pastDue = balance;
    if (highCredit !== null && t.code !== 'B') highCredit = Math.max(highCredit, t.balance);
  }

  // Status text.
  const worst = worstCode(paymentPattern);
  const was = worst && worst !== paymentPattern[0] ? ` (was ${PAYMENT_CODES[worst].toLowerCase()})` : '';
  let paymentStatus: string;
  if (t) paymentStatus = t.soldMonth !== null ? `${PAYMENT_CODES[t.code]}, transferred or sold` : PAYMENT_CODES[t.code];
  else if (!open) {
    paymentStatus =
      p.closeReason === 'consumer' ? 'Closed at consumer request' : p.closeReason === 'refinanced' ? 'Paid in full, refinanced' : 'Paid in full, closed';
    paymentStatus += was;
  } else paymentStatus = PAYMENT_CODES[paymentPattern[0] as PaymentCode] + (paymentPattern[0] === 'C' ? was : '');

  const closedMonth = t ? t.month : p.closedMonth;
  const openedDate = isoOf(p.openedMonth, p.openedDay);
  const reportedDay = reportedMonth === p.openedMonth ? Math.max(p.openedDay, p.statementDay) : p.statementDay;
  let closedDate: string | null = null;
  if (closedMonth !== null) {
    const d = closedMonth === p.openedMonth ? Math.max(p.openedDay, p.statementDay) : Math.min(p.statementDay, daysInMonth(closedMonth));
    closedDate = isoOf(closedMonth, d);
  }
  const reportedDate = isoOf(reportedMonth, reportedDay);

  return {
    tradeline: {
      creditor: p.creditor,
      accountNumberMasked: p.accountNumber,
      accountType: info.accountType,
      loanType: p.loanType,
      ecoa: p.ecoa,
      openedDate,
      reportedDate: closedDate && closedDate > reportedDate ? closedDate : reportedDate,
      closedDate,
      balance,
      creditLimit,
      highCredit,
      monthlyPayment: open ? payment : null,
      pastDue,
      paymentStatus,
      paymentPattern,
      open,
      derogatory: /[1-6GRFKB]/.test(paymentPattern) || pastDue > 0,
    },
    filingBalance,
    sold,
  };
}

const WORST_ORDER = 'B G R F K 6 5 4 3 2 1'.split(' ') as PaymentCode[];
function worstCode(pattern: string): PaymentCode | null {
  for (const c of WORST_ORDER) if (pattern.includes(c)) return c;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The segments of a file

function streetLine(rng: Rng): string {
  const base = `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
  return rng.chance(0.2) ? `${base} APT ${rng.int(1, 40)}${rng.pick(['', 'A', 'B', 'C'])}` : base;
}

export function generateAddresses(ctx: FileContext, rng: Rng, fileStart: number): FileParts['addresses'] {
  const cur = ctx.subject.address;
  const out: FileParts['addresses'] = [{ ...cur, type: 'current', reportedDate: isoOf(ctx.lastReport, rng.int(1, 28)) }];
  const fileMonths = ctx.lastReport - fileStart;
  const count = fileMonths < 24 ? rng.int(0, 1) : fileMonths < 120 ? rng.int(1, 2) : rng.int(1, 3);
  let month = ctx.lastReport - rng.int(8, 40);
  for (let i = 0; i < count && month > fileStart; i++) {
    const places = cur.country === 'CA' ? CA_PLACES : US_PLACES;
    const [city, state, zip] = rng.chance(0.45) ? [cur.city, cur.state, cur.zip] : rng.pick(places);
    out.push({ line1: streetLine(rng), city, state, zip, country: cur.country, type: 'former', reportedDate: isoOf(month, rng.int(1, 28)) });
    month -= rng.int(14, 70);
  }
  return out;
}

export function generateNames(ctx: FileContext, rng: Rng): FileParts['names'] {
  const { firstName, lastName } = ctx.subject;
  const names: FileParts['names'] = [{ firstName, lastName, type: 'primary' }];
  const nick = NICKNAMES[firstName];
  if (nick && rng.chance(0.3)) names.push({ firstName: nick, lastName, type: 'aka' });
  if (rng.chance(0.12)) {
    const prior = rng.pick(SURNAMES);
    if (prior !== lastName) names.push({ firstName, lastName: prior, type: 'aka' });
  }
  if (names.length < 3 && rng.chance(0.06)) names.push({ firstName: lastName, lastName: firstName, type: 'aka' });
  return names;
}

export function generateEmployment(ctx: FileContext, rng: Rng, fileStart: number): FileParts['employment'] {
  const out: FileParts['employment'] = [];
  const years = (ctx.lastReport - fileStart) / 12;
  const count = years < 3 ? 1 : rng.int(1, 3);
  let month = ctx.lastReport - rng.int(0, 9);
  for (let i = 0; i < count; i++) {
    const employer = rng.pick(EMPLOYERS);
    const position = employer === 'Self-employed' ? 'Owner' : i > 0 && rng.chance(0.35) ? null : rng.pick(POSITIONS).title;
    out.push({ employer, position, reportedDate: isoOf(month, rng.int(1, 28)), verified: i === 0 && rng.chance(0.5) });
    month -= rng.int(18, 72);
    if (month < fileStart) break;
  }
  return out;
}

function collectionAmount(kind: CollectionOriginKind, rng: Rng): number {
  switch (kind) {
    case 'medical':
      return rng.int(500, 4800);
    case 'telecom':
      return rng.int(150, 1600);
    case 'utility':
      return rng.int(120, 900);
    case 'rent':
      return rng.int(800, 4500);
    default:
      return rng.int(80, 1200);
  }
}

export function generateCollections(ctx: FileContext, rng: Rng, count: number, fileStart: number): Collection[] {
  const out: Collection[] = [];
  const earliest = Math.max(fileStart, ctx.now - 84);
  for (let i = 0; i < count; i++) {
    const origin = rng.pick(COLLECTION_ORIGINS);
    const amount = collectionAmount(origin.kind, rng);
    const status = origin.kind === 'medical' ? 'Unpaid' : rng.weighted<string>([['Unpaid', 70], ['Paid', 18], ['Settled for less than full balance', 12]]);
    out.push({
      agency: rng.pick(COLLECTION_AGENCIES),
      originalCreditor: origin.creditor,
      amount,
      balance: status === 'Unpaid' ? amount : 0,
      assignedDate: isoOf(rng.int(earliest, ctx.lastReport), rng.int(1, 28)),
      status,
    });
  }
  return out;
}

export function soldChargeOffCollection(creditor: string, sold: { amount: number; month: number }, rng: Rng): Collection {
  const paidDown = rng.chance(0.25);
  return {
    agency: rng.pick(DEBT_BUYERS),
    originalCreditor: creditor,
    amount: sold.amount,
    balance: paidDown ? Math.round(sold.amount * rng.real(0.3, 0.8)) : sold.amount,
    assignedDate: isoOf(sold.month, rng.int(1, 28)),
    status: paidDown ? 'Unpaid, payment plan' : 'Unpaid',
  };
}

/**
 * Hard inquiries for accounts opened in the last 24 months, others up to the target, and soft ones;
 * all within 24 months of the as-of date and none before the file began.
 */
export function generateInquiries(ctx: FileContext, rng: Rng, plans: AccountPlan[], hardTarget: number, softCount: number, fileStart: number): Inquiry[] {
  const since = isoDaysBefore(ctx.asOf, 730);
  const maxDays = Math.max(1, Math.min(729, (ctx.now - fileStart) * 30 - 31));
  const out: Inquiry[] = [];
  for (const p of plans) {
    if (p.ecoa === 'A' || ctx.now - p.openedMonth > 24) continue;
    const date = isoOf(p.openedMonth, Math.max(1, p.openedDay - rng.int(0, 9)));
    if (date >= since) out.push({ date, subscriber: p.creditor, type: 'hard' });
  }
  for (let i = out.length; i < hardTarget; i++) out.push({ date: isoDaysBefore(ctx.asOf, rng.int(1, maxDays)), subscriber: rng.pick(OTHER_HARD_INQUIRERS), type: 'hard' });
  const reviewers = plans.filter((p) => p.closedMonth === null && !p.terminal).map((p) => p.creditor);
  for (let i = 0; i < softCount; i++) {
    const subscriber = reviewers.length > 0 && rng.chance(0.4) ? `${rng.pick(reviewers)} (account review)` : rng.pick(SOFT_INQUIRERS);
    out.push({ date: isoDaysBefore(ctx.asOf, rng.int(1, maxDays)), subscriber, type: 'soft' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Whole files

function subjectOf(ctx: FileContext, deceased = false): FileParts['subject'] {
  const s = ctx.subject;
  return {
    firstName: s.firstName,
    middleName: s.middleName,
    lastName: s.lastName,
    suffix: s.suffix,
    ssnMasked: maskSsn(s.ssn),
    dateOfBirth: s.dateOfBirth,
    fileSinceDate: null,
    deceased,
  };
}

/** A no-hit: the bureau has no file. Only the inquiry's own name and address, nothing else. */
export function noHitParts(ctx: FileContext): FileParts {
  const s = ctx.subject;
  return {
    hit: false,
    frozen: false,
    subject: subjectOf(ctx),
    names: [{ firstName: s.firstName, lastName: s.lastName, type: 'primary' }],
    addresses: [{ ...s.address, type: 'current', reportedDate: isoOf(ctx.now, ctx.asOf.getUTCDate()) }],
    employment: [],
    tradelines: [],
    inquiries: [],
    publicRecords: [],
    collections: [],
    alerts: [],
  };
}

export type GeneratedFile = { parts: FileParts; plans: AccountPlan[] };

/**
 * A whole file for a consumer of a credit profile, drawn from rng. Returns null when the consumer is
 * too young to have a file (under 18 years and 3 months at the as-of date).
 */
export function generateParts(ctx: FileContext, spec: ProfileSpec, rng: Rng): GeneratedFile | null {
  const adult = ctx.birthMonth + 18 * 12;
  const maxFileMonths = ctx.lastReport - adult;
  if (maxFileMonths < 3) return null;
  const planRng = rng.fork('accounts');
  const fileMonths = clamp(planRng.int(spec.fileAgeMonths[0], spec.fileAgeMonths[1]), 3, maxFileMonths);
  const start = ctx.lastReport - fileMonths;
  const fullHistory = !!spec.fullHistory && fileMonths >= 30;
  const newestOpening = fullHistory ? ctx.lastReport - 24 : ctx.lastReport;
  let n = planRng.int(spec.tradelines[0], spec.tradelines[1]);
  n = Math.min(n, 1 + Math.floor(fileMonths / 6));
  const target = planRng.real(spec.utilization[0], spec.utilization[1]);

  // A Chapter 7: filed some years back, discharged four months later.
  let filing: number | null = null;
  if (fileMonths >= 40 && planRng.chance(spec.bankruptcyChance)) {
    const ago = spec.bankruptcyMonthsAgo ?? [24, 96];
    filing = Math.max(start + 30, ctx.now - planRng.int(ago[0], ago[1]));
    if (filing + 4 > ctx.lastReport) filing = null;
  }
  const discharge = filing === null ? null : filing + 4;

  // When each account was opened, oldest first; the first one opened the file.
  const months: number[] = [start];
  for (let i = 1; i < n; i++) {
    if (filing !== null && discharge !== null && planRng.chance(0.35) && discharge + 1 <= newestOpening) months.push(planRng.int(discharge + 1, newestOpening));
    else months.push(planRng.int(start, Math.max(start, Math.min(newestOpening, filing !== null ? filing - 8 : newestOpening))));
  }
  months.sort((a, b) => a - b);

  const plans: AccountPlan[] = [];
  const weights = Object.entries(spec.kinds) as [Kind, number][];
  for (const m of months) {
    const ageAtOpen = (m - ctx.birthMonth) / 12;
    const openMortgage = plans.some((p) => p.kind === 'mortgage' && p.openedMonth < m);
    const mortgages = plans.filter((p) => p.kind === 'mortgage').length;
    const afterBankruptcy = discharge !== null && m > discharge;
    const allowed = (afterBankruptcy ? REBUILD_KINDS : weights).filter(([k]) => {
      if (k === 'mortgage') return ageAtOpen >= 23 && mortgages < 2 && m !== start;
      if (k === 'heloc') return openMortgage && !plans.some((p) => p.kind === 'heloc');
      if (k === 'student') return ageAtOpen <= 40 || (ageAtOpen >= 45 && ageAtOpen <= 62); // the later ones co-signed for a child
      if (k === 'chargeCard') return ageAtOpen >= 25 && !plans.some((p) => p.kind === 'chargeCard');
      if (k === 'auto' || k === 'subprimeAuto' || k === 'personal') return m !== start || ageAtOpen >= 20;
      return true;
    });
    const kind = allowed.length > 0 ? planRng.weighted(allowed) : 'bankCard';
    const utilization = clamp(target * planRng.real(0.4, 1.6), 0, 1);
    const p = newPlan(kind, m, planRng, {
      scale: spec.amountScale,
      creditors: spec.creditors?.[kind],
      utilization: isRevolving(kind) && target < 0.3 && planRng.chance(0.25) ? 0 : utilization,
      ecoa: ecoaFor(kind, ageAtOpen, planRng),
    });
    planClosure(p, ctx, planRng, fullHistory);
    plans.push(p);
  }

  // Bankruptcy: unsecured accounts open at filing are included; secured ones half the time (the others reaffirmed).
  const filingBalances: number[] = [];
  if (filing !== null && discharge !== null) {
    const openAtFiling = (p: AccountPlan) => p.openedMonth <= filing - 6 && (p.closedMonth === null || p.closedMonth > filing);
    let included = 0;
    for (const p of plans) {
      if (!openAtFiling(p) || p.kind === 'student') continue;
      if ((p.kind === 'mortgage' || p.kind === 'auto') && planRng.chance(0.5)) continue;
      p.terminal = { code: 'B', month: filing, ramp: planRng.int(1, 4), balance: 0, soldMonth: null, endMonth: discharge };
      p.closedMonth = null;
      p.closeReason = null;
      included++;
    }
    for (; included < 3; included++) {
      const m = planRng.int(start, filing - 8);
      const p = newPlan(planRng.pick<Kind>(['bankCard', 'retailCard', 'personal']), m, planRng, { scale: spec.amountScale, utilization: target });
      p.terminal = { code: 'B', month: filing, ramp: planRng.int(1, 4), balance: 0, soldMonth: null, endMonth: discharge };
      plans.push(p);
    }
  }

  // Delinquencies.
  for (const p of plans) {
    if (p.terminal) continue;
    if (p.closedMonth === null && planRng.chance(spec.seriousChance) && planSerious(p, ctx, planRng)) continue;
    if (planRng.chance(spec.minorLateChance)) planMinorLates(p, ctx, planRng);
    if (planRng.chance(spec.currentLateChance)) planCurrentLate(p, planRng);
  }
  let chargeOffs = plans.filter((p) => p.terminal?.code === 'G').length;
  for (const p of plans) {
    if (chargeOffs >= (spec.minChargeOffs ?? 0)) break;
    const unsecured = isRevolving(p.kind) || p.kind === 'personal' || p.kind === 'chargeCard';
    if (!p.terminal && p.closedMonth === null && unsecured && planSerious(p, ctx, planRng, true)) chargeOffs++;
  }

  // Tradelines, and the collections of charge-offs sold to debt buyers.
  const collectionRng = rng.fork('collections');
  const tradelines: Tradeline[] = [];
  const collections: Collection[] = [];
  for (const p of plans) {
    const built = buildTradeline(p, ctx);
    tradelines.push(built.tradeline);
    if (p.terminal?.code === 'B') filingBalances.push(built.filingBalance);
    if (built.sold) collections.push(soldChargeOffCollection(p.creditor, built.sold, collectionRng));
  }
  collections.push(...generateCollections(ctx, collectionRng, collectionRng.int(spec.collections[0], spec.collections[1]), start));

  const publicRecords: FileParts['publicRecords'] = [];
  if (filing !== null && discharge !== null) {
    const prRng = rng.fork('public-records');
    const liabilities = filingBalances.reduce((a, b) => a + b, 0) + prRng.int(800, 9000);
    publicRecords.push({
      type: 'Chapter 7 Bankruptcy',
      filedDate: isoOf(filing, prRng.int(1, 28)),
      court: bankruptcyCourt(ctx.subject.address.state, ctx.subject.address.country),
      docket: `${String(Math.floor(filing / 12) % 100).padStart(2, '0')}-${prRng.int(10000, 99999)}`,
      amount: liabilities,
      status: discharge <= ctx.lastReport ? 'Discharged' : 'Filed',
    });
  }

  const inquiryRng = rng.fork('inquiries');
  const inquiries = generateInquiries(
    ctx,
    inquiryRng,
    plans,
    inquiryRng.int(spec.hardInquiries[0], spec.hardInquiries[1]),
    inquiryRng.int(spec.softInquiries[0], spec.softInquiries[1]),
    start,
  );

  const parts: FileParts = {
    hit: true,
    frozen: false,
    subject: subjectOf(ctx),
    names: generateNames(ctx, rng.fork('names')),
    addresses: generateAddresses(ctx, rng.fork('addresses'), start),
    employment: generateEmployment(ctx, rng.fork('employment'), start),
    tradelines,
    inquiries,
    publicRecords,
    collections,
    alerts: [],
  };
  return { parts, plans };
}

// ---------------------------------------------------------------------------------------------
// Derived parts: order, file-since date, summary, score

const SEVERE_FIRST = (a: Tradeline, b: Tradeline) =>
  Number(b.derogatory) - Number(a.derogatory) ||
  Number(b.open) - Number(a.open) ||
  (a.openedDate < b.openedDate ? 1 : a.openedDate > b.openedDate ? -1 : 0) ||
  compareText(a.creditor, b.creditor) ||
  compareText(a.accountNumberMasked, b.accountNumberMasked);
const NEWEST_FIRST = <T>(key: (x: T) => string) => (a: T, b: T) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0);

/**
 * The summary, from the content only:
 * - tradelineCount / openTradelineCount: all tradelines / those open;
 * - totalBalance: balances of all tradelines (closed ones are 0 unless charged off);
 * - totalCreditLimit: credit limits of open tradelines (cards and lines of credit);
 * - revolvingUtilizationPercent: balances / limits of open Revolving tradelines with a limit, whole
 *   percent; null without any;
 * - totalPastDue; totalMonthlyPayment of open tradelines;
 * - derogatoryCount: tradelines flagged derogatory (any late or worse in 24 months, or past due now);
 * - collectionsCount, publicRecordsCount;
 * - inquiriesLast12Months: hard inquiries dated within 12 months of the as-of date.
 */
export function summarize(f: Pick<CreditFile, 'tradelines' | 'collections' | 'publicRecords' | 'inquiries'>, asOf: Date): CreditFile['summary'] {
  let open = 0;
  let totalBalance = 0;
  let totalCreditLimit = 0;
  let revBalance = 0;
  let revLimit = 0;
  let totalPastDue = 0;
  let totalMonthlyPayment = 0;
  let derogatory = 0;
  for (const t of f.tradelines) {
    totalBalance += t.balance;
    totalPastDue += t.pastDue;
    if (t.derogatory) derogatory++;
    if (!t.open) continue;
    open++;
    totalCreditLimit += t.creditLimit ?? 0;
    totalMonthlyPayment += t.monthlyPayment ?? 0;
    if (t.accountType === 'Revolving' && (t.creditLimit ?? 0) > 0) {
      revBalance += t.balance;
      revLimit += t.creditLimit ?? 0;
    }
  }
  const cutoff = twelveMonthsBefore(asOf);
  return {
    tradelineCount: f.tradelines.length,
    openTradelineCount: open,
    totalBalance,
    totalCreditLimit,
    revolvingUtilizationPercent: revLimit > 0 ? Math.round((revBalance / revLimit) * 100) : null,
    totalPastDue,
    totalMonthlyPayment,
    derogatoryCount: derogatory,
    collectionsCount: f.collections.length,
    publicRecordsCount: f.publicRecords.length,
    inquiriesLast12Months: f.inquiries.filter((q) => q.type === 'hard' && q.date >= cutoff).length,
  };
}

/**
 * Completes a file: orders every list (adverse accounts first, then newest first), sets the file-since
 * date to the oldest account or collection, and computes the summary and the score. No score for a
 * no-hit, a frozen file or a deceased consumer.
 */
export function finalizeFile(parts: FileParts, asOf: Date): CreditFile {
  const tradelines = [...parts.tradelines].sort(SEVERE_FIRST);
  const inquiries = [...parts.inquiries].sort((a, b) => NEWEST_FIRST<Inquiry>((q) => q.date)(a, b) || compareText(a.subscriber, b.subscriber));
  const collections = [...parts.collections].sort(NEWEST_FIRST<Collection>((c) => c.assignedDate));
  const publicRecords = [...parts.publicRecords].sort(NEWEST_FIRST<FileParts['publicRecords'][number]>((r) => r.filedDate));
  let fileSince = parts.subject.fileSinceDate;
  if (parts.hit && !parts.frozen) {
    for (const d of [...tradelines.map((t) => t.openedDate), ...collections.map((c) => c.assignedDate)]) if (!fileSince || d < fileSince) fileSince = d;
  }
  const content = { ...parts, subject: { ...parts.subject, fileSinceDate: fileSince }, tradelines, inquiries, collections, publicRecords };
  const scored = parts.hit && !parts.frozen && !parts.subject.deceased && tradelines.length > 0;
  const score = scored ? { model: SCORE_MODEL, ...scoreFile(content, asOf) } : { model: SCORE_MODEL, value: null, reasons: [] };
  return {
    hit: content.hit,
    frozen: content.frozen,
    subject: content.subject,
    names: content.names,
    addresses: content.addresses,
    employment: content.employment,
    tradelines,
    inquiries,
    publicRecords,
    collections,
    score,
    alerts: content.alerts,
    summary: summarize(content, asOf),
  };
}

/** The profile a generated consumer gets: drawn from the identity, with young consumers kept off "excellent". */
export function pickProfile(ctx: FileContext, rng: Rng): ProfileName {
  const age = ageAt(ctx.subject.dateOfBirth, ctx.asOf);
  const weights = age < 25 ? PROFILE_WEIGHTS.map(([p, w]) => [p, p === 'excellent' ? w / 4 : w] as [ProfileName, number]) : PROFILE_WEIGHTS;
  return rng.weighted(weights);
}

/** A generated consumer's file: a profile drawn from the identity, then the file drawn in that profile. */
export function generateFile(ctx: FileContext, rng: Rng, profile?: ProfileName): CreditFile {
  const spec = PROFILES[profile ?? pickProfile(ctx, rng.fork('profile'))];
  const generated = generateParts(ctx, spec, rng);
  return finalizeFile(generated ? generated.parts : noHitParts(ctx), ctx.asOf);
}
