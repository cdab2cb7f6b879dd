/**
 * The users list sorted by its headers (issue 33) on 100,000 users of one company, on the embedded
 * database: page 1 and a deep page in the default order (the user-name index) and in each other
 * declared order (a sort of the company's rows), through the server's request injection.
 *
 *   npx tsx apps/api/bench/list-sort.bench.ts     BENCH_USERS=100000; BENCH_KEEP_DIR=/tmp/x to keep the database
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { decodeJwt } from 'jose';
import { PORTAL_CLIENT_ID, USERS_SORT } from '@creditdesk/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DEMO_PASSWORD, seedDemoData } from '../src/demo-seed.js';
import { analyzeUsers, loadUsers } from './load-users.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = 20;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};

async function main() {
  const keep = process.env.BENCH_KEEP_DIR;
  const reuse = keep !== undefined && fs.existsSync(path.join(keep, 'postgres'));
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-sort-bench-'));
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'embedded', dataDir });
  if (!reuse) await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.admin', password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = login.json().access_token as string;
  const customerId = String(decodeJwt(token).customerId);
  if (!reuse) {
    await loadUsers(database.db, customerId, { users: USERS, groups: 100 }, () => undefined);
    await analyzeUsers(database.db);
  }
  const headers = { authorization: `Bearer ${token}` };
  const lines: string[] = [];
  for (const sort of ['', ...USERS_SORT.columns.flatMap((c) => [c, `-${c}`])]) {
    for (const page of [1, 500]) {
      const url = `/api/users/customers/${customerId}?pageNumber=${page}&pageSize=10${sort ? `&sort=${sort}` : ''}`;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        times.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      lines.push(`| ${sort || '(default: userName)'} | ${page} | ${pct(times, 50)} ms | ${pct(times, 95)} ms |`);
    }
  }
  console.log(`users: ${USERS}\n| sort | page | median | p95 |\n|---|---|---|---|\n${lines.join('\n')}`);
  await app.close();
  await database.close();
}

void main();
