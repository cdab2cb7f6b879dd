import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PersonaReportResponse, personaReportResponseSchema } from '@creditdesk/contracts';
import { auditEvents, reportInquiries, userGroupProducts, userGroups } from '../../../../db/schema/index.js';
import { type PersonaDataSource, PersonaUnavailableError } from './persona.port.js';
import { createSandboxPersona } from './persona.sandbox.js';
import { PERSONA_TEST_CONSUMERS } from './persona-personas.sandbox.js';
import { personaRequest } from '../../../../testing/persona-requests.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, month, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { monthlyUsage } from '../../../billing/usage.repository.js';
import { pdfPages } from '../../pdf/poppler.js';

const consumer = (key: string) => {
  const p = PERSONA_TEST_CONSUMERS.find((x) => x.key === key);
  if (!p) throw new Error(`no Persona test consumer ${key}`);
  return p;
};

const kit = productOrderKit({ product: 'persona', source: createSandboxPersona(), call: 'pullPersona', users: ['demo.admin', 'demo.user', 'other.admin'], grant: 'EMPL' });
const { as, order, pdfOf } = kit;
/** the PDF's laid-out text (`pdftotext -layout`), its whitespace collapsed. */
const pdfText = (body: Buffer) => pdfPages(body).join('\f');
const flat = (text: string) => text.replace(/\s+/g, ' ');

const ordered = async (body: unknown, user = 'demo.user'): Promise<PersonaReportResponse> => {
  const res = await order(body, user);
  expect(res.statusCode, res.body).toBe(200);
  return personaReportResponseSchema.parse(res.json());
};

describe('ordering a Persona', () => {
  it('is ordered by a user whose group grants it, and answers in the shape of reports.md §3', async () => {
    const res = await ordered(personaRequest(consumer('longEmployment')));
    expect(res.product).toBe('persona');
    expect(res.dataSourceResponse).toMatchObject({ status: 200, errors: [] });
    expect(JSON.parse(res.formatedResponse)).toEqual({ dataSourceResponse: res.dataSourceResponse });
    const [row] = await kit.t.database.db.select().from(reportInquiries).where(eq(reportInquiries.id, res.inquiryId));
    expect(row).toMatchObject({ product: 'persona', productCode: 'EMPL', permissiblePurpose: 'EMPLOYMENT', status: 'Completed', consumerName: 'MARGARET ELLISON', ssnLast4: '1001', accountNumber: '100200300' });
  });

  it('holds no credit data, the SSN only as its last four and the date of birth only as its year', async () => {
    const p = consumer('longEmployment');
    const res = await ordered(personaRequest(p));
    const report = res.dataSourceResponse.value.personaReport;
    expect(report.subject).toMatchObject({ firstName: 'MARGARET', lastName: 'ELLISON', ssnLast4: '1001', yearOfBirth: 1966 });
    const text = JSON.stringify(res);
    for (const credit of ['tradeline', 'score', 'balance', 'inquiries', 'publicRecords', 'collections']) expect(text).not.toContain(credit);
    expect(text).not.toContain(p.ssn);
    expect(text).not.toContain(p.dateOfBirth);
  });

  it('a long employment history: seven employers, the current one first, dated, and counted in the summary', async () => {
    const report = (await ordered(personaRequest(consumer('longEmployment')))).dataSourceResponse.value.personaReport;
    expect(report.hit).toBe(true);
    expect(report.employment).toHaveLength(7);
    expect(report.employment[0]).toMatchObject({ employer: 'JPMorgan Chase & Co', position: 'Director', status: 'current' });
    expect(report.employment.slice(1).every((e) => e.status === 'former')).toBe(true);
    expect(report.employment.find((e) => e.employer === 'Walgreens')?.position).toBeNull();
    // newest first, each ending before the next one began
    for (let i = 1; i < report.employment.length; i++) expect(report.employment[i].lastReported <= report.employment[i - 1].firstReported).toBe(true);
    expect(Number(report.employment.at(-1)!.firstReported.slice(0, 4))).toBeLessThan(1996);
    expect(report.addresses).toHaveLength(5);
    expect(report.addresses[0]).toMatchObject({ line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201', status: 'current', type: 'residential' });
    expect(report.phones.map((p) => p.type)).toEqual(['mobile', 'home', 'work']);
    expect(report.summary).toMatchObject({ nameCount: 1, akaCount: 0, addressCount: 5, employerCount: 7, phoneCount: 3, currentEmployer: 'JPMorgan Chase & Co', currentAddress: '2847 LINDEN AVE, EVANSTON, IL 60201' });
  });

  it('a thin file: first reported about 13 months ago, one address, one employer, one phone', async () => {
    const report = (await ordered(personaRequest(consumer('thin')))).dataSourceResponse.value.personaReport;
    expect(report.subject).toMatchObject({ yearOfBirth: 2003, fileSinceDate: '2025-09-01' });
    expect(report.addresses).toEqual([expect.objectContaining({ line1: '415 COLLEGE ST APT 3B', type: 'apartment', status: 'current' })]);
    expect(report.employment).toEqual([expect.objectContaining({ employer: 'Starbucks Corporation', position: 'Barista', status: 'current' })]);
    expect(report.phones).toEqual([expect.objectContaining({ type: 'mobile' })]);
    expect(report.names).toHaveLength(1);
  });

  it('no hit: a successful answer with hit=false, every list empty, stored as No Hit and billed', async () => {
    const before = await monthlyUsage(kit.t.database.db, kit.demo, month());
    const res = await ordered(personaRequest(consumer('noHit')));
    const report = res.dataSourceResponse.value.personaReport;
    expect(report).toMatchObject({ hit: false, names: [], addresses: [], employment: [], phones: [] });
    expect(report.subject).toMatchObject({ firstName: 'PRIYA', lastName: 'RAMAN', ssnLast4: '1003', yearOfBirth: null, fileSinceDate: null });
    expect(report.summary).toMatchObject({ addressCount: 0, employerCount: 0, currentAddress: null, currentEmployer: null });
    const [row] = await kit.t.database.db.select().from(reportInquiries).where(eq(reportInquiries.id, res.inquiryId));
    expect(row.status).toBe('No Hit');
    expect((await monthlyUsage(kit.t.database.db, kit.demo, month())).EMPL).toBe((before.EMPL ?? 0) + 1);
  });

  it('a consumer with aliases: the name on file first, then four aliases with the years each was reported', async () => {
    const report = (await ordered(personaRequest(consumer('aliases')))).dataSourceResponse.value.personaReport;
    expect(report.names[0]).toMatchObject({ type: 'primary', firstName: 'CATHERINE', middleName: 'ANNE', lastName: 'WHITFIELD' });
    expect(report.names.slice(1).map((n) => [n.type, n.firstName, n.lastName])).toEqual([
      ['aka', 'CATHERINE', 'DUBOIS'],
      ['aka', 'CATHERINE', 'REYES'],
      ['aka', 'CATHERINE', 'DUBOIS-REYES'],
      ['aka', 'KATE', 'WHITFIELD'],
    ]);
    expect(report.names[2]).toMatchObject({ firstReported: expect.stringMatching(/^2006-06-/), lastReported: expect.stringMatching(/^2013-02-/) });
    expect(report.summary).toMatchObject({ nameCount: 5, akaCount: 4 });
  });

  it('matches a documented consumer by SSN whatever the name, and sends a middle name and suffix only when given', async () => {
    const body = personaRequest({ ...consumer('thin'), firstName: 'Ty', middleName: '  ', suffix: 'JR' });
    (body.consumers.name[0] as { suffix?: string }).suffix = 'JR';
    const res = await ordered(body);
    const report = res.dataSourceResponse.value.personaReport;
    expect(report.subject).toMatchObject({ firstName: 'TY', middleName: null, suffix: 'JR', ssnLast4: '1002' });
    expect(report.summary.currentEmployer).toBe('Starbucks Corporation');
  });

  it('gives the same consumer the same Persona every time, and any other valid consumer a generated one', async () => {
    const someone = { firstName: 'Jordan', lastName: 'Pike', ssn: '234-56-7890', dateOfBirth: '1984-03-09', address: { line1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' } };
    const a = await ordered(personaRequest(someone));
    const b = await ordered(personaRequest({ ...someone, address: { line1: '900 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } }));
    expect(a.dataSourceResponse.value.personaReport.hit).toBe(true);
    expect(a.dataSourceResponse.value.personaReport.addresses[0].line1).toBe('12 MAIN ST');
    // the address searched fills the current address; who the consumer is decides the rest
    expect(b.dataSourceResponse.value.personaReport.employment).toEqual(a.dataSourceResponse.value.personaReport.employment);
    expect(b.dataSourceResponse.value.personaReport.names).toEqual(a.dataSourceResponse.value.personaReport.names);
    expect((await ordered(personaRequest(someone))).dataSourceResponse).toEqual(a.dataSourceResponse);
  });

  it('finds no file for a consumer under 18', async () => {
    const minor = { firstName: 'Avery', lastName: 'Stone', ssn: '345-67-8901', dateOfBirth: '2015-06-01', address: { line1: '5 Oak St', city: 'Boise', state: 'ID', zip: '83702' } };
    expect((await ordered(personaRequest(minor))).dataSourceResponse.value.personaReport.hit).toBe(false);
  });

  it('stores the username as the reference when none is given, and the given one otherwise', async () => {
    const blank = await ordered(personaRequest(consumer('thin')));
    const named = await ordered(personaRequest(consumer('thin'), { reference: 'HIRE-77' }));
    const rows = await kit.t.database.db.select().from(reportInquiries);
    expect(rows.find((r) => r.id === blank.inquiryId)?.customerReferenceNumber).toBe('demo.user');
    expect(rows.find((r) => r.id === named.inquiryId)?.customerReferenceNumber).toBe('HIRE-77');
  });

  it.each(['WRITTEN_INSTRUCTIONS', 'CREDIT_TRANSACTION', 'ACCOUNT_REVIEW', 'LEGITIMATE_BUSINESS_NEED'])('may be ordered for %s', async (purpose) => {
    await ordered(personaRequest(consumer('thin'), { permissiblePurpose: purpose }));
  });

  it('answers a call seen again with the same idempotency key with its first answer', async () => {
    const sandbox = createSandboxPersona();
    const pull = (key: string, ssn: string) =>
      sandbox.pullPersona({
        consumer: { firstName: 'A', lastName: 'B', ssn, dateOfBirth: '1980-01-01', address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' } },
        permissiblePurpose: 'EMPLOYMENT',
        subscriber: { customerName: 'Demo', accountNumber: '100200300' },
        idempotencyKey: key,
      });
    const first = await pull('k-1', '234567890');
    expect(await pull('k-1', '345678901')).toBe(first);
    expect((await pull('k-2', '345678901')).value.personaReport.subject.ssnLast4).toBe('8901');
  });
});

describe('the Persona PDF', () => {
  it("renders the stored report with the consumer's name and key findings, saved as persona_report.pdf, and audits it", async () => {
    const res = await ordered(personaRequest(consumer('longEmployment')));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'persona_report.pdf');
    const text = flat(pdfText(pdf.rawPayload));
    expect(text).toContain('MARGARET ELLISON');
    expect(text).toContain('***-**-1001');
    expect(text).not.toContain(consumer('longEmployment').ssn);
    expect(text).toContain('Current employer: JPMorgan Chase & Co, Director');
    expect(text).toContain('Current address: 2847 LINDEN AVE, EVANSTON, IL 60201');
    for (const e of res.dataSourceResponse.value.personaReport.employment) expect(text).toContain(e.employer);
    expect(text).toContain('Employment purposes');
    expect(text).toContain('100200300');
    expect(text).toContain('holds no credit information');
    const audit = await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, res.inquiryId));
    expect(audit.find((a) => a.action === 'report.pdf-downloaded')).toMatchObject({ actorUsername: 'demo.user', details: { product: 'persona', productCode: 'EMPL' } });
  });

  it('lists the aliases, and says so on a no-hit', async () => {
    const aliases = flat(pdfText((await pdfOf((await ordered(personaRequest(consumer('aliases')))).inquiryId)).rawPayload));
    expect(aliases).toContain('CATHERINE ANNE WHITFIELD');
    expect(aliases).toContain('4 aliases reported with this SSN: CATHERINE A DUBOIS; CATHERINE REYES; CATHERINE DUBOIS-REYES; KATE WHITFIELD');
    const noHit = flat(pdfText((await pdfOf((await ordered(personaRequest(consumer('noHit')))).inquiryId)).rawPayload));
    expect(noHit).toContain('PRIYA RAMAN');
    expect(noHit).toContain('The bureau has no file for this consumer');
  });

  it('has no co-applicant view, and refuses another product’s report and a foreign inquiry', async () => {
    const res = await ordered(personaRequest(consumer('thin')));
    expect((await pdfOf(res.inquiryId, 'demo.user', 'coapplicant')).statusCode).toBe(400);
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
    const wrongPath = await kit.t.app.inject({ method: 'POST', url: '/api/pdfs/nal/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.admin') });
    expect(wrongPath.statusCode).toBe(400);
  });
});

describe('refusals: nothing stored, nothing billed, the data source never called', () => {
  const thin = () => personaRequest(consumer('thin'));
  type Body = ReturnType<typeof thin>;
  const change = (edit: (b: Body) => void) => () => {
    const b = thin();
    edit(b);
    return b;
  };
  const cases: [string, () => unknown, RegExp][] = [
    ['a malformed SSN', change((b) => (b.consumers.socialNum[0].number = '12-3456-78')), /body\.consumers\.socialNum\.0\.number: socialNum must be 9 digits/],
    ['an SSN never issued (area 666)', change((b) => (b.consumers.socialNum[0].number = '666-12-3456')), /socialNum is not a number the Social Security Administration issues/],
    ['a date of birth in the future', change((b) => (b.consumers.dateOfBirth[0].dob = '2099-01-01')), /dateOfBirth cannot be in the future/],
    ['a date of birth that is no date', change((b) => (b.consumers.dateOfBirth[0].dob = '1990-02-30')), /dateOfBirth must be a real date/],
    ['an unknown state', change((b) => (b.consumers.addresses[0].state = 'QC')), /body\.consumers\.addresses\.0\.state: state 'QC' is not a US state code/],
    ['a malformed zip', change((b) => (b.consumers.addresses[0].zip = '1234')), /body\.consumers\.addresses\.0\.zip/],
    ['a Canadian address', change((b) => ((b.consumers.addresses[0] as { country: string }).country = 'CA')), /country must be US/],
    ['an unknown suffix', change((b) => ((b.consumers.name[0] as { suffix?: string }).suffix = 'ESQ')), /suffix must be JR, SR, I, II, III, IV or V/],
    ['a first name with digits', change((b) => (b.consumers.name[0].firstName = 'T1ler')), /firstName may hold letters/],
    ['a second consumer', change((b) => b.consumers.name.push({ ...b.consumers.name[0] })), /name must hold exactly one entry/],
    ['a co-applicant identifier', change((b) => ((b.consumers.name[0] as { identifier: string }).identifier = 'Co-Applicant')), /identifier must be 'current'/],
    ['no consumer', change((b) => delete (b as Partial<Body>).consumers), /consumers is required/],
    ['a missing permissible purpose', change((b) => delete (b as Partial<Body>).permissiblePurpose), /permissiblePurpose is required/],
    ['a purpose the Persona is not for', change((b) => ((b as { permissiblePurpose: string }).permissiblePurpose = 'INSURANCE_UNDERWRITING')), /permissiblePurpose 'INSURANCE_UNDERWRITING' is not one the Persona may be ordered for/],
    ['a missing account number', change((b) => delete (b as Partial<Body>).accountNumber), /accountNumber is required/],
    ['an account number of another company', () => personaRequest(consumer('thin'), { accountNumber: '200300400' }), /body\.accountNumber: '200300400' is not an active account number of your company/],
    ['a NUL byte in the reference', change((b) => (b.customerReferenceNumber = 'HIRE\u0000-1')), /customerReferenceNumber/],
    ['a NUL byte in the last name', change((b) => (b.consumers.name[0].lastName = 'OKA\u0000FOR')), /lastName/],
  ];
  itRefuses(
    kit,
    cases.map(([name, body, field]): RefusalCase => [name, body, 400, field]),
    '%s: 400 naming the field',
  );

  itRefusesACompanyNotHoldingIt(kit, () => personaRequest(consumer('thin'), { accountNumber: '200300400' }), /Persona/, 'a company that does not hold the Persona: 403 naming the product');

  it('a user whose groups do not grant it: 403 naming the product', async () => {
    const db = kit.t.database.db;
    const [group] = await db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.customerId, kit.demo), eq(userGroups.name, 'Credit Reports')));
    await db.delete(userGroupProducts).where(and(eq(userGroupProducts.groupId, group.id), eq(userGroupProducts.productCode, 'EMPL')));
    try {
      const calls = kit.calls;
      const res = await order(personaRequest(consumer('thin')), 'demo.user');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/Persona/);
      expect(kit.calls).toBe(calls);
    } finally {
      await db.insert(userGroupProducts).values({ groupId: group.id, productCode: 'EMPL' }).onConflictDoNothing();
    }
  });
});

describe('a data source that fails', () => {
  it.each([
    ['is unavailable', async (): Promise<never> => { throw new PersonaUnavailableError('timeout'); }],
    ['answers something that is not a Persona', async () => ({ value: { personaReport: { hit: 'maybe' } }, errors: [], status: 200 }) as never],
  ])('%s: 502 with the correlation id, nothing stored or billed, an order-failed audit event', (_name, pullPersona) =>
    expectDataSourceFailure({
      product: 'persona',
      source: { name: 'down', pullPersona } satisfies PersonaDataSource,
      grant: 'EMPL',
      body: () => personaRequest(consumer('thin')),
      message: /Persona service did not answer/,
      details: { product: 'persona', productCode: 'EMPL', permissiblePurpose: 'EMPLOYMENT' },
    }),
  );
});
