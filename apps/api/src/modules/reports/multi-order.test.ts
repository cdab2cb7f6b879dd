import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MESSAGES, type MultiOrderResponse, multiOrderResponseSchema } from '@creditdesk/contracts';
import { auditEvents, loginIpThrottle, reportInquiries, userGroupProducts, userGroups, users } from '../../db/schema/index.js';
import type { ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { DmdcUnavailableError, type MlaDataSource } from './products/mla/mla.port.js';
import { createSandboxMla } from './products/mla/mla.sandbox.js';
import { pullAgain } from '../../testing/consumer-requests.js';
import { grantProduct, month } from '../../testing/product-order-kit.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { monthlyUsage } from '../billing/usage.repository.js';

/*
 * Several products in one order (issue 33): OFAC, the MLA check and a credit report for one
 * applicant. Every product's request is judged by its own schema and every product authorized
 * before any data source is called; then each is ordered as its single order is.
 */
const pulls = { bureau: 0, mla: 0 };
let mlaDown = false;
const sandbox = createSandboxBureau();
const bureau: ConsumerBureau = { name: 'counting bureau', pullConsumerReport: (request) => ((pulls.bureau += 1), sandbox.pullConsumerReport(request)) };
const sandboxMla = createSandboxMla();
const mla: MlaDataSource = {
  name: 'counting MLA',
  checkCoveredBorrower: (request) => {
    pulls.mla += 1;
    return mlaDown ? Promise.reject(new DmdcUnavailableError()) : sandboxMla.checkCoveredBorrower(request);
  },
};

let t: TestApp;
let demo = '';
const tokens: Record<string, { access_token: string }> = {};
beforeAll(async () => {
  t = await createTestApp({}, undefined, { bureau, dataSources: { mla } });
  for (const u of ['demo.user', 'other.admin']) tokens[u] = await t.login(u);
  demo = String(decodeJwt(tokens['demo.user'].access_token).customerId);
});
afterAll(() => t.close());

/** Margaret Ellison: a credit file, no active-duty record, on no SDN list. */
const ELLISON = { firstName: 'Margaret', lastName: 'Ellison', ssn: '123-45-1001', dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' } };
const THREE = [
  { product: 'ofac', accountNumber: '100200300', customerReferenceNumber: 'LOAN-9' },
  { product: 'mla', accountNumber: '100200300', customerReferenceNumber: 'LOAN-9' },
  { product: 'acrov6', accountNumber: '100200301', customerReferenceNumber: 'LOAN-9', permissiblePurpose: 'CREDIT_TRANSACTION' },
];
const order = (body: unknown, user = 'demo.user', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/consumers/reports/multi', payload: pullAgain(body) as object, headers: { ...bearer(tokens[user]), ...headers } });
const stored = async () => Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n);
const usage = () => monthlyUsage(t.database.db, demo, month());
/** nothing pulled, stored or billed since `before`. */
async function expectNothingPulled(before: { pulls: typeof pulls; stored: number; usage: unknown }) {
  expect(pulls).toEqual(before.pulls);
  expect(await stored()).toBe(before.stored);
  expect(await usage()).toEqual(before.usage);
}
const snapshot = async () => ({ pulls: { ...pulls }, stored: await stored(), usage: await usage() });

describe('ordering several products for one applicant', () => {
  it('orders OFAC, the MLA check and a credit report, each stored, billed and audited as its single order', async () => {
    const before = await snapshot();
    const res = await order({ applicant: ELLISON, products: THREE });
    expect(res.statusCode, res.body).toBe(200);
    const answer: MultiOrderResponse = multiOrderResponseSchema.parse(res.json());
    expect(answer.orders.map((o) => [o.product, o.outcome])).toEqual([
      ['ofac', 'ordered'],
      ['mla', 'ordered'],
      ['acrov6', 'ordered'],
    ]);
    expect(pulls).toEqual({ bureau: before.pulls.bureau + 1, mla: before.pulls.mla + 1 });
    // each with what it found, in its batch row's words
    expect(answer.orders.map((o) => (o.outcome === 'ordered' ? o.keyFindings : ''))).toEqual([
      'Clear: no SDN list entry at or above the threshold',
      expect.stringMatching(/^Not a covered borrower/),
      expect.stringMatching(/^Score \d+; \d+ tradelines/),
    ]);
    const ids = answer.orders.map((o) => (o.outcome === 'ordered' ? o.inquiryId : ''));
    const rows = await t.database.db.select().from(reportInquiries).where(inArray(reportInquiries.id, ids));
    expect(rows.map((r) => [r.product, r.consumerName, r.accountNumber, r.customerReferenceNumber, r.customerId]).sort()).toEqual([
      ['acrov6', expect.stringMatching(/Margaret Ellison/i), '100200301', 'LOAN-9', demo],
      ['mla', 'Margaret Ellison', '100200300', 'LOAN-9', demo],
      ['ofac', 'Margaret Ellison', '100200300', 'LOAN-9', demo],
    ]);
    const audited = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'report.ordered'), inArray(auditEvents.targetId, ids)));
    expect(audited).toHaveLength(3);
    const billed = await usage();
    for (const code of ['OFAC', 'MLA', 'CCR']) expect(billed[code], code).toBe(((before.usage as Record<string, number>)[code] ?? 0) + 1);
    // each report opens as its own (the demo user reads what they ordered)
    for (const id of ids) expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${id}/details`, headers: bearer(tokens['demo.user']) })).statusCode).toBe(200);
  });

  it('refuses the whole order 400 when one product’s request is invalid, naming each product’s fields: nothing pulled, stored or billed', async () => {
    const before = await snapshot();
    // no address (the credit report needs one) and a date of birth not a real date (the credit report and the MLA check judge it)
    const { address: _none, ...withoutAddress } = ELLISON;
    const res = await order({ applicant: { ...withoutAddress, dateOfBirth: '1966-02-30' }, products: THREE });
    expect(res.statusCode, res.body).toBe(400);
    const fields = res.json().additionalErrorDetails.fields as { field: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'body.applicant.dateOfBirth', message: expect.stringMatching(/^Military Lending Act: dateOfBirth/) },
        { field: 'body.applicant.dateOfBirth', message: expect.stringMatching(/^Consumer Credit Report: dateOfBirth/) },
        { field: 'body.applicant.address.line1', message: expect.stringMatching(/^Consumer Credit Report: /) },
      ]),
    );
    // OFAC judges the date of birth it is given, and asks no address
    expect(fields.filter((f) => f.message.startsWith('OFAC')).map((f) => f.field)).toEqual(['body.applicant.dateOfBirth']);
    await expectNothingPulled(before);
  });

  it('refuses a credit report without its permissible purpose, though the other products take none', async () => {
    const before = await snapshot();
    const res = await order({ applicant: ELLISON, products: [THREE[0], THREE[1], { ...THREE[2], permissiblePurpose: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails.fields).toEqual([{ field: 'body.products.2.permissiblePurpose', message: expect.stringMatching(/^Consumer Credit Report: permissiblePurpose/) }]);
    await expectNothingPulled(before);
  });

  it('refuses another company’s account number as a field of that product (tenant isolation): nothing pulled', async () => {
    const before = await snapshot();
    const res = await order({ applicant: ELLISON, products: [THREE[0], { ...THREE[1], accountNumber: '200300400' }, THREE[2]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails.fields).toEqual([{ field: 'body.products.1.accountNumber', message: "Military Lending Act: '200300400' is not an active account number of your company" }]);
    await expectNothingPulled(before);
    // and the other company's administrator orders nothing on Demo Lending's account numbers either
    const other = await order({ applicant: ELLISON, products: [THREE[1]] }, 'other.admin');
    expect([400, 403]).toContain(other.statusCode);
    await expectNothingPulled(before);
  });

  it('refuses the whole order 403 when a group grants the user one product only of them: nothing pulled', async () => {
    const before = await snapshot();
    const groups = t.database.db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.customerId, demo));
    await t.database.db.delete(userGroupProducts).where(and(eq(userGroupProducts.productCode, 'MLA'), inArray(userGroupProducts.groupId, groups)));
    try {
      const res = await order({ applicant: ELLISON, products: THREE });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_MESSAGES.productNotGranted('Military Lending Act'));
      await expectNothingPulled(before);
    } finally {
      await grantProduct(t.database.db, 'MLA');
    }
  });

  it('keeps the products pulled when one data source fails after them, and answers that one failed in its own words', async () => {
    const before = await snapshot();
    mlaDown = true;
    try {
      const res = await order({ applicant: ELLISON, products: [THREE[2], THREE[1], THREE[0]] });
      expect(res.statusCode, res.body).toBe(200);
      const { orders } = multiOrderResponseSchema.parse(res.json());
      expect(orders.map((o) => [o.product, o.outcome])).toEqual([
        ['acrov6', 'ordered'],
        ['mla', 'failed'],
        ['ofac', 'ordered'],
      ]);
      // the MLA's failure as its single order shows it: status fail, the spec's sentence and the tracking id
      expect(orders[1]).toEqual({ product: 'mla', outcome: 'failed', httpStatus: 502, status: 'fail', message: expect.stringMatching(/ Tracking Id: \S+$/) });
      expect((orders[1] as { message: string }).message.startsWith(`${MESSAGES.reports.failure}${MESSAGES.reports.trackingId('')}`)).toBe(true);
      expect(await stored()).toBe(before.stored + 2);
      const failed = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'report.order-failed'));
      expect(failed.map((f) => (f.details as { product: string }).product)).toContain('mla');
    } finally {
      mlaDown = false;
    }
  });

  it('answers a retry with the same Idempotency-Key with the first answer, pulling nothing again', async () => {
    const headers = { 'idempotency-key': `multi-${Date.now()}` };
    const first = await order({ applicant: ELLISON, products: THREE.slice(0, 2) }, 'demo.user', headers);
    expect(first.statusCode).toBe(200);
    const before = await snapshot();
    const again = await order({ applicant: ELLISON, products: THREE.slice(0, 2) }, 'demo.user', headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await expectNothingPulled(before);
  });

  it('counts each product as an order of the user’s rate: past it, 429 and nothing pulled', async () => {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.user'));
    const key = `order:${user.id}`;
    // one order left this minute: the second product is past the rate
    const attempts = t.config.orderRatePerMinute - 1;
    await t.database.db.insert(loginIpThrottle).values({ ip: key, windowStart: sql`now()`, attempts }).onConflictDoUpdate({ target: loginIpThrottle.ip, set: { windowStart: sql`now()`, attempts } });
    try {
      const before = await snapshot();
      const res = await order({ applicant: ELLISON, products: THREE });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await expectNothingPulled(before);
    } finally {
      await t.database.db.delete(loginIpThrottle).where(eq(loginIpThrottle.ip, key));
    }
  });

  it('refuses a product named twice or none', async () => {
    expect((await order({ applicant: ELLISON, products: [THREE[0], THREE[0]] })).statusCode).toBe(400);
    expect((await order({ applicant: ELLISON, products: [] })).statusCode).toBe(400);
    expect((await order({ applicant: ELLISON, products: [{ product: 'kount', accountNumber: '100200300' }] })).statusCode).toBe(400);
  });
});
