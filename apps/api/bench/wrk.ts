import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * wrk, the HTTP load generator the throughput benchmarks drive (on loopback only): a GET, or a POST
 * with a JSON body (a Lua script wrk runs, written to a temporary file).
 */

export type WrkResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    console.error('wrk is not installed. On Debian: apt-get update && apt-get install -y wrk');
    process.exit(2);
  }
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit];

/** A Lua script making every request a POST of `body` (JSON). */
function postScript(body: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-wrk-')), 'post.lua');
  fs.writeFileSync(file, `wrk.method = "POST"\nwrk.body = [==[${body}]==]\nwrk.headers["Content-Type"] = "application/json"\n`);
  return file;
}

/** wrk at `connections` connections on its default two threads for `seconds`, on a loopback URL only; `post`: a JSON body. */
export function wrkRun(url: string, headers: Record<string, string>, options: { connections: number; seconds: number; post?: unknown }): Promise<WrkResult> {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`wrk is pointed at loopback only, not ${host}`);
  const script = options.post === undefined ? undefined : postScript(JSON.stringify(options.post));
  const args = [
    '-t2',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    ...(script ? ['-s', script] : []),
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const lat = (p: string) => {
        const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)\\b`).exec(out);
        return m ? Math.round(toMs(m[1], m[2]) * 100) / 100 : NaN;
      };
      if (!rps) return reject(new Error(`wrk gave no result:\n${out}`));
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
      const errors = /Socket errors:.*?timeout (\d+)/.exec(out);
      resolve({ requestsPerSecond: Math.round(Number(rps[1])), p50Ms: lat('50'), p99Ms: lat('99'), non2xx: Number(non2xx?.[1] ?? 0), errors: Number(errors?.[1] ?? 0) });
    });
  });
}
