import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanionReport, type ConsumerReportResponse, consumerReportResponseSchema, inquiryDetailsSchema } from '@creditdesk/contracts';
import { auditEvents, customerProducts, ofacReviewCases, reportInquiries } from '../../db/schema/index.js';
import type { ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { DmdcUnavailableError, type MlaDataSource } from './products/mla/mla.port.js';
import { createSandboxMla } from './products/mla/mla.sandbox.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, type Consumer, pullAgain } from '../../testing/consumer-requests.js';
import { month } from '../../testing/product-order-kit.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { monthlyUsage } from '../billing/usage.repository.js';

// The credit report's add-on checks (issue 13): the MLA check and the OFAC screen the company turns on.

const MARCUS = SANDBOX_PERSONAS.find((p) => p.key === 'activeDuty')! satisfies Consumer;
/** his spouse: the MLA sandbox's covered dependent; the bureau makes her a file of her own. */
const ANGELA: Consumer = { firstName: 'ANGELA', lastName: 'BELL', ssn: '123451201', dateOfBirth: '1993-05-09', address: MARCUS.address };
/** on the SDN list (SDNTK). */
const CHAPO: Consumer = { firstName: 'Joaquin', lastName: 'Guzman Loera', ssn: '123459876', dateOfBirth: '1954-12-25', address: MARCUS.address };

let t: TestApp;
let demo: string;
const tokens: Record<string, { access_token: string }> = {};
const calls = { bureau: 0, mla: 0 };
let dmdcDown = false;

const sandboxBureau = createSandboxBureau();
const bureau: ConsumerBureau = { name: 'counting bureau', pullConsumerReport: (request) => ((calls.bureau += 1), sandboxBureau.pullConsumerReport(request)) };
const sandboxMla = createSandboxMla();
const mla: MlaDataSource = {
  name: 'counting DMDC',
  checkCoveredBorrower: async (request) => {
    calls.mla += 1;
    if (dmdcDown) throw new DmdcUnavailableError();
    return sandboxMla.checkCoveredBorrower(request);
  },
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, { bureau, dataSources: { mla } });
  for (const u of ['demo.admin', 'demo.user']) tokens[u] = await t.login(u);
  demo = String(decodeJwt(tokens['demo.user'].access_token).customerId);
});
afterAll(() => t.close());

const as = (user: string) => bearer(tokens[user]);
const settings = async (addMlaToCreditReports: boolean, addOfacToCreditReports: boolean) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/customers/${demo}`, payload: { addMlaToCreditReports, addOfacToCreditReports }, headers: as('demo.admin') });
  expect(res.statusCode, res.body).toBe(200);
};
const order = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: pullAgain(body) as object, headers: as('demo.user') });
const ordered = async (body: unknown): Promise<ConsumerReportResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return consumerReportResponseSchema.parse(res.json());
};
const details = async (inquiryId: string) => inquiryDetailsSchema.parse((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${inquiryId}/details`, headers: as('demo.user') })).json());
const inquiry = async (id: string) => (await t.database.db.select().from(reportInquiries).where(eq(reportInquiries.id, id)))[0];
const inquiries = async () => (await t.database.db.select({ id: reportInquiries.id }).from(reportInquiries)).length;
const usage = () => monthlyUsage(t.database.db, demo, month());
const completed = (c: CompanionReport | undefined) => {
  if (c?.status !== 'completed') throw new Error(`not completed: ${JSON.stringify(c)}`);
  return c;
};

describe('a consumer credit report with the add-on checks the company turns on', () => {
  it('adds nothing while the settings are off (the default)', async () => {
    const before = { inquiries: await inquiries(), mla: calls.mla };
    const res = await ordered(consumerRequest(MARCUS));
    expect(res).not.toHaveProperty('companions');
    expect(await inquiries()).toBe(before.inquiries + 1);
    expect(calls.mla).toBe(before.mla);
    expect(await details(res.inquiryId)).not.toHaveProperty('companions');
  });

  it('runs the MLA check and the OFAC screen on each consumer: each its own inquiry, billed and audited, named in the credit report’s answer and its stored copy', async () => {
    await settings(true, true);
    const before = { usage: await usage(), bureau: calls.bureau, mla: calls.mla };
    const res = await ordered(consumerRequest(MARCUS, { coApplicant: ANGELA, reference: 'LOAN-9' }));

    expect(res.companions?.map((c) => [c.product, c.applicant, c.consumerName, c.status, c.status === 'completed' ? c.result : c.message])).toEqual([
      ['mla', 'primary', 'MARCUS BELL', 'completed', { label: 'Covered borrower', level: 'alarm' }],
      ['mla', 'coapplicant', 'ANGELA BELL', 'completed', { label: 'Covered borrower', level: 'alarm' }],
      ['ofac', 'primary', 'MARCUS BELL', 'completed', { label: 'No match', level: 'good' }],
      ['ofac', 'coapplicant', 'ANGELA BELL', 'completed', { label: 'No match', level: 'good' }],
    ]);
    expect(res.companions?.map((c) => c.productName)).toEqual(['Military Lending Act', 'Military Lending Act', 'OFAC', 'OFAC']);
    expect(calls.bureau - before.bureau).toBe(1);
    expect(calls.mla - before.mla).toBe(2);

    const ids = res.companions!.map((c) => completed(c).inquiryId);
    expect(new Set([res.inquiryId, ...ids]).size).toBe(5);
    const [marcusMla, angelaMla, , angelaOfac] = await Promise.all(ids.map(inquiry));
    expect(marcusMla).toMatchObject({ product: 'mla', productCode: 'MLA', username: 'demo.user', accountNumber: '100200300', customerReferenceNumber: 'LOAN-9', consumerName: 'MARCUS BELL', ssnLast4: '1006', permissiblePurpose: '' });
    expect(angelaMla).toMatchObject({ product: 'mla', consumerName: 'ANGELA BELL', ssnLast4: '1201' });
    expect(angelaOfac).toMatchObject({ product: 'ofac', productCode: 'OFAC', consumerName: 'ANGELA BELL', customerReferenceNumber: 'LOAN-9' });

    // billed one by one, each audited as an order of its own that names the credit report
    const after = await usage();
    expect({ CCR: after.CCR - (before.usage.CCR ?? 0), MLA: after.MLA - (before.usage.MLA ?? 0), OFAC: after.OFAC - (before.usage.OFAC ?? 0) }).toEqual({ CCR: 1, MLA: 2, OFAC: 2 });
    for (const id of ids) {
      const [event] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'report.ordered'), eq(auditEvents.targetId, id)));
      expect(event).toMatchObject({ actorUsername: 'demo.user', details: expect.objectContaining({ companionOf: res.inquiryId }) });
    }

    // the credit report's stored copy names them as its order did; each opens as its own report with its PDF and My Reports line
    expect((await details(res.inquiryId) as ConsumerReportResponse).companions).toEqual(res.companions);
    expect(await details(ids[0])).toMatchObject({ product: 'mla', dataSourceResponse: { value: { mlaReport: { status: 'covered-member' } } } });
    const pdf = await t.app.inject({ method: 'POST', url: '/api/pdfs/mla/download', payload: { inquiryId: ids[1] }, headers: as('demo.user') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="mla_report.pdf"');
    const page = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${demo}/pages?pageSize=10`, headers: as('demo.user') });
    expect(page.json().content.slice(0, 5).map((i: { id: string }) => i.id).sort()).toEqual([res.inquiryId, ...ids].sort());
  });

  it('an OFAC hit opens its review case as an OFAC order does', async () => {
    await settings(false, true);
    const res = await ordered(consumerRequest(CHAPO));
    const [screen] = res.companions!;
    expect(screen).toMatchObject({ product: 'ofac', consumerName: 'Joaquin Guzman Loera', status: 'completed', result: { label: 'Potential match', level: 'alarm' } });
    const [reviewCase] = await t.database.db.select().from(ofacReviewCases).where(eq(ofacReviewCases.inquiryId, completed(screen).inquiryId));
    expect(reviewCase).toMatchObject({ status: 'open', subjectName: 'Joaquin Guzman Loera', openedBy: 'demo.user' });
  });

  it('adds no check of a product the company does not hold', async () => {
    await settings(true, true);
    await t.database.db.delete(customerProducts).where(and(eq(customerProducts.customerId, demo), eq(customerProducts.productCode, 'MLA')));
    try {
      const before = calls.mla;
      const res = await ordered(consumerRequest(MARCUS));
      expect(res.companions?.map((c) => c.product)).toEqual(['ofac']);
      expect(calls.mla).toBe(before);
    } finally {
      await t.database.db.insert(customerProducts).values({ customerId: demo, productCode: 'MLA' });
    }
  });

  it('refuses before any call a consumer the credit report and its checks cannot take, naming the credit report’s field: nothing stored or billed', async () => {
    await settings(true, true);
    const body = consumerRequest(MARCUS, { coApplicant: ANGELA }) as { consumers: { name: { middleName?: string }[] } };
    // the credit report and its checks share one person-name rule (issue 27): the credit report's own refusal
    body.consumers.name[1].middleName = 'J2';
    const before = { inquiries: await inquiries(), usage: await usage(), ...calls };
    const res = await order(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/middleName may hold letters, spaces, apostrophes, dots and dashes$/);
    expect(res.json().additionalErrorDetails.fields[0].field).toBe('body.consumers.name.1.middleName');
    expect({ inquiries: await inquiries(), usage: await usage(), ...calls }).toEqual(before);
  });

  it('keeps the credit report when a check’s data source fails: its line says why, audited, nothing billed for it; the other check runs', async () => {
    await settings(true, true);
    dmdcDown = true;
    try {
      const before = await usage();
      const res = await ordered(consumerRequest(MARCUS, { reference: 'LOAN-10' }));
      expect(res.dataSourceResponse.value.consumers.acrov6USConsumerCreditReport).toHaveLength(1);
      expect(res.companions).toEqual([
        { product: 'mla', productName: 'Military Lending Act', applicant: 'primary', consumerName: 'MARCUS BELL', status: 'failed', message: 'The Defense Manpower Data Center did not answer. Please try again later.' },
        expect.objectContaining({ product: 'ofac', status: 'completed' }),
      ]);
      const after = await usage();
      expect({ CCR: after.CCR - before.CCR, MLA: after.MLA - before.MLA, OFAC: after.OFAC - before.OFAC }).toEqual({ CCR: 1, MLA: 0, OFAC: 1 });
      const failed = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'report.order-failed'));
      expect(failed.at(-1)).toMatchObject({ outcome: 'failure', details: expect.objectContaining({ product: 'mla', dataSource: 'Defense Manpower Data Center', companionOf: res.inquiryId }) });
      expect((await details(res.inquiryId) as ConsumerReportResponse).companions).toEqual(res.companions);
    } finally {
      dmdcDown = false;
    }
  });
});
