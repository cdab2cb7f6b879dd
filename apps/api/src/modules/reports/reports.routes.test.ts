import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsumerReportResponse, DTEC_PRODUCT, OFAC_PRODUCT, REPORT_PRODUCTS, consumerReportResponseSchema, splitConsumerResponse } from '@creditdesk/contracts';
import { auditEvents, reportInquiries } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { BureauUnavailableError } from '../../datasources/consumer-bureau.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { monthlyUsage } from '../billing/usage.repository.js';

const persona = (key: string) => {
  const p = SANDBOX_PERSONAS.find((x) => x.key === key);
  if (!p) throw new Error(`no persona ${key}`);
  return p;
};

let t: TestApp;
let demoCustomerId: string;
const tokens: Record<string, { access_token: string }> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.admin', 'demo.user', 'other.admin']) tokens[u] = await t.login(u);
  demoCustomerId = String(decodeJwt(tokens['demo.admin'].access_token).customerId);
});
afterAll(() => t.close());

const as = (user: string) => bearer(tokens[user]);
const order = (product: string, body: unknown, user = 'demo.admin') =>
  t.app.inject({ method: 'POST', url: `/api/consumers/reports/${product}`, payload: pullAgain(body) as object, headers: as(user) });
const ordered = async (product: string, body: unknown, user = 'demo.admin'): Promise<ConsumerReportResponse> => {
  const res = await order(product, body, user);
  expect(res.statusCode, res.body).toBe(200);
  return consumerReportResponseSchema.parse(res.json());
};
const inquiryCount = async () => Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n);
const month = () => new Date().toISOString().slice(0, 7);

describe('ordering consumer reports', () => {
  it.each(['acrov6', 'nal', 'oneviewplus'] as const)('orders %s and answers in the shape of reports.md §3', async (product) => {
    const res = await ordered(product, consumerRequest(persona('thick')));
    const reports = res.dataSourceResponse.value.consumers[`${product}USConsumerCreditReport`]!;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ identifier: 'Primary Report 1', product, hit: true });
    expect(reports[0].tradelines.length).toBeGreaterThanOrEqual(20);
    expect(reports[0].subject.ssnMasked).toBe(`***-**-${persona('thick').ssn.slice(-4)}`);
    expect(res.dataSourceResponse).toMatchObject({ status: 200, errors: [] });
    expect(JSON.parse(res.formatedResponse)).toEqual({ dataSourceResponse: res.dataSourceResponse });
    if (product === 'oneviewplus') {
      expect(res.dataSourceResponse.value.consumers.twnSelectReport).toHaveLength(1);
      expect(res.dataSourceResponse.value.consumers.dataxReport).toHaveLength(1);
    }
  });

  it('gives the same consumer the same report every time', async () => {
    const a = await ordered('acrov6', consumerRequest(persona('collections')));
    const b = await ordered('acrov6', consumerRequest(persona('collections')));
    expect(b.dataSourceResponse).toEqual(a.dataSourceResponse);
    expect(b.inquiryId).not.toBe(a.inquiryId);
  });

  it('answers an applicant with co-applicant with two reports that split into two views', async () => {
    const res = await ordered('acrov6', consumerRequest(persona('applicant'), { coApplicant: persona('coApplicant') }));
    const views = splitConsumerResponse('acrov6', res.dataSourceResponse);
    expect(views.map((v) => v.name)).toEqual(['primary', 'coapplicant']);
    expect(views[1].dataSourceResponse.value.consumers.acrov6USConsumerCreditReport![0]).toMatchObject({
      identifier: 'Co-Applicant Report 1',
      subject: { firstName: persona('coApplicant').firstName },
    });
  });

  it('stores the username as the reference when none is given, and the given one otherwise', async () => {
    const blank = await ordered('nal', consumerRequest(persona('thin')));
    const named = await ordered('nal', consumerRequest(persona('thin'), { reference: 'LOAN-42' }));
    const rows = await t.database.db.select().from(reportInquiries);
    expect(rows.find((r) => r.id === blank.inquiryId)?.customerReferenceNumber).toBe('demo.admin');
    expect(rows.find((r) => r.id === named.inquiryId)?.customerReferenceNumber).toBe('LOAN-42');
  });

  it('refuses a product the company does not hold with 403', async () => {
    const res = await order('nal', consumerRequest(persona('thick'), { accountNumber: '200300400' }), 'other.admin');
    expect(res.statusCode).toBe(403);
  });

  it('answers 502 when the bureau is down, and stores and bills nothing', async () => {
    const down = await createTestApp({}, undefined, {
      bureau: { name: 'down', pullConsumerReport: async () => { throw new BureauUnavailableError('timeout'); } },
    });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/consumers/reports/acrov6',
        payload: consumerRequest(persona('thick')),
        headers: bearer(await down.login('demo.user')),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().correlationId).toBeTruthy();
      expect((await down.database.db.select({ n: count() }).from(reportInquiries))[0].n).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('bad input is refused with the field named, and nothing is stored or billed', () => {
  const thick = () => consumerRequest(persona('thick'));
  const cases: [string, () => unknown, RegExp][] = [
    ['a malformed SSN', () => { const b = thick(); b.consumers.socialNum[0].number = '12-3456-78'; return b; }, /socialNum/],
    ['a date of birth in the future', () => { const b = thick(); b.consumers.dateOfBirth[0].dob = '2099-01-01'; return b; }, /dateOfBirth cannot be in the future/],
    ['an unknown province', () => { const b = thick(); Object.assign(b.consumers.addresses[0], { country: 'CA', state: 'QC', zip: 'H2X 1Y4' }); return b; }, /state 'QC' is not a Canadian province/],
    ['an account number of another company', () => consumerRequest(persona('thick'), { accountNumber: '200300400' }), /accountNumber/],
    ['a missing permissible purpose', () => { const { permissiblePurpose: _, ...b } = thick(); return b; }, /permissiblePurpose is required/],
  ];
  it.each(cases)('%s', async (_name, body, field) => {
    const before = await inquiryCount();
    const usage = await monthlyUsage(t.database.db, demoCustomerId, month());
    const res = await order('acrov6', body());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(field);
    expect(await inquiryCount()).toBe(before);
    expect(await monthlyUsage(t.database.db, demoCustomerId, month())).toEqual(usage);
  });
});

describe('My Reports', () => {
  let mine: ConsumerReportResponse;
  beforeAll(async () => {
    mine = await ordered('acrov6', consumerRequest(persona('bankruptcy'), { reference: 'MINE-1' }), 'demo.user');
  });
  const page = (user: string, customerId = demoCustomerId, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${customerId}/pages${query}`, headers: as(user) });
  const search = (user: string, keyWords: string, customerId = demoCustomerId) =>
    t.app.inject({ method: 'POST', url: `/api/reportinquiries/extract/customers/${customerId}/search?pageNumber=1&pageSize=10`, payload: { keyWords }, headers: as(user) });

  it("lists a user's own reports, newest first, page 1 of size 10 by default", async () => {
    const res = (await page('demo.user')).json();
    expect(res).toMatchObject({ pageNumber: 1, pageSize: 10, totalElements: 1 });
    expect(res.content[0]).toMatchObject({
      id: mine.inquiryId,
      productName: 'Consumer Credit Report',
      consumerName: `${persona('bankruptcy').firstName} ${persona('bankruptcy').lastName}`,
      ssnMasked: `***-**-${persona('bankruptcy').ssn.slice(-4)}`,
      customerReferenceNumber: 'MINE-1',
      userName: 'demo.user',
    });
    expect(JSON.stringify(res)).not.toContain(persona('bankruptcy').ssn);
  });

  it("shows a usertransactionsadmin the whole company's reports, paged", async () => {
    const all = (await page('demo.admin', demoCustomerId, '?pageNumber=1&pageSize=3')).json();
    expect(all.totalElements).toBe(await inquiryCount());
    expect(all.content).toHaveLength(3);
    const times = all.content.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches by consumer name and reference, and filters by date range', async () => {
    expect((await search('demo.user', persona('bankruptcy').lastName.toUpperCase())).json().totalElements).toBe(1);
    expect((await search('demo.user', 'mine-1')).json().totalElements).toBe(1);
    expect((await search('demo.user', 'nobody-like-this')).json().totalElements).toBe(0);
    const y = new Date().getUTCFullYear();
    expect((await page('demo.user', demoCustomerId, `?fromDate=01/01/${y - 1}%2000:00:00&toDate=12/31/${y - 1}%2023:59:59`)).json().totalElements).toBe(0);
    expect((await page('demo.user', demoCustomerId, `?fromDate=01/01/${y}%2000:00:00&toDate=12/31/${y}%2023:59:59`)).json().totalElements).toBe(1);
    expect((await page('demo.user', demoCustomerId, '?fromDate=02/30/2026%2000:00:00')).statusCode).toBe(400);
  });

  it('opens a past report as it was returned, and audits the view', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${mine.inquiryId}/details`, headers: as('demo.user') });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().formatedResponse)).toEqual({ dataSourceResponse: mine.dataSourceResponse });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, mine.inquiryId));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['report.ordered', 'report.viewed']));
    expect(audit.find((a) => a.action === 'report.viewed')).toMatchObject({
      actorUsername: 'demo.user',
      customerId: demoCustomerId,
      details: { product: 'acrov6', permissiblePurpose: 'CREDIT_TRANSACTION' },
    });
  });

  it("refuses a standard user another user's report of the same company", async () => {
    const adminOwn = await ordered('acrov6', consumerRequest(persona('thin')), 'demo.admin');
    const res = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${adminOwn.inquiryId}/details`, headers: as('demo.user') });
    expect(res.statusCode).toBe(403);
  });

  it('deletes from My Reports but keeps the record billed', async () => {
    const victim = await ordered('oneviewplus', consumerRequest(persona('thin')), 'demo.user');
    const usage = await monthlyUsage(t.database.db, demoCustomerId, month());
    const del = await t.app.inject({ method: 'DELETE', url: `/api/reportinquries/${victim.inquiryId}`, headers: as('demo.user') });
    expect(del.statusCode).toBe(200);
    expect((await page('demo.user')).json().content.map((r: { id: string }) => r.id)).not.toContain(victim.inquiryId);
    expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${victim.inquiryId}/details`, headers: as('demo.user') })).statusCode).toBe(404);
    expect(await monthlyUsage(t.database.db, demoCustomerId, month())).toEqual(usage);
  });

  it('counts every order toward its product for the month', async () => {
    const before = await monthlyUsage(t.database.db, demoCustomerId, month());
    await ordered('nal', consumerRequest(persona('thin')));
    await ordered('nal', consumerRequest(persona('thick')));
    const after = await monthlyUsage(t.database.db, demoCustomerId, month());
    expect(after.NAL).toBe((before.NAL ?? 0) + 2);
    expect(after.CCR).toBe(before.CCR);
  });
});

describe('tenant isolation: another company never reaches an inquiry', () => {
  let theirs: ConsumerReportResponse;
  beforeAll(async () => {
    theirs = await ordered('acrov6', consumerRequest(persona('thick')), 'demo.admin');
  });

  it('refuses the page and search of another company with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${demoCustomerId}/pages`, headers: as('other.admin') })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/reportinquiries/extract/customers/${demoCustomerId}/search`, payload: { keyWords: '' }, headers: as('other.admin') })).statusCode,
    ).toBe(403);
  });

  it('answers details, delete and every PDF call for a foreign inquiry exactly like a missing one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [theirs.inquiryId, missing]) {
      const details = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${id}/details`, headers: as('other.admin') });
      expect(details.statusCode).toBe(404);
      expect(details.json().message).toBe('Report not found');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/reportinquries/${id}`, headers: as('other.admin') })).statusCode).toBe(404);
      for (const p of ['/pdfs/consumercredit/download', '/pdfs/nal/download', '/pdfs/oneviewplusReport/download']) {
        const pdf = await t.app.inject({ method: 'POST', url: `/api${p}`, payload: { inquiryId: id }, headers: as('other.admin') });
        expect(pdf.statusCode).toBe(404);
        expect(pdf.body).not.toMatch(/Dana|Demo Lending|thick/i);
      }
    }
    // Still there for its owner.
    expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${theirs.inquiryId}/details`, headers: as('demo.admin') })).statusCode).toBe(200);
  });

  it('lists the sandbox test consumers to a logged-in user only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/personas' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/personas', headers: as('demo.user') });
    expect(res.json().personas.map((p: { key: string }) => p.key)).toEqual(expect.arrayContaining(['thick', 'noHit', 'applicant', 'coApplicant']));
    // each product's own, declared once in its contract and named for it: the persona menus' only source
    const of = (list: { key: string; products?: string[] }[], product: string) => list.filter((p) => p.products?.includes(product)).map((p) => p.key);
    expect(of(res.json().personas, 'dtec')).toEqual(DTEC_PRODUCT.testConsumers.map((c) => c.key));
    expect(of(res.json().subjects, 'ofac')).toEqual(OFAC_PRODUCT.testSubjects.map((s) => s.key));
  });

  it("refuses the products and account numbers of another company", async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/products/customers/${demoCustomerId}`, headers: as('other.admin') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/customers/${demoCustomerId}/members`, headers: as('other.admin') })).statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: `/api/products/customers/${demoCustomerId}`, headers: as('demo.user') });
    // Demo Lending holds every product of the registry
    expect(own.json().products.map((p: { code: string }) => p.code)).toEqual(REPORT_PRODUCTS.map((p) => p.code));
    // what a user group may grant: the TeleCheck lists it holds besides, by name (issue 33)
    const grantable = await t.app.inject({ method: 'GET', url: `/api/products/customers/${demoCustomerId}?grantable=true`, headers: as('demo.admin') });
    expect(grantable.statusCode, grantable.body).toBe(200);
    expect(grantable.json().products.slice(REPORT_PRODUCTS.length).map((p: { code: string; name: string }) => `${p.code} ${p.name}`)).toEqual([
      'TLKC TeleCheck Collections',
      'TLKN TeleCheck Negatives',
      'TCCN TeleCheck Collections and Negatives',
    ]);
  });
});

describe('PDF downloads', () => {
  const pdfText = (body: Buffer) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cd-pdf-')), 'r.pdf');
    fs.writeFileSync(file, body);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it("renders the stored report with the consumer's name, masked SSN, score and creditors, under the spec's file name", async () => {
    const p = persona('thick');
    const res = await ordered('acrov6', consumerRequest(p));
    const pdf = await t.app.inject({ method: 'POST', url: '/api/pdfs/consumercredit/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.admin') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="consumer_report_${p.firstName}_${p.lastName}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    const report = res.dataSourceResponse.value.consumers.acrov6USConsumerCreditReport![0];
    expect(text.toLowerCase().replace(/\s+/g, ' ')).toContain(`${p.firstName} ${p.lastName}`.toLowerCase());
    expect(text).toContain(`***-**-${p.ssn.slice(-4)}`);
    expect(text).toContain(String(report.score.value));
    for (const creditor of new Set(report.tradelines.map((tl) => tl.creditor))) expect(text).toContain(creditor);
    expect(text).not.toContain(p.ssn);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, res.inquiryId));
    expect(audit.map((a) => a.action)).toContain('report.pdf-downloaded');
  });

  it('uses consumer_report_nal.pdf and oneview_report.pdf, and renders the co-applicant view on request', async () => {
    const nal = await ordered('nal', consumerRequest(persona('thin')));
    const nalPdf = await t.app.inject({ method: 'POST', url: '/api/pdfs/nal/download', payload: { inquiryId: nal.inquiryId }, headers: as('demo.admin') });
    expect(nalPdf.headers['content-disposition']).toBe('attachment; filename="consumer_report_nal.pdf"');

    const pair = await ordered('oneviewplus', consumerRequest(persona('applicant'), { coApplicant: persona('coApplicant') }));
    const co = await t.app.inject({ method: 'POST', url: '/api/pdfs/oneviewplusReport/download', payload: { inquiryId: pair.inquiryId, view: 'coapplicant' }, headers: as('demo.admin') });
    expect(co.headers['content-disposition']).toBe('attachment; filename="oneview_report.pdf"');
    const text = pdfText(co.rawPayload);
    expect(text).toContain(persona('coApplicant').firstName);
    expect(text).not.toContain(`***-**-${persona('applicant').ssn.slice(-4)}`);

    const single = await t.app.inject({ method: 'POST', url: '/api/pdfs/nal/download', payload: { inquiryId: nal.inquiryId, view: 'coapplicant' }, headers: as('demo.admin') });
    expect(single.statusCode).toBe(400);
  });

  it('names the file by the whole last name, without the suffix (a two-word last name, a suffix)', async () => {
    const p = persona('thick');
    const body = consumerRequest({ ...p, firstName: 'Mary Ann', lastName: 'Van Dyke' });
    body.consumers.name[0].suffix = 'JR';
    const res = await ordered('acrov6', body);
    const pdf = await t.app.inject({ method: 'POST', url: '/api/pdfs/consumercredit/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.admin') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="consumer_report_Mary_Ann_Van_Dyke.pdf"');
  });

  it("refuses a PDF path of another product than the stored report's (the product is the inquiry's)", async () => {
    const res = await ordered('acrov6', consumerRequest(persona('thin')));
    const wrong = await t.app.inject({ method: 'POST', url: '/api/pdfs/nal/download', payload: { inquiryId: res.inquiryId }, headers: as('demo.admin') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not a OneView/);
  });

  it('renders only from the stored inquiry: report data in the body is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pdfs/consumercredit/download', payload: { dataSourceResponse: {} }, headers: as('demo.admin') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/inquiryId is required/);
  });
});
