import { describe, expect, it } from 'vitest';
import {
  ID_REPORT_PRODUCT,
  type IdReport,
  type IdReportRequest,
  idKeyFindings,
  idReportRequestSchema,
  idReportVerdictOf,
  idRiskSeverityLevel,
  idRiskTitle,
  idSummaryTiles,
  sortRiskIndicators,
  ssnIssuanceText,
  ssnNeverIssuedReasons,
  ssnValidityText,
} from './idreport.js';
import { idReportSubmitBody } from '../identity-applicant.js';
import type { ReportProduct } from '../product.js';

const request = (consumer: Record<string, unknown> = {}) => ({
  accountNumber: '100200300',
  consumer: { firstName: 'Margaret', lastName: 'Ellison', ssn: '123-45-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'il', zip: '60201' }, ...consumer },
});
const issues = (body: unknown) => {
  const parsed = idReportRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the ID Report request', () => {
  it('strips the SSN dashes, upper-cases the state and defaults the reference to blank', () => {
    const parsed = idReportRequestSchema.parse(request());
    expect(parsed).toMatchObject({ accountNumber: '100200300', customerReferenceNumber: '', consumer: { ssn: '123451001', address: { state: 'IL' } } });
  });

  it('leaves out a blank middle name, suffix and date of birth', () => {
    const parsed = idReportRequestSchema.parse(request({ middleName: ' ', suffix: '', dateOfBirth: '' }));
    expect(parsed.consumer).not.toHaveProperty('middleName', expect.anything());
    expect(parsed.consumer.middleName).toBeUndefined();
    expect(parsed.consumer.suffix).toBeUndefined();
    expect(parsed.consumer.dateOfBirth).toBeUndefined();
  });

  it('accepts a number the SSA never issues: saying so is the report', () => {
    expect(issues(request({ ssn: '666-45-1204' }))).toEqual([]);
    expect(issues(request({ ssn: '000000000' }))).toEqual([]);
  });

  it('names each bad field', () => {
    expect(issues(request({ ssn: '12345678' }))).toEqual(['consumer.ssn: ssn must be 9 digits (dashes optional, grouped 3-2-4)']);
    expect(issues(request({ ssn: undefined }))).toEqual(['consumer.ssn: ssn is required']);
    expect(issues(request({ dateOfBirth: '1966-02-30' }))).toEqual(['consumer.dateOfBirth: dateOfBirth must be a real date written YYYY-MM-DD']);
    expect(issues(request({ dateOfBirth: '1899-12-31' }))).toEqual(['consumer.dateOfBirth: dateOfBirth must be after 1900']);
    expect(issues(request({ suffix: 'ESQ' }))).toEqual(['consumer.suffix: suffix must be JR, SR, I, II, III, IV or V']);
    expect(issues(request({ firstName: 'M4rgaret' }))).toEqual(['consumer.firstName: firstName may hold letters, spaces, apostrophes, dots and dashes']);
    expect(issues(request({ address: { line1: '1 Main St', city: 'Toronto', state: 'ON', zip: 'M5V 2T6' } }))).toEqual([
      "consumer.address.state: state 'ON' is not a US state code",
      expect.stringMatching(/^consumer\.address\.zip: /),
    ]);
    expect(issues({ accountNumber: '1' })).toEqual(['consumer: consumer is required']);
  });

  it('builds the body the portal sends: optional fields only when given, dashes removed, the user name as a blank reference', () => {
    // typed as the ID report's request: the shared body must fit its schema's input
    const body: IdReportRequest = idReportSubmitBody(
      { accountNumber: ' 100200300 ', firstName: 'Margaret ', middleName: '', lastName: 'Ellison', suffix: '', ssn: '123-45-1001', dateOfBirth: '', line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201' },
      { userName: 'demo.user' },
    );
    expect(body).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.user',
      consumer: { firstName: 'Margaret', lastName: 'Ellison', ssn: '123451001', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201' } },
    });
    expect(idReportRequestSchema.safeParse(body).success).toBe(true);
  });

  it('is declared once: IDRT, the spec path and file name, no permissible purpose', () => {
    expect(ID_REPORT_PRODUCT).toMatchObject({ key: 'idreport', code: 'IDRT', name: 'ID Report', family: 'identity-fraud', order: { path: '/consumers/reports/idreport' }, pdf: { path: '/pdfs/idreport/download' }, permissiblePurposes: [] });
    expect((ID_REPORT_PRODUCT as ReportProduct).pdf.fileName({ firstName: 'A', lastName: 'B' })).toBe('id_report.pdf');
  });
});

describe("the SSA's never-issued rules", () => {
  it.each([
    ['123451001', []],
    ['000451001', ['area-000']],
    ['666451001', ['area-666']],
    ['900451001', ['area-900-999']],
    ['999451001', ['area-900-999']],
    ['899451001', []],
    ['123001001', ['group-00']],
    ['123450000', ['serial-0000']],
    ['000000000', ['area-000', 'group-00', 'serial-0000']],
    ['123-45-1001', []],
  ])('%s: %j', (ssn, reasons) => {
    expect(ssnNeverIssuedReasons(ssn)).toEqual(reasons);
  });
});

const indicator = (code: string, severity: 'high' | 'medium' | 'low') => ({ code, severity, text: `${code} text` });

describe('the verdict', () => {
  it('is not verified on a high indicator, even without a record; no record otherwise; review on a medium; verified through low ones', () => {
    expect(idReportVerdictOf({ hit: false, riskIndicators: [indicator('SSN_NEVER_ISSUED', 'high')] })).toBe('not-verified');
    expect(idReportVerdictOf({ hit: true, riskIndicators: [indicator('ADDRESS_FORMER', 'low'), indicator('SSN_DECEASED', 'high')] })).toBe('not-verified');
    expect(idReportVerdictOf({ hit: false, riskIndicators: [indicator('NO_RECORD', 'medium')] })).toBe('no-record');
    expect(idReportVerdictOf({ hit: true, riskIndicators: [indicator('ADDRESS_MISMATCH', 'medium')] })).toBe('review');
    expect(idReportVerdictOf({ hit: true, riskIndicators: [indicator('ADDRESS_FORMER', 'low')] })).toBe('verified');
    expect(idReportVerdictOf({ hit: true, riskIndicators: [] })).toBe('verified');
  });

  it('orders indicators most severe first and maps severities to levels', () => {
    expect(sortRiskIndicators([indicator('A', 'low'), indicator('B', 'high'), indicator('C', 'medium'), indicator('D', 'high')]).map((i) => i.code)).toEqual(['B', 'D', 'C', 'A']);
    expect(['high', 'medium', 'low'].map((s) => idRiskSeverityLevel(s as never))).toEqual(['alarm', 'poor', 'fair']);
    expect(idRiskTitle('SSN_DECEASED')).toBe('SSN reported deceased');
    expect(idRiskTitle('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('the SSN in words', () => {
  it('says what the validity and issuance findings mean', () => {
    expect(ssnValidityText({ validity: 'valid', neverIssuedReasons: [] })).toBe('Valid: a number the Social Security Administration issues');
    expect(ssnValidityText({ validity: 'never-issued', neverIssuedReasons: ['area-666', 'serial-0000'] })).toBe('Never issued: area number 666 is never issued; serial number 0000 is never issued');
    expect(ssnIssuanceText({ assignment: 'state', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: '1984-09-10' })).toBe('Issued in New York before randomisation (area 123), no later than 09-10-1984.');
    expect(ssnIssuanceText({ assignment: 'railroad', area: '712', areaState: null, issuedNotBefore: null, issuedNotAfter: '1963-12-31' })).toBe(
      "Area 712 was the Railroad Retirement Board's, which stopped issuing numbers in 1963: issued no later than 12-31-1963.",
    );
    expect(ssnIssuanceText({ assignment: 'randomized', area: '812', areaState: null, issuedNotBefore: '2011-06-25', issuedNotAfter: null })).toBe(
      'Area 812 was never allocated before randomisation: issued on or after 06-25-2011; no state or year can be inferred from the number.',
    );
    expect(ssnIssuanceText({ assignment: 'undetermined', area: '123', areaState: 'NY', issuedNotBefore: null, issuedNotAfter: null })).toMatch(/^Area 123 was New York's before randomisation, but nothing on file/);
    expect(ssnIssuanceText({ assignment: 'undetermined', area: '586', areaState: null, issuedNotBefore: null, issuedNotAfter: null })).toMatch(/^Area 586 names no state/);
  });
});

const report = (changes: Partial<IdReport> = {}): IdReport => ({
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  subject: { firstName: 'A', middleName: null, lastName: 'B', suffix: null, ssnMasked: '***-**-1001', dateOfBirth: '1966-04-12', address: { line1: '1 MAIN ST', city: 'X', state: 'IL', zip: '60201' } },
  verdict: 'verified',
  elements: [
    { element: 'name', result: 'match', detail: '' },
    { element: 'ssn', result: 'match', detail: '' },
    { element: 'dateOfBirth', result: 'not-checked', detail: '' },
    { element: 'address', result: 'partial', detail: '' },
  ],
  ssn: { ssnMasked: '***-**-1001', validity: 'valid', neverIssuedReasons: [], issuance: null, firstReported: null, deceased: false, dateOfDeath: null, deathSource: null, otherIdentities: [] },
  riskIndicators: [],
  ...changes,
});

describe('the summary tiles and key findings', () => {
  it('shows each element, the validity, the Death Master File, other identities and the indicators with their levels', () => {
    const tiles = idSummaryTiles(report({ riskIndicators: [indicator('ADDRESS_FORMER', 'low'), indicator('SSN_DECEASED', 'high')], ssn: { ...report().ssn, deceased: true, dateOfDeath: '2026-01-14' } }));
    expect(tiles.map((t) => [t.key, t.value, t.level])).toEqual([
      ['name', 'Match', 'good'],
      ['ssn', 'Match', 'good'],
      ['dateOfBirth', 'Not checked', 'neutral'],
      ['address', 'Partial match', 'fair'],
      ['validity', 'Valid', 'good'],
      ['deceased', 'Deceased', 'alarm'],
      ['identities', '0', 'neutral'],
      ['indicators', '2', 'alarm'],
    ]);
  });

  it('gives each indicator, most severe first, or the verdict when there are none', () => {
    expect(idKeyFindings(report())).toEqual([{ title: 'Verified', text: 'The identity matches the records on file and the SSN raised no concern.', level: 'good' }]);
    expect(idKeyFindings(report({ riskIndicators: [indicator('ADDRESS_FORMER', 'low'), indicator('SSN_MULTIPLE_IDENTITIES', 'medium')] }))).toEqual([
      { code: 'SSN_MULTIPLE_IDENTITIES', title: 'Other identities use the SSN', text: 'SSN_MULTIPLE_IDENTITIES text', level: 'poor' },
      { code: 'ADDRESS_FORMER', title: 'Address on file as a former address', text: 'ADDRESS_FORMER text', level: 'fair' },
    ]);
  });
});
