import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_REUSE_CHOICE_CODE, type BatchDryRun, batchDryRunSchema, batchReuseChoiceErrorSchema, batchRowPageSchema, batchSchema } from '@creditdesk/contracts';
import { decodeJwt } from 'jose';
import { auditEvents, batches, reportInquiries } from '../../db/schema/index.js';
import type { ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { type Consumer, consumerRequest } from '../../testing/consumer-requests.js';
import { multipartBody } from '../../testing/multipart.js';
import { type TestApp, bearer, createTestApp } from '../../testing/test-app.js';
import { workUntilIdle } from './batch-worker.js';

/*
 * Reuse instead of pulling twice, in batches (docs/careful-pulls.md): the dry run names the rows a
 * recent report the submitter may read answers; the confirm must choose; 'reuse' pulls none of them
 * (the bureau counts every pull by its idempotency key, batchId:rowNumber), 'pull' needs a reason.
 */
const pulled = new Set<string>();
const sandbox = createSandboxBureau();
const bureau: ConsumerBureau = { name: 'counting bureau', pullConsumerReport: (request) => (pulled.add(request.idempotencyKey), sandbox.pullConsumerReport(request)) };

let t: TestApp;
let demo = '';
const tokens: Record<string, { access_token: string }> = {};
const log = { error: () => undefined, info: () => undefined };
const work = () => workUntilIdle(t.app.ctx, { chunkSize: 3, leaseSeconds: 60 }, log);

beforeAll(async () => {
  t = await createTestApp({}, undefined, { bureau });
  for (const u of ['demo.user', 'demo.admin']) tokens[u] = await t.login(u);
  demo = String(decodeJwt(tokens['demo.user'].access_token).customerId);
});
afterAll(() => t?.close());

const person = (firstName: string, ssn: string): Consumer => ({ firstName, lastName: 'Okafor', ssn, dateOfBirth: '1975-03-09', address: { line1: '12 Birch Rd', city: 'Dayton', state: 'OH', zip: '45402' } });
const orderOne = async (c: Consumer, user = 'demo.user') => {
  const res = await t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(c), headers: bearer(tokens[user]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ inquiryId: string }>().inquiryId;
};
const HEADER = 'First Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP,Reference';
const line = (c: Consumer) => `${c.firstName},${c.lastName},${c.ssn},3/9/1975,${c.address.line1},${c.address.city},${c.address.state},${c.address.zip},REF-${c.firstName}`;
const dryRun = async (people: Consumer[]): Promise<BatchDryRun> => {
  const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'applicants.csv', content: [HEADER, ...people.map(line)].join('\n') });
  const res = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, ...bearer(tokens['demo.user']) } });
  expect(res.statusCode, res.body).toBe(201);
  return batchDryRunSchema.parse(res.json());
};
const confirm = (batchId: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batchId}/confirm`, headers: bearer(tokens['demo.user']), ...(payload ? { payload } : {}) });
const rowsOf = async (batchId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${demo}/batch/${batchId}/pages?pageSize=100`, headers: bearer(tokens['demo.user']) });
  return batchRowPageSchema.parse(res.json()).content;
};
const inquiries = async () => Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n);

describe('reuse instead of pulling twice, in a batch', () => {
  it('lists the rows recent readable reports answer, refuses a confirm without a choice, and reuses them without a pull', async () => {
    const ada = person('Ada', '321-54-7001');
    const bea = person('Bea', '321-54-7002');
    const cyd = person('Cyd', '321-54-7003');
    const adaId = await orderOne(ada);
    const beaId = await orderOne(bea);
    // the administrator's report: demo.user may not read it, so is not told of it
    await orderOne(cyd, 'demo.admin');

    const { batch, reuse } = await dryRun([ada, person('Dee', '321-54-7004'), cyd, { ...bea, firstName: 'BEA' }]);
    expect(reuse).toMatchObject({ reuseWindowDays: 7, count: 2 });
    expect(reuse!.matches).toEqual([
      { rowNumber: 1, consumerName: 'Ada Okafor', ssnMasked: expect.stringMatching(/7001$/), existing: expect.objectContaining({ inquiryId: adaId, orderedBy: 'demo.user', permissiblePurpose: 'CREDIT_TRANSACTION' }) },
      { rowNumber: 4, consumerName: 'BEA Okafor', ssnMasked: expect.stringMatching(/7002$/), existing: expect.objectContaining({ inquiryId: beaId, orderedBy: 'demo.user' }) },
    ]);

    // no choice: refused (the portal must ask); pull without a reason: 400; nothing pulled
    const noChoice = await confirm(batch.batchId);
    expect(noChoice.statusCode, noChoice.body).toBe(409);
    const refusal = batchReuseChoiceErrorSchema.parse(noChoice.json());
    expect(refusal.additionalErrorDetails).toMatchObject({ code: BATCH_REUSE_CHOICE_CODE, reuse: { count: 2 } });
    expect(refusal.message).toBe('2 rows match reports ordered in the last 7 days: confirm with reuse (open those reports) or pull (order again, with a reason).');
    const noReason = await confirm(batch.batchId, { reuse: 'pull', reason: ' ' });
    expect(noReason.statusCode, noReason.body).toBe(400);
    expect(noReason.body).toContain('a reason is required to pull again');

    const before = await inquiries();
    const ok = await confirm(batch.batchId, { reuse: 'reuse' });
    expect(ok.statusCode, ok.body).toBe(200);
    await work();
    expect([...pulled].filter((k) => k.startsWith(batch.batchId)).sort()).toEqual([`${batch.batchId}:2`, `${batch.batchId}:3`]);
    expect(await inquiries(), 'only the pulled rows stored (and billed)').toBe(before + 2);
    const rows = await rowsOf(batch.batchId);
    expect(rows.map((r) => [r.rowNumber, r.status])).toEqual([[1, 'reused'], [2, 'completed'], [3, 'completed'], [4, 'reused']]);
    expect(rows.find((r) => r.rowNumber === 1)?.inquiryId).toBe(adaId);
    expect(rows.find((r) => r.rowNumber === 4)?.inquiryId).toBe(beaId);
    const details = await t.app.inject({ method: 'GET', url: `/api/consumers/batchs/${batch.batchId}/details`, headers: bearer(tokens['demo.user']) });
    expect(batchSchema.parse(details.json())).toMatchObject({ status: 'completed', counts: { completed: 4, failed: 0, pending: 0 } });

    // removing a reused row from the batch leaves the earlier report in My Reports
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/reportinquries/${rows[0].rowId}/batchs`, headers: bearer(tokens['demo.user']) });
    expect(removed.statusCode, removed.body).toBe(200);
    const [earlier] = await t.database.db.select({ deletedAt: reportInquiries.deletedAt }).from(reportInquiries).where(eq(reportInquiries.id, adaId));
    expect(earlier.deletedAt).toBeNull();
  });

  it('pulls again with a reason, the reason and rows in the audit trail; a batch all reused ends at confirm', async () => {
    const eve = person('Eve', '321-54-7005');
    const eveId = await orderOne(eve);
    const { batch } = await dryRun([eve]);
    const ok = await confirm(batch.batchId, { reuse: 'pull', reason: 'Consumer asked for a fresh review' });
    expect(ok.statusCode, ok.body).toBe(200);
    await work();
    expect(pulled.has(`${batch.batchId}:1`)).toBe(true);
    expect((await rowsOf(batch.batchId))[0]).toMatchObject({ status: 'completed' });
    const [event] = await t.database.db.select({ details: auditEvents.details }).from(auditEvents).where(and(eq(auditEvents.action, 'batch.confirmed'), eq(auditEvents.targetId, batch.batchId)));
    expect(event.details).toMatchObject({ reuse: { choice: 'pull', reason: 'Consumer asked for a fresh review', rows: [{ rowNumber: 1, inquiryId: eveId }], count: 1 } });
    // and the row's own order event names the earlier report, as a single order's does
    const [ordered] = await t.database.db.select({ details: auditEvents.details }).from(auditEvents).where(and(eq(auditEvents.action, 'report.ordered'), eq(auditEvents.targetId, (await rowsOf(batch.batchId))[0].inquiryId!)));
    expect(ordered.details).toMatchObject({ duplicateOf: [eveId], duplicateReason: 'Consumer asked for a fresh review', batchId: batch.batchId });

    // every row reused: nothing to pull, the batch is completed by the confirm itself
    const again = await dryRun([eve]);
    expect(again.reuse?.count).toBe(1);
    const reused = await confirm(again.batch.batchId, { reuse: 'reuse' });
    expect(reused.statusCode, reused.body).toBe(200);
    expect(batchSchema.parse(reused.json())).toMatchObject({ status: 'completed', counts: { completed: 1 } });
    // its end is told as the worker tells it: the submitter's mail is claimed (sent once)
    const [ended] = await t.database.db.select({ notifiedAt: batches.notifiedAt }).from(batches).where(eq(batches.id, again.batch.batchId));
    expect(ended.notifiedAt).not.toBeNull();
    await work();
    expect(pulled.has(`${again.batch.batchId}:1`)).toBe(false);
  });
});
