import type { DtecDataSourceResponse, DtecReport, DtecResponse } from '@creditdesk/contracts';
import { ELLISON_ADDRESS, ELLISON_SUBJECT } from '../../testing/sandbox-subjects';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';

/* The sandbox's answers for DTEC's documented consumers (docs/products/dtec.md), as the contracts declare them. */

/** clear: MARGARET ELLISON, low risk. */
export const CLEAR: DtecReport = {
  identifier: 'current',
  asOfDate: '2026-11-01',
  subject: {
    ...ELLISON_SUBJECT,
    address: ELLISON_ADDRESS,
    phone: '8475550134',
  },
  riskLevel: 'low',
  ssn: {
    ssnMasked: '***-**-1001',
    validity: 'valid',
    deceased: false,
    dateOfDeath: null,
    nameOnSsn: 'match',
    identities: [
      {
        firstName: 'MARGARET',
        middleName: null,
        lastName: 'ELLISON',
        dateOfBirth: '1966-04-12',
        firstReported: '1984-09-10',
        lastReported: '2026-10-01',
        submitted: true,
        addresses: [
          { line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201', lastReported: '2026-10-01' },
          { line1: '1120 MAPLE ST', city: 'SKOKIE', state: 'IL', zip: '60076', lastReported: '2009-05-01' },
        ],
      },
    ],
  },
  address: { type: 'residential', description: 'Residential address', onFileForSsn: true, otherSsns90Days: 0 },
  phone: { number: '8475550134', type: 'mobile', onFileForSsn: true },
  alerts: [],
  velocity: {
    last7Days: 0,
    last30Days: 0,
    last90Days: 1,
    distinctNames30Days: 1,
    distinctAddresses30Days: 1,
    inquiries: [
      { date: '2026-09-10', industry: 'Mortgage', city: 'EVANSTON', state: 'IL' },
    ],
  },
  warnings: [],
};

/** fraudAlert: SOFIA MARQUEZ, an initial fraud alert. */
export const FRAUD_ALERT: DtecReport = {
  identifier: 'current',
  asOfDate: '2026-11-01',
  subject: {
    firstName: 'SOFIA',
    middleName: null,
    lastName: 'MARQUEZ',
    suffix: null,
    ssnMasked: '***-**-1005',
    dateOfBirth: '1985-06-21',
    address: { line1: '3310 MESA VERDE CT', city: 'TUCSON', state: 'AZ', zip: '85715' },
    phone: null,
  },
  riskLevel: 'high',
  ssn: {
    ssnMasked: '***-**-1005',
    validity: 'valid',
    deceased: false,
    dateOfDeath: null,
    nameOnSsn: 'match',
    identities: [
      {
        firstName: 'SOFIA',
        middleName: null,
        lastName: 'MARQUEZ',
        dateOfBirth: '1985-06-21',
        firstReported: '2003-07-11',
        lastReported: '2026-10-01',
        submitted: true,
        addresses: [
          { line1: '3310 MESA VERDE CT', city: 'TUCSON', state: 'AZ', zip: '85715', lastReported: '2026-10-01' },
          { line1: '1850 E SPEEDWAY BLVD APT 12', city: 'TUCSON', state: 'AZ', zip: '85719', lastReported: '2014-05-01' },
        ],
      },
    ],
  },
  address: { type: 'residential', description: 'Residential address', onFileForSsn: true, otherSsns90Days: 0 },
  phone: null,
  alerts: [
    {
      type: 'initial-fraud',
      placedDate: '2026-08-17',
      expiresDate: '2027-08-17',
      contactPhone: '5205550143',
      text: 'Initial fraud alert: the consumer reports possible identity theft. Before extending credit, take reasonable steps to verify the applicant; the consumer asks to be called at the number given. Contact: 520-555-0143.',
    },
  ],
  velocity: {
    last7Days: 1,
    last30Days: 2,
    last90Days: 2,
    distinctNames30Days: 1,
    distinctAddresses30Days: 1,
    inquiries: [
      { date: '2026-10-28', industry: 'Bank card', city: 'TUCSON', state: 'AZ' },
      { date: '2026-10-13', industry: 'Retail card', city: 'TUCSON', state: 'AZ' },
    ],
  },
  warnings: [
    {
      code: 'FRAUD_ALERT',
      severity: 'high',
      text: 'An initial fraud alert is on file since 08-17-2026: the consumer reports identity theft and asks to be called at 520-555-0143 before credit is extended.',
    },
  ],
};

/** highRiskAddress: TRENT COLLIER, a private mailbox and a VoIP phone. */
export const HIGH_RISK_ADDRESS: DtecReport = {
  identifier: 'current',
  asOfDate: '2026-11-01',
  subject: {
    firstName: 'TRENT',
    middleName: null,
    lastName: 'COLLIER',
    suffix: null,
    ssnMasked: '***-**-1302',
    dateOfBirth: '1986-11-03',
    address: { line1: '8817 DESERT BLOOM PKWY STE 110 PMB 412', city: 'LAS VEGAS', state: 'NV', zip: '89118' },
    phone: '7025550188',
  },
  riskLevel: 'high',
  ssn: {
    ssnMasked: '***-**-1302',
    validity: 'valid',
    deceased: false,
    dateOfDeath: null,
    nameOnSsn: 'match',
    identities: [
      {
        firstName: 'TRENT',
        middleName: 'A',
        lastName: 'COLLIER',
        dateOfBirth: '1986-11-03',
        firstReported: '2005-01-20',
        lastReported: '2026-09-01',
        submitted: true,
        addresses: [
          { line1: '2291 PASEO VERDE PKWY APT 1108', city: 'HENDERSON', state: 'NV', zip: '89012', lastReported: '2026-09-01' },
          { line1: '604 SUNSET WAY', city: 'HENDERSON', state: 'NV', zip: '89014', lastReported: '2019-02-01' },
        ],
      },
    ],
  },
  address: { type: 'mail-drop', description: 'Commercial mail receiving agency (private mailbox)', onFileForSsn: false, otherSsns90Days: 3 },
  phone: { number: '7025550188', type: 'voip', onFileForSsn: false },
  alerts: [],
  velocity: {
    last7Days: 0,
    last30Days: 1,
    last90Days: 2,
    distinctNames30Days: 1,
    distinctAddresses30Days: 1,
    inquiries: [
      { date: '2026-10-23', industry: 'Bank card', city: 'LAS VEGAS', state: 'NV' },
      { date: '2026-09-22', industry: 'Telecom', city: 'LAS VEGAS', state: 'NV' },
    ],
  },
  warnings: [
    {
      code: 'ADDRESS_HIGH_RISK',
      severity: 'high',
      text: 'The address is a commercial mail receiving agency (private mailbox): not where a consumer lives. Confirm a residential address.',
    },
    { code: 'ADDRESS_SHARED_SSNS', severity: 'medium', text: '3 other SSNs were given with this address in the last 90 days.' },
    { code: 'ADDRESS_NOT_ON_FILE', severity: 'low', text: 'The address given is not among the addresses on file for the SSN\'s consumer.' },
    { code: 'PHONE_VOIP', severity: 'low', text: 'The phone 702-555-0188 is a VoIP number, easily obtained and discarded.' },
  ],
};

/** noHit: PRIYA RAMAN, no identity on the SSN. */
export const NO_HIT: DtecReport = {
  identifier: 'current',
  asOfDate: '2026-11-01',
  subject: {
    firstName: 'PRIYA',
    middleName: null,
    lastName: 'RAMAN',
    suffix: null,
    ssnMasked: '***-**-1003',
    dateOfBirth: '1998-02-14',
    address: { line1: '88 HARBOR VIEW DR', city: 'PORTLAND', state: 'ME', zip: '04101' },
    phone: null,
  },
  riskLevel: 'elevated',
  ssn: { ssnMasked: '***-**-1003', validity: 'valid', deceased: false, dateOfDeath: null, nameOnSsn: 'no-record', identities: [] },
  address: { type: 'residential', description: 'Residential address', onFileForSsn: false, otherSsns90Days: 0 },
  phone: null,
  alerts: [],
  velocity: { last7Days: 0, last30Days: 0, last90Days: 0, distinctNames30Days: 1, distinctAddresses30Days: 1, inquiries: [] },
  warnings: [
    {
      code: 'NO_RECORD',
      severity: 'medium',
      text: 'No identity is reported with the SSN ***-**-1003: it may be new, little used, mistyped or made up.',
    },
  ],
};

export const dtecDsr = (dtecReport: DtecReport, errors: DtecDataSourceResponse['errors'] = []): DtecDataSourceResponse => productDsr({ dtecReport }, errors);

export const dtecOrderResponse = (report: DtecReport, inquiryId?: string): DtecResponse => orderAnswer('dtec', dtecDsr(report), inquiryId);
