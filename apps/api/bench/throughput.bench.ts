/**
 * API throughput (issue 12): requests per second over real HTTP, driven by wrk at 50 connections on
 * loopback, for a bare Fastify route (the same Fastify version, nothing else) and the portal's routes
 * (buildApp from the api, with its request logging at the configured level written to /dev/null) in
 * the same process, one after the other: the authenticated users list page of a company of 100,000
 * users and My Reports (the reports list of the company's stored inquiries). Each route's share of
 * the bare route shows the cost of everything the portal adds. Then the idle RSS of the real server
 * (src/server.ts on the embedded PostgreSQL, demo data) a few seconds after it starts: the Node process and
 * every process of the database server, RSS and PSS summed.
 *
 *   npm run bench:throughput                         the embedded PostgreSQL (the default server)
 *   DATABASE_URL=postgres://… npm run bench:throughput   PostgreSQL (a database of its own, dropped after)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_USERS=100000 BENCH_INQUIRIES=10000 LOG_LEVEL=info
 *   BENCH_SKIP_RSS=1                                 skip the idle-RSS measure; BENCH_RSS_ONLY=1 only that
 *   BENCH_PORT=41100                                 the bare route, the portal and the idle server on it and the next two (else any free port)
 *   BENCH_PROFILE=/tmp/prof                          a CPU profile of the server during each portal route's run
 *                                                    (<route>.cpuprofile: open in Chrome DevTools or speedscope)
 *
 * Needs wrk: `apt-get update && apt-get install -y wrk` (Debian).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pino from 'pino';
import { benchSession, copyInquiries } from './bench-session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { seedDemoData } from '../src/demo-seed.js';
import { SANDBOX_PERSONAS } from '../src/datasources/sandbox/personas.js';
import { consumerRequest } from '../src/testing/consumer-requests.js';
import { createTestDatabase } from '../src/testing/test-database.js';
import { analyzeUsers, loadUsers } from './load-users.js';
import { type WrkResult, requireWrk, wrkRun } from './wrk.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 1000);
const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 10_000);

/**
 * The real server (src/server.ts, or dist/server.js when built) as a child on a fresh DATA_DIR, the memory
 * of it and its database server's processes 5 s after it listens: on the first start (the database created,
 * demo data written) and after a restart on the same directory (what a running installation sees).
 */
const wrk = (url: string, headers: Record<string, string>, seconds = SECONDS) => wrkRun(url, headers, { connections: CONNECTIONS, seconds });

async function idleServerRss(): Promise<{ firstStartMiB: number; restartMiB: number; firstStartPssMiB: number; restartPssMiB: number; runner: string }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const apiDir = path.resolve(here, '..');
  const dist = path.join(apiDir, 'dist', 'server.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-rss-'));
  const useDist = fs.existsSync(dist) && process.env.BENCH_RSS_FROM_SOURCE === undefined;
  const args = useDist ? [dist] : ['--import', 'tsx', path.join(apiDir, 'src', 'server.ts')];
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 2 : 20_000 + (process.pid % 10_000);
  const env = { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development' };
  const once = async () => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
        child.stdout.on('data', (d: Buffer) => {
          if (d.toString().includes('Creditdesk is running')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`the server exited (${code})`)));
      });
      await new Promise((r) => setTimeout(r, 5000));
      return memoryOf([child.pid!, ...postgresPids(path.join(dataDir, 'postgres'))]);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };
  try {
    const first = await once();
    const restart = await once();
    return { firstStartMiB: first.rssMiB, restartMiB: restart.rssMiB, firstStartPssMiB: first.pssMiB, restartPssMiB: restart.pssMiB, runner: useDist ? 'node dist/server.js' : 'node --import tsx src/server.ts' };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The embedded server's postmaster (postmaster.pid) and its children (backends, checkpointer, …). */
function postgresPids(pgdata: string): number[] {
  const file = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(file)) return [];
  const postmaster = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  const children = fs.readdirSync(`/proc/${postmaster}/task`).flatMap((t) => fs.readFileSync(`/proc/${postmaster}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  return [postmaster, ...children];
}

/** Summed RSS (shared pages counted in every process) and PSS (shared pages divided among their sharers). */
function memoryOf(pids: number[]): { rssMiB: number; pssMiB: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return { rssMiB: Math.round(rss / 1024), pssMiB: Math.round(pss / 1024) };
}

/** With BENCH_PROFILE set: this process's CPU profile while `run` drives the portal. */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function main() {
  if (process.env.BENCH_RSS_ONLY) {
    const idle = await idleServerRss();
    console.log(idleLine(idle));
    return;
  }
  requireWrk();
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);

  // The bare route: the same Fastify, one JSON answer, no logger.
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const bareUrl = await bare.listen({ port: basePort ?? 0, host: '127.0.0.1' });

  // The portal on its own database: PostgreSQL when DATABASE_URL is set, else the embedded PostgreSQL under DATA_DIR.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-throughput-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOGIN_IP_ATTEMPTS_PER_MINUTE: '100000',
  });
  // the embedded server as `npm start` opens it; PostgreSQL: a database of its own
  const database = process.env.DATABASE_URL ? await createTestDatabase() : await openDatabase({ kind: 'embedded', dataDir });
  const db = database.db;
  await seedDemoData(db);
  // Request logs as the server writes them (synchronously), to a sink nobody reads.
  const app = await buildApp({ config, database, logStream: pino.destination({ dest: '/dev/null', sync: true }) });
  await app.ready();

  const { customerId, headers } = await benchSession(app, 'demo.admin');

  const t0 = Date.now();
  await loadUsers(db, customerId, { users: USERS, groups: GROUPS });
  await analyzeUsers(db);
  // My Reports: one real order, copied INQUIRIES times for the company (demo.admin sees the company's).
  const order = await app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(SANDBOX_PERSONAS[0]), headers });
  if (order.statusCode !== 200) throw new Error(`order: ${order.statusCode} ${order.body}`);
  await copyInquiries(db, INQUIRIES);
  await db.execute(sql`analyze report_inquiries`);
  const counts = rowsOf<{ users: number; inquiries: number }>(
    await db.execute(sql`select (select users from user_counters where customer_id = ${customerId}) as users,
      (select count(*)::int from report_inquiries where customer_id = ${customerId}) as inquiries`),
  )[0];
  console.error(`loaded ${counts.users} users and ${counts.inquiries} inquiries in ${Math.round((Date.now() - t0) / 100) / 10} s`);

  const portalUrl = await app.listen({ port: basePort ? basePort + 1 : 0, host: '127.0.0.1' });
  const routes = {
    usersList: `${portalUrl}/api/users/customers/${customerId}?pageNumber=1&pageSize=10&groupName=true`,
    myReports: `${portalUrl}/api/reportinquiries/extract/customers/${customerId}/pages?pageNumber=1&pageSize=10`,
  };
  for (const url of Object.values(routes)) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  }

  // Warm-up (JIT, pools, caches), then each measured in turn; the bare route before and after the portal's.
  await wrk(`${bareUrl}/hello`, {}, 3);
  for (const url of Object.values(routes)) await wrk(url, headers, 3);
  const bareBefore = await wrk(`${bareUrl}/hello`, {});
  const usersList = await profiled('users-list', () => wrk(routes.usersList, headers));
  const myReports = await profiled('my-reports', () => wrk(routes.myReports, headers));
  const bareAfter = await wrk(`${bareUrl}/hello`, {});
  const bareRps = Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2);
  const loadAfterRuns = os.loadavg().map((l) => Math.round(l * 100) / 100);

  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const idle = process.env.BENCH_SKIP_RSS ? undefined : await idleServerRss();
  const share = (r: WrkResult) => `${Math.round((r.requestsPerSecond / bareRps) * 1000) / 10} %`;
  const summary = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`,
    database: database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PostgreSQL',
    logLevel: config.logLevel,
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverageBefore: loadBefore,
    loadAverageAfterRuns: loadAfterRuns,
    users: counts.users,
    inquiries: counts.inquiries,
    bare: { before: bareBefore, after: bareAfter },
    usersList,
    myReports,
    idleServerRssMiB: idle && { firstStart: idle.firstStartMiB, restart: idle.restartMiB },
    idleServerPssMiB: idle && { firstStart: idle.firstStartPssMiB, restart: idle.restartPssMiB },
    idleServerRunner: idle?.runner,
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(`
${summary.database}, ${CONNECTIONS} connections, ${SECONDS} s each, log level ${config.logLevel}, load ${loadBefore.join(' ')} → ${loadAfterRuns.join(' ')}
| route | req/s | p50 | p99 | share of bare Fastify |
|---|---|---|---|---|
| bare Fastify (mean of before/after) | ${bareRps} | ${bareBefore.p50Ms} ms | ${bareBefore.p99Ms} ms | 100 % |
| users list page (${counts.users} users) | ${usersList.requestsPerSecond} | ${usersList.p50Ms} ms | ${usersList.p99Ms} ms | ${share(usersList)} |
| My Reports page (${counts.inquiries} inquiries) | ${myReports.requestsPerSecond} | ${myReports.p50Ms} ms | ${myReports.p99Ms} ms | ${share(myReports)} |
${idle ? `\n${idleLine(idle)}` : ''}`);
  for (const r of [usersList, myReports]) if (r.non2xx > 0) console.error(`warning: ${r.non2xx} answers were not 2xx`);
}

function idleLine(idle: Awaited<ReturnType<typeof idleServerRss>>): string {
  return `idle server (Node + embedded PostgreSQL's processes) 5 s after start (${idle.runner}): first start RSS ${idle.firstStartMiB} MiB / PSS ${idle.firstStartPssMiB} MiB, restart RSS ${idle.restartMiB} MiB / PSS ${idle.restartPssMiB} MiB`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
