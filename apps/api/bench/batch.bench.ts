/**
 * Batch benchmark (issues 14 and 29). For each phase, a CSV of BENCH_BATCH_ROWS consumers (default
 * 200,000) is submitted as a stream through the server's own request injection, checked (the dry run),
 * confirmed and ordered by the queue against the sandbox bureau, while another user reads My Reports
 * pages throughout the run. Prints each phase's rates, the page latencies, the memory seen while the
 * file streamed and, on PostgreSQL, what the database's sessions waited on while the rows were ordered.
 *
 *   npm run bench:batch                      BENCH_BATCH_ROWS=20000 for a shorter run
 *   DATABASE_URL=postgres://…/test npm run bench:batch
 *       a fresh database on that server (BENCH_DATABASE_PREFIX, default creditdesk_bench), and the
 *       phases BENCH_PHASES (default "1,2"): that many worker-only processes (npm run worker's entry)
 *       each, with BENCH_WORKER_LOOPS loops (default 2); the ratio of the last phase to the first.
 *   Without DATABASE_URL, the app's default database in a temporary DATA_DIR; a database no other
 *   process can reach runs one phase, the server's own BATCH_WORKERS loops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { decodeJwt } from 'jose';
import { benchToken } from './bench-session.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/demo-seed.js';
import { databaseUrl, onServer } from '../src/testing/test-database.js';

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 200_000);
const READERS_PER_SECOND = Number(process.env.BENCH_READERS_PER_SECOND ?? 20);
const PHASES = (process.env.BENCH_PHASES ?? process.env.BENCH_WORKER_PROCESSES ?? '1,2').split(',').map(Number);
const WORKER_LOOPS = process.env.BENCH_WORKER_LOOPS ?? '2';

/** Every worker started, stopped when the benchmark ends, also when it fails. */
const children = new Set<ChildProcess>();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** Worker-only processes on the benchmark's database and keys; resolve once each has started. */
async function startWorkers(count: number, env: Record<string, string>): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: count }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/worker.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      child.once('exit', () => children.delete(child));
      return new Promise<ChildProcess>((resolve, reject) => {
        let out = '';
        const read = (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('batch worker running')) resolve(child);
        };
        child.stdout!.on('data', read);
        child.stderr!.on('data', read);
        child.once('exit', (code) => reject(new Error(`a worker exited (${code}): ${out}`)));
      });
    }),
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const mib = (n: number) => round(n / 1024 / 1024);

const memory: number[] = [];
const heap: number[] = [];
/** the process's memory, taken as the file streams (each thousand lines the server asks for). */
function sample() {
  const m = process.memoryUsage();
  memory.push(m.rss);
  heap.push(m.heapUsed);
}

/** One consumer a line, generated as the reader asks (the benchmark never holds the file either). */
function csvStream(rows: number, boundary: string): Readable {
  async function* parts() {
    yield `--${boundary}\r\ncontent-disposition: form-data; name="product"\r\n\r\nacrov6\r\n`;
    yield `--${boundary}\r\ncontent-disposition: form-data; name="accountNumber"\r\n\r\n100200300\r\n`;
    yield `--${boundary}\r\ncontent-disposition: form-data; name="permissiblePurpose"\r\n\r\nCREDIT_TRANSACTION\r\n`;
    yield `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.csv"\r\ncontent-type: text/csv\r\n\r\n`;
    yield 'First Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP,Reference\r\n';
    const lines: string[] = [];
    for (let i = 1; i <= rows; i += 1) {
      // SSNs 100-01-0001 … spread over areas 100–599 (all issued), so every row is a different consumer
      const area = 100 + (i % 500);
      const serial = String(1 + Math.floor(i / 500)).padStart(4, '0');
      lines.push(`Bench${String.fromCharCode(65 + (i % 26))},Consumer,${area}-${String(10 + (i % 89))}-${serial},${1950 + (i % 50)}-0${1 + (i % 9)}-1${i % 10},${i} Main St,Columbus,OH,43004,BENCH-${i}\r\n`);
      if (lines.length === 1000) {
        sample();
        yield lines.join('');
        lines.length = 0;
      }
    }
    if (lines.length) yield lines.join('');
    yield `\r\n--${boundary}--\r\n`;
  }
  return Readable.from(parts());
}

/** What the database's sessions are doing, sampled every 200 ms (PostgreSQL): wait events and the statements that wait. */
function startProfile(serverUrl: string, database: string) {
  const waits = new Map<string, number>();
  let samples = 0;
  let on = true;
  const client = new pg.Client({ connectionString: serverUrl });
  const done = (async () => {
    await client.connect();
    while (on) {
      const { rows } = await client.query<{ w: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' | ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as w
         from pg_stat_activity where datname = $1 and state <> 'idle' and pid <> pg_backend_pid()`,
        [database],
      );
      samples += 1;
      for (const { w } of rows) waits.set(w, (waits.get(w) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 200));
    }
    await client.end();
  })();
  return async () => {
    on = false;
    await done;
    const top = [...waits].sort((x, y) => y[1] - x[1]).slice(0, 12);
    return { samples, busySessionsPerSample: round([...waits.values()].reduce((n, v) => n + v, 0) / Math.max(1, samples), 2), top: Object.fromEntries(top) };
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-batch-bench-'));
  const serverUrl = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  const benchDatabase = `${process.env.BENCH_DATABASE_PREFIX ?? 'creditdesk_bench'}_${randomBytes(4).toString('hex')}`;
  if (serverUrl) await onServer(serverUrl, `create database "${benchDatabase}"`);
  const pgUrl = serverUrl ? databaseUrl(serverUrl, benchDatabase) : undefined;
  // worker processes join the same database: DATABASE_URL's, or the embedded server under DATA_DIR (issue 29)
  const phases = PHASES;
  const inProcessWorkers = '0';
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BATCH_WORKERS: inProcessWorkers, BATCH_IDLE_MS: '100', BATCH_CHUNK_SIZE: process.env.BENCH_CHUNK ?? '200', CLEANUP_INTERVAL_SECONDS: '86400', ACCESS_TOKEN_TTL_SECONDS: '86400', ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) });
  const database = pgUrl ? await openDatabase({ kind: 'postgres', url: pgUrl }) : await openDatabase({ kind: 'embedded', dataDir });
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const submitter = await benchToken(app, 'demo.user');
  const reader = await benchToken(app, 'demo.admin'); // (the tokens outlive the run: ACCESS_TOKEN_TTL_SECONDS above)
  const customerId = String(decodeJwt(submitter).customerId);

  // ---- a reader of My Reports throughout the run (each phase keeps its own latencies) -----------
  let latencies: number[] = [];
  const allLatencies: number[] = [];
  let reading = true;
  const readerLoop = (async () => {
    while (reading) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/reportinquiries/extract/customers/${customerId}/pages?pageNumber=1&pageSize=10`, headers: { authorization: `Bearer ${reader}` } });
      if (res.statusCode !== 200) throw new Error(`My Reports answered ${res.statusCode}`);
      const ms = performance.now() - started;
      latencies.push(ms);
      allLatencies.push(ms);
      await new Promise((r) => setTimeout(r, 1000 / READERS_PER_SECOND));
    }
  })();
  const latencySummary = (xs: number[]) => ({ requests: xs.length, p50ms: round(pct(xs, 50), 2), p99ms: round(pct(xs, 99), 2), maxMs: round(Math.max(...xs), 2) });

  const results = [];
  for (const processes of phases) {
    memory.length = 0;
    heap.length = 0;
    latencies = [];
    // ---- the dry run: the file streamed in, every row checked and stored ------------------------
    const boundary = 'benchboundary7d1f';
    const t0 = performance.now();
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/consumers/batchs/submission',
      headers: { authorization: `Bearer ${submitter}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: csvStream(ROWS, boundary),
    });
    const dryRunSeconds = (performance.now() - t0) / 1000;
    if (submitted.statusCode !== 201) throw new Error(`submission answered ${submitted.statusCode}: ${submitted.body.slice(0, 500)}`);
    const { batch } = submitted.json();
    if (batch.counts.invalid !== 0) throw new Error(`${batch.counts.invalid} rows refused: ${JSON.stringify(submitted.json().errors.slice(0, 3))}`);

    // ---- ordering: the queue at work ------------------------------------------------------------
    const workers = processes > 0 ? await startWorkers(processes, { NODE_ENV: 'test', DATA_DIR: dataDir, ...(pgUrl ? { DATABASE_URL: pgUrl } : {}), LOG_LEVEL: 'warn', BATCH_WORKERS: WORKER_LOOPS, BATCH_IDLE_MS: '100' }) : [];
    const profile = pgUrl && process.env.BENCH_PROFILE !== '0' ? startProfile(serverUrl!, benchDatabase) : undefined;
    const loadBefore = os.loadavg()[0];
    const t1 = performance.now();
    const confirmed = await app.inject({ method: 'POST', url: `/api/consumers/batchs/${batch.batchId}/confirm`, headers: { authorization: `Bearer ${submitter}` } });
    if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
    let status = 'queued';
    let counts = { completed: 0, failed: 0 };
    // the rate over each tenth of the batch: a queue that slows as its done rows pile up shows here
    const tenths: number[] = [];
    let tenthStarted = performance.now();
    while (status !== 'completed') {
      await new Promise((r) => setTimeout(r, 500));
      const res = await app.inject({ method: 'GET', url: `/api/consumers/batchs/${batch.batchId}/details`, headers: { authorization: `Bearer ${submitter}` } });
      if (res.statusCode !== 200) throw new Error(`the batch's details answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const d = res.json();
      status = d.status;
      counts = d.counts;
      while (tenths.length < 10 && counts.completed >= ((tenths.length + 1) * ROWS) / 10) {
        const now = performance.now();
        tenths.push(Math.round(ROWS / 10 / ((now - tenthStarted) / 1000)));
        tenthStarted = now;
      }
    }
    const orderSeconds = (performance.now() - t1) / 1000;
    const waits = await profile?.();
    await Promise.all(workers.map((w) => new Promise<void>((resolve) => {
      w.once('exit', () => resolve());
      w.kill('SIGTERM');
    })));
    results.push({
      workers: processes > 0 ? `${processes} worker process${processes === 1 ? '' : 'es'} × ${WORKER_LOOPS} loops` : `${inProcessWorkers} loop(s) in the server process`,
      rows: ROWS,
      dryRun: { seconds: round(dryRunSeconds), rowsPerSecond: Math.round(ROWS / dryRunSeconds), rssMiB: { min: mib(Math.min(...memory)), max: mib(Math.max(...memory)) }, heapMiB: { min: mib(Math.min(...heap)), max: mib(Math.max(...heap)) } },
      ordering: { seconds: round(orderSeconds), rowsPerSecond: Math.round(ROWS / orderSeconds), rowsPerSecondByTenth: tenths, completed: counts.completed, failed: counts.failed },
      endToEnd: { seconds: round(dryRunSeconds + orderSeconds), rowsPerSecond: Math.round(ROWS / (dryRunSeconds + orderSeconds)) },
      loadAverage1m: { atConfirm: round(loadBefore, 2), atEnd: round(os.loadavg()[0], 2) },
      myReportsDuringPhase: latencySummary(latencies),
      ...(waits ? { databaseWaitsWhileOrdering: waits } : {}),
    });
  }
  reading = false;
  await readerLoop;

  const first = results[0]!;
  const last = results[results.length - 1]!;
  const summary = {
    database: pgUrl ? 'postgresql' : 'embedded postgresql (the default, under DATA_DIR)',
    phases: results,
    ...(results.length > 1 ? { lastOverFirst: { ordering: round(last.ordering.rowsPerSecond / first.ordering.rowsPerSecond, 2), endToEnd: round(last.endToEnd.rowsPerSecond / first.endToEnd.rowsPerSecond, 2) } } : {}),
    myReportsThroughout: latencySummary(allLatencies),
    loadAverage: os.loadavg().map((l) => round(l, 2)),
  };
  console.log(JSON.stringify(summary, null, 2));
  await app.close();
  await database.close();
  if (serverUrl) await onServer(serverUrl, `drop database if exists "${benchDatabase}" with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
