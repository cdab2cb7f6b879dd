import { describe, expect, it } from 'vitest';
import {
  DTEC_PRODUCT,
  DTEC_VELOCITY_THRESHOLDS,
  DTEC_WARNINGS,
  type DtecReport,
  dtecKeyFindings,
  dtecRiskLevelOf,
  dtecSummaryTiles,
  dtecVelocitySeverity,
  dtecWarningTitle,
  sortDtecWarnings,
} from './dtec.js';
import { dtecRequestSchema, dtecSubmitBody } from '../identity-phone-request.js';
import type { ReportProduct } from '../product.js';

const request = (consumer: Record<string, unknown> = {}) => ({
  accountNumber: '100200300',
  consumer: { firstName: 'Trent', lastName: 'Collier', ssn: '123-45-1302', address: { line1: '8817 Desert Bloom Pkwy Ste 110 PMB 412', city: 'Las Vegas', state: 'nv', zip: '89118' }, ...consumer },
});
const issues = (body: unknown) => {
  const parsed = dtecRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the DTEC request', () => {
  it('strips the SSN and phone dashes, leaves blank optional fields out', () => {
    const parsed = dtecRequestSchema.parse(request({ phone: '702-555-0188', middleName: '', dateOfBirth: '' }));
    expect(parsed.consumer).toMatchObject({ ssn: '123451302', phone: '7025550188', address: { state: 'NV' } });
    expect(parsed.consumer.middleName).toBeUndefined();
    expect(parsed.consumer.dateOfBirth).toBeUndefined();
    expect(dtecRequestSchema.parse(request({ phone: ' ' })).consumer.phone).toBeUndefined();
  });

  it('accepts a never-issued SSN (the warning says so) and names each bad field', () => {
    expect(issues(request({ ssn: '900-45-1302' }))).toEqual([]);
    expect(issues(request({ phone: '555-0188' }))).toEqual(['consumer.phone: phone must be 10 digits (dashes optional, grouped 3-3-4)']);
    expect(issues(request({ ssn: '12345' }))).toEqual(['consumer.ssn: ssn must be 9 digits (dashes optional, grouped 3-2-4)']);
    expect(issues(request({ address: { line1: '1 Main St', city: 'Reno', state: 'NV' } }))).toEqual(['consumer.address.zip: zip is required']);
    expect(issues({ consumer: request().consumer })).toEqual(['accountNumber: accountNumber is required']);
  });

  it('builds the body the portal sends', () => {
    const body = dtecSubmitBody(
      { accountNumber: '100200300', firstName: 'Trent', lastName: 'Collier', ssn: '123-45-1302', phone: '702-555-0188', dateOfBirth: ' ', line1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501', customerReferenceNumber: '' },
      { userName: 'demo.user' },
    );
    expect(body).toEqual({
      accountNumber: '100200300',
      customerReferenceNumber: 'demo.user',
      consumer: { firstName: 'Trent', lastName: 'Collier', ssn: '123451302', address: { line1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501' }, phone: '7025550188' },
    });
    expect(dtecRequestSchema.safeParse(body).success).toBe(true);
  });

  it('is declared once: DTEC, the spec path and file name, no permissible purpose', () => {
    expect(DTEC_PRODUCT).toMatchObject({ key: 'dtec', code: 'DTEC', name: 'DTEC', family: 'identity-fraud', order: { path: '/consumers/reports/dtec' }, pdf: { path: '/pdfs/dtec/download' }, permissiblePurposes: [] });
    expect((DTEC_PRODUCT as ReportProduct).pdf.fileName({ firstName: 'A', lastName: 'B' })).toBe('dtec_report.pdf');
  });
});

const w = (code: keyof typeof DTEC_WARNINGS) => ({ code, severity: DTEC_WARNINGS[code].severity, text: `${code} text` });

describe('the velocity and the risk level', () => {
  it('reads a burst from 3 inquiries in 7 days or 5 in 30, very high from 5 in 7 or 8 in 30', () => {
    expect(DTEC_VELOCITY_THRESHOLDS).toEqual({ medium: { last7Days: 3, last30Days: 5 }, high: { last7Days: 5, last30Days: 8 } });
    expect(dtecVelocitySeverity({ last7Days: 2, last30Days: 4 })).toBeNull();
    expect(dtecVelocitySeverity({ last7Days: 3, last30Days: 3 })).toBe('medium');
    expect(dtecVelocitySeverity({ last7Days: 0, last30Days: 5 })).toBe('medium');
    expect(dtecVelocitySeverity({ last7Days: 5, last30Days: 5 })).toBe('high');
    expect(dtecVelocitySeverity({ last7Days: 1, last30Days: 8 })).toBe('high');
  });

  it('is high on any high warning, elevated on a medium one, low otherwise', () => {
    expect(dtecRiskLevelOf([w('PHONE_VOIP'), w('FRAUD_ALERT')])).toBe('high');
    expect(dtecRiskLevelOf([w('PHONE_VOIP'), w('ACTIVE_DUTY_ALERT')])).toBe('elevated');
    expect(dtecRiskLevelOf([w('ADDRESS_PO_BOX')])).toBe('low');
    expect(dtecRiskLevelOf([])).toBe('low');
    expect(sortDtecWarnings([w('PHONE_VOIP'), w('NO_RECORD'), w('SSN_OTHER_NAME')]).map((x) => x.code)).toEqual(['SSN_OTHER_NAME', 'NO_RECORD', 'PHONE_VOIP']);
    expect(dtecWarningTitle('ADDRESS_HIGH_RISK')).toBe('High-risk address');
    expect(dtecWarningTitle('NEW_CODE')).toBe('NEW_CODE');
  });
});

const report = (changes: Partial<DtecReport> = {}): DtecReport => ({
  identifier: 'current',
  asOfDate: '2026-11-01',
  subject: { firstName: 'A', middleName: null, lastName: 'B', suffix: null, ssnMasked: '***-**-1302', dateOfBirth: null, address: { line1: '1 MAIN ST', city: 'RENO', state: 'NV', zip: '89501' }, phone: null },
  riskLevel: 'low',
  ssn: { ssnMasked: '***-**-1302', validity: 'valid', deceased: false, dateOfDeath: null, nameOnSsn: 'match', identities: [] },
  address: { type: 'residential', description: 'Residential address', onFileForSsn: true, otherSsns90Days: 0 },
  phone: null,
  alerts: [],
  velocity: { last7Days: 0, last30Days: 0, last90Days: 0, distinctNames30Days: 1, distinctAddresses30Days: 1, inquiries: [] },
  warnings: [],
  ...changes,
});

describe('the summary tiles and key findings', () => {
  it('show the SSN, the name on it, the address and phone, the alerts, the velocity and the warnings with their levels', () => {
    const tiles = dtecSummaryTiles(
      report({
        address: { type: 'mail-drop', description: '', onFileForSsn: false, otherSsns90Days: 3 },
        phone: { number: '7025550188', type: 'voip', onFileForSsn: false },
        alerts: [{ type: 'initial-fraud', placedDate: '2026-08-17', expiresDate: null, contactPhone: null, text: '' }],
        velocity: { ...report().velocity, last7Days: 6, last30Days: 9 },
        warnings: [w('ADDRESS_HIGH_RISK'), w('PHONE_VOIP')],
      }),
    );
    expect(tiles.map((t) => [t.key, t.value, t.level])).toEqual([
      ['ssn', 'Valid', 'good'],
      ['nameOnSsn', 'Name matches', 'good'],
      ['address', 'Mail drop', 'alarm'],
      ['phone', 'VoIP', 'fair'],
      ['alerts', 'Initial fraud alert', 'alarm'],
      ['last7Days', '6', 'alarm'],
      ['last30Days', '9', 'alarm'],
      ['warnings', '2', 'alarm'],
    ]);
    expect(dtecSummaryTiles(report({ ssn: { ...report().ssn, nameOnSsn: 'no-match' } }))[1]).toMatchObject({ value: 'Another name', level: 'alarm' });
  });

  it('give each warning, most severe first, or say there are none', () => {
    expect(dtecKeyFindings(report())).toEqual([expect.objectContaining({ title: 'No fraud indicators', level: 'good' })]);
    expect(dtecKeyFindings(report({ warnings: [w('PHONE_VOIP'), w('INQUIRY_VELOCITY_HIGH')] })).map((f) => [f.code, f.level])).toEqual([
      ['INQUIRY_VELOCITY_HIGH', 'alarm'],
      ['PHONE_VOIP', 'fair'],
    ]);
  });
});
