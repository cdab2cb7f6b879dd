import { describe, expect, it } from 'vitest';
import {
  RECOVERY_REPORT_PRODUCT,
  type RecoveryReport,
  recoveryKeyFindings,
  recoveryMovesSinceChargeOff,
  recoveryReportRequestSchema,
  recoveryReportSubmitBody,
  recoveryScoreBandOf,
  recoveryScorePosition,
  recoveryStatusOf,
  recoverySummaryTiles,
} from './recoveryreport.js';
import { productByKey } from '../registry.js';

const valid = () => ({
  permissiblePurpose: 'ACCOUNT_REVIEW',
  accountNumber: '100200300',
  customerReferenceNumber: '',
  chargeOffDate: '2024-03-15',
  consumers: {
    name: [{ identifier: 'current', firstName: 'Brittany', lastName: 'Cole' }],
    socialNum: [{ identifier: 'current', number: '123-45-1009' }],
    dateOfBirth: [{ identifier: 'current', dob: '1990-03-28' }],
    addresses: [{ identifier: 'current', line1: '4421 Elm St Apt 12', city: 'Shreveport', state: 'la', zip: '71105' }],
  },
});
type Body = ReturnType<typeof valid>;

const issues = (body: unknown) => {
  const r = recoveryReportRequestSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the Recovery Report request', () => {
  it('parses the consumer as the consumer family does: SSN digits, state in capitals, country US', () => {
    const parsed = recoveryReportRequestSchema.parse(valid());
    expect(parsed.consumers.socialNum[0].number).toBe('123451009');
    expect(parsed.consumers.addresses[0]).toMatchObject({ state: 'LA', country: 'US' });
    expect(parsed.chargeOffDate).toBe('2024-03-15');
  });

  it('accepts a charge-off date from 1970-01-01 to today', () => {
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    for (const chargeOffDate of ['1990-03-29', today]) expect(issues({ ...valid(), chargeOffDate, consumers: { ...valid().consumers, dateOfBirth: [{ identifier: 'current', dob: '1950-01-01' }] } })).toEqual([]);
    expect(issues({ ...valid(), chargeOffDate: '1970-01-01', consumers: { ...valid().consumers, dateOfBirth: [{ identifier: 'current', dob: '1950-01-01' }] } })).toEqual([]);
  });

  it.each([
    ['no charge-off date', (b: Body) => Object.assign(b, { chargeOffDate: undefined }), 'chargeOffDate: chargeOffDate is required'],
    ['a charge-off date before 1970', (b: Body) => (b.chargeOffDate = '1969-12-31'), 'chargeOffDate: chargeOffDate cannot be before 1970'],
    ['a charge-off date in the future', (b: Body) => (b.chargeOffDate = '2999-01-01'), 'chargeOffDate: chargeOffDate cannot be in the future'],
    ['a charge-off date that is no date', (b: Body) => (b.chargeOffDate = '03/15/2024'), 'chargeOffDate: chargeOffDate must be a real date written YYYY-MM-DD'],
    ['a charge-off before the birth', (b: Body) => (b.chargeOffDate = '1990-03-28'), "chargeOffDate: chargeOffDate must be after the consumer's date of birth"],
    ['a co-applicant name', (b: Body) => b.consumers.name.push({ identifier: 'Co-Applicant', firstName: 'A', lastName: 'B' }), "consumers.name: name must hold exactly one entry, identified 'current'"],
    ['a co-applicant identifier', (b: Body) => (b.consumers.socialNum[0].identifier = 'Co-Applicant'), "consumers.socialNum.0.identifier: identifier must be 'current': the Recovery Report is about one consumer"],
    ['a co-applicant address', (b: Body) => (b.consumers.addresses[0].identifier = 'Co-Applicant'), "consumers.addresses.0.identifier: identifier must be 'current': the Recovery Report is about one consumer"],
    ['no account number', (b: Body) => (b.accountNumber = ''), 'accountNumber: accountNumber is required'],
    ['an unknown purpose', (b: Body) => (b.permissiblePurpose = 'CURIOSITY'), 'permissiblePurpose: permissiblePurpose is not a recognised permissible purpose'],
    ['a bad suffix', (b: Body) => Object.assign(b.consumers.name[0], { suffix: 'ESQ' }), 'consumers.name.0.suffix: suffix must be JR, SR, I, II, III, IV or V'],
  ])('refuses %s, naming the field', (_name, change, message) => {
    const body = valid();
    change(body);
    expect(issues(body)).toContain(message);
  });

  it('is built from the form: the SSN without dashes, blank middle name and suffix left out, the country and the charge-off date', () => {
    const form = { permissiblePurpose: 'ACCOUNT_REVIEW', accountNumber: ' 100200300 ', customerReferenceNumber: ' ', firstName: ' Brittany ', middleName: '', lastName: 'Cole', suffix: '', ssn: '123-45-1009', dateOfBirth: '1990-03-28', line1: '4421 Elm St Apt 12', city: 'Shreveport', state: 'LA', zip: '71105', chargeOffDate: ' 2024-03-15 ' };
    const body = recoveryReportSubmitBody(form);
    const expected = valid();
    expected.consumers.socialNum[0].number = '123451009';
    expect(body).toEqual({ ...expected, consumers: { ...expected.consumers, addresses: [{ ...expected.consumers.addresses[0], state: 'LA', country: 'US' }] } });
    expect(issues(body)).toEqual([]);
    const canadian = recoveryReportSubmitBody({ ...form, middleName: 'Ann', suffix: 'JR', country: 'CA', state: 'ON', zip: 'M5V 2T6', city: 'Toronto' });
    expect(canadian.consumers.name[0]).toMatchObject({ middleName: 'Ann', suffix: 'JR' });
    expect(issues(canadian)).toEqual([]);
  });

  it('is declared for the collection of an account only, in the consumer credit family', () => {
    expect(productByKey('recoveryreport')).toBe(RECOVERY_REPORT_PRODUCT);
    expect(RECOVERY_REPORT_PRODUCT).toMatchObject({ code: 'RREP', name: 'Recovery Report', family: 'consumer-credit', permissiblePurposes: ['ACCOUNT_REVIEW'], order: { path: '/consumers/reports/recoveryreport' }, pdf: { path: '/pdfs/recoveryReport/download' } });
    expect(productByKey('recoveryreport')?.pdf.fileName({ firstName: 'A', lastName: 'B' })).toBe('recovery_report.pdf');
  });
});

const address = (changes: Partial<RecoveryReport['addresses'][number]> = {}): RecoveryReport['addresses'][number] => ({
  line1: '457 RIDGE TER', city: 'DALLAS', state: 'TX', zip: '75201', firstReported: '2025-12-14', lastReported: '2026-10-07', current: false, sinceChargeOff: false, source: 'credit-file', ...changes,
});
const report = (changes: Partial<RecoveryReport> = {}): RecoveryReport => ({
  identifier: 'current',
  hit: true,
  asOfDate: '2026-11-01',
  chargeOffDate: '2024-03-15',
  subject: { firstName: 'BRITTANY', middleName: null, lastName: 'COLE', suffix: null, ssnMasked: '***-**-1009', dateOfBirth: '1990-03-28', age: 36, deceased: false, deceasedDate: null },
  bankruptcy: null,
  addresses: [address({ current: true })],
  phones: [],
  employers: [],
  newAccounts: [],
  recoveryScore: { model: 'M', value: 500, notScoredReason: null, reasons: [] },
  ...changes,
});

describe('the Recovery Report presentation rules', () => {
  it('bands the score low, medium and high at 400 and 650, on a 1–999 gauge', () => {
    expect([1, 399, 400, 649, 650, 999].map((s) => recoveryScoreBandOf(s).key)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
    expect(recoveryScoreBandOf(650)).toMatchObject({ label: 'High likelihood of recovery', level: 'good' });
    expect([1, 500, 999, 2000].map(recoveryScorePosition)).toEqual([0, 0.5, 1, 1]);
  });

  it('reads no hit, deceased, bankruptcy, skip and located in that order', () => {
    expect(recoveryStatusOf(report({ hit: false })).key).toBe('no-hit');
    const moved = [address({ current: true, sinceChargeOff: true }), address()];
    expect(recoveryStatusOf(report({ addresses: moved, subject: { ...report().subject, deceased: true, deceasedDate: '2026-01-02' } })).key).toBe('deceased');
    const bankruptcy = { chapter: '7' as const, court: 'C', caseNumber: '1', filedDate: '2025-03-10', status: 'discharged' as const, statusDate: '2025-07-10' };
    expect(recoveryStatusOf(report({ addresses: moved, bankruptcy })).key).toBe('bankruptcy');
    // a bankruptcy closed before the charge-off does not stay the collection
    expect(recoveryStatusOf(report({ addresses: moved, bankruptcy: { ...bankruptcy, filedDate: '2015-01-01', statusDate: '2015-05-01' } })).key).toBe('skip');
    expect(recoveryStatusOf(report())).toEqual({ key: 'located', label: 'Located', level: 'good' });
  });

  it('says how often and where the consumer moved since the charge-off', () => {
    const r = report({ addresses: [address({ current: true, sinceChargeOff: true }), address({ city: 'BOSSIER CITY', sinceChargeOff: true }), address()] });
    expect(recoveryMovesSinceChargeOff(r)).toBe(2);
    expect(recoveryKeyFindings(r)).toEqual([{ text: 'Moved twice since the charge-off on 03-15-2024: now at 457 RIDGE TER, DALLAS, TX 75201 since 12-14-2025.', level: 'fair' }]);
    expect(recoverySummaryTiles(r)[0]).toEqual({ key: 'moves', label: 'Moves since charge-off', value: '2', level: 'fair' });
  });

  it('names a new employer and sums the new credit', () => {
    const r = report({
      employers: [{ name: 'FedEx Ground', position: null, city: null, state: null, firstReported: '2025-07-18', lastReported: '2026-10-15', current: true, sinceChargeOff: true, verified: false }],
      newAccounts: [
        { creditor: 'A', accountType: 'Auto loan', openedDate: '2025-01-02', limitOrAmount: 24000, balance: 20000, monthlyPayment: 456, status: 'current' },
        { creditor: 'B', accountType: 'Credit card', openedDate: '2025-06-02', limitOrAmount: 875, balance: 200, monthlyPayment: 25, status: 'late' },
      ],
    });
    expect(recoveryKeyFindings(r).map((f) => f.text)).toEqual(['New employer since the charge-off: FedEx Ground, first reported 07-18-2025.', '2 new accounts opened since the charge-off, $24,875 of new credit.']);
    expect(recoverySummaryTiles(r).map((t) => [t.key, t.value])).toEqual([
      ['moves', '0'], ['phones', '0'], ['employer', 'New since charge-off'], ['newAccounts', '2'], ['newCredit', '$24,875'], ['score', '500'],
    ]);
  });

  it('shows a deceased consumer as not scored, with the date of death first', () => {
    const r = report({ subject: { ...report().subject, deceased: true, deceasedDate: '2026-01-02' }, recoveryScore: { model: 'M', value: null, notScoredReason: 'Consumer reported deceased', reasons: [] } });
    expect(recoveryKeyFindings(r)[0]).toEqual({ text: 'Reported deceased on 01-02-2026.', level: 'alarm' });
    expect(recoverySummaryTiles(r).find((t) => t.key === 'score')).toMatchObject({ value: 'Not scored', level: 'neutral' });
  });

  it('says an open bankruptcy stays the collection', () => {
    const r = report({ bankruptcy: { chapter: '13', court: 'C', caseNumber: '1', filedDate: '2026-02-01', status: 'filed', statusDate: null } });
    expect(recoveryKeyFindings(r)[0]).toEqual({ text: 'Chapter 13 bankruptcy filed 02-01-2026, still open: the automatic stay applies.', level: 'alarm' });
  });
});
