import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { BureauUnavailableError, type ConsumerReportPull } from './consumer-bureau.js';
import { createHttpBureau } from './http-bureau.js';
import { type SandboxBureauServer, startSandboxBureauServer } from './sandbox/sandbox-bureau-server.js';
import { createSandboxBureau } from './sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from './sandbox/personas.js';
import { applicantOf, pullOf, randomIdentities } from './sandbox/test-support.js';
import { selectConsumerBureau } from './select-bureau.js';

const persona = (key: string) => applicantOf(SANDBOX_PERSONAS.find((p) => p.key === key)!);
const [someone, another] = randomIdentities(2, 'http-bureau');

let server: SandboxBureauServer;
beforeAll(async () => {
  server = await startSandboxBureauServer();
});
afterAll(() => server.close());

/** A throwaway server on 127.0.0.1 answering every request with `respond`. */
async function rawServer(respond: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const s = createServer(respond);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, server: s };
}
const closed = (s: Server) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())));

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BureauUnavailableError);
  return err as BureauUnavailableError;
};

describe('the HTTP bureau connector against the loopback sandbox bureau', () => {
  it('answers what the in-process sandbox answers, for every product and a co-applicant', async () => {
    const bureau = createHttpBureau({ url: `${server.url}/` });
    const local = createSandboxBureau();
    const pulls: ConsumerReportPull[] = [
      pullOf('acrov6', someone),
      pullOf('nal', persona('thick')),
      pullOf('oneviewplus', persona('applicant'), applicantOf(SANDBOX_PERSONAS.find((p) => p.key === 'coApplicant')!, 'coapplicant')),
      pullOf('oneviewplus', persona('noHit')),
    ];
    for (const pull of pulls) {
      const remote = await bureau.pullConsumerReport(pull);
      expect(remote).toEqual(await local.pullConsumerReport(pull));
    }
    expect(bureau.name).toBe('http');
  });

  it('sends the idempotency key as the Idempotency-Key header: the same key twice is two calls and one pull, answered alike', async () => {
    const bureau = createHttpBureau({ url: server.url });
    const first = await bureau.pullConsumerReport({ ...pullOf('acrov6', someone), idempotencyKey: 'batch-1:1' });
    const retried = await bureau.pullConsumerReport({ ...pullOf('acrov6', another), idempotencyKey: 'batch-1:1' });
    await bureau.pullConsumerReport({ ...pullOf('acrov6', another), idempotencyKey: 'batch-1:2' });
    expect(retried).toEqual(first);
    expect(server.calls().get('batch-1:1')).toBe(2);
    expect(server.pulls().get('batch-1:1')).toBe(1);
    expect(server.calls().get('batch-1:2')).toBe(1);
    expect(server.pulls().get('batch-1:2')).toBe(1);
  });

  it('gives the counts as copies, and counts a failed call as a call but not a pull', async () => {
    const bureau = createHttpBureau({ url: server.url });
    server.fail(1, 500);
    const err = await failure(bureau.pullConsumerReport({ ...pullOf('acrov6', someone), idempotencyKey: 'down-1' }));
    expect(err.message).toBe('credit bureau answered 500');
    expect(err.message).not.toContain(someone.ssn);
    const before = server.pulls();
    expect(before.has('down-1')).toBe(false);
    await bureau.pullConsumerReport({ ...pullOf('acrov6', someone), idempotencyKey: 'down-1' });
    expect(before.has('down-1')).toBe(false);
    expect(server.calls().get('down-1')).toBe(2);
    expect(server.pulls().get('down-1')).toBe(1);
  });

  it('refuses a pull without an Idempotency-Key and anything but POST /consumer-reports', async () => {
    expect((await fetch(`${server.url}/consumer-reports`, { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await fetch(`${server.url}/consumer-reports`, { method: 'POST', headers: { 'idempotency-key': 'k' }, body: 'not json' })).status).toBe(400);
    expect((await fetch(`${server.url}/elsewhere`, { method: 'POST' })).status).toBe(404);
  });
});

describe('a bureau that does not answer well is unavailable', () => {
  it('when nothing listens at the address', async () => {
    const gone = await startSandboxBureauServer();
    await gone.close();
    const err = await failure(createHttpBureau({ url: gone.url }).pullConsumerReport(pullOf('acrov6', someone)));
    expect(err.message).toMatch(/^credit bureau unreachable/);
  });

  it('when it does not answer within the timeout', async () => {
    const silent = await rawServer(() => undefined);
    try {
      const err = await failure(createHttpBureau({ url: silent.url, timeoutMs: 50 }).pullConsumerReport(pullOf('acrov6', someone)));
      expect(err.message).toBe('credit bureau did not answer within 50 ms');
    } finally {
      await closed(silent.server);
    }
  });

  it('when its 2xx answer is not JSON or not a report, without repeating the body', async () => {
    for (const body of ['<html>oops</html>', JSON.stringify({ reports: [{ ssn: someone.ssn }], errors: [] })]) {
      const odd = await rawServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
      try {
        const err = await failure(createHttpBureau({ url: odd.url }).pullConsumerReport(pullOf('acrov6', someone)));
        expect(err.message).toMatch(/^credit bureau answered (malformed JSON|a malformed report)$/);
      } finally {
        await closed(odd.server);
      }
    }
  });
});

describe('choosing the bureau', () => {
  it('is the sandbox by default and the HTTP connector when BUREAU_URL is set', () => {
    expect(selectConsumerBureau(loadConfig({ NODE_ENV: 'test' })).name).toBe('sandbox');
    expect(selectConsumerBureau(loadConfig({ NODE_ENV: 'test', BUREAU_URL: server.url })).name).toBe('http');
  });

  it('refuses a BUREAU_URL that is not http(s), and plain http in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', BUREAU_URL: 'ftp://bureau.example' })).toThrow(/BUREAU_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', BUREAU_URL: 'http://bureau.example' })).toThrow(/BUREAU_URL: must be https/);
    expect(loadConfig({ NODE_ENV: 'production', BUREAU_URL: 'https://bureau.example' }).bureauUrl).toBe('https://bureau.example');
  });
});
