import { z } from 'zod';
import { reportedAddressFields, reportedNameFields } from './reported-parts.js';

/**
 * What a consumer credit report carries (acrov6, nal, oneviewplus): the content a lender reads in a
 * real one. The bureau data source fills it; the viewer and the PDF read it. Consumer identifiers
 * appear only masked (SSN last four); the date of birth is the one consumer datum shown in full
 * to the entitled reader, as on a bureau's own report.
 */

export const CONSUMER_PRODUCTS = ['acrov6', 'nal', 'oneviewplus'] as const;
export const consumerProductSchema = z.enum(CONSUMER_PRODUCTS);
export type ConsumerProduct = z.infer<typeof consumerProductSchema>;

/** The identifiers of reports.md §3. */
export const PRIMARY_REPORT_ID = 'Primary Report 1';
export const COAPPLICANT_REPORT_ID = 'Co-Applicant Report 1';
export const PRIMARY_REQUEST_ID = 'current';
export const COAPPLICANT_REQUEST_ID = 'Co-Applicant';

const money = z.number();
const isoDate = z.string(); // YYYY-MM-DD

/**
 * 24 months of payment history, newest first, one code a month:
 * C current, 1 30 days late, 2 60, 3 90, 4 120, 5 150, 6 180+, G charge-off, R repossession,
 * F foreclosure, K collection, B bankruptcy, N no data/not reported.
 */
export const PAYMENT_CODES = {
  C: 'Current',
  '1': '30 days late',
  '2': '60 days late',
  '3': '90 days late',
  '4': '120 days late',
  '5': '150 days late',
  '6': '180+ days late',
  G: 'Charge-off',
  R: 'Repossession',
  F: 'Foreclosure',
  K: 'Collection',
  B: 'Included in bankruptcy',
  N: 'No data',
} as const;
export type PaymentCode = keyof typeof PAYMENT_CODES;

export const ECOA_DESIGNATORS = {
  I: 'Individual',
  J: 'Joint',
  A: 'Authorized user',
  C: 'Co-signer',
  M: 'Maker',
  T: 'Terminated',
} as const;

export const ALERT_TYPES = ['INITIAL_FRAUD', 'EXTENDED_FRAUD', 'ACTIVE_DUTY', 'SECURITY_FREEZE', 'DECEASED', 'ADDRESS_MISMATCH', 'SSN_MISMATCH'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** How an alert is titled on screen and in the PDF. */
export const ALERT_TITLES: Record<AlertType, string> = {
  INITIAL_FRAUD: 'Initial fraud alert',
  EXTENDED_FRAUD: 'Extended fraud alert',
  ACTIVE_DUTY: 'Active duty military alert',
  SECURITY_FREEZE: 'Security freeze',
  DECEASED: 'Deceased indicator',
  ADDRESS_MISMATCH: 'Address discrepancy',
  SSN_MISMATCH: 'SSN discrepancy',
};

export const tradelineSchema = z.object({
  creditor: z.string(),
  accountNumberMasked: z.string(),
  accountType: z.enum(['Revolving', 'Installment', 'Mortgage', 'Open', 'Line of credit']),
  loanType: z.string(),
  ecoa: z.enum(['I', 'J', 'A', 'C', 'M', 'T']),
  openedDate: isoDate,
  reportedDate: isoDate,
  closedDate: isoDate.nullable(),
  balance: money,
  creditLimit: money.nullable(),
  highCredit: money.nullable(),
  monthlyPayment: money.nullable(),
  pastDue: money,
  paymentStatus: z.string(),
  /** 24 codes, newest month first. */
  paymentPattern: z.string().regex(/^[C1-6GRFKBN]{24}$/),
  open: z.boolean(),
  derogatory: z.boolean(),
});
export type Tradeline = z.infer<typeof tradelineSchema>;

export const creditReportSchema = z.object({
  identifier: z.string(),
  product: consumerProductSchema,
  /** false for a no-hit: the bureau found no file for this consumer. */
  hit: z.boolean(),
  frozen: z.boolean(),
  subject: z.object({
    ...reportedNameFields,
    /** only ever the last four: '***-**-1234', or empty when the bureau holds none. */
    ssnMasked: z.string().regex(/^(\*\*\*-\*\*-\d{4})?$/, 'ssnMasked must be ***-**-NNNN'),
    dateOfBirth: isoDate.nullable(),
    fileSinceDate: isoDate.nullable(),
    deceased: z.boolean(),
  }),
  names: z.array(z.object({ firstName: z.string(), lastName: z.string(), type: z.enum(['primary', 'aka']) })),
  addresses: z.array(
    z.object({
      ...reportedAddressFields,
      country: z.string(),
      type: z.enum(['current', 'former']),
      reportedDate: isoDate,
    }),
  ),
  employment: z.array(z.object({ employer: z.string(), position: z.string().nullable(), reportedDate: isoDate, verified: z.boolean() })),
  tradelines: z.array(tradelineSchema),
  inquiries: z.array(z.object({ date: isoDate, subscriber: z.string(), type: z.enum(['hard', 'soft']) })),
  publicRecords: z.array(
    z.object({
      type: z.string(),
      filedDate: isoDate,
      court: z.string(),
      docket: z.string(),
      amount: money,
      status: z.string(),
    }),
  ),
  collections: z.array(
    z.object({
      agency: z.string(),
      originalCreditor: z.string(),
      amount: money,
      balance: money,
      assignedDate: isoDate,
      status: z.string(),
    }),
  ),
  score: z.object({
    model: z.string(),
    /** 300–850; null when the file cannot be scored (no hit, frozen, deceased, too thin). */
    value: z.number().int().min(300).max(850).nullable(),
    /**
     * The key factors, most important first: up to four, and a fifth when the number of inquiries
     * adversely affected the score but is not among the four (FCRA 609(f)(9), 15 U.S.C. 1681g(f)(9):
     * that factor is disclosed "without regard to the numerical limitation" of (f)(1)(C)).
     */
    reasons: z.array(z.object({ code: z.string(), text: z.string() })).max(5),
  }),
  alerts: z.array(
    z.object({
      type: z.enum(ALERT_TYPES),
      message: z.string(),
      contactPhone: z.string().nullable(),
    }),
  ),
  summary: z.object({
    tradelineCount: z.number().int(),
    openTradelineCount: z.number().int(),
    totalBalance: money,
    totalCreditLimit: money,
    revolvingUtilizationPercent: z.number().nullable(),
    totalPastDue: money,
    totalMonthlyPayment: money,
    derogatoryCount: z.number().int(),
    collectionsCount: z.number().int(),
    publicRecordsCount: z.number().int(),
    inquiriesLast12Months: z.number().int(),
  }),
});
export type CreditReport = z.infer<typeof creditReportSchema>;

/** oneviewplus adds verified employment (The Work Number style) and alternative data per applicant. */
export const twnSelectReportSchema = z.object({
  identifier: z.string(),
  employer: z.string(),
  position: z.string(),
  status: z.enum(['Active', 'Inactive']),
  hireDate: isoDate,
  annualIncome: money.nullable(),
  lastVerifiedDate: isoDate,
});
export const dataxReportSchema = z.object({
  identifier: z.string(),
  accounts: z.array(z.object({ lender: z.string(), type: z.string(), openedDate: isoDate, balance: money, status: z.string() })),
  riskIndicator: z.enum(['LOW', 'MEDIUM', 'HIGH']),
});
export type TwnSelectReport = z.infer<typeof twnSelectReportSchema>;
export type DataxReport = z.infer<typeof dataxReportSchema>;
