/**
 * Machine-client orders (issue 34): credit report orders per second over real HTTP, driven by wrk at
 * 50 connections on loopback, by an API client holding its token (client credentials) and by a
 * person signed in to the portal, each as a share of a bare Fastify route measured in the same run
 * (before and after), each order path twice (person, machine, machine, person). The machine's path adds the client's row read, its call rate and last use at
 * every call; the rest is the person's pipeline (validation, the sandbox bureau, storage, billing, audit).
 *
 *   npm run bench:api-clients                          the embedded PostgreSQL (the default server)
 *   DATABASE_URL=postgres://… npm run bench:api-clients   PostgreSQL (a database of its own, dropped after)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_PORT=41200 (the bare route on it, the portal on the next)
 *
 * Needs wrk: `apt-get update && apt-get install -y wrk` (Debian).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import Fastify from 'fastify';
import { benchSession } from './bench-session.js';
import { type WrkResult, requireWrk, wrkRun } from './wrk.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/demo-seed.js';
import { SANDBOX_PERSONAS } from '../src/datasources/sandbox/personas.js';
import { consumerRequest } from '../src/testing/consumer-requests.js';
import { createTestDatabase } from '../src/testing/test-database.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ORDER_PATH = '/api/consumers/reports/acrov6';

const meanOf = (a: WrkResult, b: WrkResult): WrkResult => ({
  requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
  p50Ms: Math.round(((a.p50Ms + b.p50Ms) / 2) * 100) / 100,
  p99Ms: Math.max(a.p99Ms, b.p99Ms),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});

async function main() {
  requireWrk();
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const run = (url: string, headers: Record<string, string>, post?: unknown, seconds = SECONDS) => wrkRun(url, headers, { connections: CONNECTIONS, seconds, post });

  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const bareUrl = await bare.listen({ port: basePort ?? 0, host: '127.0.0.1' });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-api-clients-'));
  // thousands of orders a minute from one person and one client: their rates are lifted
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    API_CLIENT_TOKEN_TTL_SECONDS: '3600',
    ORDER_RATE_PER_MINUTE: '100000000',
    API_CLIENT_CALLS_PER_MINUTE: '100000000',
  });
  const database = process.env.DATABASE_URL ? await createTestDatabase() : await openDatabase({ kind: 'embedded', dataDir });
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, logStream: pino.destination({ dest: '/dev/null', sync: true }) });
  await app.ready();

  // the person: demo.user signed in; the machine: an API client of the same company, its token held
  const person = await benchSession(app, 'demo.user');
  const admin = await benchSession(app, 'demo.admin');
  const created = await app.inject({ method: 'POST', url: `/api/customers/${admin.customerId}/apiclients`, headers: admin.headers, payload: { name: 'Bench LOS', scopes: ['reports:order'] } });
  if (created.statusCode !== 200) throw new Error(`client: ${created.statusCode} ${created.body}`);
  const { clientId, clientSecret } = created.json() as { clientId: string; clientSecret: string };
  const issued = await app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (issued.statusCode !== 200) throw new Error(`token: ${issued.statusCode} ${issued.body}`);
  const machineHeaders = { authorization: `Bearer ${issued.json().access_token as string}` };

  const portalUrl = await app.listen({ port: basePort ? basePort + 1 : 0, host: '127.0.0.1' });
  const body = consumerRequest(SANDBOX_PERSONAS[0]);
  for (const headers of [person.headers, machineHeaders]) {
    const res = await fetch(`${portalUrl}${ORDER_PATH}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`order: ${res.status} ${await res.text()}`);
  }

  // warm-up, then each in turn; the bare route before and after
  await run(`${bareUrl}/hello`, {}, undefined, 3);
  await run(`${portalUrl}${ORDER_PATH}`, person.headers, body, 3);
  await run(`${portalUrl}${ORDER_PATH}`, machineHeaders, body, 3);
  // person, machine, machine, person: each the mean of its two runs, so neither gains from going first on a busy machine
  const bareBefore = await run(`${bareUrl}/hello`, {});
  const personFirst = await run(`${portalUrl}${ORDER_PATH}`, person.headers, body);
  const machineFirst = await run(`${portalUrl}${ORDER_PATH}`, machineHeaders, body);
  const machineSecond = await run(`${portalUrl}${ORDER_PATH}`, machineHeaders, body);
  const personSecond = await run(`${portalUrl}${ORDER_PATH}`, person.headers, body);
  const bareAfter = await run(`${bareUrl}/hello`, {});
  const personOrders = meanOf(personFirst, personSecond);
  const machineOrders = meanOf(machineFirst, machineSecond);
  const bareRps = Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2);
  const loadAfter = os.loadavg().map((l) => Math.round(l * 100) / 100);

  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const share = (r: WrkResult) => `${Math.round((r.requestsPerSecond / bareRps) * 1000) / 10} %`;
  const summary = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`,
    database: database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PostgreSQL',
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    bare: { before: bareBefore, after: bareAfter },
    personOrders: { runs: [personFirst, personSecond], mean: personOrders },
    machineOrders: { runs: [machineFirst, machineSecond], mean: machineOrders },
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(`
${summary.database}, ${CONNECTIONS} connections, ${SECONDS} s each, load ${loadBefore.join(' ')} → ${loadAfter.join(' ')}
| route | req/s (mean of two runs) | p50 | p99 (worse run) | share of bare Fastify |
|---|---|---|---|---|
| bare Fastify (mean of before/after) | ${bareRps} | ${bareBefore.p50Ms} ms | ${bareBefore.p99Ms} ms | 100 % |
| credit report order, a person (portal token) | ${personOrders.requestsPerSecond} | ${personOrders.p50Ms} ms | ${personOrders.p99Ms} ms | ${share(personOrders)} |
| credit report order, an API client (token held) | ${machineOrders.requestsPerSecond} | ${machineOrders.p50Ms} ms | ${machineOrders.p99Ms} ms | ${share(machineOrders)} |`);
  for (const r of [personOrders, machineOrders]) if (r.non2xx > 0) console.error(`warning: ${r.non2xx} answers were not 2xx`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
