/**
 * The cost of observability (docs/operations.md, Metrics and traces): requests per second over real
 * HTTP (wrk on loopback) for the users list page and an order (a credit report, acrov6: the sandbox
 * bureau, the inquiry stored with its audit event), each on four apps in this one process that differ
 * only in their settings: nothing on (the reference), metrics (METRICS_TOKEN), traces at 100 % and at
 * 10 % (OTEL_EXPORTER_OTLP_ENDPOINT: the real OTLP exporter, to a receiver in a child process that
 * drains what it is sent). Each app has its own connection pool on the same database. Every share is
 * the route's req/s, and this process's CPU time per request, on that app over the same route's with
 * nothing on (the mean of a run before and one after the others); the CPU figure is the one to read on
 * a loaded machine.
 *
 *   npm run bench:observability                          the embedded PostgreSQL
 *   DATABASE_URL=postgres://… npm run bench:observability   PostgreSQL (a database of its own, dropped after)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_USERS=10000
 *
 * Needs wrk: `apt-get update && apt-get install -y wrk` (Debian).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { benchSession } from './bench-session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/demo-seed.js';
import { SANDBOX_PERSONAS } from '../src/datasources/sandbox/personas.js';
import { consumerRequest } from '../src/testing/consumer-requests.js';
import { createTestDatabase } from '../src/testing/test-database.js';
import { analyzeUsers, loadUsers } from './load-users.js';
import { type WrkResult, requireWrk, wrkRun } from './wrk.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef0123';

type Measured = WrkResult & { cpuMsPerRequest: number };
type Variant = 'off' | 'metrics' | 'traces100' | 'traces10';
const LABELS: Record<Variant, string> = { off: 'nothing on', metrics: 'metrics', traces100: 'traces, 100 % sampled', traces10: 'traces, 10 % sampled' };

/** An OTLP receiver in a child process (its CPU is not the server's): answers 200 to everything, counts the posts. */
async function otlpReceiver(): Promise<{ url: string; stop: () => Promise<number> }> {
  const code = `const http = require('node:http'); let posts = 0;
    const s = http.createServer((q, r) => { q.resume(); q.on('end', () => { posts++; r.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(); }); });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));
    process.on('SIGTERM', () => { console.log('posts ' + posts); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      return Number(/posts (\d+)/.exec(out)?.[1] ?? 0);
    },
  };
}

async function main() {
  requireWrk();
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const receiver = await otlpReceiver();
  // the OTLP exporter reads its endpoint from the environment, as in production
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-observability-'));
  const first = process.env.DATABASE_URL ? await createTestDatabase() : await openDatabase({ kind: 'embedded', dataDir });
  await seedDemoData(first.db);
  const databases: Database[] = [first];
  const apps = {} as Record<Variant, FastifyInstance>;
  const urls = {} as Record<Variant, string>;
  const settings: Record<Variant, Record<string, string>> = {
    off: {},
    metrics: { METRICS_TOKEN },
    traces100: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_TRACES_SAMPLER_ARG: '1' },
    traces10: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_TRACES_SAMPLER_ARG: '0.1' },
  };
  for (const variant of Object.keys(settings) as Variant[]) {
    // a pool of its own: tracing wraps its app's pool
    const database = variant === 'off' ? first : await openDatabase({ kind: 'postgres', url: first.url });
    if (database !== first) databases.push(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOGIN_IP_ATTEMPTS_PER_MINUTE: '100000',
      ORDER_RATE_PER_MINUTE: '100000000',
      ...settings[variant],
    });
    apps[variant] = await buildApp({ config, database, logger: false });
    await apps[variant].ready();
    urls[variant] = await apps[variant].listen({ port: 0, host: '127.0.0.1' });
  }

  const { customerId, headers } = await benchSession(apps.off, 'demo.admin');
  const t0 = Date.now();
  await loadUsers(first.db, customerId, { users: USERS, groups: Math.max(10, USERS / 100) });
  await analyzeUsers(first.db);
  console.error(`loaded ${USERS} users in ${Math.round((Date.now() - t0) / 100) / 10} s`);

  const order = consumerRequest(SANDBOX_PERSONAS[0]);
  const routes = {
    usersList: { label: `users list page (${USERS} users)`, path: `/api/users/customers/${customerId}?pageNumber=1&pageSize=10&groupName=true`, post: undefined as unknown },
    order: { label: 'order (acrov6 credit report, stored)', path: '/api/consumers/reports/acrov6', post: order as unknown },
  };
  for (const variant of Object.keys(apps) as Variant[]) {
    for (const route of Object.values(routes)) {
      const res = await fetch(`${urls[variant]}${route.path}`, route.post ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(route.post) } : { headers });
      if (res.status !== 200) throw new Error(`${variant} ${route.path}: ${res.status} ${await res.text()}`);
    }
  }
  // wrk, and this process's CPU time per request meanwhile (the apps are all this process's work; wrk and the
  // receiver are other processes): less moved by the machine's other load than req/s
  const run = async (variant: Variant, route: (typeof routes)[keyof typeof routes], seconds = SECONDS): Promise<Measured> => {
    const cpu = process.cpuUsage();
    const w = await wrkRun(`${urls[variant]}${route.path}`, headers, { connections: CONNECTIONS, seconds, ...(route.post ? { post: route.post } : {}) });
    const used = process.cpuUsage(cpu);
    return { ...w, cpuMsPerRequest: Math.round(((used.user + used.system) / 1000 / (w.requestsPerSecond * seconds)) * 1000) / 1000 };
  };

  const results: Record<string, Record<Variant | 'offAfter', Measured>> = {};
  for (const [key, route] of Object.entries(routes)) {
    for (const variant of Object.keys(apps) as Variant[]) await run(variant, route, 2); // warm-up
    const off = await run('off', route);
    const metrics = await run('metrics', route);
    const traces100 = await run('traces100', route);
    const traces10 = await run('traces10', route);
    const offAfter = await run('off', route);
    results[key] = { off, metrics, traces100, traces10, offAfter };
  }
  const loadAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const scrape = await fetch(`${urls.metrics}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const scrapeBytes = (await scrape.text()).length;

  for (const app of Object.values(apps)) await app.close(); // flushes the traces' last batch
  const posts = await receiver.stop();
  for (const database of databases.reverse()) await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const lines: string[] = [];
  for (const [key, r] of Object.entries(results)) {
    const reference = (r.off.requestsPerSecond + r.offAfter.requestsPerSecond) / 2;
    const cpuReference = (r.off.cpuMsPerRequest + r.offAfter.cpuMsPerRequest) / 2;
    const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
    const row = (label: string, w: Measured, share: string, cpu: string) =>
      `| ${routes[key as keyof typeof routes].label} | ${label} | ${w.requestsPerSecond} | ${w.p50Ms} ms | ${w.p99Ms} ms | ${share} | ${w.cpuMsPerRequest} ms | ${cpu} |`;
    lines.push(row(`${LABELS.off} (before / after)`, r.off, `100 % (${r.off.requestsPerSecond} / ${r.offAfter.requestsPerSecond} req/s)`, `100 % (${r.off.cpuMsPerRequest} / ${r.offAfter.cpuMsPerRequest} ms)`));
    for (const variant of ['metrics', 'traces100', 'traces10'] as const) lines.push(row(LABELS[variant], r[variant], pct(r[variant].requestsPerSecond / reference), pct(r[variant].cpuMsPerRequest / cpuReference)));
    for (const w of Object.values(r)) if (w.non2xx > 0) console.error(`warning: ${key}: ${w.non2xx} answers were not 2xx`);
  }
  console.log(JSON.stringify({ machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`, database: first.kind, connections: CONNECTIONS, seconds: SECONDS, loadBefore, loadAfter, otlpPosts: posts, scrapeBytes, results }, null, 2));
  console.log(`
${first.kind === 'postgres' ? 'PostgreSQL' : 'embedded PostgreSQL'}, wrk ${CONNECTIONS} connections, ${SECONDS} s a run, one process (4 apps), load ${loadBefore.join(' ')} → ${loadAfter.join(' ')}; ${posts} OTLP posts received; a /metrics scrape ${scrapeBytes} bytes
| route | settings | req/s | p50 | p99 | req/s as a share of nothing on | server CPU per request | CPU as a share of nothing on |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
