import {
  COAPPLICANT_REPORT_ID,
  PRIMARY_REPORT_ID,
  reportListKey,
  type ConsumerProduct,
  type ConsumerReportResponse,
  type CreditReport,
  type DataSourceResponse,
  type DataxReport,
  type InquiryListItem,
  type Tradeline,
  type TwnSelectReport,
} from '@creditdesk/contracts';
import { ELLISON_SUBJECT } from './sandbox-subjects';

/** Test data shaped like the sandbox bureau's answers (contracts' creditReportSchema). */

export const INQUIRY_ID = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';
export const OTHER_INQUIRY_ID = '7a2b3c4d-5e6f-4a70-8b81-a2c3d4e5f607';

export function makeTradeline(overrides: Partial<Tradeline> = {}): Tradeline {
  return {
    creditor: 'Discover Bank',
    accountNumberMasked: 'XXXX3418',
    accountType: 'Revolving',
    loanType: 'Credit Card',
    ecoa: 'I',
    openedDate: '2024-05-05',
    reportedDate: '2026-03-22',
    closedDate: null,
    balance: 1296,
    creditLimit: 3700,
    highCredit: 3030,
    monthlyPayment: 25,
    pastDue: 0,
    paymentStatus: 'Current',
    paymentPattern: 'C'.repeat(24),
    open: true,
    derogatory: false,
    ...overrides,
  };
}

export function makeCreditReport(overrides: Partial<CreditReport> = {}, subject: Partial<CreditReport['subject']> = {}): CreditReport {
  return {
    identifier: PRIMARY_REPORT_ID,
    product: 'acrov6',
    hit: true,
    frozen: false,
    subject: {
      ...ELLISON_SUBJECT,
      fileSinceDate: '1998-11-28',
      deceased: false,
      ...subject,
    },
    names: [{ firstName: 'MARGARET', lastName: 'ELLISON', type: 'primary' }],
    addresses: [
      { line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201', country: 'US', type: 'current', reportedDate: '2026-10-24' },
    ],
    employment: [{ employer: 'The Home Depot', position: 'Store Manager', reportedDate: '2026-07-24', verified: true }],
    tradelines: [makeTradeline()],
    inquiries: [{ date: '2026-04-05', subscriber: 'Capital One (promotional)', type: 'soft' }],
    publicRecords: [],
    collections: [],
    score: {
      model: 'Sandbox Risk Score 3.0',
      value: 796,
      reasons: [
        { code: '05', text: 'Too many accounts with balances' },
        { code: '14', text: 'Length of time accounts have been established' },
      ],
    },
    alerts: [],
    summary: {
      tradelineCount: 1,
      openTradelineCount: 1,
      totalBalance: 1296,
      totalCreditLimit: 3700,
      revolvingUtilizationPercent: 35,
      totalPastDue: 0,
      totalMonthlyPayment: 25,
      derogatoryCount: 0,
      collectionsCount: 0,
      publicRecordsCount: 0,
      inquiriesLast12Months: 0,
    },
    ...overrides,
  };
}

/** The co-applicant of a pair: EMILY CARTER with her own creditor. */
export function makeCoApplicantReport(product: ConsumerProduct = 'acrov6'): CreditReport {
  return makeCreditReport(
    {
      identifier: COAPPLICANT_REPORT_ID,
      product,
      names: [{ firstName: 'EMILY', lastName: 'CARTER', type: 'primary' }],
      tradelines: [makeTradeline({ creditor: 'Toyota Motor Credit', accountType: 'Installment', loanType: 'Auto Loan', ecoa: 'J', creditLimit: null })],
      score: { model: 'Sandbox Risk Score 3.0', value: 701, reasons: [] },
    },
    { firstName: 'EMILY', lastName: 'CARTER', ssnMasked: '***-**-1011', dateOfBirth: '1985-10-19' },
  );
}

export function makeDsr(product: ConsumerProduct, reports: CreditReport[], extra: { twn?: TwnSelectReport[]; datax?: DataxReport[]; errors?: DataSourceResponse['errors'] } = {}): DataSourceResponse {
  return {
    value: {
      consumers: {
        [reportListKey(product)]: reports.map((r) => ({ ...r, product })),
        ...(extra.twn ? { twnSelectReport: extra.twn } : {}),
        ...(extra.datax ? { dataxReport: extra.datax } : {}),
      },
    },
    errors: extra.errors ?? [],
    status: 200,
  };
}

export function makeTwn(identifier = PRIMARY_REPORT_ID, employer = 'The Home Depot'): TwnSelectReport {
  return { identifier, employer, position: 'Store Manager', status: 'Active', hireDate: '2021-10-26', annualIncome: 58900, lastVerifiedDate: '2026-10-24' };
}

export function makeDatax(identifier = PRIMARY_REPORT_ID, lender = 'CashNet USA'): DataxReport {
  return { identifier, accounts: [{ lender, type: 'Installment', openedDate: '2025-02-01', balance: 420, status: 'Paid' }], riskIndicator: 'MEDIUM' };
}

export function makeOrderResponse(product: ConsumerProduct, dsr: DataSourceResponse, inquiryId = INQUIRY_ID): ConsumerReportResponse {
  return {
    inquiryId,
    product,
    createdAt: '2026-11-20T14:05:00.000Z',
    dataSourceResponse: dsr,
    formatedResponse: JSON.stringify({ dataSourceResponse: dsr }),
  };
}

export function makeInquiryItem(overrides: Partial<InquiryListItem> = {}): InquiryListItem {
  return {
    id: INQUIRY_ID,
    product: 'acrov6',
    productName: 'Consumer Credit Report',
    consumerName: 'MARGARET ELLISON',
    coApplicantName: null,
    ssnMasked: '***-**-1001',
    customerReferenceNumber: 'LOAN-1001',
    accountNumber: '100200300',
    permissiblePurpose: 'CREDIT_TRANSACTION',
    userName: 'demo.admin',
    status: 'Completed',
    createdAt: '2026-11-20T14:05:00.000Z',
    ...overrides,
  };
}

export const ACCOUNT_NUMBERS = [
  { memberNumber: '100200300', name: 'Demo Lending - Retail Lending', status: 'active' as const },
  { memberNumber: '100200301', name: 'Demo Lending - Auto Finance', status: 'active' as const },
];

export const ORDERABLE_PRODUCTS = [
  { code: 'CCR', product: 'acrov6' as const, name: 'Consumer Credit Report', family: 'consumer-credit' as const, description: 'The full consumer credit file.' },
  { code: 'NAL', product: 'nal' as const, name: 'OneView', family: 'consumer-credit' as const, description: 'A second consumer credit view.' },
  { code: 'OVWP', product: 'oneviewplus' as const, name: 'OneView+', family: 'consumer-credit' as const, description: 'With employment and alternative data.' },
];

export const PERSONAS = [
  {
    key: 'thick',
    firstName: 'MARGARET',
    lastName: 'ELLISON',
    ssn: '123451001',
    dateOfBirth: '1966-04-12',
    address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' as const },
    description: 'Thick file: 20+ tradelines.',
  },
];
