/**
 * User-administration benchmark (issue: administration). The real server in process on the
 * embedded database (PostgreSQL under DATA_DIR) with 100,000 users and 1,000 groups in one company: the user
 * list page and the keyword search through the server's request injection, the CSV export of every
 * user over real HTTP (so the response is streamed and read as it comes, never held whole), with the
 * process's peak RSS growth during the export, and the query plans (EXPLAIN ANALYZE).
 *
 *   npm run bench            BENCH_USERS=100000 BENCH_GROUPS=1000 to change sizes
 *   BENCH_KEEP_DIR=/tmp/x    keep the database there and reuse it on the next run (no reload)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, sql } from 'drizzle-orm';
import { benchSession } from './bench-session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { users } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/demo-seed.js';
import { exportBatch, filterConditions, pageQuery } from '../src/modules/admin/users-admin/users-admin.repository.js';
import { FIRST, LAST, analyzeUsers, loadUsers } from './load-users.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 1000);
const REQUESTS = 200;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (n: number) => Math.round(n * 100) / 100;
const mib = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;

async function main() {
  const keep = process.env.BENCH_KEEP_DIR;
  const reuse = keep !== undefined && fs.existsSync(path.join(keep, 'postgres'));
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-admin-bench-'));
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'embedded', dataDir });
  const db = database.db;
  if (!reuse) await seedDemoData(db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const { customerId, headers } = await benchSession(app, 'demo.admin');

  // 1. The data: USERS users and GROUPS groups in Demo Lending; every user in one or two groups.
  const t0 = performance.now();
  const step = (name: string) => console.error(`${name}: ${Math.round(performance.now() - t0)} ms`);
  if (!reuse) await loadUsers(db, customerId, { users: USERS, groups: GROUPS }, step);
  await analyzeUsers(db);
  const loadSeconds = (performance.now() - t0) / 1000;
  const counts = rowsOf<{ users: number; groups: number; memberships: number }>(
    await db.execute(sql`select (select users from user_counters where customer_id = ${customerId}) as users,
      (select count(*)::int from user_groups where customer_id = ${customerId}) as groups,
      (select count(*)::int from user_group_members) as memberships`),
  )[0];

  const time = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const s = performance.now();
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const elapsed = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { elapsed, body: res.json() };
  };

  // 2. The user list page: mostly the first pages, some deeper; sizes 10, 25, 50.
  const listUrl = (page: number, size: number) => `/api/users/customers/${customerId}?pageNumber=${page}&pageSize=${size}&groupName=true`;
  for (let i = 0; i < 20; i++) await time(listUrl(1, 10));
  const listTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const size = [10, 25, 50][i % 3];
    const page = i % 4 === 0 ? 1 + ((i * 37) % 100) : 1 + (i % 3);
    listTimes.push((await time(listUrl(page, size))).elapsed);
  }
  const listTotal = (await time(listUrl(1, 10))).body.totalUsers;
  const lastPage = Math.ceil(listTotal / 50);
  const deepTimes: number[] = [];
  for (let i = 0; i < 10; i++) deepTimes.push((await time(listUrl(lastPage, 50))).elapsed);

  // 3. Keyword search (the spec's call: page 1, size 50): surnames, first names, full names, e-mail and user-name fragments.
  const keywords = [
    ...LAST.slice(0, 40),
    ...LAST.slice(100, 140),
    ...FIRST.slice(0, 40),
    ...FIRST.slice(0, 40).map((f, i) => `${f} ${LAST[i * 3]}`),
    ...Array.from({ length: 40 }, (_, i) => `${LAST[i * 7]}${1000 + i * 997}`),
  ];
  const searchUrl = `/api/users/customers/${customerId}/search?groupName=true&pageNumber=1&pageSize=50`;
  for (let i = 0; i < 20; i++) await time(searchUrl, 'POST', { keyWords: keywords[i] });
  const searchTimes: number[] = [];
  let searchHits = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const r = await time(searchUrl, 'POST', { keyWords: keywords[i % keywords.length] });
    searchTimes.push(r.elapsed);
    searchHits += r.body.totalUsers;
  }
  // A word nearly every user matches (the company's e-mail domain): the worst case, shown apart.
  const broadTimes: number[] = [];
  for (let i = 0; i < 10; i++) broadTimes.push((await time(searchUrl, 'POST', { keyWords: 'demolending' })).elapsed);

  // 4. CSV export of every user over real HTTP, read as it streams; RSS sampled every 5 ms.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const exportOnce = (query = '') =>
    new Promise<{ seconds: number; bytes: number; lines: number; peakRssGrowth: number; peakHeapGrowth: number }>((resolve, reject) => {
      global.gc?.();
      const rss0 = process.memoryUsage().rss;
      const heap0 = process.memoryUsage().heapUsed;
      let peakRss = rss0;
      let peakHeap = heap0;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      }, 5);
      const s = performance.now();
      let bytes = 0;
      let lines = 0;
      const req = http.request(`${address}/api/users/customers/${customerId}/download${query}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        });
        res.on('end', () => {
          clearInterval(sampler);
          resolve({ seconds: (performance.now() - s) / 1000, bytes, lines, peakRssGrowth: peakRss - rss0, peakHeapGrowth: peakHeap - heap0 });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end('{}');
    });
  await exportOnce(); // warm-up
  const exports = [await exportOnce(), await exportOnce(), await exportOnce()];
  const exportBest = exports.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
  // the users of the last week (about a tenth): if memory followed the rows, this would grow ten times less
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const mmdd = `${String(weekAgo.getUTCMonth() + 1).padStart(2, '0')}/${String(weekAgo.getUTCDate()).padStart(2, '0')}/${weekAgo.getUTCFullYear()}`;
  const tenth = await exportOnce(`?fromDate=${encodeURIComponent(`${mmdd} 00:00:00`)}`);

  // 5. The plans, with the queries the server sends (drizzle's own SQL and parameters).
  const client = (db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: Record<string, string>[] }> } }).$client;
  const explain = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const q = query.toSQL();
    const res = await client.query(`explain (analyze, costs off, timing off, summary on) ${q.sql}`, q.params);
    return res.rows.map((r) => Object.values(r)[0]).join('\n');
  };
  const fewMatches = filterConditions(customerId, { keyWords: LAST[70] });
  const plans = {
    listFirstPage: await explain(pageQuery(db, filterConditions(customerId, {}), { pageNumber: 1, pageSize: 50 }, 'list')),
    listLastPage: await explain(pageQuery(db, filterConditions(customerId, {}), { pageNumber: lastPage, pageSize: 50 }, 'list')),
    searchCount: await explain(db.select({ n: sql`count(*)` }).from(users).where(and(...fewMatches))),
    searchPageFewMatches: await explain(pageQuery(db, fewMatches, { pageNumber: 1, pageSize: 50 }, 'sparse')),
    searchPageManyMatches: await explain(pageQuery(db, filterConditions(customerId, { keyWords: 'demolending' }), { pageNumber: 1, pageSize: 50 }, 'dense')),
    exportBatch: await explain(exportBatch(db, filterConditions(customerId, {}), 'm', 1000)),
  };

  const summary = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: 'embedded PostgreSQL',
    loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    users: counts.users,
    groups: counts.groups,
    memberships: counts.memberships,
    loadSeconds: Math.round(loadSeconds * 10) / 10,
    listPageMedianMs: ms(pct(listTimes, 50)),
    listPageP99Ms: ms(pct(listTimes, 99)),
    listLastPageMedianMs: ms(pct(deepTimes, 50)),
    searchMedianMs: ms(pct(searchTimes, 50)),
    searchP99Ms: ms(pct(searchTimes, 99)),
    searchAverageHits: Math.round(searchHits / REQUESTS),
    searchBroadMedianMs: ms(pct(broadTimes, 50)),
    exportSeconds: exports.map((e) => Math.round(e.seconds * 100) / 100),
    exportRows: exportBest.lines - 1,
    exportMiB: mib(exportBest.bytes),
    exportPeakRssGrowthMiB: exports.map((e) => mib(e.peakRssGrowth)),
    exportPeakHeapGrowthMiB: exports.map((e) => mib(e.peakHeapGrowth)),
    exportTenthRows: tenth.lines - 1,
    exportTenthSeconds: Math.round(tenth.seconds * 100) / 100,
    exportTenthPeakRssGrowthMiB: mib(tenth.peakRssGrowth),
  };
  console.log(JSON.stringify(summary, null, 2));
  for (const [name, plan] of Object.entries(plans)) console.log(`\nEXPLAIN ANALYZE ${name}:\n${plan}`);
  console.log(`
| measure | target | result |
|---|---|---|
| user list page, ${summary.users} users (median / p99 of ${REQUESTS}; sizes 10/25/50, mostly the first pages) | p99 ≤ 30 ms | ${summary.listPageMedianMs} ms / ${summary.listPageP99Ms} ms |
| user list, last page of 50 (offset ${(lastPage - 1) * 50}) (median) | | ${summary.listLastPageMedianMs} ms |
| keyword search, page of 50 (median / p99 of ${REQUESTS}; ~${summary.searchAverageHits} matches on average) | p99 ≤ 60 ms | ${summary.searchMedianMs} ms / ${summary.searchP99Ms} ms |
| keyword matching every user ('demolending') (median) | | ${summary.searchBroadMedianMs} ms |
| CSV export of all ${summary.exportRows} users (${summary.exportMiB} MiB; 3 runs) | ≤ 3 s | ${summary.exportSeconds.join(' / ')} s |
| peak RSS growth during the export (3 runs) | constant | ${summary.exportPeakRssGrowthMiB.join(' / ')} MiB (heap ${summary.exportPeakHeapGrowthMiB.join(' / ')} MiB) |
| the same for an export of ${summary.exportTenthRows} users | | ${summary.exportTenthSeconds} s, ${summary.exportTenthPeakRssGrowthMiB} MiB |
`);
  await app.close();
  await database.close();
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
