import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CCR_PRODUCT, configurableProductByCode, consumerReportResponseSchema, reportListKey, scoreModelName, withOptionDefaults } from '@creditdesk/contracts';
import { type SandboxBureauServer, startSandboxBureauServer } from '../../../datasources/sandbox/sandbox-bureau-server.js';
import { createSandboxBureau } from '../../../datasources/sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from '../../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.js';
import { applicantsOf } from './consumer-credit.js';

// A consumer credit order through a bureau reached over HTTP (BUREAU_URL): the pull carries the
// inquiry id as its idempotency key (docs/decisions.md, "Idempotency keys on every data-source call").

const THICK = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;

let bureau: SandboxBureauServer;
let t: TestApp;
let token: { access_token: string };

beforeAll(async () => {
  bureau = await startSandboxBureauServer();
  t = await createTestApp({ BUREAU_URL: bureau.url });
  token = await t.login('demo.user');
});
afterAll(async () => {
  await t.close();
  await bureau.close();
});

const order = (product: string) =>
  t.app.inject({ method: 'POST', url: `/api/consumers/reports/${product}`, payload: pullAgain(consumerRequest(THICK)) as object, headers: bearer(token) });

describe('a consumer credit order through the HTTP bureau', () => {
  it('pulls once under the inquiry id, and answers what the sandbox answers', async () => {
    const res = await order('acrov6');
    expect(res.statusCode, res.body).toBe(200);
    const { inquiryId, dataSourceResponse } = consumerReportResponseSchema.parse(res.json());
    expect(bureau.calls().get(inquiryId)).toBe(1);
    expect(bureau.pulls().get(inquiryId)).toBe(1);
    // no configuration chosen: the product's default score model, as the server pulls it
    const { scoreModel } = withOptionDefaults(configurableProductByCode(CCR_PRODUCT.code)!.configuration);
    const local = await createSandboxBureau().pullConsumerReport({
      product: 'acrov6',
      scoreModel: scoreModelName(String(scoreModel)),
      permissiblePurpose: 'CREDIT_TRANSACTION',
      applicants: applicantsOf(consumerRequest(THICK) as never),
      subscriber: { customerName: '', accountNumber: '' },
      idempotencyKey: 'local',
    });
    expect(dataSourceResponse.value.consumers[reportListKey('acrov6')]).toEqual(JSON.parse(JSON.stringify(local.reports)));
  });

  it('uses a new key for each order', async () => {
    const ids = [];
    for (const product of ['nal', 'oneviewplus']) {
      const res = await order(product);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(consumerReportResponseSchema.parse(res.json()).inquiryId);
    }
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect([bureau.calls().get(id), bureau.pulls().get(id)]).toEqual([1, 1]);
  });

  it('answers 502 and stores nothing when the bureau fails', async () => {
    const calls = [...bureau.calls().values()].reduce((a, b) => a + b, 0);
    bureau.fail(1, 503);
    const res = await order('acrov6');
    expect(res.statusCode).toBe(502);
    expect(res.body).not.toContain(THICK.ssn);
    expect([...bureau.calls().values()].reduce((a, b) => a + b, 0)).toBe(calls + 1);
  });
});
