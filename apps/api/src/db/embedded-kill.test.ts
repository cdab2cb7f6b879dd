import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../testing/consumer-requests.js';
import { runningPostmaster } from './embedded-postgres.js';
import { freePort } from '../testing/free-port.js';

/*
 * Issue 29: the embedded PostgreSQL outlives crashes. The real server (`npm start`, from source) on a
 * DATA_DIR of its own, no DATABASE_URL: kill -9 of the Node process alone (its postmaster lives on as an
 * orphan, which the next start joins), then of both the Node process and the postmaster with a stale
 * postmaster.pid naming a live process that is not PostgreSQL; each time a report ordered (acknowledged)
 * before the kill is there after the restart. Then SIGTERM stops both cleanly.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-kill-'));
const pgdata = path.join(dataDir, 'postgres');
const children: ChildProcess[] = [];

const ended = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** `npm start`'s server on the embedded database; resolves with its output once it listens. */
async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const { DATABASE_URL: _machine, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', BATCH_WORKERS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 120_000);
    child.stdout!.on('data', () => out.includes('Creditdesk is running at') && (clearTimeout(timer), resolve()));
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`the server exited (${code}):\n${out}`))));
  });
  return { child, output: () => out };
}

async function session(port: number) {
  const base = `http://127.0.0.1:${port}/api`;
  const res = await fetch(`${base}/oauth2/token`, { method: 'POST', body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.admin', password: 'Demo#Portal2026' }) });
  expect(res.status).toBe(200);
  const token = (await res.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const customerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).customerId as string;
  return {
    /** orders a report; the answer (200) is the acknowledgement. */
    async order(reference: string) {
      const persona = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
      const res = await fetch(`${base}/consumers/reports/acrov6`, { method: 'POST', headers, body: JSON.stringify(pullAgain(consumerRequest(persona, { reference }))) });
      expect(res.status, await res.clone().text()).toBe(200);
    },
    async references(): Promise<string> {
      const res = await fetch(`${base}/reportinquiries/extract/customers/${customerId}/pages?pageNumber=1&pageSize=50`, { headers });
      expect(res.status).toBe(200);
      return res.text();
    },
  };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(ended));
  const orphan = runningPostmaster(pgdata);
  if (orphan) process.kill(orphan, 'SIGQUIT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL after kill -9', () => {
  it('keeps every acknowledged write through a kill -9 of the server, then of the server and its database, and stops cleanly on SIGTERM', { timeout: 480_000 }, async () => {
    const port = await freePort();
    let server = await start(port);
    expect(server.output()).toContain(`data in ${pgdata}`);
    await (await session(port)).order('KILL-ONE');

    // 1. the Node process alone: the postmaster lives on, an orphan holding postmaster.pid
    const postmaster = runningPostmaster(pgdata)!;
    expect(postmaster).toBeGreaterThan(0);
    server.child.kill('SIGKILL');
    await ended(server.child);
    expect(runningPostmaster(pgdata)).toBe(postmaster);
    server = await start(port);
    expect(server.output()).toContain(`joined the embedded database already running (pid ${postmaster})`);
    let s = await session(port);
    expect(await s.references()).toContain('KILL-ONE');
    await s.order('KILL-TWO');

    // 2. both, and a postmaster.pid whose pid now belongs to a live process that is not PostgreSQL
    server.child.kill('SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    await ended(server.child);
    const lock = path.join(pgdata, 'postmaster.pid');
    const lines = fs.readFileSync(lock, 'utf8').split('\n');
    fs.writeFileSync(lock, [String(process.pid), ...lines.slice(1)].join('\n'));
    server = await start(port);
    expect(server.output()).toMatch(/\bstarted the embedded database/);
    s = await session(port);
    const after = await s.references();
    expect(after).toContain('KILL-ONE');
    expect(after).toContain('KILL-TWO');

    // 3. SIGTERM: the server and its database stop, nothing left running
    const restarted = runningPostmaster(pgdata)!;
    server.child.kill('SIGTERM');
    expect(await ended(server.child)).toBe(0);
    expect(runningPostmaster(pgdata)).toBeUndefined();
    // pg_ctl's stop returns when postmaster.pid is gone, a moment before the process ends
    const alive = () => {
      try {
        process.kill(restarted, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 30_000 }).toBe(false);
  });
});
