import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TokenSet, inquiryBatchDetailsSchema } from '@creditdesk/contracts';
import type { InjectOptions } from 'fastify';
import { batchRows, batches, users } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let demo: TokenSet;
const db = () => t.database.db;
const call = (tokens: TokenSet, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens), ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  demo = await t.login('demo.user');
});
afterAll(() => t.close());

describe('the batch details of a stored report', () => {
  const order = async (tokens: TokenSet) => {
    const res = await call(tokens, 'POST', '/consumers/reports/acrov6', pullAgain(consumerRequest(SANDBOX_PERSONAS.find((p) => p.key === 'thick')!)));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { inquiryId: string }).inquiryId;
  };

  it('answers a report ordered in a batch with its batch, row and formatted answer; 404 for one ordered alone and for another company', async () => {
    const inBatch = await order(demo);
    const alone = await order(demo);
    const [demoUser] = await db().select().from(users).where(eq(users.username, 'demo.user'));
    const batchId = randomUUID();
    await db().insert(batches).values({ id: batchId, customerId: demoUser.customerId, userId: demoUser.id, username: 'demo.user', batchName: 'November renewals', fileName: 'renewals.csv', product: 'acrov6', productCode: 'CCR', status: 'completed' });
    await db().insert(batchRows).values({ id: randomUUID(), batchId, rowNumber: 7, status: 'completed', consumerName: 'Margaret Ellison', ssnLast4: '1001', customerReferenceNumber: 'R-7', inquiryId: inBatch });

    const res = await call(demo, 'GET', `/reportinquiries/extract/${inBatch}/batchdetails`);
    expect(res.statusCode, res.body).toBe(200);
    const details = inquiryBatchDetailsSchema.parse(res.json());
    expect(details).toMatchObject({ inquiryId: inBatch, batchId, batchName: 'November renewals', rowNumber: 7, product: 'acrov6', item: { id: inBatch, consumerName: expect.stringMatching(/Margaret/i) } });
    expect(JSON.parse(details.formatedResponse).dataSourceResponse).toBeTruthy();
    expect((await call(demo, 'GET', `/reportinquiries/extract/${alone}/batchdetails`)).statusCode).toBe(404);
    expect((await call(await t.login('other.admin'), 'GET', `/reportinquiries/extract/${inBatch}/batchdetails`)).statusCode).toBe(404);
    expect((await call(demo, 'GET', '/reportinquiries/extract/not-a-uuid/batchdetails')).statusCode).toBe(400);
  });
});
