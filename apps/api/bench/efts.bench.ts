/**
 * File transfer (issue 19): upload and download of a large file through the API on the local store
 * (encrypted at rest), over real HTTP on loopback: MB/s each way, and the server's memory (a child
 * process: its resident set sampled every 50 ms, and the kernel's high-water mark) for two sizes, so
 * that "flat, independent of the file's size" is seen. The upload is the portal's: parts of
 * EFTS_PART_BYTES (8 MiB) in order, each with its SHA-256, then the completion (assembly); the
 * download one streamed GET read to the end and hashed.
 *
 *   npm run bench:efts                      256 MiB, then 1 GiB
 *   BENCH_EFTS_MIB=64,512 npm run bench:efts   other sizes; BENCH_DIR=/somewhere for the files (default the OS temp folder)
 *   BENCH_PROFILE=/tmp/prof                    a CPU profile of the server (.cpuprofile: Chrome DevTools, speedscope)
 *
 * Not part of CI (a gigabyte each way).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { EFTS_LIMITS, EFTS_PART_CHECKSUM_HEADER, PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';

const SIZES_MIB = (process.env.BENCH_EFTS_MIB ?? '256,1024').split(',').map(Number);
const PART = EFTS_LIMITS.defaultPartBytes;
const MIB = 1024 * 1024;

type Server = { base: string; pid: number; stop(): Promise<void> };

async function startServer(): Promise<Server> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'efts-server.ts');
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), '--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, EFTS_PART_BYTES: String(PART) } });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the server ended (${code})`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return {
    base: `http://127.0.0.1:${port}/api`,
    pid: child.pid!,
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

const status = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The server's highest resident set (MiB) while `work` runs, sampled every 50 ms. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  let peak = status(pid, 'VmRSS');
  const timer = setInterval(() => (peak = Math.max(peak, status(pid, 'VmRSS'))), 50);
  try {
    const result = await work();
    return { result, peakMiB: Math.max(peak, status(pid, 'VmRSS')) };
  } finally {
    clearInterval(timer);
  }
}

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: DEMO_PASSWORD }) });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(url: string, init: RequestInit & { headers: Record<string, string> }, expected: number) {
  const res = await fetch(url, init);
  if (res.status !== expected) throw new Error(`${init.method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

async function upload(base: string, auth: Record<string, string>, customerId: string, size: number) {
  // every part holds the same bytes (a pattern, not zeros), so the client hashes one part, not the file
  const part = Buffer.alloc(PART);
  for (let i = 0; i < PART; i += 4) part.writeUInt32LE((i * 2654435761) >>> 0, i);
  const partSha = createHash('sha256').update(part).digest('hex');
  const json = { ...auth, 'content-type': 'application/json' };
  const started = (await (await call(`${base}/filetransfers/upload`, { method: 'POST', headers: json, body: JSON.stringify({ customerId, system: 'cdms', folder: 'inbound', fileName: `bench-${size}.bin`, fileSize: size, contentType: 'application/octet-stream' }) }, 201)).json()) as { fileUploadId: string; partCount: number };
  for (let n = 1; n <= started.partCount; n++) {
    const bytes = n * PART <= size ? part : part.subarray(0, size - (n - 1) * PART);
    const sha = bytes === part ? partSha : createHash('sha256').update(bytes).digest('hex');
    await call(`${base}/filetransfers/upload/fileUploadId/${started.fileUploadId}/part/${n}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/octet-stream', [EFTS_PART_CHECKSUM_HEADER]: sha }, body: bytes }, 200);
  }
  const done = (await (await call(`${base}/efts/metadata/uploads/${started.fileUploadId}`, { method: 'PUT', headers: json, body: JSON.stringify({ status: 'completed' }) }, 200)).json()) as { file: { fileId: string; gcpFileName: string } };
  return done.file;
}

async function download(base: string, auth: Record<string, string>, file: { fileId: string; gcpFileName: string }): Promise<number> {
  const res = await call(`${base}/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${encodeURIComponent(file.gcpFileName)}`, { method: 'GET', headers: auth }, 200);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return bytes;
}

const server = await startServer();
try {
  const accessToken = await token(server.base);
  const auth = { authorization: `Bearer ${accessToken}` };
  const customerId = (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { customerId: string }).customerId;
  console.log(`file transfer, local store (AES-256-GCM at rest), ${PART / MIB} MiB parts, server idle RSS ${status(server.pid, 'VmRSS').toFixed(0)} MiB`);
  console.log('size       upload MB/s  server peak RSS   download MB/s  server peak RSS');
  for (const mib of SIZES_MIB) {
    const size = mib * MIB;
    let t = performance.now();
    const up = await peakRss(server.pid, () => upload(server.base, auth, customerId, size));
    const upSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const down = await peakRss(server.pid, () => download(server.base, auth, up.result));
    const downSeconds = (performance.now() - t) / 1000;
    if (down.result !== size) throw new Error(`downloaded ${down.result} of ${size} bytes`);
    const mbps = (s: number) => (size / 1e6 / s).toFixed(0).padStart(6);
    console.log(`${String(mib).padStart(5)} MiB  ${mbps(upSeconds)}       ${up.peakMiB.toFixed(0).padStart(5)} MiB       ${mbps(downSeconds)}         ${down.peakMiB.toFixed(0).padStart(5)} MiB`);
  }
  console.log(`server high-water mark (VmHWM) over the whole run: ${status(server.pid, 'VmHWM').toFixed(0)} MiB`);
} finally {
  await server.stop();
}
