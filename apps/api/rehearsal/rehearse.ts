import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { startSandboxBureauServer } from '../src/datasources/sandbox/sandbox-bureau-server.js';
import { DEMO_PASSWORD } from '../src/demo-seed.js';
import { PULLS_AT_ONCE } from '../src/modules/batches/batch-processing.js';
import { startLoopbackS3 } from '../src/modules/efts/testing/loopback-s3.js';
import { freePort } from '../src/testing/free-port.js';
import { stepUpByTotp } from '../src/testing/step-up-by-totp.js';
import { LoadClient, type OpStats } from './load.js';
import { debianPostgresBin, startOwnPostgres } from './own-postgres.js';
import { type AppProcess, buildServer, haproxyConfig, sleep, startApp, startHaproxy, statusOf, waitFor } from './processes.js';

/*
 * The rehearsed deployment (docs/operations.md): HAProxy in front of two API processes and one batch
 * worker, on a PostgreSQL server and an S3-compatible store on loopback, under steady load (orders,
 * list reads, batches, a resumable upload). One API process is killed (SIGKILL), the other restarted
 * (SIGTERM: a rolling restart), then the database is stopped and started. It measures and returns
 * what happened; the invariants are read from the database and the bureau at the end.
 */

const PART_BYTES = 65_536;
const UPLOAD_PARTS = 48;
const BATCH_ROWS = { A: 600, B: 300 };
/** the worker's loops: a database outage may repeat at most the calls in flight, PULLS_AT_ONCE a loop. */
const WORKER_LOOPS = 1;

export type RehearsalReport = {
  seconds: number;
  events: { what: string; atSeconds: number; detail: string }[];
  ops: Record<string, OpStats>;
  orders: { acknowledged: number; acknowledgedMissing: string[]; duplicated: string[]; unacknowledged: number; unacknowledgedStored: number };
  batches: { label: string; rows: number; status: string; completed: number; failed: number; inquiries: number; neverPulled: number; pulledTwiceBeforeDbRestart: number; pulledTwice: number; repeatBound: number }[];
  upload: { parts: number; resumes: number; intact: boolean };
  readiness: { wentFalse: boolean; backTrueSeconds: number };
  rollingRestartExit: number | null;
  /** the processes that should still run at the end and do not (none: every process came through by itself). */
  exited: string[];
  unclean: string[];
};

export type RehearsalOptions = { dir?: string; log?: (line: string) => void };

/** What the rehearsal needs of the machine, or why it cannot run. */
export function rehearsalMissing(): string | undefined {
  if (!debianPostgresBin()) return 'PostgreSQL server binaries (apt-get install postgresql)';
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin')) if (fs.existsSync(path.join(dir, 'haproxy'))) return undefined;
  return 'HAProxy (apt-get install haproxy)';
}

export async function rehearse(options: RehearsalOptions = {}): Promise<RehearsalReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const at = () => Math.round((Date.now() - started) / 100) / 10;
  const events: RehearsalReport['events'] = [];
  const event = (what: string, detail = '') => {
    events.push({ what, atSeconds: at(), detail });
    log(`[${at().toFixed(1)} s] ${what}${detail ? `: ${detail}` : ''}`);
  };

  const dir = fs.mkdtempSync(path.join(options.dir ?? os.tmpdir(), 'creditdesk-rehearsal-'));
  // search permission (not read) for the PostgreSQL server's OS user, to reach its folder inside
  fs.chmodSync(dir, 0o711);
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const procs: AppProcess[] = [];
  try {
    const build = buildServer(`rehearsal-${process.pid}`);
    cleanups.push(() => fs.rmSync(build, { recursive: true, force: true }));
    event('the server built (tsup, as npm start does)');
    const postgres = startOwnPostgres(path.join(dir, 'postgres'), await freePort());
    cleanups.push(() => postgres.dispose());
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database creditdesk');
    await admin.end();
    const s3 = await startLoopbackS3('creditdesk-rehearsal');
    cleanups.push(() => s3.stop());
    const bureau = await startSandboxBureauServer({ deduplicates: false, delayMs: 60 });
    cleanups.push(() => bureau.close());
    event('PostgreSQL, the S3 server and the bureau started', `PostgreSQL on port ${postgres.port}`);

    const [front, port1, port2] = [await freePort(), await freePort(), await freePort()];
    const base = `http://127.0.0.1:${front}`;
    // the README's settings for several processes on one database; DATA_DIR shares the keys
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: postgres.url('creditdesk'),
      DATA_DIR: path.join(dir, 'data'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...s3.env,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      EFTS_PART_BYTES: String(PART_BYTES),
      BUREAU_URL: bureau.url,
      SHUTDOWN_DRAIN_SECONDS: '1',
      BATCH_WORKERS: '0',
      ORDER_RATE_PER_MINUTE: '100000',
      AUDIT_CHECKPOINT_INTERVAL_SECONDS: '0',
    };
    const workerEnv = { ...env, BATCH_WORKERS: String(WORKER_LOOPS), BATCH_CHUNK_SIZE: '25', BATCH_LEASE_SECONDS: '10', BATCH_IDLE_MS: '100' };
    const ready = (port: number) => `http://127.0.0.1:${port}/api/health/ready`;
    const startApi = async (name: string, port: number) => {
      const proc = startApp(name, build, 'server', env, dir, port);
      procs.push(proc);
      await waitFor(ready(port), 200, 180_000, proc);
      return proc;
    };

    // the first process migrates and loads the demo data and the SDN list; then the others join
    let api1 = await startApi('api-1', port1);
    event('API process 1 ready', 'migrated, demo data, SDN list');
    const worker = startApp('worker', build, 'worker', workerEnv, dir);
    procs.push(worker);
    const haproxy = startHaproxy(haproxyConfig(front, [{ name: 'api1', port: port1 }, { name: 'api2', port: port2 }]), dir);
    cleanups.push(async () => {
      haproxy.child.kill('SIGTERM');
      await haproxy.exited;
    });
    let api2 = await startApi('api-2', port2);
    await waitFor(`${base}/api/health/ready`, 200, 30_000);
    for (const deadline = Date.now() + 120_000; !fs.readFileSync(worker.log, 'utf8').includes('batch worker running'); await sleep(100)) {
      if (Date.now() > deadline || worker.child.exitCode !== null) throw new Error(`the worker did not start:\n${fs.readFileSync(worker.log, 'utf8')}`);
    }
    event('HAProxy, API process 2 and the worker ready');

    // a login may be sent again (a busy machine can make the balancer miss a check)
    let login = new Response(null, { status: 503 });
    for (let i = 0; i < 20 && login.status !== 200; i += 1) {
      if (i > 0) await sleep(250);
      login = await fetch(`${base}/api/oauth2/token`, { method: 'POST', body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: DEMO_PASSWORD }) }).catch(() => new Response(null, { status: 503 }));
      if (![502, 503, 504].includes(login.status)) break;
    }
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { access_token: string }).access_token;
    // the user's authenticator app, set up at the first step-up (a TOTP code is taken once: a second proof waits for the next one)
    let appSecret: string | undefined;
    let lastProof = 0;
    const stepUp = async () => {
      if (appSecret && Date.now() - lastProof < 240_000) return; // still fresh (STEP_UP_MAX_AGE_SECONDS: 300)
      if (appSecret) await sleep(Math.max(0, lastProof + 31_000 - Date.now()));
      appSecret = await stepUpByTotp((path, init) => fetch(`${base}/api${path}`, init), token, appSecret);
      lastProof = Date.now();
    };
    const client = new LoadClient(base, { authorization: `Bearer ${token}` }, String(decodeJwt(token).customerId), stepUp);

    // steady load: two order lanes, one list lane, an upload, a batch
    const lanes = [client.orderLane(1), client.orderLane(2), client.listLane()];
    const uploading = client.upload(UPLOAD_PARTS, PART_BYTES, 300);
    const batchA = await client.submitBatch('A', BATCH_ROWS.A);
    event('load running', `batch A of ${BATCH_ROWS.A} rows confirmed, an upload of ${UPLOAD_PARTS} parts under way`);
    await sleep(2_000);

    // 1. kill -9 of API process 1; it is started again on its port
    api1.child.kill('SIGKILL');
    await api1.exited;
    const killedAt = Date.now();
    event('API process 1 killed (SIGKILL)');
    api1 = await startApi('api-1b', port1);
    event('API process 1 started again and ready', `${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);

    // 2. rolling restart of API process 2: SIGTERM, readiness fails, it drains and exits; a new one starts
    const termAt = Date.now();
    api2.child.kill('SIGTERM');
    const rollingRestartExit = await api2.exited;
    event('API process 2 stopped (SIGTERM)', `exit ${rollingRestartExit} after ${((Date.now() - termAt) / 1000).toFixed(1)} s (drain 1 s)`);
    api2 = await startApi('api-2b', port2);
    event('API process 2 started again and ready', `${((Date.now() - termAt) / 1000).toFixed(1)} s after SIGTERM`);
    const callsBeforeDb = bureau.calls();

    // 3. the database stops and starts under load
    const batchB = await client.submitBatch('B', BATCH_ROWS.B);
    await sleep(1_000);
    postgres.stop();
    const dbDownAt = Date.now();
    event('PostgreSQL stopped (pg_ctl stop -m fast)', `batch B of ${BATCH_ROWS.B} rows confirmed before`);
    let wentFalse = false;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && !wentFalse; await sleep(100)) {
      wentFalse = (await statusOf(ready(port1))) === 503 && (await statusOf(ready(port2))) === 503;
    }
    event('readiness of both API processes', wentFalse ? 'false (503)' : 'NOT false');
    await sleep(Math.max(0, 2_000 - (Date.now() - dbDownAt)));
    postgres.start();
    const dbUpAt = Date.now();
    event('PostgreSQL started again', `down ${((dbUpAt - dbDownAt) / 1000).toFixed(1)} s`);
    await waitFor(ready(port1), 200, 60_000, api1);
    await waitFor(ready(port2), 200, 60_000, api2);
    const backTrueSeconds = (Date.now() - dbUpAt) / 1000;
    event('readiness of both API processes true again', `${backTrueSeconds.toFixed(1)} s after the start`);
    await sleep(2_000);

    client.stop();
    await Promise.all(lanes);
    const uploaded = await uploading;
    event('load stopped', `upload completed after ${uploaded.resumes} resume(s)`);
    const batches: RehearsalReport['batches'] = [];
    const db = new pg.Client({ connectionString: postgres.url('creditdesk') });
    await db.connect();
    cleanups.push(() => db.end());
    for (const [label, batchId, rows] of [['A', batchA, BATCH_ROWS.A], ['B', batchB, BATCH_ROWS.B]] as const) {
      let details = await client.batchDetails(batchId);
      for (const deadline = Date.now() + 90_000; details.status !== 'completed' && Date.now() < deadline; await sleep(250)) details = await client.batchDetails(batchId);
      if (details.status !== 'completed') {
        const activity = await db.query(`select application_name, state, wait_event, now() - query_start as running, left(query, 120) as query from pg_stat_activity where datname = 'creditdesk'`);
        const rowsNow = await db.query(`select status, available_at > now() as waiting, attempts, count(*)::int as n from batch_rows where batch_id = $1 group by 1, 2, 3`, [batchId]);
        const batchNow = await db.query(`select status, claimed_through, last_claimed_at from batches where id = $1`, [batchId]);
        log(`batch ${label} did not end: ${JSON.stringify(details.counts)}; worker ${worker.child.exitCode === null && worker.child.signalCode === null ? 'running' : `exited ${worker.child.exitCode ?? worker.child.signalCode}`}; batch ${JSON.stringify(batchNow.rows)}; rows ${JSON.stringify(rowsNow.rows)}; the database's sessions:\n${activity.rows.map((r) => JSON.stringify(r)).join('\n')}`);
      }
      const keys = Array.from({ length: rows }, (_, i) => `${batchId}:${i + 1}`);
      const calls = bureau.calls();
      const stored = await db.query('select count(*)::int as n from report_inquiries i join batch_rows r on r.id = i.id where r.batch_id = $1', [batchId]);
      batches.push({
        label,
        rows,
        status: details.status,
        completed: details.counts.completed,
        failed: details.counts.failed,
        inquiries: (stored.rows[0] as { n: number }).n,
        neverPulled: keys.filter((k) => !calls.get(k)).length,
        pulledTwiceBeforeDbRestart: keys.filter((k) => (callsBeforeDb.get(k) ?? 0) > 1).length,
        pulledTwice: keys.filter((k) => (calls.get(k) ?? 0) > 1).length,
        repeatBound: PULLS_AT_ONCE * WORKER_LOOPS,
      });
    }
    event('batches ended', batches.map((b) => `${b.label}: ${b.status}, ${b.completed}/${b.rows}`).join('; '));

    // the orders: every acknowledged one stored, none stored twice
    const acknowledgedIds = client.acknowledged.map((o) => o.inquiryId);
    const found = await db.query('select id::text as id from report_inquiries where id = any($1::uuid[])', [acknowledgedIds]);
    const foundIds = new Set((found.rows as { id: string }[]).map((r) => r.id));
    const twice = await db.query(`select customer_reference_number as ref from report_inquiries where customer_reference_number like 'RH-%' group by 1 having count(*) > 1`);
    const unacked = await db.query('select count(*)::int as n from report_inquiries where customer_reference_number = any($1::text[])', [client.unacknowledged.map((o) => o.reference)]);
    const downloaded = uploaded.upload.file ? await client.download(uploaded.upload.file) : Buffer.alloc(0);

    const report: RehearsalReport = {
      seconds: at(),
      events,
      ops: Object.fromEntries(client.stats),
      orders: {
        acknowledged: client.acknowledged.length,
        acknowledgedMissing: client.acknowledged.filter((o) => !foundIds.has(o.inquiryId)).map((o) => o.reference),
        duplicated: (twice.rows as { ref: string }[]).map((r) => r.ref),
        unacknowledged: client.unacknowledged.length,
        unacknowledgedStored: (unacked.rows[0] as { n: number }).n,
      },
      batches,
      upload: { parts: UPLOAD_PARTS, resumes: uploaded.resumes, intact: downloaded.equals(uploaded.content) },
      readiness: { wentFalse, backTrueSeconds },
      rollingRestartExit,
      exited: [api1, api2, worker].filter((p) => p.child.exitCode !== null || p.child.signalCode !== null).map((p) => `${p.name} (${p.child.exitCode ?? p.child.signalCode})`),
      unclean: client.unclean,
    };
    return report;
  } catch (err) {
    for (const p of procs) log(`--- ${p.name} (${p.log}) ---\n${fs.existsSync(p.log) ? fs.readFileSync(p.log, 'utf8').split('\n').slice(-20).join('\n') : ''}`);
    throw err;
  } finally {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    await Promise.race([Promise.all(procs.map((p) => p.exited)), sleep(10_000)]);
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
    if (!process.env.REHEARSAL_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The report as lines for a log. */
export function formatReport(r: RehearsalReport): string {
  const lines = [`Rehearsal: ${r.seconds.toFixed(1)} s`];
  for (const [name, s] of Object.entries(r.ops)) {
    lines.push(`  ${name.padEnd(42)} ${String(s.requests).padStart(5)} requests, ${String(s.attempts).padStart(5)} attempts, ${String(s.failedAttempts).padStart(3)} attempts failed (retried), ${s.failed} failed in the end${s.failed ? ` ${JSON.stringify(s.failedStatuses)}` : ''}`);
  }
  const o = r.orders;
  lines.push(`  orders: ${o.acknowledged} acknowledged, ${o.acknowledgedMissing.length} of them missing, ${o.duplicated.length} stored twice; ${o.unacknowledged} not acknowledged (${o.unacknowledgedStored} of them stored)`);
  for (const b of r.batches) lines.push(`  batch ${b.label}: ${b.status}, ${b.completed}/${b.rows} completed, ${b.failed} failed, ${b.inquiries} inquiries; rows never pulled ${b.neverPulled}, pulled twice ${b.pulledTwiceBeforeDbRestart} before the database restart and ${b.pulledTwice} in all (bound ${b.repeatBound})`);
  lines.push(`  upload: ${r.upload.parts} parts, ${r.upload.resumes} resume(s), ${r.upload.intact ? 'intact' : 'NOT intact'}`);
  lines.push(`  readiness during the database restart: ${r.readiness.wentFalse ? 'false' : 'NOT false'}, true again ${r.readiness.backTrueSeconds.toFixed(1)} s after the start; the rolling restart exited ${r.rollingRestartExit}`);
  lines.push(`  processes that stopped by themselves: ${r.exited.length ? r.exited.join(', ') : 'none'}`);
  if (r.unclean.length) lines.push(`  unclean answers (${r.unclean.length}):\n    ${r.unclean.slice(0, 10).join('\n    ')}`);
  return lines.join('\n');
}

// `npm run rehearsal`: run it and print the measurements
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const missing = rehearsalMissing();
  if (missing) {
    console.error(`The rehearsal needs ${missing}.`);
    process.exit(1);
  }
  rehearse()
    .then((report) => console.log(formatReport(report)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
