import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemoData } from '../demo-seed.js';
import { users } from '../db/schema/index.js';
import { createTestDatabase } from '../testing/test-database.js';
import { serializeError } from './log-serializers.js';

/**
 * Issue 10, defect 7: a failing query logged every SQL parameter (consumer names, SSN last four,
 * e-mails, search text). Error logs carry no consumer data or secrets.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-logs-'));
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const logStream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' }), database, logStream });
  const { db } = database;
  // routes outside /api that fail the way a bug in a module would, with consumer data in the query
  app.get('/__fails/data-exception', async () => db.execute(sql`select ${'Jane Consumer 123-45-6789'}::date`));
  const [demoUser] = await db.select({ customerId: users.customerId }).from(users).where(eq(users.username, 'demo.user'));
  app.get('/__fails/unique', async () =>
    db.insert(users).values({ customerId: demoUser.customerId, username: 'demo.user', email: 'jane.consumer@example.com', firstName: 'Jane', lastName: 'Consumer', role: 'enduser' }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const logged = () => lines.join('');

describe('error logs', () => {
  it('keep the SQL state and names of a failing query, never its parameters or the quoted value', async () => {
    const res = await app.inject({ method: 'GET', url: '/__fails/data-exception?keyWords=Jane%20Consumer' });
    expect(res.statusCode).toBe(500);
    const out = logged();
    expect(out).toContain('"code":"22');
    expect(out).not.toMatch(/Jane|Consumer|123-45-6789|6789/);
  });

  it('drop the detail of a constraint violation (it holds the values) and the e-mail in the parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/__fails/unique' });
    expect(res.statusCode).toBe(500);
    const out = logged();
    expect(out).toContain('"code":"23505"');
    expect(out).toContain('users_username');
    expect(out).not.toMatch(/jane\.consumer@example\.com|Jane|demo\.user\)/);
  });

  it('log request paths without their query strings', async () => {
    // a refused request is logged at info (an answered one only at debug: plugins/request-log.test.ts)
    await app.inject({ method: 'GET', url: '/api/oauth2/logout?keyWords=Jane%20Consumer' });
    const requestLines = lines.filter((l) => l.includes('/api/oauth2/logout'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.join('')).not.toContain('Jane');
  });

  it('mask SSN-like numbers in any error message', () => {
    const serialized = serializeError(new Error('lookup of 123-45-6789 and 987654321 failed'));
    expect(serialized.message).toBe('lookup of [redacted] and [redacted] failed');
    expect(serialized.stack).not.toMatch(/6789|4321/);
  });
});
