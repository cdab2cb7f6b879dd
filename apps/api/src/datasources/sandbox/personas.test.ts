import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CreditReport, consumerReportRequestSchema, creditReportSchema } from '@creditdesk/contracts';
import { SANDBOX_AS_OF, monthOfDate, monthOfIso } from './calendar.js';
import { type PersonaKey, SANDBOX_PERSONAS, findPersona } from './personas.js';
import { createSandboxBureau, sandboxFile } from './sandbox-bureau.js';
import { applicantOf, expectPlausible, pullOf } from './test-support.js';

const persona = (key: PersonaKey) => SANDBOX_PERSONAS.find((p) => p.key === key)!;
const fileOf = (key: PersonaKey) => sandboxFile(applicantOf(persona(key)));
const monthsBeforeAsOf = (iso: string) => monthOfDate(SANDBOX_AS_OF) - monthOfIso(iso);
const alertTypes = (f: { alerts: CreditReport['alerts'] }) => f.alerts.map((a) => a.type);

describe('SANDBOX_PERSONAS', () => {
  it('holds the eleven personas once each', () => {
    expect(SANDBOX_PERSONAS.map((p) => p.key).sort()).toEqual(
      ['thick', 'thin', 'noHit', 'frozen', 'initialFraud', 'activeDuty', 'deceased', 'bankruptcy', 'collections', 'applicant', 'coApplicant'].sort(),
    );
    expect(new Set(SANDBOX_PERSONAS.map((p) => p.ssn)).size).toBe(SANDBOX_PERSONAS.length);
  });

  it('uses fictitious SSNs of one obvious block, 123-45-1001 to 123-45-1011', () => {
    for (const p of SANDBOX_PERSONAS) expect(p.ssn).toMatch(/^12345(10(0[1-9]|1[01]))$/);
  });

  it('passes the request validation of the contracts (SSN, date of birth in the past, US address, names)', () => {
    for (const p of SANDBOX_PERSONAS) {
      consumerReportRequestSchema.parse({
        permissiblePurpose: 'CREDIT_TRANSACTION',
        accountNumber: '100200300',
        consumers: {
          name: [{ identifier: 'current', firstName: p.firstName, lastName: p.lastName }],
          socialNum: [{ identifier: 'current', number: p.ssn }],
          dateOfBirth: [{ identifier: 'current', dob: p.dateOfBirth }],
          addresses: [{ identifier: 'current', ...p.address }],
        },
      });
    }
  });

  it('is documented, one row each, in docs/sandbox-personas.md', () => {
    const doc = fs.readFileSync(new URL('../../../../../docs/sandbox-personas.md', import.meta.url), 'utf8');
    for (const p of SANDBOX_PERSONAS) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${p.key}\` |`));
      expect(row, p.key).toBeDefined();
      for (const text of [`${p.ssn.slice(0, 3)}-${p.ssn.slice(3, 5)}-${p.ssn.slice(5)}`, p.dateOfBirth, p.firstName, p.lastName, p.address.line1, p.address.zip]) {
        expect(row, `${p.key}: ${text}`).toContain(text);
      }
    }
  });
});

describe('matching a persona', () => {
  it('matches by SSN whatever the case and spacing of the name', () => {
    const p = persona('thick');
    const variants = [
      { firstName: 'margaret', lastName: 'ellison' },
      { firstName: 'Margaret', lastName: 'Ellison' },
      { firstName: '  MARGARET ', lastName: 'ELLISON' },
      { firstName: 'mArGaReT', lastName: 'eLLiSoN' },
    ];
    const reports = variants.map((v) => JSON.stringify(sandboxFile({ ...applicantOf(p), ...v })));
    for (const r of reports) expect(r).toBe(reports[0]);
    expect(findPersona('123-45-1001')?.key).toBe('thick');
  });

  it('matches by SSN under another name, and keeps the submitted name as an AKA', () => {
    const p = persona('collections');
    const other = sandboxFile({ ...applicantOf(p), firstName: 'Britt', lastName: 'Cole-Harris' });
    const own = fileOf('collections');
    expect(other.tradelines).toEqual(own.tradelines);
    expect(other.subject).toMatchObject({ firstName: p.firstName, lastName: p.lastName });
    expect(other.names).toContainEqual({ firstName: 'BRITT', lastName: 'COLE-HARRIS', type: 'aka' });
    expect(own.names.filter((n) => n.type === 'aka')).not.toContainEqual({ firstName: 'BRITT', lastName: 'COLE-HARRIS', type: 'aka' });
  });

  it("flags an address other than the persona's with ADDRESS_MISMATCH and lists the persona's as the last former one", () => {
    const p = persona('initialFraud');
    expect(alertTypes(fileOf('initialFraud'))).not.toContain('ADDRESS_MISMATCH');
    const elsewhere = sandboxFile({ ...applicantOf(p), address: { line1: '12 Other Rd', city: 'Mesa', state: 'AZ', zip: '85201', country: 'US' } });
    expect(alertTypes(elsewhere)).toEqual(expect.arrayContaining(['INITIAL_FRAUD', 'ADDRESS_MISMATCH']));
    expect(elsewhere.addresses[0]).toMatchObject({ line1: '12 OTHER RD', type: 'current' });
    expect(elsewhere.addresses[1]).toMatchObject({ line1: '3310 MESA VERDE CT', city: 'TUCSON', zip: '85715', type: 'former' });
    // The persona's address typed differently is the same address.
    expect(alertTypes(sandboxFile({ ...applicantOf(p), address: { ...p.address, line1: '3310 Mesa Verde Court' } }))).not.toContain('ADDRESS_MISMATCH');
  });

  it('gives every persona a valid, self-consistent report, the same for every product', async () => {
    const bureau = createSandboxBureau();
    for (const p of SANDBOX_PERSONAS) {
      const f = fileOf(p.key);
      creditReportSchema.parse({ identifier: 'Primary Report 1', product: 'acrov6', ...f });
      expectPlausible(f, applicantOf(p));
      expect(f.subject).toMatchObject({ firstName: p.firstName, lastName: p.lastName, ssnMasked: `***-**-${p.ssn.slice(-4)}`, dateOfBirth: p.dateOfBirth });
      const nal = (await bureau.pullConsumerReport(pullOf('nal', applicantOf(p)))).reports[0];
      expect({ ...nal, identifier: undefined, product: undefined }).toEqual({ ...f, identifier: undefined, product: undefined });
    }
  });
});

describe('what each persona exercises', () => {
  it('thick: 20+ tradelines with a full 24-month history, mostly current, a high score', () => {
    const f = fileOf('thick');
    expect(f.hit).toBe(true);
    expect(f.tradelines.length).toBeGreaterThanOrEqual(20);
    for (const t of f.tradelines) expect(t.paymentPattern).not.toContain('N');
    expect(f.tradelines.filter((t) => /^C{24}$/.test(t.paymentPattern)).length / f.tradelines.length).toBeGreaterThanOrEqual(0.9);
    expect(f.summary.totalPastDue).toBe(0);
    expect(f.collections).toEqual([]);
    expect(f.publicRecords).toEqual([]);
    for (const type of ['Revolving', 'Installment', 'Mortgage']) expect(f.tradelines.some((t) => t.accountType === type)).toBe(true);
    expect(f.score.value).toBeGreaterThanOrEqual(760);
    expect(monthsBeforeAsOf(f.subject.fileSinceDate!)).toBeGreaterThan(20 * 12);
  });

  it('thin: one or two tradelines, a file about a year old, a real score in the 600s led by length of history', () => {
    const f = fileOf('thin');
    expect(f.hit).toBe(true);
    expect(f.tradelines.length).toBeGreaterThanOrEqual(1);
    expect(f.tradelines.length).toBeLessThanOrEqual(2);
    expect(monthsBeforeAsOf(f.subject.fileSinceDate!)).toBeGreaterThanOrEqual(10);
    expect(monthsBeforeAsOf(f.subject.fileSinceDate!)).toBeLessThanOrEqual(15);
    expect(f.score.value).toBeGreaterThanOrEqual(600);
    expect(f.score.value).toBeLessThan(700);
    expect(f.score.reasons[0].code).toBe('14');
    expect(f.tradelines.some((t) => t.paymentPattern.includes('N'))).toBe(true);
  });

  it('noHit: a successful answer with hit=false, nothing on file, only the name and address as submitted', async () => {
    const p = persona('noHit');
    const res = await createSandboxBureau().pullConsumerReport(pullOf('acrov6', { ...applicantOf(p), firstName: 'Priya', middleName: 'K' }));
    expect(res.errors).toEqual([]);
    const f = res.reports[0];
    expect(f).toMatchObject({ hit: false, frozen: false, tradelines: [], inquiries: [], publicRecords: [], collections: [], employment: [], alerts: [] });
    expect(f.subject).toMatchObject({ firstName: 'PRIYA', middleName: 'K', lastName: 'RAMAN', fileSinceDate: null, deceased: false });
    expect(f.names).toEqual([{ firstName: 'PRIYA', lastName: 'RAMAN', type: 'primary' }]);
    expect(f.addresses).toEqual([expect.objectContaining({ line1: '88 HARBOR VIEW DR', city: 'PORTLAND', state: 'ME', zip: '04101', type: 'current' })]);
    expect(f.score).toEqual({ model: expect.any(String), value: null, reasons: [] });
    expect(f.summary).toMatchObject({ tradelineCount: 0, totalBalance: 0, revolvingUtilizationPercent: null, inquiriesLast12Months: 0 });
  });

  it('frozen: frozen=true with a SECURITY_FREEZE alert, no file content and no score', () => {
    const f = fileOf('frozen');
    expect(f).toMatchObject({ hit: true, frozen: true, tradelines: [], inquiries: [], publicRecords: [], collections: [], employment: [] });
    expect(alertTypes(f)).toEqual(['SECURITY_FREEZE']);
    expect(f.names).toHaveLength(1);
    expect(f.addresses).toHaveLength(1);
    expect(f.subject.fileSinceDate).toBeNull();
    expect(f.score.value).toBeNull();
  });

  it('initialFraud: an INITIAL_FRAUD alert with a contact phone, on a scored file', () => {
    const f = fileOf('initialFraud');
    expect(f.alerts).toEqual([{ type: 'INITIAL_FRAUD', message: expect.stringMatching(/identity theft/), contactPhone: '520-555-0143' }]);
    expect(f.score.value).not.toBeNull();
    expect(f.tradelines.length).toBeGreaterThan(3);
  });

  it("activeDuty: an ACTIVE_DUTY alert on a service member's file", () => {
    const f = fileOf('activeDuty');
    expect(f.alerts).toEqual([{ type: 'ACTIVE_DUTY', message: expect.stringMatching(/active military duty/), contactPhone: '910-555-0126' }]);
    expect(f.employment[0]).toMatchObject({ employer: 'U.S. Army', verified: true });
    expect(f.tradelines.some((t) => /Navy Federal|USAA|Pentagon|Armed Forces|MILITARY STAR/.test(t.creditor))).toBe(true);
    expect(f.score.value).not.toBeNull();
  });

  it('deceased: subject.deceased, a DECEASED alert, the accounts still shown, no score', () => {
    const f = fileOf('deceased');
    expect(f.subject.deceased).toBe(true);
    expect(alertTypes(f)).toEqual(['DECEASED']);
    expect(f.tradelines.length).toBeGreaterThan(0);
    expect(f.score).toEqual({ model: expect.any(String), value: null, reasons: [] });
  });

  it('bankruptcy: a discharged Chapter 7, the accounts it included coded B, rebuilding since, a low score', () => {
    const f = fileOf('bankruptcy');
    expect(f.publicRecords).toHaveLength(1);
    const pr = f.publicRecords[0];
    expect(pr).toMatchObject({ type: 'Chapter 7 Bankruptcy', status: 'Discharged', court: 'U.S. Bankruptcy Court, Middle District of Georgia' });
    expect(pr.docket).toMatch(/^\d{2}-\d{5}$/);
    expect(monthsBeforeAsOf(pr.filedDate)).toBe(20);
    const included = f.tradelines.filter((t) => t.paymentPattern.includes('B'));
    expect(included.length).toBeGreaterThanOrEqual(3);
    for (const t of included) {
      expect(t).toMatchObject({ paymentStatus: 'Included in bankruptcy', balance: 0, pastDue: 0, open: false, derogatory: true });
      expect(t.closedDate!.slice(0, 7)).toBe(pr.filedDate.slice(0, 7));
      expect(t.openedDate < pr.filedDate).toBe(true);
    }
    expect(pr.amount).toBeGreaterThan(0);
    expect(f.tradelines.some((t) => t.open && t.openedDate > pr.filedDate)).toBe(true);
    expect(f.score.value).toBeLessThan(600);
    expect(f.score.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['38']));
  });

  it('collections: several third-party collections, charge-offs, a low score', () => {
    const f = fileOf('collections');
    expect(f.collections.length).toBeGreaterThanOrEqual(4);
    expect(f.summary.collectionsCount).toBe(f.collections.length);
    expect(f.collections.filter((c) => c.balance > 0).length).toBeGreaterThanOrEqual(2);
    const chargeOffs = f.tradelines.filter((t) => t.paymentPattern.includes('G'));
    expect(chargeOffs.length).toBeGreaterThanOrEqual(2);
    for (const t of chargeOffs) expect(t.paymentStatus).toMatch(/^Charge-off/);
    expect(f.summary.derogatoryCount).toBeGreaterThanOrEqual(3);
    expect(f.tradelines.some((t) => t.open && t.pastDue > 0)).toBe(true);
    expect(f.score.value).toBeLessThan(600);
  });

  it('applicant and coApplicant: spouses at one address whose joint accounts appear identically on both files', () => {
    const a = fileOf('applicant');
    const c = fileOf('coApplicant');
    expect(persona('applicant').address).toEqual(persona('coApplicant').address);
    const joint = (f: typeof a) => f.tradelines.filter((t) => t.ecoa === 'J');
    expect(joint(a).length).toBeGreaterThanOrEqual(2);
    expect(joint(c)).toEqual(joint(a));
    expect(joint(a).map((t) => t.accountType)).toContain('Mortgage');
    // The co-applicant is an authorized user on the applicant's card.
    const au = c.tradelines.filter((t) => t.ecoa === 'A');
    expect(au).toHaveLength(1);
    expect(a.tradelines).toContainEqual({ ...au[0], ecoa: 'I' });
    expect(a.addresses[1]).toEqual(c.addresses[1]);
    for (const f of [a, c]) expect(f.score.value).toBeGreaterThanOrEqual(700);
  });

  it('scores the personas in the order their files deserve', () => {
    const score = (k: PersonaKey) => fileOf(k).score.value!;
    for (const weak of ['collections', 'bankruptcy', 'thin'] as const) expect(score('thick')).toBeGreaterThan(score(weak));
    expect(score('thin')).toBeGreaterThan(score('bankruptcy'));
    expect(score('thin')).toBeGreaterThan(score('collections'));
  });
});
