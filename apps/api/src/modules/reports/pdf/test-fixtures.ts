import {
  COAPPLICANT_REPORT_ID,
  type ConsumerProduct,
  type CreditReport,
  type DataSourceResponse,
  type DataxReport,
  PRIMARY_REPORT_ID,
  type Tradeline,
  type TwnSelectReport,
  reportListKey,
} from '@creditdesk/contracts';
import type { PdfInquiry } from './types.js';

/**
 * Report fixtures for the PDF tests and the render benchmark: a thick file (22 tradelines with
 * payment grids, alerts, public records, collections), a frozen file, a no-hit, an applicant and
 * co-applicant pair, and oneviewplus supplements. Deterministic: the same call gives the same data.
 */

export const INQUIRY: PdfInquiry = {
  id: '3f1c9a52-7d4e-4b8a-9c1e-5a2b7d9e0f13',
  createdAt: new Date(2026, 2, 14, 10, 32),
  customerName: 'Demo Lending',
  userName: 'demo.user',
  accountNumber: '1234567',
  customerReferenceNumber: 'LOAN-2026-0042',
  permissiblePurpose: 'CREDIT_TRANSACTION',
};

export const CREDITORS = [
  'CAPITAL ONE BANK USA',
  'CHASE CARD SERVICES',
  'WELLS FARGO HOME MORTGAGE',
  'TOYOTA MOTOR CREDIT',
  'DISCOVER FINANCIAL SVCS',
  'SYNCHRONY BANK/AMAZON',
  'NAVIENT SOLUTIONS',
  'AMERICAN EXPRESS',
  'CITIBANK NA',
  'ALLY FINANCIAL',
  'US BANK',
  'BANK OF AMERICA',
  'SANTANDER CONSUMER USA',
  'BARCLAYS BANK DELAWARE',
  'GOLDMAN SACHS BANK USA',
  'NAVY FEDERAL CREDIT UNION',
  'PNC BANK',
  'TD BANK NA',
  'LENDINGCLUB CORP',
  'COMENITY BANK/VICTORIAS SECRET',
  'FIRST NATIONAL BANK OMAHA',
  'SOFI LENDING CORP',
];

const PATTERNS = [
  'CCCCCCCCCCCCCCCCCCCCCCCC',
  'CCCCCC1CCCCCCCCCCCCCCCCC',
  'CCCCCCCCCCCCNNNNNNNNNNNN',
  'C1C12C1CCCCCCCCCCCCCCCCC',
  'GGGG6543211CCCCCCCCCCCCC',
  'CCCCCCCCCCCCCCCCCCCCCCCN',
  'KKKKKKKKKKK654321CCCCCCC',
  'CCCCCCCCCCC11CCCCCCCCCCC',
  'BBBBBBBBBBBBBB3321CCCCCC',
  'CCCCCCCCRRRR5432CCCCCCCC',
  'NNNNNNCCCCCCCCCCCCCCCCCC',
];

const TYPES: Array<[Tradeline['accountType'], string]> = [
  ['Revolving', 'Credit card'],
  ['Revolving', 'Charge account'],
  ['Mortgage', 'Conventional real estate'],
  ['Installment', 'Auto loan'],
  ['Installment', 'Student loan'],
  ['Line of credit', 'Home equity line'],
  ['Open', 'Utility'],
];

const ECOA: Tradeline['ecoa'][] = ['I', 'J', 'A', 'I', 'C', 'I', 'M', 'T'];

export function tradelines(count: number, creditors: string[] = CREDITORS): Tradeline[] {
  return Array.from({ length: count }, (_v, i) => {
    const [accountType, loanType] = TYPES[i % TYPES.length];
    const pattern = PATTERNS[i % PATTERNS.length];
    const derogatory = /[3-6GRFKB]/.test(pattern.slice(0, 12));
    const revolving = accountType === 'Revolving' || accountType === 'Line of credit';
    const limit = revolving ? 1500 + ((i * 2750) % 24000) : null;
    const balance = Math.round((limit ?? 8000 + i * 4100) * (0.12 + ((i * 37) % 80) / 100));
    const closed = i % 6 === 5;
    return {
      creditor: creditors[i % creditors.length],
      accountNumberMasked: `****${String(4821 + i * 137).slice(-4)}`,
      accountType,
      loanType,
      ecoa: ECOA[i % ECOA.length],
      openedDate: `${2012 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
      reportedDate: '2026-02-28',
      closedDate: closed ? '2025-06-30' : null,
      balance: closed ? 0 : balance,
      creditLimit: limit,
      highCredit: revolving ? Math.round((limit ?? 0) * 0.9) : 12000 + i * 5300,
      monthlyPayment: revolving ? 35 + (i % 5) * 20 : 180 + i * 23,
      pastDue: derogatory ? 240 + i * 55 : 0,
      paymentStatus: derogatory ? (pattern[0] === 'G' ? 'Charged off' : pattern[0] === 'K' ? 'Collection account' : pattern[0] === 'B' ? 'Included in bankruptcy' : 'Repossession') : pattern[0] === '1' || pattern[1] === '1' ? '30 days past due' : 'Pays as agreed',
      paymentPattern: pattern,
      open: !closed,
      derogatory,
    };
  });
}

export const REASONS = [
  { code: '038', text: 'Serious delinquency, and public record or collection filed' },
  { code: '010', text: 'Proportion of balances to credit limits is too high on revolving accounts' },
  { code: '014', text: 'Length of time accounts have been established' },
  { code: '008', text: 'Too many inquiries in the last 12 months' },
];

export const ALERT_MESSAGE = 'Consumer reports possible identity theft. Verify identity before opening any new account.';

type Person = { first: string; middle: string | null; last: string; suffix: string | null; ssnLast4: string; dob: string };

export const PRIMARY: Person = { first: 'Jonathan', middle: 'Quincy', last: 'Applegate', suffix: 'JR', ssnLast4: '6789', dob: '1984-07-09' };
export const COAPPLICANT: Person = { first: 'Maria', middle: 'Elena', last: 'Castellanos', suffix: null, ssnLast4: '4321', dob: '1987-11-23' };

export function thickReport(options: { identifier?: string; product?: ConsumerProduct; person?: Person; tradelineCount?: number; creditors?: string[] } = {}): CreditReport {
  const person = options.person ?? PRIMARY;
  const lines = tradelines(options.tradelineCount ?? 22, options.creditors);
  const open = lines.filter((t) => t.open);
  return {
    identifier: options.identifier ?? PRIMARY_REPORT_ID,
    product: options.product ?? 'acrov6',
    hit: true,
    frozen: false,
    subject: {
      firstName: person.first,
      middleName: person.middle,
      lastName: person.last,
      suffix: person.suffix,
      ssnMasked: `***-**-${person.ssnLast4}`,
      dateOfBirth: person.dob,
      fileSinceDate: '2003-05-01',
      deceased: false,
    },
    names: [
      { firstName: person.first, lastName: person.last, type: 'primary' },
      { firstName: person.first.slice(0, 3).toUpperCase(), lastName: person.last, type: 'aka' },
      { firstName: person.first, lastName: `${person.last}-Reyes`, type: 'aka' },
    ],
    addresses: [
      { line1: '1428 Elm Street Apt 5B', city: 'Springfield', state: 'IL', zip: '62704', country: 'US', type: 'current', reportedDate: '2026-01-31' },
      { line1: '77 Lakeshore Drive', city: 'Chicago', state: 'IL', zip: '60611', country: 'US', type: 'former', reportedDate: '2021-08-15' },
      { line1: '9 Queen Street West', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA', type: 'former', reportedDate: '2016-03-02' },
    ],
    employment: [
      { employer: 'Midwest Logistics Group', position: 'Operations Manager', reportedDate: '2025-11-30', verified: true },
      { employer: 'Prairie State University', position: null, reportedDate: '2017-06-01', verified: false },
    ],
    tradelines: lines,
    inquiries: [
      { date: '2026-03-14', subscriber: 'DEMO LENDING', type: 'hard' },
      { date: '2026-01-09', subscriber: 'CARMAX AUTO FINANCE', type: 'hard' },
      { date: '2025-11-21', subscriber: 'CAPITAL ONE BANK USA', type: 'soft' },
      { date: '2025-08-02', subscriber: 'QUICKEN LOANS', type: 'hard' },
      { date: '2025-04-17', subscriber: 'CREDIT KARMA', type: 'soft' },
      { date: '2024-12-05', subscriber: 'VERIZON WIRELESS', type: 'hard' },
    ],
    publicRecords: [
      { type: 'Chapter 7 bankruptcy', filedDate: '2019-04-22', court: 'US Bankruptcy Court N.D. Illinois', docket: '19-BK-04418', amount: 48210, status: 'Discharged' },
      { type: 'Civil judgment', filedDate: '2022-09-13', court: 'Sangamon County Circuit Court', docket: '2022-SC-1187', amount: 3150, status: 'Satisfied' },
    ],
    collections: [
      { agency: 'MIDLAND CREDIT MANAGEMENT', originalCreditor: 'COMENITY BANK', amount: 1840, balance: 1840, assignedDate: '2023-02-10', status: 'Unpaid' },
      { agency: 'PORTFOLIO RECOVERY ASSOC', originalCreditor: 'SPRINT', amount: 612, balance: 0, assignedDate: '2021-07-19', status: 'Paid in full' },
      { agency: 'LVNV FUNDING LLC', originalCreditor: 'CREDIT ONE BANK', amount: 955, balance: 955, assignedDate: '2024-05-30', status: 'Unpaid' },
    ],
    score: { model: 'VantageScore 4.0', value: 612, reasons: REASONS },
    alerts: [
      { type: 'INITIAL_FRAUD', message: ALERT_MESSAGE, contactPhone: '2175550143' },
      { type: 'ADDRESS_MISMATCH', message: 'The address on the inquiry differs substantially from the addresses on file.', contactPhone: null },
    ],
    summary: {
      tradelineCount: lines.length,
      openTradelineCount: open.length,
      totalBalance: lines.reduce((s, t) => s + t.balance, 0),
      totalCreditLimit: lines.reduce((s, t) => s + (t.creditLimit ?? 0), 0),
      revolvingUtilizationPercent: 67.4,
      totalPastDue: lines.reduce((s, t) => s + t.pastDue, 0),
      totalMonthlyPayment: open.reduce((s, t) => s + (t.monthlyPayment ?? 0), 0),
      derogatoryCount: lines.filter((t) => t.derogatory).length,
      collectionsCount: 3,
      publicRecordsCount: 2,
      inquiriesLast12Months: 4,
    },
  };
}

/** A file with no content released: frozen (or a no-hit), identity only. */
function emptyFile(kind: 'frozen' | 'nohit', person: Person = PRIMARY): CreditReport {
  const base = thickReport({ person, tradelineCount: 0 });
  return {
    ...base,
    hit: kind === 'frozen',
    frozen: kind === 'frozen',
    subject: { ...base.subject, fileSinceDate: kind === 'frozen' ? base.subject.fileSinceDate : null },
    names: kind === 'frozen' ? base.names.slice(0, 1) : [],
    addresses: kind === 'frozen' ? base.addresses.slice(0, 1) : [],
    employment: [],
    tradelines: [],
    inquiries: [],
    publicRecords: [],
    collections: [],
    score: { model: 'VantageScore 4.0', value: null, reasons: [] },
    alerts: kind === 'frozen' ? [{ type: 'SECURITY_FREEZE', message: 'A security freeze is in place on this file.', contactPhone: null }] : [],
    summary: {
      tradelineCount: 0,
      openTradelineCount: 0,
      totalBalance: 0,
      totalCreditLimit: 0,
      revolvingUtilizationPercent: null,
      totalPastDue: 0,
      totalMonthlyPayment: 0,
      derogatoryCount: 0,
      collectionsCount: 0,
      publicRecordsCount: 0,
      inquiriesLast12Months: 0,
    },
  };
}

export const frozenReport = (): CreditReport => emptyFile('frozen');
export const noHitReport = (): CreditReport => emptyFile('nohit');

export function coApplicantReport(product: ConsumerProduct = 'acrov6'): CreditReport {
  return thickReport({
    identifier: COAPPLICANT_REPORT_ID,
    product,
    person: COAPPLICANT,
    tradelineCount: 6,
    creditors: ['HARBOR CREDIT UNION', 'MACYS/CITIBANK', 'HONDA FINANCIAL SERVICES', 'APPLE CARD/GS BANK', 'UPSTART NETWORK', 'TARGET CARD SERVICES'],
  });
}

export const TWN: TwnSelectReport[] = [
  { identifier: PRIMARY_REPORT_ID, employer: 'Midwest Logistics Group', position: 'Operations Manager', status: 'Active', hireDate: '2018-04-02', annualIncome: 86500, lastVerifiedDate: '2026-03-01' },
  { identifier: COAPPLICANT_REPORT_ID, employer: 'Springfield Clinic', position: 'Registered Nurse', status: 'Active', hireDate: '2015-09-14', annualIncome: 74200, lastVerifiedDate: '2026-02-27' },
];

export const DATAX: DataxReport[] = [
  {
    identifier: PRIMARY_REPORT_ID,
    riskIndicator: 'MEDIUM',
    accounts: [
      { lender: 'SPEEDY CASH ONLINE', type: 'Payday loan', openedDate: '2025-10-03', balance: 420, status: 'Paid' },
      { lender: 'RENT-A-CENTER', type: 'Rent to own', openedDate: '2024-06-18', balance: 1180, status: 'Current' },
    ],
  },
  {
    identifier: COAPPLICANT_REPORT_ID,
    riskIndicator: 'LOW',
    accounts: [{ lender: 'AFFIRM INC', type: 'Point-of-sale installment', openedDate: '2025-12-11', balance: 310, status: 'Current' }],
  },
];

export function responseOf(product: ConsumerProduct, reports: CreditReport[], extras: { twn?: TwnSelectReport[]; datax?: DataxReport[] } = {}): DataSourceResponse {
  return {
    value: {
      consumers: {
        [reportListKey(product)]: reports.map((r) => ({ ...r, product })),
        ...(extras.twn ? { twnSelectReport: extras.twn } : {}),
        ...(extras.datax ? { dataxReport: extras.datax } : {}),
      },
    },
    errors: [],
    status: 200,
  };
}
