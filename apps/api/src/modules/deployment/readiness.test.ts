import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { MESSAGES, readinessSchema } from '@creditdesk/contracts';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { registerErrorHandling } from '../../plugins/errors.js';
import type { Db } from '../../db/client.js';
import { drainAndClose } from '../../stop-on-signal.js';
import { freePort } from '../../testing/free-port.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { updateSdnList } from '../compliance/ofac/sdn-update.js';
import { createLocalFileStore } from '../efts/store/local-file-store.js';
import { createReadinessProbe, newestShippedMigration } from './readiness.js';

/*
 * Readiness (GET /api/health/ready) for a load balancer's health checks: 503 naming the failing check
 * while the database is unreachable, the migrations behind this build, no SDN list loaded, the file
 * store refusing writes, or the process shutting down; and on SIGTERM readiness fails before the
 * server stops serving (docs/operations.md).
 */
let a: TestApp;
const ready = () => a.app.inject({ method: 'GET', url: '/api/health/ready' });

beforeAll(async () => {
  a = await createTestApp();
});
afterAll(() => a.close());

/** A folder holding a one-entry list in the Treasury's files (a real load, smaller than the shipped snapshot). */
function smallSdnList(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdn-ready-'));
  fs.writeFileSync(path.join(dir, 'sdn.csv'), '100,"READY, Test","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 1970."');
  fs.writeFileSync(path.join(dir, 'alt.csv'), '');
  fs.writeFileSync(path.join(dir, 'add.csv'), '');
  return dir;
}

describe('readiness', () => {
  it('is not ready until the SDN list is loaded, then ready with every check passing', async () => {
    const before = await ready();
    expect(before.statusCode).toBe(503);
    expect(readinessSchema.parse(before.json())).toEqual({ status: 'NOT_READY', checks: { database: 'pass', migrations: 'pass', sdnList: 'fail', fileStore: 'pass', accepting: 'pass' } });
    await updateSdnList(a.database.db, { from: smallSdnList() });
    const after = await ready();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'READY', checks: { database: 'pass', migrations: 'pass', sdnList: 'pass', fileStore: 'pass', accepting: 'pass' } });
    // the liveness of the spec is another call, unchanged
    expect((await a.app.inject({ method: 'GET', url: '/api/users/health' })).json()).toEqual({ status: 'UP', database: 'UP' });
  });

  it('fails the database check (and those that need it) when the database is unreachable, and passes again once it answers', async () => {
    const store = createLocalFileStore(path.join(a.dataDir, 'probe-files'), Buffer.alloc(32, 1));
    // a server that is down: nothing listens at its address, every connection is refused
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 1_000 });
    pool.on('error', () => undefined);
    try {
      const down = await createReadinessProbe(drizzle(pool) as unknown as Db, store).check();
      expect(down).toEqual({ status: 'NOT_READY', checks: { database: 'fail', migrations: 'fail', sdnList: 'fail', fileStore: 'pass', accepting: 'pass' } });
    } finally {
      await pool.end();
    }
    expect((await createReadinessProbe(a.database.db, store).check()).status).toBe('READY');
  });

  it('fails the migrations check when this build carries a migration the database lacks, and the file store check when the store refuses writes', async () => {
    const blocked = path.join(a.dataDir, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the store expects a folder');
    const probe = createReadinessProbe(a.database.db, createLocalFileStore(blocked, Buffer.alloc(32, 1)), newestShippedMigration() + 1);
    expect((await probe.check()).checks).toMatchObject({ migrations: 'fail', fileStore: 'fail', database: 'pass' });
  });

  it('on SIGTERM fails readiness first and keeps serving while the balancer takes it out, then closes, then leaves the deployment and the database', async () => {
    const steps: string[] = [];
    const b = await createTestApp({}, (app) => app.addHook('onClose', async () => void steps.push('app closed')));
    try {
      await updateSdnList(b.database.db, { from: smallSdnList() });
      expect((await b.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await drainAndClose(b.app, { leave: async () => void steps.push('left the deployment') }, { close: async () => void steps.push('database closed') }, 2, async (ms) => {
        steps.push(`draining ${ms} ms`);
        const during = await b.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(during.statusCode).toBe(503);
        expect(during.json().checks).toMatchObject({ accepting: 'fail', database: 'pass' });
        // still serving everything else while the balancer's checks catch up
        expect((await b.app.inject({ method: 'GET', url: '/api/users/health' })).statusCode).toBe(200);
      });
      expect(steps).toEqual(['draining 2000 ms', 'app closed', 'left the deployment', 'database closed']);
    } finally {
      await b.database.close();
      fs.rmSync(b.dataDir, { recursive: true, force: true });
    }
  });
});

describe('the readiness answer in the OpenAPI document', () => {
  it('is public and documents both answers, 200 and 503, with the same body', () => {
    const doc = a.app.swagger() as { paths: Record<string, { get: { security: unknown; responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }> };
    const op = doc.paths['/api/health/ready'].get;
    expect(op.security).toEqual([]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(op.responses['503'].content?.['application/json'].schema).toEqual(op.responses['200'].content?.['application/json'].schema);
  });
});

describe('a request while the database cannot be reached', () => {
  it('is answered 503 with Retry-After and a message saying so (not 500): the caller may send it again', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, connectionTimeoutMillis: 1_000 });
    pool.on('error', () => undefined);
    const db = drizzle(pool) as unknown as Db;
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/needs-the-database', async () => db.execute(sql`select 1`));
    app.get('/fails-otherwise', async () => {
      throw new Error('a fault of ours');
    });
    try {
      const down = await app.inject({ method: 'GET', url: '/needs-the-database' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('1');
      expect(down.json()).toMatchObject({ status: 503, message: MESSAGES.generic.databaseUnavailable });
      expect((await app.inject({ method: 'GET', url: '/fails-otherwise' })).statusCode).toBe(500);
      // a server ending sessions (a restart) and one starting up are the same: unavailable, not a fault
      expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }))).toBe(true);
      expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
