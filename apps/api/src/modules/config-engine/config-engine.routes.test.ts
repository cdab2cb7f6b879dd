import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ENGINE_MESSAGES, PORTAL_CLIENT_ID, type DataSourceConnections } from '@creditdesk/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { auditEvents, customers, dataSourceConnections } from '../../db/schema/index.js';
import { seedDemoData } from '../../demo-seed.js';
import type { AccountChecks } from '../../datasources/account-checks.js';
import type { ConsumerReportPull } from '../../datasources/consumer-bureau.js';
import { SANDBOX_DATAX_PASSWORD, SANDBOX_TWN_PASSWORD, SANDBOX_TWN_TEMPLATES, createSandboxAccountChecks } from '../../datasources/sandbox/account-checks.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { proveFactorFor } from '../../testing/test-app.js';
import { credentialsContext } from './config-engine.repository.js';
import { DEMO_DATAX_LICENSE_KEY, DEMO_TWN_USER_ID, seedConfigEngineDemoData } from './seed-demo.js';

/*
 * The Configuration Engine's calls (issue 17, docs/config-engine.md) on the real app, its server log
 * captured: every call and refusal, nothing stored for refused credentials, secrets never answered,
 * audited or logged, and OneView+ orders carrying the company's accounts.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
const logLines: string[] = [];
const pulls: ConsumerReportPull[] = [];
let checksCalled = 0;
const ids: Record<'demo' | 'second', string> = { demo: '', second: '' };
const tokens = new Map<string, string>();

// secrets of this test: none may show in an answer, the audit trail or the log
const TWN_USER = 'second-bank-twn-7781';
const DATAX_KEY = 'DX-SECOND-BANK-5529';
const WRONG = 'Wrong#Password1';
const SECRETS = [TWN_USER, DATAX_KEY, SANDBOX_TWN_PASSWORD, SANDBOX_DATAX_PASSWORD, WRONG, DEMO_TWN_USER_ID, DEMO_DATAX_LICENSE_KEY];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-config-engine-'));
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const sandbox = createSandboxAccountChecks();
  const counting: AccountChecks = {
    name: 'counting sandbox',
    twnTemplates: (c) => (checksCalled++, sandbox.twnTemplates(c)),
    validateDatax: (c) => (checksCalled++, sandbox.validateDatax(c)),
  };
  const bureau = createSandboxBureau();
  const recording = { name: 'recording', pullConsumerReport: (p: ConsumerReportPull) => (pulls.push(p), bureau.pullConsumerReport(p)) };
  const logStream = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'debug', LOGIN_IP_ATTEMPTS_PER_MINUTE: '100000' });
  app = await buildApp({ config, database, logStream, bureau: recording, dataSources: { 'account-checks': counting } });
  await app.ready();
  await seedConfigEngineDemoData(app.ctx);
  const [demo] = await database.db.select().from(customers).where(eq(customers.name, 'Demo Lending'));
  const [second] = await database.db.select().from(customers).where(eq(customers.name, 'Second Bank'));
  ids.demo = demo!.id;
  ids.second = second!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(user: string, method: InjectOptions['method'], url: string, payload?: object) {
  if (!tokens.has(user)) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: user, password: 'Demo#Portal2026' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    tokens.set(user, res.json().access_token);
    // as a sign-in through MFA: a OneView+ order (employment data) is a step-up act
    await proveFactorFor(app.ctx.db, res.json());
  }
  return app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${tokens.get(user)}` }, ...(payload ? { payload } : {}) });
}

const connections = async (user: string) => (await call(user, 'GET', '/reportconfig/connections')).json() as DataSourceConnections;
const rowsOf = (customerId: string) => database.db.select().from(dataSourceConnections).where(eq(dataSourceConnections.customerId, customerId));
const noSecretIn = (text: string) => SECRETS.filter((s) => text.includes(s));

describe('the Configuration Engine', () => {
  it("shows the company's accounts masked, with when and by whom they were validated (the demo: TWN and DataX)", async () => {
    const res = await call('demo.admin', 'GET', '/reportconfig/connections');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      twn: { source: 'twn', accountMasked: '••••-twn', validatedBy: 'demo.admin', template: SANDBOX_TWN_TEMPLATES[0], templates: SANDBOX_TWN_TEMPLATES },
      datax: { source: 'datax', accountMasked: '••••4417', validatedBy: 'demo.admin', template: null, templates: [] },
    });
    expect(noSecretIn(res.body)).toEqual([]);
    // another company sees its own (none), never Demo Lending's
    expect(await connections('other.admin')).toEqual({ twn: null, datax: null });
  });

  it('refuses wrong TWN credentials with 422 and stores nothing; right ones answer the templates and are stored encrypted', async () => {
    const wrong = await call('other.admin', 'POST', '/reportconfig/twn/templates', { userId: TWN_USER, userPass: WRONG });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(CONFIG_ENGINE_MESSAGES.twnRefused);
    expect(await rowsOf(ids.second)).toEqual([]);

    const right = await call('other.admin', 'POST', '/reportconfig/twn/templates', { userId: TWN_USER, userPass: SANDBOX_TWN_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual(SANDBOX_TWN_TEMPLATES);
    const [row] = await rowsOf(ids.second);
    expect(row).toMatchObject({ source: 'twn', accountMasked: '••••7781', validatedBy: 'other.admin', templateName: null });
    expect(noSecretIn(JSON.stringify(row))).toEqual([]);
    expect(JSON.parse(app.ctx.cipher.decrypt(row!.credentialsEnc, credentialsContext(ids.second, 'twn')))).toEqual({ userId: TWN_USER, userPass: SANDBOX_TWN_PASSWORD });
    // bound to its company: the same ciphertext does not open as another company's
    expect(() => app.ctx.cipher.decrypt(row!.credentialsEnc, credentialsContext(ids.demo, 'twn'))).toThrow();
    expect((await connections('other.admin')).twn).toMatchObject({ accountMasked: '••••7781', template: null, templates: SANDBOX_TWN_TEMPLATES });
  });

  it('chooses a template the account offers (400 for another, 409 before TWN is connected)', async () => {
    const unknown = await call('other.admin', 'PUT', '/reportconfig/twn/template', { templatename: 'NOT_OFFERED' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(CONFIG_ENGINE_MESSAGES.templateUnknown);
    const chosen = await call('other.admin', 'PUT', '/reportconfig/twn/template', { templatename: 'OVP_EMP_ONLY' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ message: CONFIG_ENGINE_MESSAGES.templateChosen('Employment only'), connection: { template: { templatename: 'OVP_EMP_ONLY' } } });
    // validated again: the chosen template stays while the account still offers it
    await call('other.admin', 'POST', '/reportconfig/twn/templates', { userId: TWN_USER, userPass: SANDBOX_TWN_PASSWORD });
    expect((await connections('other.admin')).twn?.template?.templatename).toBe('OVP_EMP_ONLY');

    expect((await call('other.admin', 'DELETE', '/reportconfig/connections/twn')).json().message).toBe(CONFIG_ENGINE_MESSAGES.disconnected('twn'));
    const none = await call('other.admin', 'PUT', '/reportconfig/twn/template', { templatename: 'OVP_EMP_ONLY' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(CONFIG_ENGINE_MESSAGES.twnNotConnected);
  });

  it('validates DataX: wrong credentials 422 and nothing stored, right ones stored masked; disconnects it (404 once gone)', async () => {
    const wrong = await call('other.admin', 'POST', '/reportconfig/datax/validate', { licensekey: DATAX_KEY, password: WRONG });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(CONFIG_ENGINE_MESSAGES.dataxRefused);
    expect(await rowsOf(ids.second)).toEqual([]);
    const right = await call('other.admin', 'POST', '/reportconfig/datax/validate', { licensekey: DATAX_KEY, password: SANDBOX_DATAX_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ status: 'success', message: CONFIG_ENGINE_MESSAGES.dataxConnected, connection: { source: 'datax', accountMasked: '••••5529', validatedBy: 'other.admin' } });
    expect(noSecretIn(right.body)).toEqual([]);
    expect(await rowsOf(ids.second)).toHaveLength(1);
    expect((await call('other.admin', 'DELETE', '/reportconfig/connections/datax')).statusCode).toBe(200);
    expect(await rowsOf(ids.second)).toEqual([]);
    const again = await call('other.admin', 'DELETE', '/reportconfig/connections/datax');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CONFIG_ENGINE_MESSAGES.notConnected('datax'));
  });

  it('answers 502 when the data source cannot be reached, and stores nothing', async () => {
    for (const [url, body] of [
      ['/reportconfig/twn/templates', { userId: 'unavailable', userPass: SANDBOX_TWN_PASSWORD }],
      ['/reportconfig/datax/validate', { licensekey: 'UNAVAILABLE', password: SANDBOX_DATAX_PASSWORD }],
    ] as const) {
      const res = await call('other.admin', 'POST', url, body);
      expect(res.statusCode, url).toBe(502);
      expect(res.json().message).toMatch(/could not be reached.*nothing was saved/);
    }
    expect(await rowsOf(ids.second)).toEqual([]);
  });

  it('checks the input before asking the data source: required, lengths, the source', async () => {
    const before = checksCalled;
    const bad = [
      ['/reportconfig/twn/templates', { userId: TWN_USER }],
      ['/reportconfig/twn/templates', { userId: '   ', userPass: 'x' }],
      ['/reportconfig/twn/templates', { userId: 'x'.repeat(65), userPass: 'x' }],
      ['/reportconfig/datax/validate', { licensekey: DATAX_KEY, password: 'x'.repeat(129) }],
      ['/reportconfig/datax/validate', { password: SANDBOX_DATAX_PASSWORD }],
    ] as const;
    for (const [url, body] of bad) {
      const res = await call('other.admin', 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().additionalErrorDetails.fields.length).toBeGreaterThan(0);
    }
    expect((await call('other.admin', 'DELETE', '/reportconfig/connections/equifax')).statusCode).toBe(400);
    expect(checksCalled).toBe(before);
  });

  it('keeps every call for product-management admins (403 for a user without productmanagementadmin)', async () => {
    const calls = [
      ['GET', '/reportconfig/connections', undefined],
      ['POST', '/reportconfig/twn/templates', { userId: TWN_USER, userPass: SANDBOX_TWN_PASSWORD }],
      ['POST', '/reportconfig/datax/validate', { licensekey: DATAX_KEY, password: SANDBOX_DATAX_PASSWORD }],
      ['PUT', '/reportconfig/twn/template', { templatename: 'OVP_EMP_ONLY' }],
      ['DELETE', '/reportconfig/connections/twn', undefined],
    ] as const;
    const before = checksCalled;
    for (const [method, url, body] of calls) expect((await call('demo.user', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(checksCalled).toBe(before);
    expect(await rowsOf(ids.demo)).toHaveLength(2);
  });

  it('audits every change with before and after, masked; neither the audit trail nor the server log holds a secret', async () => {
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.targetType, 'data-source'));
    const actions = events.map((e) => `${e.action}:${e.outcome}`);
    for (const a of ['data-source.twn.validated:failure', 'data-source.twn.validated:success', 'data-source.twn.template-chosen:success', 'data-source.twn.template-chosen:failure', 'data-source.twn.disconnected:success', 'data-source.datax.validated:failure', 'data-source.datax.validated:success', 'data-source.datax.disconnected:success', 'data-source.datax.disconnected:failure']) {
      expect(actions, a).toContain(a);
    }
    const chosen = events.find((e) => e.action === 'data-source.twn.template-chosen' && e.outcome === 'success')!;
    expect(chosen).toMatchObject({ customerId: ids.second, actorUsername: 'other.admin', targetId: 'twn' });
    expect(chosen.details).toMatchObject({ before: { account: '••••7781', template: null }, after: { account: '••••7781', template: 'OVP_EMP_ONLY' } });
    const refused = events.find((e) => e.action === 'data-source.datax.validated' && e.outcome === 'failure')!;
    expect(refused.details).toMatchObject({ status: 422, reason: 'credentials refused', account: '••••5529' });
    expect(noSecretIn(JSON.stringify(events))).toEqual([]);
    const log = logLines.join('');
    expect(log).toContain('/api/reportconfig/twn/templates');
    expect(noSecretIn(log)).toEqual([]);
  });

  it('feeds OneView+: the pull carries the TWN template and DataX account, and a section only for what is connected', async () => {
    const order = async () => {
      const res = await call('demo.user', 'POST', '/consumers/reports/oneviewplus', pullAgain(consumerRequest(SANDBOX_PERSONAS.find((p) => p.key === 'activeDuty')!)));
      expect(res.statusCode, res.body).toBe(200);
      return { consumers: res.json().dataSourceResponse.value.consumers, pull: pulls.at(-1)! };
    };
    const both = await order();
    expect(both.pull).toMatchObject({
      product: 'oneviewplus',
      twn: { userId: DEMO_TWN_USER_ID, userPass: SANDBOX_TWN_PASSWORD, templateName: 'OVP_EMP_INCOME' },
      datax: { licensekey: DEMO_DATAX_LICENSE_KEY, password: SANDBOX_DATAX_PASSWORD },
    });
    expect(both.consumers.twnSelectReport).toHaveLength(1);
    expect(both.consumers.dataxReport).toHaveLength(1);
    // the other products carry neither
    await call('demo.user', 'POST', '/consumers/reports/acrov6', consumerRequest(SANDBOX_PERSONAS.find((p) => p.key === 'thick')!));
    expect(pulls.at(-1)).not.toHaveProperty('twn');
    expect(pulls.at(-1)).not.toHaveProperty('datax');

    expect((await call('demo.admin', 'DELETE', '/reportconfig/connections/twn')).statusCode).toBe(200);
    const dataxOnly = await order();
    expect(dataxOnly.pull).not.toHaveProperty('twn');
    expect(dataxOnly.consumers).not.toHaveProperty('twnSelectReport');
    expect(dataxOnly.consumers.dataxReport).toHaveLength(1);

    // TWN connected again, but no template chosen yet: still no employment section
    await call('demo.admin', 'POST', '/reportconfig/twn/templates', { userId: DEMO_TWN_USER_ID, userPass: SANDBOX_TWN_PASSWORD });
    expect((await order()).consumers).not.toHaveProperty('twnSelectReport');
    await call('demo.admin', 'PUT', '/reportconfig/twn/template', { templatename: 'OVP_EMP_ONLY' });
    const employmentOnly = await order();
    expect(employmentOnly.pull.twn?.templateName).toBe('OVP_EMP_ONLY');
    expect(employmentOnly.consumers.twnSelectReport[0]).toMatchObject({ employer: 'U.S. Army', annualIncome: null });
    // the secrets went to the bureau only: never into the stored answer, the audit trail or the log
    const orders = await database.db.select().from(auditEvents).where(inArray(auditEvents.action, ['report.ordered', 'report.order-failed']));
    expect(orders.length).toBeGreaterThanOrEqual(5);
    expect(noSecretIn(JSON.stringify(orders))).toEqual([]);
    expect(noSecretIn(logLines.join(''))).toEqual([]);
  });
});
