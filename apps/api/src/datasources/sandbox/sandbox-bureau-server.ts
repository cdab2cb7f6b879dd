import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpBureauRequestBody } from '../http-bureau.js';
import { createSandboxBureau } from './sandbox-bureau.js';

export type SandboxBureauServerOptions = {
  /** 0 (the default): any free port. */
  port?: number;
  asOf?: Date;
  /** false: every call is answered anew and counted as a pull, as a bureau that bills every pull (default true: a repeated key is answered from memory). */
  deduplicates?: boolean;
  /** how long each pull takes to answer (default 0): a remote bureau's latency, so a batch runs for a while. */
  delayMs?: number;
};

export type SandboxBureauServer = {
  /** the base address for BUREAU_URL / createHttpBureau, e.g. http://127.0.0.1:41234 */
  url: string;
  /** every HTTP pull by Idempotency-Key, failed and repeated ones included. */
  calls(): Map<string, number>;
  /** the pulls answered anew by Idempotency-Key: a repeated key, answered from memory, is not a new pull. */
  pulls(): Map<string, number>;
  /** the next `times` pulls answer `status` (counted as calls, not pulls): a bureau that is down. */
  fail(times: number, status?: number): void;
  close(): Promise<void>;
};

const BODY_LIMIT = 1_048_576;

/**
 * The sandbox bureau as a remote bureau on 127.0.0.1, for tests that need the counting to outlive the
 * API server (a batch killed mid-run and resumed must pull each row once): the test process runs it and
 * points BUREAU_URL at it. It speaks http-bureau.ts's protocol and answers with the in-process sandbox,
 * remembering every key's first answer (no bound: a test's worth).
 */
export async function startSandboxBureauServer(options: SandboxBureauServerOptions = {}): Promise<SandboxBureauServer> {
  const calls = new Map<string, number>();
  const pulls = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const bureau = createSandboxBureau({ asOf: options.asOf, rememberedKeys: options.deduplicates === false ? 0 : Number.POSITIVE_INFINITY, onPull: (key) => count(pulls, key) });
  let failing = { times: 0, status: 503 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/consumer-reports') return answer(404, { message: 'not found' });
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !key) return answer(400, { message: 'Idempotency-Key header required' });
    count(calls, key);
    let body: HttpBureauRequestBody;
    try {
      body = JSON.parse(await readBody(req)) as HttpBureauRequestBody;
    } catch {
      return answer(400, { message: 'a JSON body required' });
    }
    if (!Array.isArray(body?.applicants)) return answer(400, { message: 'applicants required' });
    if (failing.times > 0) {
      failing.times -= 1;
      return answer(failing.status, { message: 'sandbox bureau failing on purpose' });
    }
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    answer(200, await bureau.pullConsumerReport({ ...body, idempotencyKey: key }));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.headersSent || res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => new Map(calls),
    pulls: () => new Map(pulls),
    fail(times, status = 503) {
      failing = { times, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
