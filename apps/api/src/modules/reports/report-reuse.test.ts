import { and, count, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExistingInquiry, duplicateReportErrorSchema, formatDateTime } from '@creditdesk/contracts';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { auditEvents, reportInquiries } from '../../db/schema/index.js';
import type { ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { type Consumer, consumerRequest } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Reuse instead of pulling twice (docs/careful-pulls.md): a consumer credit report of a consumer the
 * company ordered within its reuse window answers 409 naming it, unless the order confirms with a
 * reason; a caller who may not read the earlier report is not told of it; identical orders at once
 * (also through two processes on one database) pull once. The bureau counts every pull.
 */
let pulls = 0;
const sandbox = createSandboxBureau();
const bureau: ConsumerBureau = { name: 'counting bureau', pullConsumerReport: (request) => ((pulls += 1), sandbox.pullConsumerReport(request)) };

let t: TestApp;
let demo = '';
const tokens: Record<string, { access_token: string }> = {};
beforeAll(async () => {
  t = await createTestApp({}, undefined, { bureau });
  for (const u of ['demo.user', 'demo.admin', 'other.admin']) tokens[u] = await t.login(u);
  demo = String(decodeJwt(tokens['demo.user'].access_token).customerId);
});
afterAll(() => t.close());

/** A consumer of their own for each test (the check is per consumer): Margaret Ellison's file under another first name. */
const consumer = (firstName: string, ssn = '123-45-1001'): Consumer => ({ firstName, lastName: 'Ellison', ssn, dateOfBirth: '1966-04-12', address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201' } });
const order = (app: FastifyInstance, body: object, user = 'demo.user') => app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: body, headers: bearer(tokens[user]) });
const orderOf = (c: Consumer, user = 'demo.user', extra: object = {}) => order(t.app, { ...consumerRequest(c), ...extra }, user);
const stored = async () => Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n);
const existingOf = (body: unknown): ExistingInquiry[] => duplicateReportErrorSchema.parse(body).additionalErrorDetails.existingInquiries;
const setWindow = async (days: number) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/customers/${demo}`, payload: { reportReuseDays: days }, headers: bearer(tokens['demo.admin']) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('reuse instead of pulling twice', () => {
  it('answers 409 naming the earlier report instead of a second pull, the consumer compared by a keyed hash', async () => {
    const margaret = consumer('Margaret');
    const first = await orderOf(margaret);
    expect(first.statusCode, first.body).toBe(200);
    const { inquiryId } = first.json<{ inquiryId: string }>();
    const before = { pulls, stored: await stored() };

    // the same consumer, typed with other case and spacing: the same key
    const again = await orderOf({ ...margaret, firstName: ' MARGARET ' }, 'demo.user', { permissiblePurpose: 'ACCOUNT_REVIEW' });
    expect(again.statusCode, again.body).toBe(409);
    const [existing] = existingOf(again.json());
    expect(existing).toMatchObject({ inquiryId, product: 'acrov6', consumerName: 'Margaret Ellison', orderedBy: 'demo.user', permissiblePurpose: 'CREDIT_TRANSACTION' });
    expect(again.json<{ message: string }>().message).toBe(`Margaret Ellison's Consumer Credit Report was ordered on ${formatDateTime(existing.createdAt)} by demo.user: open it, or confirm a new pull with a reason (allowDuplicate).`);
    expect({ pulls, stored: await stored() }, 'nothing pulled, stored or billed').toEqual(before);

    // the key is a keyed hash: neither the SSN nor the name in it
    const [row] = await t.database.db.select({ key: reportInquiries.consumerKey }).from(reportInquiries).where(eq(reportInquiries.id, inquiryId));
    expect(row.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.key).not.toContain('1001');
    // another name on the same SSN, or the same name on another SSN, is another consumer
    expect((await orderOf(consumer('Margo'))).statusCode).toBe(200);
    expect((await orderOf(consumer('Margaret', '123-45-1002'))).statusCode).toBe(200);
    expect(pulls).toBe(before.pulls + 2);
  });

  it('pulls again only when confirmed with a reason, the reason in the audit trail', async () => {
    const c = consumer('Maggie');
    const first = await orderOf(c);
    expect(first.statusCode).toBe(200);
    const before = pulls;

    const noReason = await orderOf(c, 'demo.user', { allowDuplicate: true, duplicateReason: '  ' });
    expect(noReason.statusCode, noReason.body).toBe(400);
    expect(noReason.json<{ message: string }>().message).toContain('body.duplicateReason: a reason is required to pull again');
    expect(pulls).toBe(before);

    const forced = await orderOf(c, 'demo.user', { allowDuplicate: true, duplicateReason: 'Consumer disputed a tradeline; bureau corrected it' });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(pulls).toBe(before + 1);
    const [event] = await t.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.ordered'), eq(auditEvents.targetId, forced.json<{ inquiryId: string }>().inquiryId)));
    expect(event.details).toMatchObject({ duplicateOf: [first.json<{ inquiryId: string }>().inquiryId], duplicateReason: 'Consumer disputed a tradeline; bureau corrected it' });
    // the refusal before it is audited too
    const [offered] = await t.database.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'report.reuse-offered'));
    expect(Number(offered.n)).toBeGreaterThan(0);
  });

  it('does not tell a caller of a report they may not read: the pull goes ahead', async () => {
    const c = consumer('Margit');
    expect((await orderOf(c, 'demo.admin')).statusCode).toBe(200);
    // demo.user sees only their own reports: not told of the administrator's
    const user = await orderOf(c, 'demo.user');
    expect(user.statusCode, user.body).toBe(200);
    // another company never learns of Demo Lending's
    expect((await order(t.app, { ...consumerRequest(c), accountNumber: '900100200' }, 'other.admin')).statusCode).not.toBe(409);
    // the administrator reads every report of the company: the newest is named
    const admin = await orderOf(c, 'demo.admin');
    expect(admin.statusCode).toBe(409);
    expect(existingOf(admin.json())[0]).toMatchObject({ inquiryId: user.json<{ inquiryId: string }>().inquiryId, orderedBy: 'demo.user' });
  });

  it("keeps to the company's window: older reports, a removed one, or a window of 0 pull again", async () => {
    const c = consumer('Marge');
    const first = await orderOf(c);
    const id = first.json<{ inquiryId: string }>().inquiryId;
    // eight days old: outside the default 7
    await t.database.db.update(reportInquiries).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(reportInquiries.id, id));
    const second = await orderOf(c);
    expect(second.statusCode, second.body).toBe(200);

    // a window of 10 days takes it in again, and the setting is audited
    const set = await setWindow(10);
    expect(set.json<{ company: { reportReuseDays: number } }>().company.reportReuseDays).toBe(10);
    await t.database.db.update(reportInquiries).set({ deletedAt: sql`now()` }).where(eq(reportInquiries.id, second.json<{ inquiryId: string }>().inquiryId));
    const third = await orderOf(c);
    expect(third.statusCode).toBe(409);
    expect(existingOf(third.json())[0].inquiryId, 'a report removed from My Reports is not offered').toBe(id);
    const [changed] = await t.database.db.select({ details: auditEvents.details }).from(auditEvents).where(eq(auditEvents.action, 'company.settings-changed')).orderBy(sql`seq desc`).limit(1);
    expect(JSON.stringify(changed.details)).toContain('"reportReuseDays":10');

    // 0 turns the check off; a window out of range is refused
    await setWindow(0);
    expect((await orderOf(c)).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/customers/${demo}`, payload: { reportReuseDays: 91 }, headers: bearer(tokens['demo.admin']) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('reportReuseDays must be whole days from 0 to 90');
    await setWindow(7);
  });

  it('several products for one applicant: a recent credit report answers 409 before anything is pulled', async () => {
    const c = consumer('Margery');
    expect((await orderOf(c)).statusCode).toBe(200);
    const before = pulls;
    const body = {
      applicant: { firstName: c.firstName, lastName: c.lastName, ssn: c.ssn, dateOfBirth: c.dateOfBirth, address: c.address },
      products: [
        { product: 'mla', accountNumber: '100200300' },
        { product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' },
      ],
    };
    const multi = (extra: object = {}) => t.app.inject({ method: 'POST', url: '/api/consumers/reports/multi', payload: { ...body, ...extra }, headers: bearer(tokens['demo.user']) });
    const refused = await multi();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(existingOf(refused.json()).map((e) => e.product)).toEqual(['acrov6']);
    expect(pulls).toBe(before);
    const confirmed = await multi({ allowDuplicate: true, duplicateReason: 'Applicant added a co-signer' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(pulls).toBe(before + 1);
  });
});

describe('identical orders at once', () => {
  let second: { app: FastifyInstance; database: Database } | undefined;
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it('pull once, within one process and across two on one database', async () => {
    const c = consumer('Margret');
    const before = pulls;
    const answers = await Promise.all(Array.from({ length: 6 }, () => orderOf(c)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(pulls).toBe(before + 1);

    // a second process of the app (its own pool) on the same database, the same data key
    const database = await openDatabase({ kind: 'postgres', url: t.database.url });
    second = { app: await buildApp({ config: t.config, database, logger: false, bureau }), database };
    await second.app.ready();
    const d = consumer('Marguerite');
    const across = await Promise.all([0, 1, 2, 3].map((i) => order(i % 2 === 0 ? t.app : second!.app, consumerRequest(d))));
    expect(across.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(pulls).toBe(before + 2);
  });
});
