import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADV_PRODUCT, type AdvReportResponse, advKeyFindings, advReportResponseSchema } from '@creditdesk/contracts';
import { ADV_PERSONAS, type AdvPersona } from './adv-personas.sandbox.js';
import { type AdvDataSource, AdvUnavailableError, createSandboxAdv } from './adv.sandbox.js';
import { type AdvConsumer, advRequest } from '../../../../testing/adv-requests.js';
import { expectDataSourceFailure, expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';
import { ADV_NO_HIT_TITLE } from './adv-pdf.js';

const persona = (key: AdvPersona['key']) => ADV_PERSONAS.find((p) => p.key === key)!;

const kit = productOrderKit({ product: 'adv', source: createSandboxAdv(), call: 'pullAdv', users: ['demo.user', 'demo.admin', 'other.admin'] });
const { as, order, pdfOf, inquiry } = kit;

/** a request of demo.user (their own company and name) for a consumer. */
const requestFor = (consumer: AdvConsumer, options: Parameters<typeof advRequest>[2] = {}) => advRequest(consumer, { customerId: kit.demo, userName: 'demo.user' }, options);
const ordered = async (body: unknown, user = 'demo.user'): Promise<AdvReportResponse> => {
  const res = await order(body, user);
  expect(res.statusCode, res.body).toBe(200);
  return advReportResponseSchema.parse(res.json());
};
const reportOf = async (consumer: AdvConsumer) => (await ordered(requestFor(consumer))).dataSourceResponse.value.advReport;

describe('ordering an Automated Data View', () => {
  it('answers a full view for a consumer with a file, in the shape of reports.md §3, billed to the profile\'s account number', async () => {
    const p = persona('full');
    const res = await ordered(requestFor(p, { reference: 'ADV-1' }));
    expect(res).toMatchObject({ product: 'adv', dataSourceResponse: { status: 200, errors: [] } });
    expect(JSON.parse(res.formatedResponse)).toEqual({ dataSourceResponse: res.dataSourceResponse });
    const r = res.dataSourceResponse.value.advReport;
    expect(r).toMatchObject({ identifier: 'current', hit: true, profileName: 'Public records view', subject: { firstName: 'MARGARET', lastName: 'ELLISON', ssnMasked: `***-**-${p.ssn.slice(-4)}`, deceased: false } });
    expect(r.addresses).toHaveLength(4);
    expect(r.addresses[0]).toMatchObject({ current: true, line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201', county: 'Cook' });
    expect(r.phones).toHaveLength(3);
    expect(r.relatives).toHaveLength(6);
    expect(r.properties.map((x) => x.owned)).toEqual([true, false]);
    expect(r.vehicles).toHaveLength(2);
    expect(r.akas).toHaveLength(1);
    expect([...r.bankruptcies, ...r.liens, ...r.judgments]).toEqual([]);
    const row = await inquiry(res.inquiryId);
    expect(row).toMatchObject({ product: 'adv', productCode: 'ADV', status: 'Completed', accountNumber: '100200300', permissiblePurpose: '', customerReferenceNumber: 'ADV-1', consumerName: 'MARGARET ELLISON', ssnLast4: p.ssn.slice(-4) });
    expect(JSON.stringify(row)).not.toContain(p.ssn);
  });

  it('answers a no-hit with every list empty, stored as No Hit', async () => {
    const res = await ordered(requestFor(persona('noHit')));
    const r = res.dataSourceResponse.value.advReport;
    expect(r.hit).toBe(false);
    expect([r.akas, r.addresses, r.phones, r.relatives, r.properties, r.vehicles, r.bankruptcies, r.liens, r.judgments].every((l) => l.length === 0)).toBe(true);
    expect(advKeyFindings(r)[0].text).toMatch(/No public-records identity/);
    expect((await inquiry(res.inquiryId)).status).toBe('No Hit');
  });

  it('finds a discharged Chapter 7 bankruptcy, an open federal tax lien, a released state tax lien and a satisfied judgment', async () => {
    const r = await reportOf(persona('bankruptcyLien'));
    expect(r.bankruptcies).toEqual([expect.objectContaining({ chapter: '7', status: 'discharged', court: 'U.S. Bankruptcy Court, Middle District of Georgia' })]);
    expect(r.bankruptcies[0].filedDate.slice(0, 7)).toBe('2025-03');
    expect(r.liens.map((l) => [l.type, l.status, l.creditor])).toEqual([
      ['federal-tax', 'open', 'Internal Revenue Service'],
      ['state-tax', 'released', 'GA Department of Revenue'],
    ]);
    expect(r.judgments.map((j) => j.status)).toEqual(['satisfied']);
    const findings = advKeyFindings(r).map((f) => f.text);
    expect(findings).toEqual([expect.stringMatching(/^Chapter 7 bankruptcy filed 03-\d\d-2025, discharged/), expect.stringMatching(/^Open federal tax lien of \$[\d,]+ filed/)]);
  });

  it('shows a frequent mover: nine addresses in about four years', async () => {
    const r = await reportOf(persona('manyAddresses'));
    expect(r.addresses).toHaveLength(9);
    expect(r.addresses.filter((a) => a.current)).toHaveLength(1);
    expect(r.addresses[8].firstSeen >= '2022-01-01').toBe(true);
    expect(new Set(r.addresses.map((a) => a.state))).toEqual(new Set(['LA', 'MS', 'AL']));
    expect(r.phones).toHaveLength(4);
    expect(r.ssnInfo).toEqual({ ssnMasked: '***-**-3101', otherIdentities: 1 });
    expect(advKeyFindings(r).map((f) => f.text)).toContain('Frequent mover: 9 addresses in the last five years.');
  });

  it('reports a deceased consumer', async () => {
    const r = await reportOf(persona('deceased'));
    expect(r.subject).toMatchObject({ deceased: true, deceasedDate: expect.stringMatching(/^2026-01-/) });
    expect(advKeyFindings(r)[0]).toMatchObject({ level: 'alarm', text: expect.stringMatching(/^Reported deceased on 01-\d\d-2026/) });
  });

  it('finds a persona by name when no SSN is searched, and fills in the date of birth and SSN on record', async () => {
    const { ssn: _ssn, dateOfBirth: _dob, ...p } = persona('bankruptcyLien');
    const r = await reportOf({ ...p, address: { city: p.address.city, state: p.address.state } });
    expect(r.subject).toMatchObject({ dateOfBirth: '1976-12-02', ssnMasked: '***-**-1008' });
    expect(r.addresses[0]).toMatchObject({ line1: '1945 RIVERSIDE DR', zip: '31201' });
    expect(r.bankruptcies).toHaveLength(1);
  });

  it('gives the same consumer the same view every time, and a generated consumer a deterministic one', async () => {
    expect(await reportOf(persona('full'))).toEqual(await reportOf(persona('full')));
    const someone: AdvConsumer = { firstName: 'Nadia', lastName: 'Okonkwo', ssn: '321-54-9876', dateOfBirth: '1987-02-11', address: { line1: '12 Elm Street', city: 'Columbus', state: 'OH', zip: '43215' } };
    const a = await reportOf(someone);
    expect(a).toEqual(await reportOf(someone));
    expect(a).toMatchObject({ hit: true, subject: { firstName: 'NADIA', ssnMasked: '***-**-9876', age: 39 } });
    expect(a.addresses[0]).toMatchObject({ line1: '12 ELM ST', county: 'Franklin' });
  });

  it('answers a retried call (the same idempotency key) with the first answer', async () => {
    const source = createSandboxAdv();
    const search = { firstName: 'A', lastName: 'B', address: { city: 'Austin', state: 'TX' } };
    const first = await source.pullAdv({ search, profileName: 'P', subscriber: { customerName: 'C', accountNumber: '1' }, idempotencyKey: 'k-1' });
    const retried = await source.pullAdv({ search: { ...search, firstName: 'Other' }, profileName: 'P', subscriber: { customerName: 'C', accountNumber: '1' }, idempotencyKey: 'k-1' });
    expect(retried).toBe(first);
  });

  it('strips the SSN dashes, leaves out blank optional fields and falls back to the user name for a blank reference', async () => {
    const p = persona('full');
    const body = requestFor({ ...p, ssn: '123-45-1001' });
    Object.assign(body.personalInformation.name[0], { middleName: '  ', suffix: '' });
    Object.assign(body.personalInformation.addresses[0], { zip: '' });
    body.personalInformation.dateOfBirth = [{ identifier: 'current', dob: '' }];
    const res = await ordered(body);
    const r = res.dataSourceResponse.value.advReport;
    expect(r.subject).toMatchObject({ middleName: null, suffix: null, ssnMasked: '***-**-1001', dateOfBirth: p.dateOfBirth });
    expect(r.addresses[0].zip).toBe('60201');
    expect(await inquiry(res.inquiryId)).toMatchObject({ customerReferenceNumber: 'demo.user', ssnLast4: '1001' });
  });

  it('keeps a middle name and suffix in the view and the list name', async () => {
    const res = await ordered(requestFor(persona('full'), { middleName: 'Anne', suffix: 'II' }));
    expect(res.dataSourceResponse.value.advReport.subject).toMatchObject({ middleName: 'ANNE', suffix: 'II' });
    expect((await inquiry(res.inquiryId)).consumerName).toBe('MARGARET Anne ELLISON II');
  });

  it('opens a stored view from My Reports as it was answered', async () => {
    const res = await ordered(requestFor(persona('bankruptcyLien')));
    const details = await kit.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${res.inquiryId}/details`, headers: as('demo.user') });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ inquiryId: res.inquiryId, product: 'adv', dataSourceResponse: res.dataSourceResponse, item: { productName: ADV_PRODUCT.name } });
  });
});

describe('a refused ADV order stores nothing, bills nothing and never calls the data source', () => {
  const full = () => requestFor(persona('full'));
  const cases: RefusalCase[] = [
    ['a suffix outside JR, SR, I–V', () => { const b = full(); Object.assign(b.personalInformation.name[0], { suffix: 'ESQ' }); return b; }, 400, /body\.personalInformation\.name\.0\.suffix/],
    ['a missing first name', () => { const b = full(); Object.assign(b.personalInformation.name[0], { firstName: ' ' }); return b; }, 400, /body\.personalInformation\.name\.0\.firstName: firstName is required/],
    ['a second name entry', () => { const b = full(); b.personalInformation.name.push({ ...b.personalInformation.name[0] }); return b; }, 400, /body\.personalInformation\.name: name must hold exactly one entry/],
    ['an identifier other than current', () => { const b = full(); Object.assign(b.personalInformation.addresses[0], { identifier: 'Co-Applicant' }); return b; }, 400, /body\.personalInformation\.addresses\.0\.identifier/],
    ['a missing city', () => { const b = full(); Object.assign(b.personalInformation.addresses[0], { city: '' }); return b; }, 400, /addresses\.0\.city: city is required/],
    ['a Canadian province', () => { const b = full(); Object.assign(b.personalInformation.addresses[0], { state: 'ON' }); return b; }, 400, /addresses\.0\.state: state 'ON' is not a US state code/],
    ['a malformed zip', () => { const b = full(); Object.assign(b.personalInformation.addresses[0], { zip: '6020' }); return b; }, 400, /addresses\.0\.zip/],
    ['a malformed SSN', () => { const b = full(); b.personalInformation.socialSecurityNumber = [{ identifier: 'current', number: '12-3456-789' }]; return b; }, 400, /socialSecurityNumber\.0\.number: number must be 9 digits/],
    ['a never-issued SSN', () => { const b = full(); b.personalInformation.socialSecurityNumber = [{ identifier: 'current', number: '666-12-3456' }]; return b; }, 400, /socialSecurityNumber\.0\.number: number is not a number the Social Security Administration issues/],
    ['a date of birth in the future', () => { const b = full(); b.personalInformation.dateOfBirth = [{ identifier: 'current', dob: '2099-01-01' }]; return b; }, 400, /dateOfBirth\.0\.dob: dob cannot be in the future/],
    ['no profile', () => { const { profileDetails: _, ...b } = full(); return b; }, 400, /body\.profileDetails: profileDetails is required/],
    ['an unknown profile', () => requestFor(persona('full'), { profileName: 'No such profile' }), 400, /body\.profileDetails\.profileName: 'No such profile' is not a product configuration of your company for the Automated Data View/],
    ["another product's configuration", () => requestFor(persona('full'), { profileName: 'Retail consumer credit' }), 400, /body\.profileDetails\.profileName/],
    ['a NUL byte in the reference', () => requestFor(persona('full'), { reference: 'REF\u0000-1' }), 400, /customerReferenceNumber/],
    ['a reference over 50 characters', () => requestFor(persona('full'), { reference: 'R'.repeat(51) }), 400, /customerReferenceNumber must be at most 50 characters/],
    ["another company's customer id", () => advRequest(persona('full'), { customerId: '00000000-0000-4000-8000-000000000000', userName: 'demo.user' }), 403, /customerConfigurations\.customerId must be your own company/],
    ["another user's name", () => advRequest(persona('full'), { customerId: kit.demo, userName: 'demo.admin' }), 403, /customerConfigurations\.userName must be your own user name/],
  ];
  itRefuses(kit, cases);

  itRefusesACompanyNotHoldingIt(kit, () => advRequest(persona('full'), { customerId: String(decodeJwt(kit.tokens['other.admin'].access_token).customerId), userName: 'other.admin' }), /Automated Data View/);
});

describe('a data source that fails', () => {
  it('answers 502 with the correlation id, stores and bills nothing, and audits report.order-failed', () =>
    expectDataSourceFailure({
      product: 'adv',
      source: { name: 'down', pullAdv: async () => { throw new AdvUnavailableError('timeout'); } } satisfies AdvDataSource,
      body: (customerId) => advRequest(persona('full'), { customerId, userName: 'demo.user' }),
      message: /public-records service/,
      details: { product: 'adv', dataSource: 'public-records service' },
    }));
});

describe('the ADV PDF', () => {
  it("holds the consumer's name and the key findings, under adv_report.pdf, and the download is audited", async () => {
    const res = await ordered(requestFor(persona('bankruptcyLien')));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'adv_report.pdf');
    const text = pdfFlowText(pdf.rawPayload);
    expect(text).toContain('KEVIN DOYLE');
    expect(text).toContain('***-**-1008');
    expect(text).not.toContain('123451008');
    expect(text).toMatch(/Chapter 7 bankruptcy filed 03-\d\d-2025, discharged/);
    expect(text).toMatch(/Open federal tax lien of \$[\d,]+ filed/);
    expect(text).toContain('Internal Revenue Service');
    expect(text).toContain('100200300');
    expect(text).toContain('Public records view');
  });

  it('says so for a no-hit, and names the frequent mover and the deceased', async () => {
    const noHit = pdfFlowText((await pdfOf((await ordered(requestFor(persona('noHit')))).inquiryId)).rawPayload);
    expect(noHit).toContain('PRIYA RAMAN');
    expect(noHit).toContain(ADV_NO_HIT_TITLE);
    const mover = pdfFlowText((await pdfOf((await ordered(requestFor(persona('manyAddresses')))).inquiryId)).rawPayload);
    expect(mover).toContain('ANGELA BRISCOE');
    expect(mover).toContain('Frequent mover: 9 addresses in the last five years.');
    const deceased = pdfFlowText((await pdfOf((await ordered(requestFor(persona('deceased')))).inquiryId)).rawPayload);
    expect(deceased).toMatch(/Reported deceased on 01-\d\d-2026/);
  });

  it("refuses another product's PDF path for an ADV report, and another company's caller as if it were missing", async () => {
    const res = await ordered(requestFor(persona('full')));
    const wrong = await kit.t.app.inject({ method: 'POST', url: '/api/pdfs/nal/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.user') });
    expect(wrong.statusCode).toBe(400);
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
  });
});
