/**
 * Audit logs benchmark (issue 16). The real server in process on the embedded database (PostgreSQL on
 * disk) with 1,000,000 audit events in one company (400,000 Report History, 600,000 User Activity),
 * linked into their chains as the insert trigger links them (computed here and loaded past the
 * trigger, as a million trigger calls would take minutes):
 *  - a filtered page (user, event, product, date range; pages 1–5) through request injection: p50/p99;
 *  - the Report History CSV of 100,000 events (event=ordered) over real HTTP, read as it streams,
 *    with the process's peak RSS growth;
 *  - verifying every chain of the database (audit:verify --database): 1,000,000 events.
 *
 *   npm run bench:audit      BENCH_AUDIT_EVENTS=1000000 to change the size; BENCH_KEEP_DIR=/tmp/x reuses a database
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { benchSession } from './bench-session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { seedDemoData } from '../src/demo-seed.js';
import { canonicalRecord, chainHash, chainKeyOf } from '../src/modules/audit/audit-chain.js';
import { verifyDatabase } from '../src/modules/audit/audit-verify.js';
import type { Db } from '../src/db/client.js';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const REQUESTS = 300;
const USERS = 50;
const PRODUCTS = ['acrov6', 'ofac', 'mla', 'idreport'];
const REPORT_KINDS = ['ordered', 'viewed', 'viewed', 'downloaded'];
const USER_KINDS: [string, string][] = [['login', 'login.succeeded'], ['mfa', 'mfa.succeeded'], ['password', 'password.changed'], ['administration', 'user.updated'], ['login', 'logout'], ['impersonation', 'support.handoff']];
const SPAN_DAYS = 760; // 25 months

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (n: number) => Math.round(n * 100) / 100;
const mib = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
const esc = (v: string | null) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`);

/** Loads the events chain by chain, 2,000 a statement, with the chain computed as migration 0029's trigger does (record v2). */
async function loadEvents(db: Db, customerId: string, start: Date) {
  // the chains go on from the demo data's own events (the sign-in above is one)
  const existing = rowsOf<{ chain_key: string; seq: string; hash: string }>(await db.execute(sql`select chain_key, seq::text as seq, hash from audit_chain_heads`));
  const heads = new Map(existing.map((h) => [h.chain_key, { seq: Number(h.seq), hash: h.hash }]));
  const [{ next }] = rowsOf<{ next: string }>(await db.execute(sql`select coalesce(max(id), 0) + 1 as next from audit_events`));
  let id = Number(next);
  const step = (SPAN_DAYS * 86_400_000) / EVENTS;
  await db.execute(sql`set session_replication_role = replica`);
  const reportEvery = 5; // 2 of 5 events are Report History's
  let values: string[] = [];
  const flush = async () => {
    if (values.length === 0) return;
    await db.execute(
      sql.raw(`insert into audit_events (id, occurred_at, customer_id, actor_user_id, actor_username, support_agent, action, outcome, target_type, target_id, details, correlation_id, ip, category, kind, product, seq, prev_hash, hash, record_version, consumer_name, ssn_last4, permissible_purpose, product_code) values ${values.join(',')}`),
    );
    values = [];
  };
  for (let i = 0; i < EVENTS; i++) {
    const report = i % reportEvery < 2;
    const category = report ? 'report' : 'user';
    const key = chainKeyOf(customerId, category);
    const head = heads.get(key) ?? { seq: 0, hash: '' };
    const n = head.seq;
    const occurredAt = new Date(start.getTime() + i * step).toISOString().replace('Z', '000Z');
    const user = `bench.user${i % USERS}`;
    let action: string;
    let kind: string;
    let product: string | null = null;
    let details: string | null = null;
    if (report) {
      kind = REPORT_KINDS[n % REPORT_KINDS.length]!;
      action = kind === 'ordered' ? 'report.ordered' : kind === 'viewed' ? 'report.viewed' : 'report.pdf-downloaded';
      product = PRODUCTS[Math.floor(n / 4) % PRODUCTS.length]!;
      details = `{"product": "${product}", "productCode": "CCR", "permissiblePurpose": "CREDIT_TRANSACTION"}`;
    } else {
      [kind, action] = USER_KINDS[n % USER_KINDS.length]!;
    }
    const seq = String(n + 1);
    const fields = {
      id: String(id),
      customerId,
      category,
      seq,
      occurredAt,
      actorUserId: null,
      actorUsername: user,
      supportAgent: null,
      action,
      outcome: 'success',
      targetType: report ? 'inquiry' : 'user',
      targetId: report ? `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` : user,
      details,
      correlationId: null,
      ip: '10.0.0.1',
      kind,
      product,
      consumerName: report ? `BENCH CONSUMER ${i % 1000}` : null,
      ssnLast4: report ? String(i % 10_000).padStart(4, '0') : null,
      permissiblePurpose: report ? 'CREDIT_TRANSACTION' : null,
      productCode: report ? 'CCR' : null,
    };
    const hash = chainHash(head.hash, canonicalRecord(fields, 2));
    values.push(
      `(${id}, '${occurredAt}', '${customerId}', null, ${esc(user)}, null, ${esc(action)}, 'success', ${esc(fields.targetType)}, ${esc(fields.targetId)}, ${details === null ? 'null' : `${esc(details)}::jsonb`}, null, '10.0.0.1', '${category}', '${kind}', ${esc(product)}, ${seq}, ${esc(head.hash)}, '${hash}', 2, ${esc(fields.consumerName)}, ${esc(fields.ssnLast4)}, ${esc(fields.permissiblePurpose)}, ${esc(fields.productCode)})`,
    );
    heads.set(key, { seq: n + 1, hash });
    id += 1;
    if (values.length === 2000) await flush();
  }
  await flush();
  await db.execute(sql`set session_replication_role = origin`);
  for (const [key, head] of heads) {
    await db.execute(sql`insert into audit_chain_heads (chain_key, seq, hash) values (${key}, ${head.seq}, ${head.hash})
      on conflict (chain_key) do update set seq = excluded.seq, hash = excluded.hash`);
  }
  await db.execute(sql`select setval('audit_events_id_seq', ${id})`);
  await db.execute(sql`analyze audit_events`);
}

async function main() {
  const keep = process.env.BENCH_KEEP_DIR;
  const reuse = keep !== undefined && fs.existsSync(path.join(keep, 'postgres'));
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-audit-bench-'));
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_IP_ATTEMPTS_PER_MINUTE: '100000' });
  const database = await openDatabase({ kind: 'embedded', dataDir });
  const db = database.db;
  const start = new Date(Date.UTC(2024, 0, 1));
  if (!reuse) await seedDemoData(db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const { customerId, headers } = await benchSession(app, 'demo.admin');
  let loadSeconds = 0;
  if (!reuse) {
    const t0 = performance.now();
    await loadEvents(db, customerId, start);
    loadSeconds = (performance.now() - t0) / 1000;
  }

  // 1. filtered pages
  const day = (d: number) => {
    const x = new Date(start.getTime() + d * 86_400_000);
    return `${String(x.getUTCMonth() + 1).padStart(2, '0')}/${String(x.getUTCDate()).padStart(2, '0')}/${x.getUTCFullYear()}`;
  };
  const queries = [
    (i: number) => `report-history?userName=bench.user${i % USERS}&pageNumber=${1 + (i % 5)}`,
    (i: number) => `report-history?event=ordered&fromDate=${day(i % 700)}&toDate=${day((i % 700) + 30)}&pageNumber=${1 + (i % 5)}`,
    (i: number) => `report-history?product=${PRODUCTS[i % 4]}&userName=bench.user${i % USERS}`,
    (i: number) => `user-activity?event=mfa&userName=bench.user${i % USERS}&fromDate=${day(i % 700)}`,
    (i: number) => `user-activity?event=impersonation&pageNumber=${1 + (i % 5)}`,
    (i: number) => `user-activity?fromDate=${day(i % 700)}&toDate=${day(i % 700)}`,
  ];
  const base = `/api/audit/customers/${customerId}/`;
  for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url: base + queries[i % queries.length]!(i), headers }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: base + queries[i % queries.length]!(i), headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`page ${queries[i % queries.length]!(i)}: ${res.statusCode} ${res.body}`);
  }

  // 2. the CSV of 100,000 events over real HTTP
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const csvOnce = () =>
    new Promise<{ seconds: number; lines: number; peakRssGrowth: number }>((resolve, reject) => {
      global.gc?.();
      const rss0 = process.memoryUsage().rss;
      let peak = rss0;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const t0 = performance.now();
      let lines = 0;
      http.get(`${address}${base}report-history/download?event=ordered`, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`csv: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          for (const b of chunk) if (b === 10) lines++;
        });
        res.on('end', () => {
          clearInterval(sampler);
          resolve({ seconds: (performance.now() - t0) / 1000, lines, peakRssGrowth: peak - rss0 });
        });
        res.on('error', reject);
      });
    });
  const csvRuns = [await csvOnce(), await csvOnce(), await csvOnce()];

  // 3. verifying every chain
  const v0 = performance.now();
  const verified = await verifyDatabase(db);
  const verifySeconds = (performance.now() - v0) / 1000;

  const summary = {
    events: EVENTS,
    loadSeconds: Math.round(loadSeconds),
    pageP50Ms: ms(pct(times, 50)),
    pageP99Ms: ms(pct(times, 99)),
    csvRows: csvRuns.map((r) => r.lines - 1),
    csvSeconds: csvRuns.map((r) => ms(r.seconds)),
    csvPeakRssGrowthMiB: csvRuns.map((r) => mib(r.peakRssGrowth)),
    verifiedEvents: verified.checked,
    verifyProblems: verified.problems.length,
    verifySeconds: ms(verifySeconds),
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    cpus: os.cpus().length,
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(`
| Audit logs, ${EVENTS.toLocaleString('en-US')} events in one company (embedded PostgreSQL) | target | measured |
|---|---|---|
| filtered page, p50 / p99 (${REQUESTS} requests) | p99 ≤ 50 ms | ${summary.pageP50Ms} / ${summary.pageP99Ms} ms |
| CSV of ${summary.csvRows[0]} events (3 runs) | ≤ 3 s, flat memory | ${summary.csvSeconds.join(' / ')} s; peak RSS growth ${summary.csvPeakRssGrowthMiB.join(' / ')} MiB |
| verify ${summary.verifiedEvents.toLocaleString('en-US')} events | ≤ 10 s | ${summary.verifySeconds} s (${summary.verifyProblems} problems) |
load average ${summary.loadAverage.join(' ')} on ${summary.cpus} CPUs`);
  await app.close();
  await database.close();
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
