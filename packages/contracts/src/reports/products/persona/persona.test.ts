import { describe, expect, it } from 'vitest';
import {
  PERSONA_ADDRESS_TYPE_LEVELS,
  PERSONA_PDF_FAILURE,
  PERSONA_PERMISSIBLE_PURPOSES,
  PERSONA_PRODUCT,
  type PersonaReport,
  type PersonaReportRequest,
  formatMonths,
  formatPersonaPhone,
  monthsBetween,
  personaConsumerOf,
  personaKeyFindings,
  personaReportRequestSchema,
  personaReportSchema,
  personaStatusesOf,
  personaSummaryOf,
  personaSummaryTilesOf,
  reportedSpan,
} from './persona.js';
import { personaSubmitBody } from '../one-consumer-order.js';
import type { ReportProduct } from '../product.js';

const request = (): PersonaReportRequest => ({
  permissiblePurpose: 'EMPLOYMENT',
  accountNumber: '100200300',
  customerReferenceNumber: '',
  consumers: {
    name: [{ identifier: 'current', firstName: 'Tyler', lastName: 'Okafor' }],
    socialNum: [{ identifier: 'current', number: '123-45-1002' }],
    dateOfBirth: [{ identifier: 'current', dob: '2003-09-30' }],
    addresses: [{ identifier: 'current', line1: '415 College St Apt 3B', city: 'Ames', state: 'ia', zip: '50014' }],
  },
});

const messagesOf = (body: unknown) => {
  const result = personaReportRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the Persona request', () => {
  it('parses a well-formed order: the SSN without dashes, the state in capitals, the country US', () => {
    const parsed = personaReportRequestSchema.parse(request());
    expect(parsed.consumers.socialNum[0].number).toBe('123451002');
    expect(parsed.consumers.addresses[0]).toMatchObject({ state: 'IA', country: 'US' });
    expect(personaConsumerOf(parsed)).toEqual({
      firstName: 'Tyler',
      lastName: 'Okafor',
      ssn: '123451002',
      dateOfBirth: '2003-09-30',
      address: { line1: '415 College St Apt 3B', city: 'Ames', state: 'IA', zip: '50014', country: 'US' },
    });
  });

  it('leaves a blank middle name and suffix out', () => {
    const body = request();
    Object.assign(body.consumers.name[0], { middleName: '  ', suffix: '' });
    const name = personaReportRequestSchema.parse(body).consumers.name[0];
    expect('middleName' in name && name.middleName !== undefined).toBe(false);
    expect(name.suffix).toBeUndefined();
    Object.assign(body.consumers.name[0], { middleName: 'Ray', suffix: 'JR' });
    expect(personaReportRequestSchema.parse(body).consumers.name[0]).toMatchObject({ middleName: 'Ray', suffix: 'JR' });
  });

  it.each([
    ['permissiblePurpose', (b: PersonaReportRequest) => Object.assign(b, { permissiblePurpose: undefined }), 'permissiblePurpose: permissiblePurpose is required'],
    ['a purpose it is not for', (b: PersonaReportRequest) => Object.assign(b, { permissiblePurpose: 'INSURANCE_UNDERWRITING' }), "permissiblePurpose: permissiblePurpose 'INSURANCE_UNDERWRITING' is not one the Persona may be ordered for"],
    ['an unknown purpose', (b: PersonaReportRequest) => Object.assign(b, { permissiblePurpose: 'CURIOSITY' }), 'permissiblePurpose: permissiblePurpose is not a recognised permissible purpose'],
    ['accountNumber', (b: PersonaReportRequest) => Object.assign(b, { accountNumber: ' ' }), 'accountNumber: accountNumber is required'],
    ['an SSN never issued', (b: PersonaReportRequest) => (b.consumers.socialNum[0].number = '123-00-4567'), 'consumers.socialNum.0.number: socialNum is not a number the Social Security Administration issues'],
    ['an SSN of area 9xx', (b: PersonaReportRequest) => (b.consumers.socialNum[0].number = '912-34-5678'), 'consumers.socialNum.0.number: socialNum is not a number'],
    ['a date of birth before 1900', (b: PersonaReportRequest) => (b.consumers.dateOfBirth[0].dob = '1899-12-31'), 'consumers.dateOfBirth.0.dob: dateOfBirth must be after 1900'],
    ['a zip of four digits', (b: PersonaReportRequest) => (b.consumers.addresses[0].zip = '5001'), 'consumers.addresses.0.zip: Please enter a valid zipcode'],
    ['a street line with a pipe', (b: PersonaReportRequest) => (b.consumers.addresses[0].line1 = '415 College | St'), 'consumers.addresses.0.line1: line1 cannot contain | ! or +'],
    ['a middle name with digits', (b: PersonaReportRequest) => Object.assign(b.consumers.name[0], { middleName: 'R2' }), 'consumers.name.0.middleName: middleName may hold letters'],
    ['two dates of birth', (b: PersonaReportRequest) => b.consumers.dateOfBirth.push({ identifier: 'current', dob: '2003-09-30' }), 'consumers.dateOfBirth: dateOfBirth must hold exactly one entry'],
    ['no address', (b: PersonaReportRequest) => (b.consumers.addresses = []), "consumers.addresses: addresses must hold exactly one entry, identified 'current'"],
  ])('refuses %s, naming the field', (_name, edit, message) => {
    const body = request();
    edit(body);
    expect(messagesOf(body).join('\n')).toContain(message);
  });

  it('is declared for the employment and identity purposes only, EMPLOYMENT among them', () => {
    expect(PERSONA_PRODUCT).toMatchObject({ key: 'persona', code: 'EMPL', name: 'Persona', family: 'identity-fraud', order: { path: '/consumers/reports/persona' }, pdf: { path: '/pdfs/persona/download' } });
    expect((PERSONA_PRODUCT as ReportProduct).pdf.fileName({ firstName: 'Margaret', lastName: 'Ellison' })).toBe('persona_report.pdf');
    expect(PERSONA_PERMISSIBLE_PURPOSES).toContain('EMPLOYMENT');
    expect(PERSONA_PERMISSIBLE_PURPOSES).not.toContain('INSURANCE_UNDERWRITING');
    for (const purpose of PERSONA_PERMISSIBLE_PURPOSES) expect(messagesOf({ ...request(), permissiblePurpose: purpose })).toEqual([]);
  });

  it('builds the body the portal sends: optional fields only when not empty, the SSN without dashes', () => {
    // typed as the Persona's request: the shared body must fit its schema's input
    const body: PersonaReportRequest = personaSubmitBody({
      permissiblePurpose: 'EMPLOYMENT',
      accountNumber: ' 100200300 ',
      firstName: 'Tyler ',
      middleName: ' ',
      lastName: 'Okafor',
      suffix: '',
      ssn: '123-45-1002',
      dateOfBirth: '2003-09-30',
      line1: '415 College St',
      city: 'Ames',
      state: 'IA',
      zip: '50014',
    });
    expect(body.consumers.name[0]).toEqual({ identifier: 'current', firstName: 'Tyler', lastName: 'Okafor' });
    expect(body.consumers.socialNum[0].number).toBe('123451002');
    expect(body.accountNumber).toBe('100200300');
    expect(personaReportRequestSchema.safeParse(body).success).toBe(true);
  });
});

const report = (changes: Partial<PersonaReport> = {}): PersonaReport => {
  const base: Omit<PersonaReport, 'summary'> = {
    identifier: 'Primary Report 1',
    hit: true,
    asOfDate: '2026-11-01',
    subject: { firstName: 'CATHERINE', middleName: null, lastName: 'WHITFIELD', suffix: null, ssnLast4: '7301', yearOfBirth: 1979, fileSinceDate: '1999-05-01' },
    names: [
      { firstName: 'CATHERINE', middleName: null, lastName: 'WHITFIELD', suffix: null, type: 'primary', firstReported: '2013-03-04', lastReported: '2026-10-21' },
      { firstName: 'CATHERINE', middleName: 'A', lastName: 'DUBOIS', suffix: null, type: 'aka', firstReported: '1999-05-10', lastReported: '2006-05-21' },
    ],
    addresses: [
      { line1: '1520 MAGNOLIA AVE', city: 'SAVANNAH', state: 'GA', zip: '31401', type: 'residential', status: 'current', firstReported: '2019-05-11', lastReported: '2026-10-24', timesReported: 18 },
      { line1: 'PO BOX 4410', city: 'SAVANNAH', state: 'GA', zip: '31401', type: 'po-box', status: 'former', firstReported: '2013-11-12', lastReported: '2019-03-22', timesReported: 3 },
    ],
    employment: [{ employer: 'HCA Healthcare', position: 'Registered Nurse', city: 'SAVANNAH', state: 'GA', status: 'current', firstReported: '2020-12-17', lastReported: '2026-10-01' }],
    phones: [{ number: '4045550167', type: 'mobile', firstReported: '2021-12-09', lastReported: '2026-10-06' }],
    ...changes,
  };
  return { ...base, summary: personaSummaryOf(base), ...('summary' in changes ? { summary: changes.summary! } : {}) };
};

describe('the Persona presentation rules', () => {
  it('summarises the lists: counts, the current address on one line, the current employer, months at the address', () => {
    expect(report().summary).toEqual({
      nameCount: 2,
      akaCount: 1,
      addressCount: 2,
      employerCount: 1,
      phoneCount: 1,
      currentAddress: '1520 MAGNOLIA AVE, SAVANNAH, GA 31401',
      currentEmployer: 'HCA Healthcare',
      monthsAtCurrentAddress: 89,
    });
    expect(personaReportSchema.safeParse(report()).success).toBe(true);
    expect(personaSummaryOf({ names: [], addresses: [], employment: [], phones: [], asOfDate: '2026-11-01' })).toMatchObject({ currentAddress: null, currentEmployer: null, monthsAtCurrentAddress: null });
  });

  it('counts whole months and writes them in words', () => {
    expect(monthsBetween('2019-05-11', '2026-11-01')).toBe(89);
    expect(monthsBetween('2026-10-01', '2026-11-01')).toBe(1);
    expect(monthsBetween('2026-10-02', '2026-11-01')).toBe(0);
    expect(monthsBetween('2026-11-01', '2020-01-01')).toBe(0);
    expect([0, 1, 11, 12, 13, 24, 89].map(formatMonths)).toEqual(['0 mos', '1 mo', '11 mos', '1 yr', '1 yr 1 mo', '2 yrs', '7 yrs 5 mos']);
    expect(formatMonths(null)).toBe('—');
    expect(reportedSpan({ firstReported: '2019-05-11', lastReported: '2026-10-24' })).toBe('05-11-2019 – 10-24-2026');
  });

  it('prints a phone 3-3-4 (never like an SSN)', () => {
    expect(formatPersonaPhone('4045550167')).toBe('404-555-0167');
  });

  it('names the status: no file found, aliases, file found', () => {
    expect(personaStatusesOf(report({ hit: false }))).toEqual([{ key: 'no-hit', label: 'No file found', level: 'neutral' }]);
    expect(personaStatusesOf(report()).map((s) => [s.label, s.level])).toEqual([
      ['1 alias', 'fair'],
      ['File found', 'good'],
    ]);
    const noAlias = report({ names: [report().names[0]] });
    expect(personaStatusesOf(noAlias)).toEqual([{ key: 'found', label: 'File found', level: 'good' }]);
  });

  it('gives the tiles their values and flags aliases', () => {
    const tiles = personaSummaryTilesOf(report().summary);
    expect(tiles.map((t) => [t.label, t.value, t.level])).toEqual([
      ['Names (aliases)', '2 (1)', 'fair'],
      ['Addresses', '2', 'neutral'],
      ['At current address', '7 yrs 5 mos', 'neutral'],
      ['Employers', '1', 'neutral'],
      ['Phones', '1', 'neutral'],
    ]);
  });

  it('puts the current address and employer first in the key findings, then the aliases and any address that is not a residence', () => {
    expect(personaKeyFindings(report())).toEqual([
      { text: 'Current address: 1520 MAGNOLIA AVE, SAVANNAH, GA 31401, reported since 05-11-2019 (7 yrs 5 mos).', level: 'neutral' },
      { text: 'Current employer: HCA Healthcare, Registered Nurse, reported since 12-17-2020.', level: 'neutral' },
      { text: '1 alias reported with this SSN: CATHERINE A DUBOIS. Search other records under these names too.', level: 'fair' },
      { text: 'PO box address on file (former): PO BOX 4410, SAVANNAH, GA 31401.', level: 'fair' },
    ]);
    expect(PERSONA_ADDRESS_TYPE_LEVELS.residential).toBe('neutral');
    expect(personaKeyFindings(report({ hit: false }))).toEqual([]);
  });

  it('says when no employer is reported now', () => {
    const former = report({ employment: [{ ...report().employment[0], status: 'former', lastReported: '2024-03-02' }] });
    expect(personaKeyFindings(former)[1]).toEqual({ text: 'No current employer reported; the last, HCA Healthcare, was last reported 03-02-2024.', level: 'fair' });
    expect(personaKeyFindings(report({ employment: [] }))[1]).toEqual({ text: 'No employment reported.', level: 'fair' });
  });

  it("shows a failed PDF with the spec's status and text (reports.md §8)", () => {
    expect(PERSONA_PDF_FAILURE).toEqual({ status: 'error', content: 'An unexpected error has occurred. Please try again later.' });
  });
});
