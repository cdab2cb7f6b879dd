import { describe, expect, it } from 'vitest';
import {
  ADV_PRODUCT,
  type AdvReport,
  advKeyFindings,
  advRecentAddressCount,
  advReportRequestSchema,
  advStatusOf,
  advSubmitBody,
  advSummaryTiles,
  isIssuableSsn,
} from './adv.js';
import { REPORT_PRODUCTS, productByKey } from '../registry.js';

const valid = () => ({
  personalInformation: {
    name: [{ firstName: 'Kevin', lastName: 'Doyle', identifier: 'current' }],
    addresses: [{ city: 'Macon', state: 'ga', identifier: 'current', addressLine1: '1945 Riverside Dr', zip: '31201' }],
    socialSecurityNumber: [{ identifier: 'current', number: '123-45-1008' }],
    dateOfBirth: [{ identifier: 'current', dob: '1976-12-02' }],
  },
  customerConfigurations: { userName: 'demo.user', customerId: 'c-1', customerReferenceNumber: '' },
  profileDetails: { profileName: 'Public records view' },
});

const issues = (body: unknown) => {
  const r = advReportRequestSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the ADV request (reports.md §3, §5)', () => {
  it('parses a full request: dashes stripped from the SSN, the state in capitals', () => {
    const parsed = advReportRequestSchema.parse(valid());
    expect(parsed.personalInformation.socialSecurityNumber).toEqual([{ identifier: 'current', number: '123451008' }]);
    expect(parsed.personalInformation.addresses[0].state).toBe('GA');
    expect(parsed.customerConfigurations.customerReferenceNumber).toBe('');
  });

  it('leaves out every optional field that is blank', () => {
    const body = valid();
    Object.assign(body.personalInformation.name[0], { middleName: ' ', suffix: '' });
    Object.assign(body.personalInformation.addresses[0], { addressLine1: '', zip: '' });
    body.personalInformation.socialSecurityNumber = [{ identifier: 'current', number: '' }];
    body.personalInformation.dateOfBirth = [{ identifier: 'current', dob: '' }];
    const parsed = advReportRequestSchema.parse(body);
    expect(parsed.personalInformation.name[0]).toEqual({ identifier: 'current', firstName: 'Kevin', lastName: 'Doyle' });
    expect(parsed.personalInformation.addresses[0]).toEqual({ identifier: 'current', city: 'Macon', state: 'GA' });
    expect(parsed.personalInformation.socialSecurityNumber).toBeUndefined();
    expect(parsed.personalInformation.dateOfBirth).toBeUndefined();
  });

  it('accepts the suffixes JR, SR and I to V only', () => {
    for (const suffix of ['JR', 'SR', 'I', 'II', 'III', 'IV', 'V']) {
      const body = valid();
      Object.assign(body.personalInformation.name[0], { suffix });
      expect(issues(body)).toEqual([]);
    }
    const body = valid();
    Object.assign(body.personalInformation.name[0], { suffix: 'VI' });
    expect(issues(body)).toEqual(['personalInformation.name.0.suffix: suffix must be JR, SR, I, II, III, IV or V']);
  });

  it.each([
    ['a second consumer', (b: ReturnType<typeof valid>) => b.personalInformation.name.push({ ...b.personalInformation.name[0] }), "personalInformation.name: name must hold exactly one entry, identified 'current'"],
    ['no address', (b: ReturnType<typeof valid>) => (b.personalInformation.addresses = []), "personalInformation.addresses: addresses must hold exactly one entry, identified 'current'"],
    ['a Co-Applicant identifier', (b: ReturnType<typeof valid>) => (b.personalInformation.name[0].identifier = 'Co-Applicant'), "personalInformation.name.0.identifier: identifier must be 'current'"],
    ['a non-US state', (b: ReturnType<typeof valid>) => (b.personalInformation.addresses[0].state = 'PQ'), "personalInformation.addresses.0.state: state 'PQ' is not a US state code"],
    ['a name with digits', (b: ReturnType<typeof valid>) => (b.personalInformation.name[0].lastName = 'D0yle'), 'personalInformation.name.0.lastName: lastName may hold letters, spaces, apostrophes, dots and dashes'],
    ['an SSN in group 00', (b: ReturnType<typeof valid>) => (b.personalInformation.socialSecurityNumber[0].number = '123-00-1008'), 'personalInformation.socialSecurityNumber.0.number: number is not a number the Social Security Administration issues'],
    ['an impossible date', (b: ReturnType<typeof valid>) => (b.personalInformation.dateOfBirth[0].dob = '1976-02-30'), 'personalInformation.dateOfBirth.0.dob: dob must be a real date written YYYY-MM-DD'],
    ['a blank user name', (b: ReturnType<typeof valid>) => (b.customerConfigurations.userName = ''), 'customerConfigurations.userName: userName is required'],
    ['a blank profile', (b: ReturnType<typeof valid>) => (b.profileDetails.profileName = ' '), 'profileDetails.profileName: profileName is required'],
  ])('refuses %s, naming the field', (_name, change, message) => {
    const body = valid();
    change(body);
    expect(issues(body)).toContain(message);
  });

  it('knows the never-issued SSNs', () => {
    expect(['000451008', '666451008', '900451008', '123001008', '123450000', '12345100'].map(isIssuableSsn)).toEqual([false, false, false, false, false, false]);
    expect(isIssuableSsn('123451008')).toBe(true);
  });
});

describe('advSubmitBody (reports.md §5 "Adv submit")', () => {
  const session = { userName: 'demo.user', customerId: 'c-1' };
  it('sends optional fields only when not empty, strips the SSN dashes and falls back to the user name', () => {
    const body = advSubmitBody({ firstName: ' Kevin ', lastName: 'Doyle', middleName: '', suffix: '', city: 'Macon', state: 'GA', addressLine1: ' ', zip: '', ssn: '', dateOfBirth: '', customerReferenceNumber: '  ', profileName: 'Public records view' }, session);
    expect(body).toEqual({
      personalInformation: { name: [{ firstName: 'Kevin', lastName: 'Doyle', identifier: 'current' }], addresses: [{ city: 'Macon', state: 'GA', identifier: 'current' }] },
      customerConfigurations: { userName: 'demo.user', customerId: 'c-1', customerReferenceNumber: 'demo.user' },
      profileDetails: { profileName: 'Public records view' },
    });
    expect(advReportRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends every field given', () => {
    const body = advSubmitBody(
      { firstName: 'Kevin', middleName: 'J', lastName: 'Doyle', suffix: 'JR', city: 'Macon', state: 'GA', addressLine1: '1945 Riverside Dr', zip: '31201', ssn: '123-45-1008', dateOfBirth: '1976-12-02', customerReferenceNumber: 'LOAN-1', profileName: 'P' },
      session,
    );
    expect(body.personalInformation).toEqual({
      name: [{ firstName: 'Kevin', lastName: 'Doyle', middleName: 'J', suffix: 'JR', identifier: 'current' }],
      addresses: [{ city: 'Macon', state: 'GA', identifier: 'current', addressLine1: '1945 Riverside Dr', zip: '31201' }],
      socialSecurityNumber: [{ identifier: 'current', number: '123451008' }],
      dateOfBirth: [{ identifier: 'current', dob: '1976-12-02' }],
    });
    expect(body.customerConfigurations.customerReferenceNumber).toBe('LOAN-1');
  });
});

const report = (changes: Partial<AdvReport> = {}): AdvReport => ({
  identifier: 'current',
  hit: true,
  profileName: 'P',
  asOfDate: '2026-11-01',
  subject: { firstName: 'KEVIN', middleName: null, lastName: 'DOYLE', suffix: null, ssnMasked: '***-**-1008', dateOfBirth: '1976-12-02', age: 49, deceased: false, deceasedDate: null },
  ssnInfo: { ssnMasked: '***-**-1008', otherIdentities: 0 },
  akas: [],
  addresses: [],
  phones: [],
  relatives: [],
  properties: [],
  vehicles: [],
  bankruptcies: [],
  liens: [],
  judgments: [],
  ...changes,
});
const address = (lastSeen: string) => ({ line1: 'X', city: 'C', state: 'GA', zip: '31201', county: 'Bibb', dwelling: 'apartment' as const, firstSeen: lastSeen, lastSeen, current: false });
const lien = (status: 'open' | 'released') => ({ type: 'federal-tax' as const, creditor: 'Internal Revenue Service', filingOffice: 'O', filingNumber: '1', filedDate: '2025-10-12', amount: 32723, status, releasedDate: null });

describe('the ADV presentation rules', () => {
  it('reads a plain file as records found, with no findings and every tile neutral', () => {
    expect(advStatusOf(report())).toEqual({ key: 'found', label: 'Records found', level: 'good' });
    expect(advKeyFindings(report())).toEqual([]);
    expect(advSummaryTiles(report()).map((t) => [t.key, t.value, t.level])).toEqual([
      ['addresses', '0', 'neutral'], ['phones', '0', 'neutral'], ['relatives', '0', 'neutral'], ['properties', '0', 'neutral'],
      ['vehicles', '0', 'neutral'], ['bankruptcies', '0', 'neutral'], ['liens', '0', 'neutral'], ['judgments', '0', 'neutral'],
    ]);
  });

  it('puts no hit before deceased before derogatory records', () => {
    expect(advStatusOf(report({ hit: false, bankruptcies: [] })).key).toBe('no-hit');
    const deceased = report({ subject: { ...report().subject, deceased: true, deceasedDate: '2026-01-10' }, liens: [lien('open')] });
    expect(advStatusOf(deceased)).toMatchObject({ key: 'deceased', level: 'alarm' });
    expect(advStatusOf(report({ liens: [lien('open')] }))).toMatchObject({ key: 'derogatory', level: 'poor' });
    expect(advStatusOf(report({ liens: [lien('released')] })).key).toBe('found');
    expect(advKeyFindings(deceased)[0]).toEqual({ text: 'Reported deceased on 01-10-2026.', level: 'alarm' });
  });

  it('flags an open lien as an alarm and a released one not at all', () => {
    const tiles = advSummaryTiles(report({ liens: [lien('open'), lien('released')] }));
    expect(tiles.find((t) => t.key === 'liens')).toEqual({ key: 'liens', label: 'Liens', value: '1 open', level: 'alarm' });
    expect(advKeyFindings(report({ liens: [lien('open')] }))).toEqual([{ text: 'Open federal tax lien of $32,723 filed 10-12-2025 (Internal Revenue Service).', level: 'alarm' }]);
    expect(advSummaryTiles(report({ liens: [lien('released')] })).find((t) => t.key === 'liens')).toMatchObject({ value: '1', level: 'neutral' });
  });

  it('reads a bankruptcy as poor once closed and as an alarm while open', () => {
    const b = { chapter: '7' as const, court: 'C', caseNumber: '25-1', filedDate: '2025-03-26', statusDate: '2025-07-06', liabilities: 1, assets: 1 };
    expect(advKeyFindings(report({ bankruptcies: [{ ...b, status: 'discharged' }] }))).toEqual([{ text: 'Chapter 7 bankruptcy filed 03-26-2025, discharged 07-06-2025.', level: 'poor' }]);
    expect(advKeyFindings(report({ bankruptcies: [{ ...b, status: 'filed', statusDate: null }] }))).toEqual([{ text: 'Chapter 7 bankruptcy filed 03-26-2025, still open.', level: 'alarm' }]);
  });

  it('calls five addresses in five years a frequent mover, four not', () => {
    const five = ['2026-10-01', '2025-01-01', '2024-01-01', '2023-01-01', '2021-11-01'].map(address);
    expect(advRecentAddressCount(report({ addresses: five }))).toBe(5);
    expect(advKeyFindings(report({ addresses: five }))).toEqual([{ text: 'Frequent mover: 5 addresses in the last five years.', level: 'fair' }]);
    const older = [...five.slice(0, 4), address('2021-10-31')];
    expect(advKeyFindings(report({ addresses: older }))).toEqual([]);
    expect(advSummaryTiles(report({ addresses: older })).find((t) => t.key === 'addresses')).toMatchObject({ value: '5', level: 'neutral' });
  });
});

describe('the ADV declaration', () => {
  it('is in the registry with the spec’s paths and file name, and no permissible purpose', () => {
    expect(productByKey('adv')).toBe(ADV_PRODUCT);
    expect(REPORT_PRODUCTS).toContain(ADV_PRODUCT);
    expect(ADV_PRODUCT).toMatchObject({ code: 'ADV', name: 'Automated Data View', family: 'identity-fraud', order: { path: '/consumers/reports/adv' }, pdf: { path: '/pdfs/adv/download' }, permissiblePurposes: [] });
    expect(productByKey('adv')?.pdf.fileName({ firstName: 'Kevin', lastName: 'Doyle' })).toBe('adv_report.pdf');
  });
});
