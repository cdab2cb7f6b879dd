import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, PORTAL_CLIENT_ID, isLoginError } from '@creditdesk/contracts';
import { auditEvents, customers, loginThrottle, users } from '../../db/schema/index.js';
import { bearer, createTestApp, form, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with no failed attempts on record.
beforeEach(async () => {
  await t.database.db.delete(loginThrottle);
});

const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/oauth2/token/refresh', ...form({ refresh_token, client_id: PORTAL_CLIENT_ID }) });
const profile = (tokens: { access_token: string }, id = 'demo.admin') =>
  t.app.inject({ method: 'GET', url: `/api/users/user/${id}`, headers: bearer(tokens) });

describe('password login', () => {
  it('issues signed tokens whose claims carry the company, user, role and entitlements', async () => {
    const tokens = await t.login('Demo.Admin');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(0);
    const jwks = (await t.app.inject({ method: 'GET', url: '/api/oauth2/jwks' })).json();
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), { issuer: t.config.issuer });
    expect(payload).toMatchObject({
      username: 'demo.admin',
      role: 'adminuser',
      entitlements: 'usermanagementadmin,productmanagementadmin,securityadmin,usertransactionsadmin',
      aud: PORTAL_CLIENT_ID,
    });
    expect(payload.customerId).toMatch(/^[0-9a-f-]{36}$/);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ email: 'demo.admin@demolending.example', given_name: 'Dana' });
  });

  it('answers 3002 alike for a wrong password and an unknown user', async () => {
    const wrong = await t.attemptLogin('demo.user', 'not-the-password');
    const unknown = await t.attemptLogin('nobody.at.all', 'whatever');
    expect(wrong).toEqual({ error_code: 3002, error_message: MESSAGES.login.invalidCredentials });
    expect(unknown).toEqual(wrong);
  });

  it('locks a name for 30 minutes after five consecutive failures, even against the right password', async () => {
    for (let i = 1; i <= 4; i++) expect(await t.attemptLogin('demo.sysadmin', `wrong-${i}`)).toMatchObject({ error_code: 3002 });
    expect(await t.attemptLogin('demo.sysadmin', 'wrong-5')).toEqual({ error_code: 3003, error_message: MESSAGES.login.lockedOut });
    expect(await t.attemptLogin('demo.sysadmin', 'Demo#Portal2026')).toMatchObject({ error_code: 3003 });
    const [row] = await t.database.db.execute<{ minutes: number }>(
      sql`select round(extract(epoch from locked_until - now()) / 60)::int as minutes from login_throttle where username_key = 'demo.sysadmin'`,
    ).then((r) => (r as unknown as { rows: { minutes: number }[] }).rows);
    expect(row.minutes).toBe(30);

    // The lock lives in the database: a second server process (or a restarted one) sees it.
    const { buildApp } = await import('../../app.js');
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    const res = await second.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      ...form({ client_id: PORTAL_CLIENT_ID, userName: 'demo.sysadmin', password: 'Demo#Portal2026' }),
    });
    expect(res.json()).toMatchObject({ error_code: 3003 });
    await second.close();

    // When the lock runs out the right password works and the count starts again.
    await t.database.db.execute(sql`update login_throttle set locked_until = now() - interval '1 second' where username_key = 'demo.sysadmin'`);
    expect(isLoginError(await t.attemptLogin('demo.sysadmin', 'Demo#Portal2026'))).toBe(false);
    expect(await t.attemptLogin('demo.sysadmin', 'wrong-again')).toMatchObject({ error_code: 3002 });
  });

  it('locks unknown names the same way, so the lockout reveals nothing', async () => {
    for (let i = 0; i < 5; i++) await t.attemptLogin('ghost.user', 'x');
    expect(await t.attemptLogin('ghost.user', 'x')).toMatchObject({ error_code: 3003 });
  });

  it('a successful login resets the count of failures', async () => {
    for (let i = 0; i < 4; i++) await t.attemptLogin('demo.user', 'wrong');
    await t.login('demo.user');
    for (let i = 0; i < 4; i++) expect(await t.attemptLogin('demo.user', 'wrong')).toMatchObject({ error_code: 3002 });
    await t.login('demo.user');
  });

  it.each([
    ['revoked', 1008, { status: 'revoked' }],
    ['inactive', 1009, { status: 'inactive' }],
    ['blocked', 1003, { status: 'blocked', blockedReason: 'Suspicious activity reported' }],
  ] as const)('answers a %s user with %i once the password is proven', async (_state, code, change) => {
    const db = t.database.db;
    await db.update(users).set(change).where(eq(users.username, 'demo.user'));
    try {
      const result = await t.attemptLogin('demo.user', 'Demo#Portal2026');
      expect(result).toMatchObject({ error_code: code });
      if (code === 1003) expect((result as { error_message: string }).error_message).toMatch(/: Suspicious activity reported$/);
      // A wrong password says nothing about the state.
      expect(await t.attemptLogin('demo.user', 'wrong')).toMatchObject({ error_code: 3002 });
    } finally {
      await db.update(users).set({ status: 'active', blockedReason: null }).where(eq(users.username, 'demo.user'));
      await t.login('demo.user');
    }
  });

  it('answers 1010 when the company is inactive', async () => {
    const db = t.database.db;
    await db.update(customers).set({ status: 'inactive' }).where(eq(customers.name, 'Second Bank'));
    try {
      expect(await t.attemptLogin('other.admin', 'Demo#Portal2026')).toMatchObject({ error_code: 1010 });
    } finally {
      await db.update(customers).set({ status: 'active' }).where(eq(customers.name, 'Second Bank'));
    }
  });

  it('records successes, failures and lockouts in the audit log without the password', async () => {
    await t.attemptLogin('demo.admin', 'a-secret-wrong-password');
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUsername, 'demo.admin'));
    const actions = rows.map((r) => `${r.action}:${r.outcome}`);
    expect(actions).toContain('login.succeeded:success');
    expect(actions).toContain('login.failed:failure');
    expect(JSON.stringify(rows)).not.toContain('a-secret-wrong-password');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token; presenting a used one ends the whole session', async () => {
    const first = await t.login('demo.user');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second, 'demo.user')).statusCode).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already been used/);
    // The session is gone: the rotated refresh token and the access token die with it.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await profile(second, 'demo.user')).statusCode).toBe(401);
  });

  it('logout revokes the session: the access token and the refresh token are refused afterwards', async () => {
    const tokens = await t.login('demo.admin');
    const out = await t.app.inject({ method: 'GET', url: '/api/oauth2/logout', headers: bearer(tokens) });
    expect(out.statusCode).toBe(200);
    expect((await profile(tokens)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and an unknown client', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      ...form({ client_id: 'someone-else', userName: 'demo.admin', password: 'Demo#Portal2026' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/client_id/);
  });

  it('ends refreshes once the account is revoked', async () => {
    const tokens = await t.login('other.admin');
    await t.database.db.update(users).set({ status: 'revoked' }).where(eq(users.username, 'other.admin'));
    try {
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.username, 'other.admin'));
    }
  });
});
