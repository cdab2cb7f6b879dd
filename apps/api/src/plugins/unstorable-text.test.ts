import { count } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_NESTING_LIMIT, JSON_NESTING_MESSAGE, PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { auditEvents, reportInquiries } from '../db/schema/index.js';
import type { ConsumerBureau } from '../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../datasources/sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from '../datasources/sandbox/personas.js';
import { consumerRequest } from '../testing/consumer-requests.js';
import { bearer, createTestApp, form, type TestApp } from '../testing/test-app.js';

/**
 * Issue 10, defect 3: a NUL byte answered 500 on 28 routes, and on an order only after the bureau
 * had been called. Text PostgreSQL cannot store is a 400 naming the field, before anything runs.
 */
let t: TestApp;
let pulls = 0;
let customerId: string;
let admin: { access_token: string };
beforeAll(async () => {
  const sandbox = createSandboxBureau();
  const counting: ConsumerBureau = { name: 'counting', pullConsumerReport: (r) => (pulls++, sandbox.pullConsumerReport(r)) };
  t = await createTestApp({}, undefined, { bureau: counting });
  admin = await t.login('demo.admin');
  customerId = String(decodeJwt(admin.access_token).customerId);
});
afterAll(() => t.close());

const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
const rows = async () => ({
  inquiries: Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n),
  audit: Number((await t.database.db.select({ n: count() }).from(auditEvents))[0].n),
});

describe('text PostgreSQL cannot store', () => {
  it('refuses an order with a NUL in customerReferenceNumber before the bureau is called: nothing stored, audited or billed', async () => {
    const before = await rows();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consumers/reports/acrov6',
      payload: consumerRequest(thick, { reference: 'x\u0000y' }),
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.customerReferenceNumber');
    expect(pulls).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it('refuses a NUL on the anonymous calls (token, identity-provider details, authorize) with 400, not 500', async () => {
    const token = await t.app.inject({ method: 'POST', url: '/api/oauth2/token', ...form({ client_id: PORTAL_CLIENT_ID, userName: 'a\u0000b', password: 'x' }) });
    expect(token.statusCode).toBe(400);
    expect(token.json().message).toContain('body.userName');
    const details = await t.app.inject({ method: 'GET', url: '/api/cognito/identityproviders/identifier/details?idpIdentifier=%00' });
    expect(details.statusCode).toBe(400);
    const authorize = await t.app.inject({
      method: 'GET',
      url: `/api/oauth2/authorize?response_type=code&client_id=${PORTAL_CLIENT_ID}&idp_identifier=%00&state=s&code_challenge=c&code_challenge_method=S256&scope=openid&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Flogin`,
    });
    expect(authorize.statusCode).toBe(400);
  });

  it('refuses a users CSV export with a NUL in keyWords with 400 instead of a 200 cut off mid-stream', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/users/customers/${customerId}/download`, payload: { keyWords: 'de\u0000mo' }, headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('refuses an unpaired surrogate in a path parameter and in an object key', async () => {
    const path = await t.app.inject({ method: 'GET', url: '/api/orchestrator/users/exits/%ED%A0%80x', headers: bearer(admin) });
    // the URL decoder either refuses the invalid UTF-8 itself or hands us U+FFFD: never a 500
    expect(path.statusCode).toBeLessThan(500);
    const key = await t.app.inject({ method: 'POST', url: `/api/users/customers/${customerId}/search`, payload: '{"keyWords":"a","\\ud800":1}', headers: { ...bearer(admin), 'content-type': 'application/json' } });
    expect(key.statusCode).toBe(400);
  });

  it('refuses a JSON body nested deeper than 64 levels with 400 before any walk, also without a token (issue 27)', async () => {
    const otp = (payload: string) => t.app.inject({ method: 'POST', url: '/api/login/users/otp/validate', payload, headers: { 'content-type': 'application/json' } });
    // 20,000 brackets (40 KB) answered 500: the guard's recursion overflowed the stack
    for (const payload of ['['.repeat(20_000) + ']'.repeat(20_000), '['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), '['.repeat(100_000)]) {
      const res = await otp(payload);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toMatchObject({ message: JSON_NESTING_MESSAGE, additionalErrorDetails: { nestingLimit: JSON_NESTING_LIMIT } });
    }
    // at the limit the body reaches validation (and is refused for what it is)
    const atLimit = await otp(JSON.stringify({ session: '['.repeat(JSON_NESTING_LIMIT - 1) + ']'.repeat(JSON_NESTING_LIMIT - 1) }).replace(/"(\[+\]+)"/, '$1'));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(JSON_NESTING_MESSAGE);
    // an authenticated call: the same refusal, nothing stored
    const before = await rows();
    const order = await t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: '['.repeat(50_000) + ']'.repeat(50_000), headers: { ...bearer(admin), 'content-type': 'application/json' } });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(JSON_NESTING_MESSAGE);
    expect(await rows()).toEqual(before);
  });
});

