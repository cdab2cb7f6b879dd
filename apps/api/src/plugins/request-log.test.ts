import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRELATION_HEADER, PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo-seed.js';
import { SANDBOX_PERSONAS } from '../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../testing/consumer-requests.js';
import { TELECHECK_ACCOUNTS, telecheckRequest } from '../testing/telecheck-requests.js';
import { createTestDatabase } from '../testing/test-database.js';
import { proveFactorFor } from '../testing/test-app.js';

/**
 * Issue 12: request logs cost nothing when nobody reads them. At the default level (info) an answered
 * request writes no line; a refused (4xx) or failed (5xx) one writes one, with its correlation id.
 * The audit trail is unchanged, and no level ever writes an SSN or a date of birth.
 */
let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];

async function appLogging(level: 'info' | 'debug') {
  const lines: string[] = [];
  const logStream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: level }), database, logStream });
  app.get('/__fails/boom', async () => {
    throw new Error('a bug');
  });
  await app.ready();
  apps.push(app);
  const login = async (userName: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName, password: DEMO_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    // as a sign-in through MFA: the help consent is a step-up act
    await proveFactorFor(database.db, res.json());
    return { authorization: `Bearer ${res.json().access_token as string}` };
  };
  const requestLines = () => lines.filter((l) => l.includes('"request completed"')).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { app, lines, login, requestLines };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-request-log-'));
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const persona = SANDBOX_PERSONAS[0];
const ssnDigits = persona.ssn.replace(/\D/g, '');

describe('request logs at the default level (info)', () => {
  it('write nothing for an answered request, and keep the audit trail', async () => {
    const { app, login, requestLines } = await appLogging('info');
    const headers = await login('demo.user');
    const order = await app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(persona), headers });
    expect(order.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/user/demo.user', headers })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
    const audited = await database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.targetId, order.json().inquiryId));
    expect(audited.map((a) => a.action)).toContain('report.ordered');
  });

  it('write one line for a refused request and for a failed one, with the correlation id and no query string', async () => {
    const { app, lines, requestLines } = await appLogging('info');
    const refused = await app.inject({ method: 'GET', url: '/api/users/user/demo.user?keyWords=Jane', headers: { [CORRELATION_HEADER]: 'refused-0001' } });
    expect(refused.statusCode).toBe(401);
    const failed = await app.inject({ method: 'GET', url: '/__fails/boom', headers: { [CORRELATION_HEADER]: 'failed-0001' } });
    expect(failed.statusCode).toBe(500);

    const [refusedLine, failedLine] = requestLines();
    expect(refusedLine).toMatchObject({ reqId: 'refused-0001', level: 30, res: { statusCode: 401 }, req: { url: '/api/users/user/demo.user' } });
    expect(failedLine).toMatchObject({ reqId: 'failed-0001', level: 50, res: { statusCode: 500 } });
    // the error itself is logged too, with the same id
    expect(lines.some((l) => l.includes('"unexpected error"') && l.includes('"reqId":"failed-0001"'))).toBe(true);
    expect(lines.join('')).not.toContain('Jane');
  });

  it('never write the SSN or date of birth of a refused order', async () => {
    const { app, lines, login } = await appLogging('info');
    const headers = await login('demo.user');
    const body = consumerRequest(persona) as Record<string, unknown>;
    const bad = await app.inject({ method: 'POST', url: `/api/consumers/reports/acrov6?ssn=${ssnDigits}`, payload: { ...body, permissiblePurpose: 'NOT_A_PURPOSE' }, headers });
    expect(bad.statusCode).toBe(400);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(ssnDigits);
    expect(lines.join('')).not.toContain(persona.dateOfBirth);
  });
});

describe('request logs at debug', () => {
  it('write every request, still without SSN, date of birth or query string', async () => {
    const { app, lines, login, requestLines } = await appLogging('debug');
    const headers = await login('demo.user');
    const order = await app.inject({ method: 'POST', url: `/api/consumers/reports/acrov6?ssn=${ssnDigits}`, payload: pullAgain(consumerRequest(persona)), headers });
    expect(order.statusCode).toBe(200);
    expect(requestLines().map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([200, 200]);
    expect(lines.join('')).not.toContain(ssnDigits);
    expect(lines.join('')).not.toContain(persona.dateOfBirth);
  });

  // Issue 27, defect 11: the help consent's token travels in the path of its refresh and was written to the log.
  it('never write a secret of a path (the help consent token), answered or refused', async () => {
    const { app, lines, login, requestLines } = await appLogging('debug');
    const headers = await login('demo.user');
    const granted = await app.inject({ method: 'POST', url: '/api/consent', payload: { userName: 'demo.user' }, headers });
    expect(granted.statusCode).toBe(200);
    const token = granted.json().consentToken as string;
    expect((await app.inject({ method: 'GET', url: `/api/consent/refresh_token/${token}`, headers })).statusCode).toBe(200);
    // another user naming it is refused: a refused request is logged at info, where it is read most
    const other = await login('demo.admin');
    expect((await app.inject({ method: 'GET', url: `/api/consent/refresh_token/${token}?again=1`, headers: other })).statusCode).toBe(404);

    expect(lines.join('')).not.toContain(token);
    const refreshes = requestLines().filter((l) => String((l.req as { url: string }).url).startsWith('/api/consent/refresh_token/'));
    expect(refreshes.map((l) => [(l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
      ['/api/consent/refresh_token/[redacted]', 200],
      ['/api/consent/refresh_token/[redacted]', 404],
    ]);
    // every secret declared is a parameter of its endpoint's path (a misspelt one would redact nothing)
    const declared = app.endpoints.filter((e) => e.secretParams?.length);
    expect(declared.map((e) => e.path)).toContain('/consent/refresh_token/:token');
    for (const e of declared) for (const name of e.secretParams!) expect(e.path.split('/')).toContain(`:${name}`);
  });

  it('never write a TeleCheck check’s account number, answered, refused or placed on a list', async () => {
    const { app, lines, login } = await appLogging('debug');
    const headers = await login('demo.user');
    const declined = await app.inject({ method: 'POST', url: '/api/idfc/reports/telecheck', payload: telecheckRequest({ checkingAccountNumber: TELECHECK_ACCOUNTS.negativeHistory }), headers });
    expect(declined.statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/api/idfc/reports/telecheck', payload: telecheckRequest({ checkingAccountNumber: TELECHECK_ACCOUNTS.velocity, routingNumber: '021000022' }), headers });
    expect(refused.statusCode).toBe(400);
    const placed = await app.inject({ method: 'POST', url: '/api/telecheck/collections-negatives/placements', payload: { inquiryId: declined.json().inquiryId, type: 'negatives' }, headers });
    expect(placed.statusCode).toBe(201);
    expect(lines.length).toBeGreaterThan(0);
    for (const account of [TELECHECK_ACCOUNTS.negativeHistory, TELECHECK_ACCOUNTS.velocity]) expect(lines.join('')).not.toContain(account);
  });
});
