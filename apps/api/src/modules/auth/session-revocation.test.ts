import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, type TokenSet } from '@creditdesk/contracts';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { DEMO_PASSWORD, seedDemoData } from '../../demo-seed.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { SESSION_CHECK_CACHE_MS, createAccessCache } from './access-cache.js';

/**
 * Issue 12: the guard remembers verified tokens (until they expire) and live sessions (for at most
 * SESSION_CHECK_CACHE_MS) per process. Two app instances on one database stand in for two server
 * processes sharing PostgreSQL; each has its own clock, moved by the test.
 */
type Instance = { app: FastifyInstance; advance(ms: number): void };

let database: Database;
let dataDir: string;
let a: Instance;
let b: Instance;
let shortLived: Instance;

async function instance(env: Record<string, string> = {}): Promise<Instance> {
  let offset = 0;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_IP_ATTEMPTS_PER_MINUTE: '100000', ...env });
  const app = await buildApp({ config, database, logger: false, clock: () => Date.now() + offset });
  await app.ready();
  return { app, advance: (ms) => (offset += ms) };
}

beforeAll(async () => {
  // one data directory: the instances share the signing key, as processes of one deployment must
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-revocation-'));
  database = await createTestDatabase();
  await seedDemoData(database.db);
  a = await instance();
  b = await instance();
  shortLived = await instance({ ACCESS_TOKEN_TTL_SECONDS: '60' });
});
afterAll(async () => {
  for (const i of [a, b, shortLived]) await i.app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function login(on: Instance, userName: string): Promise<TokenSet> {
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName, password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TokenSet;
}

const profile = (on: Instance, tokens: TokenSet, userName: string) =>
  on.app.inject({ method: 'GET', url: `/api/users/user/${userName}`, headers: { authorization: `Bearer ${tokens.access_token}` } });

describe('a revoked session across processes', () => {
  it('logout in one process: refused there at once, and by the other once its 1 s memory has passed', async () => {
    const tokens = await login(a, 'demo.user');
    expect((await profile(a, tokens, 'demo.user')).statusCode).toBe(200);
    expect((await profile(b, tokens, 'demo.user')).statusCode).toBe(200);

    const out = await a.app.inject({ method: 'GET', url: '/api/oauth2/logout', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(out.statusCode).toBe(200);
    // the revoking process: at once
    expect((await profile(a, tokens, 'demo.user')).statusCode).toBe(401);
    // the other process may still believe the session it checked less than a second ago (the documented window) …
    expect((await profile(b, tokens, 'demo.user')).statusCode).toBe(200);
    // … and no longer than that
    b.advance(SESSION_CHECK_CACHE_MS + 1);
    expect((await profile(b, tokens, 'demo.user')).statusCode).toBe(401);
  });

  it('a user blocked by an administrator in one process: their token is refused there at once, elsewhere within 1 s', async () => {
    const user = await login(a, 'demo.user');
    const admin = await login(a, 'demo.admin');
    expect((await profile(a, user, 'demo.user')).statusCode).toBe(200);
    expect((await profile(b, user, 'demo.user')).statusCode).toBe(200);

    const block = await a.app.inject({
      method: 'PUT',
      url: '/api/orchestrator/users/status',
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { userName: 'demo.user', status: 'inactive' },
    });
    expect(block.statusCode).toBe(200);
    expect((await profile(a, user, 'demo.user')).statusCode).toBe(401);
    b.advance(SESSION_CHECK_CACHE_MS + 1);
    expect((await profile(b, user, 'demo.user')).statusCode).toBe(401);

    const reactivate = await a.app.inject({
      method: 'PUT',
      url: '/api/orchestrator/users/status',
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { userName: 'demo.user', status: 'active' },
    });
    expect(reactivate.statusCode).toBe(200);
  });
});

describe('the memory of verified tokens', () => {
  it('never outlives the token: a token remembered as verified is refused once it has expired', async () => {
    const tokens = await login(shortLived, 'demo.user');
    expect(tokens.expires_in).toBeLessThanOrEqual(60);
    expect((await profile(shortLived, tokens, 'demo.user')).statusCode).toBe(200);
    shortLived.advance(59_000);
    expect((await profile(shortLived, tokens, 'demo.user')).statusCode).toBe(200);
    shortLived.advance(2_000);
    expect((await profile(shortLived, tokens, 'demo.user')).statusCode).toBe(401);
  });

  it('forgets a token at its expiry and a session at its end, even inside the 1 s window', () => {
    let now = 1_000_000;
    const cache = createAccessCache(() => now);
    const claims = { sub: 'u', sid: 's', customerId: 'c', username: 'x', role: 'enduser', entitlements: '' };
    cache.rememberToken('t', claims, now / 1000 + 5);
    expect(cache.token('t')).toEqual(claims);
    now += 5000;
    expect(cache.token('t')).toBeUndefined();

    // a session ending 300 ms from now is believed for 300 ms, not a full second
    cache.rememberSession('s', { userId: 'u', expiresAt: new Date(now + 300) }, now, cache.generation());
    expect(cache.sessionUser('s')).toBe('u');
    now += 300;
    expect(cache.sessionUser('s')).toBeUndefined();
  });

  it('does not remember a session checked while a revoking request ended', () => {
    const now = 1_000_000;
    const cache = createAccessCache(() => now);
    const generation = cache.generation();
    cache.forgetSessions(); // a logout finished while the check was under way
    cache.rememberSession('s', { userId: 'u', expiresAt: new Date(now + 60_000) }, now, generation);
    expect(cache.sessionUser('s')).toBeUndefined();
  });
});
