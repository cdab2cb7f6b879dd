import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_MESSAGES, type ApiClientSecret, apiClientSchema } from '@creditdesk/contracts';
import { apiClientSecrets, apiClients, auditEvents, customers, loginIpThrottle, reportInquiries } from '../../db/schema/index.js';
import type { ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { DataSourceUnavailableError } from '../../datasources/data-source.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { idReportRequest } from '../../testing/idreport-requests.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';

/**
 * Issue 34: API clients administered by the company, OAuth 2.0 client credentials at the token
 * endpoint, the guard's scopes, every refusal (401/403, audited, never a pull), the per-client call
 * rate, and an Idempotency-Key'd order retried after a timeout that pulls once.
 */
let pulls = 0;
/** while set, a pull waits for it (a slow bureau: the caller times out and retries). */
let gate: Promise<void> | undefined;
let pullStarted: () => void = () => {};
/** the next pull fails (the bureau does not answer): 502. */
let failNext = false;
const sandbox = createSandboxBureau();
const bureau: ConsumerBureau = {
  name: 'counting bureau',
  pullConsumerReport: async (request) => {
    pulls += 1;
    pullStarted();
    if (gate) await gate;
    if (failNext) {
      failNext = false;
      throw new DataSourceUnavailableError('credit bureau');
    }
    return sandbox.pullConsumerReport(request);
  },
};

// createAdminKit builds the test app; its bureau is ours through the environment-free option below
let k: AdminKit;
let demo: string;
let second: string;
beforeAll(async () => {
  k = await createAdminKit({}, { bureau });
  demo = k.company.demo;
  second = k.company.second;
});
afterAll(() => k.t.close());

const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
const ORDER_URL = '/api/consumers/reports/acrov6';
/** a client_secret client's create or rotation answer: its secret is there */
type Issued = ApiClientSecret & { clientSecret: string };

const create = async (body: Record<string, unknown>, as = 'demo.admin'): Promise<Issued> => {
  const res = await k.call(as, 'POST', `/customers/${demo}/apiclients`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
const tokenCall = (fields: Record<string, string>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  k.t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const tokenOf = async (id: string, secret: string, scope?: string): Promise<string> => {
  const res = await tokenCall({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, { authorization: basic(id, secret) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
};
const asClient = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  k.t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const order = (token: string, headers: Record<string, string> = {}, body: object = pullAgain(consumerRequest(thick))) => asClient(token, 'POST', ORDER_URL, body, headers);
const refusalsOf = async (clientId: string) =>
  k.t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'api-client.refused'), eq(auditEvents.targetId, clientId)));
const expectErrorBody = (res: LightMyRequestResponse, status: number, message: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status, message, correlationId: expect.any(String) });
};

describe('API clients: the lifecycle', () => {
  it('creates a client whose secret is answered once and stored only as a hash; the list shows last use, never a secret', async () => {
    const created = await create({ name: 'Origination system', scopes: ['reports:order', 'reports:read'] });
    expect(created.clientSecret).toMatch(/^cdsk_cs_[A-Za-z0-9_-]{43}$/);
    expect(created.client).toMatchObject({ name: 'Origination system', scopes: ['reports:order', 'reports:read'], status: 'active', lastUsedAt: null, createdBy: 'demo.admin' });
    const stored = await k.t.database.db.select().from(apiClientSecrets).where(eq(apiClientSecrets.clientId, created.clientId));
    expect(stored).toHaveLength(1);
    expect(stored[0].secretHash).not.toContain(created.clientSecret.slice(8, 30));

    // the token: HTTP Basic (client_secret_basic) and the form (client_secret_post) alike
    const res = await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(created.clientId, created.clientSecret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900, scope: 'reports:order reports:read' });
    const narrowed = await tokenCall({ grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret, scope: 'reports:read' });
    expect(narrowed.json().scope).toBe('reports:read');

    const list = await k.call('demo.admin', 'GET', `/customers/${demo}/apiclients`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.clientSecret);
    const listed = apiClientSchema.array().parse(list.json().clients).find((c) => c.id === created.clientId)!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedIp).toBe('127.0.0.1');
    expect(listed.secrets).toHaveLength(1);
    const [audit] = await k.audit('api-client.created', created.clientId);
    expect(audit).toMatchObject({ actorUsername: 'demo.admin', customerId: demo });
    expect(JSON.stringify(audit.details)).not.toContain(created.clientSecret);
  });

  it('lists in the order asked by its headers (issue 33): by name case-blind by default, by last use with the unused last; an unknown column is a 400', async () => {
    const names = ['zeta feed', 'Alpha loans', 'mid batch'];
    const made = [];
    for (const name of names) made.push(await create({ name: `sort ${name}`, scopes: ['reports:read'] }));
    await tokenOf(made[2].clientId, made[2].clientSecret); // the one used
    const listed = async (query: string) => {
      const res = await k.call('demo.admin', 'GET', `/customers/${demo}/apiclients${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().clients as { name: string }[]).map((c) => c.name).filter((n) => n.startsWith('sort '));
    };
    expect(await listed('')).toEqual(['sort Alpha loans', 'sort mid batch', 'sort zeta feed']);
    expect(await listed('?sort=-name')).toEqual(['sort zeta feed', 'sort mid batch', 'sort Alpha loans']);
    const byUse = await listed('?sort=-lastUsedAt');
    expect(byUse[0]).toBe('sort mid batch');
    expect(byUse.slice(1).sort()).toEqual(['sort Alpha loans', 'sort zeta feed']); // never used: after it
    const bad = await k.call('demo.admin', 'GET', `/customers/${demo}/apiclients?sort=secret`);
    expect(bad.statusCode).toBe(400);
  });

  it('is administered by security administrators of the company only', async () => {
    expect((await k.call('demo.user', 'POST', `/customers/${demo}/apiclients`, { name: 'Nope', scopes: ['reports:read'] })).statusCode).toBe(403);
    expect((await k.call('demo.admin', 'POST', `/customers/${second}/apiclients`, { name: 'Nope', scopes: ['reports:read'] })).statusCode).toBe(403);
    const bad = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'Ranges', scopes: ['reports:read'], ipRanges: ['10.0.0.0/99'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(API_CLIENT_MESSAGES.badRange('10.0.0.0/99'));
    const unknownScope = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'Scopes', scopes: ['users:admin'] });
    expect(unknownScope.statusCode).toBe(400);
    expect(await k.t.database.db.$count(apiClients, sql`${apiClients.name} in ('Nope', 'Ranges', 'Scopes')`)).toBe(0);
  });

  it('rotates with a grace period (old and new valid together), then without one (the old stops at once)', async () => {
    const c = await create({ name: 'Rotating', scopes: ['reports:read'] });
    const rotated = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients/${c.clientId}/rotate`, { graceHours: 24 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json() as Issued;
    expect(second.clientSecret).not.toBe(c.clientSecret);
    expect(second.client.secrets).toHaveLength(2);
    expect(second.client.secrets.filter((s) => s.expiresAt !== null)).toHaveLength(1);
    await tokenOf(c.clientId, c.clientSecret);
    await tokenOf(c.clientId, second.clientSecret);

    const third = (await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients/${c.clientId}/rotate`, { graceHours: 0 })).json() as Issued;
    for (const old of [c.clientSecret, second.clientSecret]) {
      expectErrorBody(await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(c.clientId, old) }), 401, API_CLIENT_MESSAGES.invalidClient);
    }
    await tokenOf(c.clientId, third.clientSecret);
    expect(await k.audit('api-client.secret-rotated', c.clientId)).toHaveLength(2);
  });

  it('disables (its tokens stop at once), enables, and deletes (its secrets and tokens stop)', async () => {
    const c = await create({ name: 'Lifecycle', scopes: ['reports:read'] });
    const token = await tokenOf(c.clientId, c.clientSecret);
    const page = `/api/reportinquiries/extract/customers/${demo}/pages`;
    expect((await asClient(token, 'GET', page)).statusCode).toBe(200);

    const disabled = await k.call('demo.admin', 'PUT', `/customers/${demo}/apiclients/${c.clientId}`, { status: 'disabled' });
    expect(disabled.json().client.status).toBe('disabled');
    expectErrorBody(await asClient(token, 'GET', page), 403, API_CLIENT_MESSAGES.disabled);
    const refusedToken = await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(c.clientId, c.clientSecret) });
    expect(refusedToken.statusCode).toBe(403);
    expect(refusedToken.json()).toMatchObject({ error: 'unauthorized_client', message: API_CLIENT_MESSAGES.disabled });
    expect(await k.audit('api-client.disabled', c.clientId)).toHaveLength(1);

    await k.call('demo.admin', 'PUT', `/customers/${demo}/apiclients/${c.clientId}`, { status: 'active' });
    expect((await asClient(token, 'GET', page)).statusCode).toBe(200);

    expect((await k.call('demo.admin', 'DELETE', `/customers/${demo}/apiclients/${c.clientId}`)).statusCode).toBe(200);
    expectErrorBody(await asClient(token, 'GET', page), 401, API_CLIENT_MESSAGES.invalidClient);
    expect((await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(c.clientId, c.clientSecret) })).statusCode).toBe(401);
    expect(await k.t.database.db.$count(apiClientSecrets, eq(apiClientSecrets.clientId, c.clientId))).toBe(0);
    expect(await k.audit('api-client.deleted', c.clientId)).toHaveLength(1);
  });
});

describe('API clients: every refusal is 401/403 with the error body, audited, never a pull', () => {
  let c: Issued;
  beforeAll(async () => {
    c = await create({ name: 'Refusals', scopes: ['reports:order', 'reports:read'] });
  });

  it('a wrong secret, a missing one, an unknown client', async () => {
    const before = pulls;
    for (const headers of [{ authorization: basic(c.clientId, `${c.clientSecret}x`) }, { authorization: basic(c.clientId, '') }, { authorization: basic('00000000-0000-4000-8000-000000000000', c.clientSecret) }]) {
      const res = await tokenCall({ grant_type: 'client_credentials' }, headers);
      expectErrorBody(res, 401, API_CLIENT_MESSAGES.invalidClient);
      expect(res.json().error).toBe('invalid_client');
      expect(res.headers['www-authenticate']).toContain('Basic');
    }
    expect((await refusalsOf(c.clientId)).filter((e) => (e.details as { reason: string }).reason === 'invalid_client')).toHaveLength(1);
    expect(pulls).toBe(before);
  });

  it('a scope the client lacks (token endpoint 400 invalid_scope; a call 403), and what only a person may do', async () => {
    const asked = await tokenCall({ grant_type: 'client_credentials', scope: 'audit:read' }, { authorization: basic(c.clientId, c.clientSecret) });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ error: 'invalid_scope' });

    const before = pulls;
    const readOnly = await tokenOf(c.clientId, c.clientSecret, 'reports:read');
    const refused = await order(readOnly);
    expectErrorBody(refused, 403, API_CLIENT_MESSAGES.scopeLacking('reports:order or reports:order:consumer-credit'));
    expect(refused.json().additionalErrorDetails).toEqual({ error: 'insufficient_scope' });
    const full = await tokenOf(c.clientId, c.clientSecret);
    // user administration, a password change, the company's settings: persons only, whatever the scopes
    expectErrorBody(await asClient(full, 'GET', `/api/customers/${demo}`), 403, API_CLIENT_MESSAGES.personOnly);
    expectErrorBody(await asClient(full, 'GET', `/api/customers/${demo}/apiclients`), 403, API_CLIENT_MESSAGES.personOnly);
    // a password change is a public call that acts on the bearer's own user: an API client's token is no one's
    const identity = (await k.t.database.db.select({ username: sql<string>`(select username from users where id = ${apiClients.userId})` }).from(apiClients).where(eq(apiClients.id, c.clientId)))[0].username;
    const change = await asClient(full, 'POST', '/api/login/users/changepassword?page=MY_PROFILE', { userName: identity, currentPassword: 'x', newPassword: 'Another-Password-1' });
    expect(change.statusCode).toBe(401);
    expect(pulls).toBe(before);
    expect((await refusalsOf(c.clientId)).filter((e) => (e.details as { status: number }).status === 403).length).toBeGreaterThanOrEqual(3);
  });

  it('a family order scope opens that family’s products only (reports:order opens them all)', async () => {
    const family = await create({ name: 'Identity only', scopes: ['reports:order:identity-fraud'] });
    const token = await tokenOf(family.clientId, family.clientSecret);
    const before = pulls;
    const credit = await order(token);
    expectErrorBody(credit, 403, API_CLIENT_MESSAGES.scopeLacking('reports:order or reports:order:consumer-credit'));
    expect(credit.json().additionalErrorDetails).toEqual({ error: 'insufficient_scope' });
    expect(pulls).toBe(before);
    const identity = await asClient(token, 'POST', '/api/consumers/reports/idreport', idReportRequest({ firstName: thick.firstName, lastName: thick.lastName, ssn: thick.ssn, address: thick.address }));
    expect(identity.statusCode, identity.body).toBe(200);
  });

  it('a token for another company, and a token changed by hand', async () => {
    const before = pulls;
    const forged = await k.t.app.ctx.tokens.signClient({ id: c.clientId, customerId: second, scope: 'reports:order' }, 300);
    expectErrorBody(await order(forged), 401, API_CLIENT_MESSAGES.invalidClient);
    const full = await tokenOf(c.clientId, c.clientSecret);
    expect((await order(`${full.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    expect(pulls).toBe(before);
  });

  it('an address outside the client’s ranges, or the company’s', async () => {
    const ranged = await create({ name: 'Ranged', scopes: ['reports:order'], ipRanges: ['203.0.113.0/24'] });
    const outside = await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(ranged.clientId, ranged.clientSecret) });
    expectErrorBody(outside, 403, API_CLIENT_MESSAGES.outsideRanges);
    const inside = await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(ranged.clientId, ranged.clientSecret) }, '203.0.113.9');
    expect(inside.statusCode).toBe(200);
    const before = pulls;
    // the token, used from elsewhere: refused at the call too
    expectErrorBody(await order(inside.json().access_token), 403, API_CLIENT_MESSAGES.outsideRanges);
    expect(pulls).toBe(before);
    expect((await refusalsOf(ranged.clientId)).length).toBe(2);

    // the company's own ranges hold for its clients too: at the token endpoint, and at every call of a token issued before
    const held = await tokenOf(c.clientId, c.clientSecret);
    await k.t.database.db.update(customers).set({ allowedIpRanges: ['198.51.100.0/24'] }).where(eq(customers.id, demo));
    try {
      expectErrorBody(await tokenCall({ grant_type: 'client_credentials' }, { authorization: basic(c.clientId, c.clientSecret) }), 403, API_CLIENT_MESSAGES.outsideRanges);
      const refusedBefore = (await refusalsOf(c.clientId)).length;
      expectErrorBody(await order(held), 403, API_CLIENT_MESSAGES.outsideRanges);
      expect(pulls).toBe(before);
      expect(await refusalsOf(c.clientId)).toHaveLength(refusedBefore + 1);
      // inside the company's ranges (and a client without ranges of its own): the call goes through
      const inside = await k.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${demo}/pages`, headers: { authorization: `Bearer ${held}` }, remoteAddress: '198.51.100.20' });
      expect(inside.statusCode, inside.body).toBe(200);
    } finally {
      await k.t.database.db.update(customers).set({ allowedIpRanges: [] }).where(eq(customers.id, demo));
    }
  });

  it('past the per-client call rate: 429 with Retry-After, counted in the database (across processes)', async () => {
    const token = await tokenOf(c.clientId, c.clientSecret);
    await k.t.database.db.update(loginIpThrottle).set({ attempts: 1_000_000 }).where(eq(loginIpThrottle.ip, `client:${c.clientId}`));
    const before = pulls;
    const res = await order(token);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(pulls).toBe(before);
    await k.t.database.db.delete(loginIpThrottle).where(eq(loginIpThrottle.ip, `client:${c.clientId}`));
  });
});

describe('API clients: orders through the same pipeline, idempotent', () => {
  let token: string;
  let clientId: string;
  beforeAll(async () => {
    const c = await create({ name: 'Orders', scopes: ['reports:order', 'reports:read'] });
    clientId = c.clientId;
    token = await tokenOf(c.clientId, c.clientSecret);
  });
  const inquiries = async () => Number((await k.t.database.db.select({ n: count() }).from(reportInquiries).where(eq(reportInquiries.customerId, demo)))[0].n);

  it('orders a credit report: validated first, stored, billed and audited naming the client', async () => {
    const before = pulls;
    const invalid = await order(token, {}, { ...consumerRequest(thick), permissiblePurpose: 'CURIOSITY' });
    expect(invalid.statusCode).toBe(400);
    expect(pulls).toBe(before);
    const res = await order(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(pulls).toBe(before + 1);
    const inquiryId = res.json().inquiryId as string;
    const [event] = await k.t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'report.ordered'), eq(auditEvents.targetId, inquiryId)));
    expect(event.details).toMatchObject({ permissiblePurpose: 'CREDIT_TRANSACTION', apiClient: { id: clientId, name: 'Orders' } });
    expect((await asClient(token, 'GET', `/api/reportinquiries/extract/${inquiryId}/details`)).statusCode).toBe(200);
  });

  it('an order retried with the same Idempotency-Key after a timeout pulls once; both answers are the first; another body is 422', async () => {
    const key = `order-${Date.now()}`;
    let release: () => void = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (pullStarted = resolve));
    const before = { pulls, inquiries: await inquiries() };
    // the first call hangs in the bureau: the client gives up waiting and retries with the same key
    const first = order(token, { 'idempotency-key': key });
    await started;
    const retry = order(token, { 'idempotency-key': key });
    release();
    gate = undefined;
    const [a, b] = await Promise.all([first, retry]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().inquiryId).toBe(a.json().inquiryId);
    expect(b.headers['idempotent-replayed']).toBe('true');
    // and once more after it finished
    const later = await order(token, { 'idempotency-key': key });
    expect(later.json().inquiryId).toBe(a.json().inquiryId);
    expect(pulls).toBe(before.pulls + 1);
    expect(await inquiries()).toBe(before.inquiries + 1);

    const other = await order(token, { 'idempotency-key': key }, pullAgain(consumerRequest(thick, { reference: 'another' })));
    expectErrorBody(other, 422, API_CLIENT_MESSAGES.keyReused);
    expect(pulls).toBe(before.pulls + 1);
    // the key is the caller's own: a person using the same key orders afresh
    const person = await k.t.app.inject({ method: 'POST', url: ORDER_URL, payload: pullAgain(consumerRequest(thick)), headers: { authorization: `Bearer ${(await k.t.login('demo.user')).access_token}`, 'idempotency-key': key } });
    expect(person.statusCode).toBe(200);
    expect(person.json().inquiryId).not.toBe(a.json().inquiryId);
  });

  it('a failure worth retrying (the bureau did not answer: 502) keeps nothing: the retry with the same key pulls again', async () => {
    const key = `failing-${Date.now()}`;
    const before = pulls;
    failNext = true;
    expect((await order(token, { 'idempotency-key': key })).statusCode).toBe(502);
    const retry = await order(token, { 'idempotency-key': key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(pulls).toBe(before + 2);
  });

  it('a key that is not printable text is a 400, before any pull', async () => {
    const before = pulls;
    expect((await order(token, { 'idempotency-key': 'x'.repeat(256) })).statusCode).toBe(400);
    expect(pulls).toBe(before);
  });
});

describe('API clients in the OpenAPI document', () => {
  it('declares the client-credentials flow with every scope, and each operation the scopes that open it', async () => {
    const doc = (await k.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.clientCredentials).toMatchObject({ type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/api/oauth2/token', scopes: { 'reports:order': expect.any(String), 'audit:read': expect.any(String) } } } });
    const orderOp = doc.paths['/api/consumers/reports/acrov6'].post;
    // any one of the alternatives: every family's order scope, or the product's own family's
    expect(orderOp.security).toEqual([{ bearerAuth: [] }, { clientCredentials: ['reports:order'] }, { clientCredentials: ['reports:order:consumer-credit'] }]);
    expect(doc.paths['/api/consumers/reports/idreport'].post.security).toContainEqual({ clientCredentials: ['reports:order:identity-fraud'] });
    expect(Object.keys(doc.components.securitySchemes.clientCredentials.flows.clientCredentials.scopes)).toEqual(expect.arrayContaining(['reports:order:consumer-credit', 'reports:order:identity-fraud', 'reports:order:compliance', 'reports:order:check-verification']));
    expect(orderOp.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(orderOp.responses['422']).toBeDefined();
    // persons only: no client-credentials alternative
    expect(doc.paths['/api/customers/{customerId}'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
