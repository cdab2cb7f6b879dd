import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A Creditdesk process (the server or `npm run worker`'s entry) from source, its output in a log file. */
export type AppProcess = { name: string; child: ChildProcess; port?: number; log: string; exited: Promise<number | null> };

/**
 * The server's build as `npm start` and `npm run worker` make it (tsup, apps/api/tsup.config.ts), into a
 * folder of the rehearsal's own under apps/api/dist (from there the bundle finds the migrations and the
 * shipped SDN list as the usual build does): never a stale build, and no other build is touched.
 */
export function buildServer(name: string): string {
  const outDir = path.join(repoRoot, 'apps', 'api', 'dist', name);
  const tsup = path.join(repoRoot, 'node_modules', 'tsup', 'dist', 'cli-default.js');
  const out = spawnSync(process.execPath, [tsup, '--out-dir', outDir, '--no-sourcemap'], { cwd: path.join(repoRoot, 'apps', 'api'), encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`the server's build failed:\n${out.stdout}\n${out.stderr}`);
  return outDir;
}

/**
 * Starts `entry` of the build (server.js as `npm start` runs it, worker.js as `npm run worker`): the same
 * code and settings, read from the environment.
 */
export function startApp(name: string, build: string, entry: 'server' | 'worker', env: Record<string, string>, logDir: string, port?: number): AppProcess {
  const log = path.join(logDir, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env, ...(port ? { PORT: String(port) } : {}) };
  const child = spawn(process.execPath, [path.join(build, `${entry}.js`)], { cwd: repoRoot, env: childEnv, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, port, log, exited };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET a URL; the status, or 0 when nothing answers. */
export async function statusOf(url: string, timeoutMs = 2_000): Promise<number> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Waits until `url` answers `status` (readiness 200, say); throws with the log's tail after `timeoutMs`. */
export async function waitFor(url: string, status: number, timeoutMs: number, proc?: AppProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await statusOf(url)) === status) return;
    if (proc && proc.child.exitCode !== null) break;
    await sleep(100);
  }
  const tail = proc ? fs.readFileSync(proc.log, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms${proc ? ` (${proc.name}${proc.child.exitCode !== null ? `, exited ${proc.child.exitCode}` : ''}):\n${tail}` : ''}`);
}

/**
 * HAProxy (Debian's package) in front of the API processes: health checks on readiness, every 250 ms,
 * two failures take a server out and two passes bring it back; a request whose connection fails, or
 * whose server closes without answering or answers 503 (a server closing), is sent again to another
 * server, but only a GET or a call carrying an Idempotency-Key (any other write is never sent twice).
 */
export function haproxyConfig(frontPort: number, servers: { name: string; port: number }[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend web
  bind 127.0.0.1:${frontPort}
  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 250ms fastinter 250ms downinter 500ms fall 2 rise 2
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

export function startHaproxy(config: string, dir: string): { child: ChildProcess; exited: Promise<number | null>; log: string } {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const log = path.join(dir, 'haproxy.log');
  const out = fs.openSync(log, 'a');
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))), log };
}
