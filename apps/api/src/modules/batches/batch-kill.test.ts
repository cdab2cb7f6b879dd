import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, batchSchema, batchRowPageSchema } from '@creditdesk/contracts';
import { type SandboxBureauServer, startSandboxBureauServer } from '../../datasources/sandbox/sandbox-bureau-server.js';
import { databaseUrl, onServer, testServerUrl } from '../../testing/test-database.js';
import { stepUpByTotp } from '../../testing/step-up-by-totp.js';
import { PULLS_AT_ONCE } from './batch-processing.js';
import { freePort } from '../../testing/free-port.js';

/*
 * Issue 14's promise and issue 27's bound, tested on the real server process: kill -9 of the server
 * three times in the middle of a batch's chunks, a restart on the same database each time, and every
 * row ordered exactly once. The bureau is the sandbox served from this test's process (BUREAU_URL), so
 * its count of pulls per idempotency key outlives the server; it does NOT de-duplicate (every call is
 * a pull, as a real bureau bills), so a row pulled twice shows. Each row's pull is kept the moment it
 * returns: a kill repeats at most the calls in flight, PULLS_AT_ONCE × BATCH_WORKERS. The stored
 * inquiries and the billing are read back through the API.
 */

const ROWS = 560;
const CHUNK = 80;
const KILLS = 3;
/** one loop a process (BATCH_WORKERS below): at most its PULLS_AT_ONCE calls are in flight when it is killed. */
const IN_FLIGHT = PULLS_AT_ONCE * 1;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

type Server = { child: ChildProcess; url: string; output: string[] };

/** The server as `npm start` runs it (from source), on the given database and port (its address is its tokens' issuer); resolves once it listens. */
async function startServer(env: Record<string, string>, port: number): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn', BATCH_WORKERS: '1', BATCH_CHUNK_SIZE: String(CHUNK), BATCH_LEASE_SECONDS: '5', BATCH_IDLE_MS: '100', ...env };
  // the embedded database unless this run gives the server one of its own
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output.join('')}`)), 90_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Creditdesk is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output.join('')}`)));
  });
  return { child, url, output };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

let bureau: SandboxBureauServer;
let dataDir: string;
let dbEnv: Record<string, string> = {};
let dropDatabase: (() => Promise<void>) | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  bureau = await startSandboxBureauServer({ deduplicates: false });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-kill-'));
  // a database of its own on the run's server (the kill test of the embedded server itself: db/embedded-kill.test.ts)
  const server = testServerUrl();
  const name = `creditdesk_kill_${randomBytes(4).toString('hex')}`;
  await onServer(server, `create database "${name}"`);
  dbEnv = { DATABASE_URL: databaseUrl(server, name) };
  dropDatabase = () => onServer(server, `drop database if exists "${name}" with (force)`);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await bureau?.close();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a batch whose server is killed mid-way', () => {
  it('orders every row exactly once after three kill -9 and restarts, re-pulling at most the calls in flight, at a bureau that bills every pull', { timeout: 480_000 }, async () => {
    const env = { DATA_DIR: dataDir, BUREAU_URL: bureau.url, ...dbEnv };
    const port = await freePort();
    let server = await startServer(env, port);
    children.push(server.child);
    const api = (p: string, init: RequestInit = {}) => fetch(`${server.url}/api${p}`, init);
    const login = async (userName: string) => {
      const res = await api('/oauth2/token', { method: 'POST', body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName, password: 'Demo#Portal2026' }) });
      expect(res.status).toBe(200);
      return (await res.json()).access_token as string;
    };
    const userToken = await login('demo.user');
    // confirming a batch is a step-up act (modules/mfa/step-up.service.ts)
    await stepUpByTotp(api, userToken);
    const user = { authorization: `Bearer ${userToken}` };
    const admin = { authorization: `Bearer ${await login('demo.admin')}` };
    const customerId = JSON.parse(Buffer.from(user.authorization.split('.')[1], 'base64url').toString()).customerId as string;

    const lines = Array.from({ length: ROWS }, (_, i) => `Kill${String.fromCharCode(65 + (i % 26))},Test,${100 + (i % 400)}-55-${String(3000 + i)},1975-03-1${i % 10},${i} Elm St,Columbus,OH,43004,KILL-${i + 1}`);
    const form = new FormData();
    form.set('product', 'acrov6');
    form.set('accountNumber', '100200300');
    form.set('permissiblePurpose', 'CREDIT_TRANSACTION');
    form.set('file', new Blob([`firstName,lastName,ssn,dateOfBirth,addressLine1,city,state,zip,customerReferenceNumber\n${lines.join('\n')}\n`], { type: 'text/csv' }), 'kill.csv');
    const submitted = await api('/consumers/batchs/submission', { method: 'POST', body: form, headers: user });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { batch } = await submitted.json();
    expect(batch.counts).toMatchObject({ total: ROWS, invalid: 0 });
    expect((await api(`/consumers/batchs/${batch.batchId}/confirm`, { method: 'POST', headers: user })).status).toBe(200);

    const details = async () => {
      const res = await api(`/consumers/batchs/${batch.batchId}/details`, { headers: user });
      expect(res.status, await res.clone().text()).toBe(200);
      return batchSchema.parse(await res.json());
    };
    const calls = () => [...bureau.calls().values()].reduce((a, b) => a + b, 0);
    // each kill lands in the middle of a chunk: half its rows pulled, none of them stored yet
    for (let kill = 1; kill <= KILLS; kill += 1) {
      const at = Math.round((2 * kill - 0.5) * CHUNK);
      while (calls() < at) await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGKILL');
      await exited(server.child);
      expect(calls(), `kill ${kill} before the last row`).toBeLessThan(ROWS);
      server = await startServer(env, port);
      children.push(server.child);
    }

    let done = await details();
    for (let waited = 0; done.status !== 'completed' && waited < 180_000; waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
      done = await details();
    }
    expect(done).toMatchObject({ status: 'completed', counts: { total: ROWS, completed: ROWS, failed: 0, pending: 0, processing: 0 } });

    // the bureau: every row pulled; a row pulled twice only if its call was in flight at a kill
    const keys = Array.from({ length: ROWS }, (_, i) => `${batch.batchId}:${i + 1}`);
    const pulls = bureau.pulls();
    expect(keys.filter((k) => !pulls.get(k)), 'rows never pulled').toEqual([]);
    const repeated = keys.reduce((sum, k) => sum + (pulls.get(k)! - 1), 0);
    console.log(`batch-kill: ${ROWS} rows, ${KILLS} kills, ${repeated} pulls repeated (at most ${KILLS * IN_FLIGHT})`);
    expect(repeated, 'pulls repeated after the kills').toBeLessThanOrEqual(KILLS * IN_FLIGHT);
    expect(pulls.size).toBe(ROWS);

    // the store: one inquiry a row, each row's own
    const rows = batchRowPageSchema.parse(await (await api(`/reportinquiries/extract/customers/${customerId}/batch/${batch.batchId}/pages?pageSize=100&pageNumber=1`, { headers: user })).json());
    expect(rows.totalElements).toBe(ROWS);
    const myReports = await (await api(`/reportinquiries/extract/customers/${customerId}/pages?pageSize=1`, { headers: user })).json();
    expect(myReports.totalElements, 'stored inquiries').toBe(ROWS);
    // billing counts one report a row
    const usage = await (await api(`/billing/customers/${customerId}/subscriptions`, { headers: admin })).json();
    expect(usage.months[0].products).toEqual([{ productCode: 'CCR', count: ROWS }]);

    server.child.kill('SIGTERM');
    await exited(server.child);
  });
});
