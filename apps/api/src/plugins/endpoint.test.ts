import { decodeJwt } from 'jose';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATED, accessOfRoute, defineEndpoint, requiredText } from '@creditdesk/contracts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.js';
import { registerEndpoint } from './endpoint.js';

// Two endpoints declared the way every customer-scoped call is: the guard comes from the declaration.
const companySettings = defineEndpoint({
  method: 'GET',
  path: '/test/customers/:id/settings',
  summary: 'test: a securityadmin-only, customer-scoped call',
  access: accessOfRoute('/company'),
  customerParam: 'id',
  params: z.object({ id: z.string() }),
  response: { 200: z.object({ customerId: z.string(), by: z.string() }) },
});
const anyUser = defineEndpoint({
  method: 'POST',
  path: '/test/echo',
  summary: 'test: any logged-in user',
  access: AUTHENTICATED,
  body: z.object({ word: requiredText('word') }),
  response: { 200: z.object({ word: z.string() }) },
});

let t: TestApp;
let demoCustomerId: string;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    registerEndpoint(app, companySettings, async (req) => ({ customerId: req.params.id, by: req.caller.username }));
    registerEndpoint(app, anyUser, async (req) => ({ word: req.body.word }));
  });
  demoCustomerId = String(decodeJwt((await t.login('demo.admin')).access_token).customerId);
});
afterAll(() => t.close());

const settings = (customerId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/test/customers/${customerId}/settings`, headers });

describe('the authorization guard', () => {
  it('answers an anonymous caller 401', async () => {
    const res = await settings(demoCustomerId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, message: 'Authentication is required' });
  });

  it('answers a forged or foreign token 401', async () => {
    const tokens = await t.login('demo.admin');
    const [h, p] = tokens.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), entitlements: 'securityadmin', customerId: 'x' }),
    ).toString('base64url');
    expect((await settings(demoCustomerId, { authorization: `Bearer ${h}.${forgedPayload}.${tokens.access_token.split('.')[2]}` })).statusCode).toBe(401);
    // An id token is not an access token, though signed by the same key.
    expect((await settings(demoCustomerId, { authorization: `Bearer ${tokens.id_token}` })).statusCode).toBe(401);
  });

  it('lets an entitled user of the company through', async () => {
    const res = await settings(demoCustomerId, bearer(await t.login('demo.admin')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customerId: demoCustomerId, by: 'demo.admin' });
  });

  it('answers 403 to a user without the entitlement', async () => {
    const res = await settings(demoCustomerId, bearer(await t.login('demo.user')));
    expect(res.statusCode).toBe(403);
  });

  it("answers 403 to another company's administrator", async () => {
    const res = await settings(demoCustomerId, bearer(await t.login('other.admin')));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You may only act on your own company');
  });

  it('authenticates before validating, and validates the body naming the field', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {}, headers: bearer(await t.login('demo.user')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails.fields).toEqual([{ field: 'body.word', message: 'word is required' }]);
  });
});

describe('route registration', () => {
  it('refuses an /api route that is not declared in the contracts', async () => {
    const { buildApp } = await import('../app.js');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get('/api/sneaky', async () => 'no guard')).toThrow(/not registered from a contract endpoint/);
    await app.close();
  });
});
