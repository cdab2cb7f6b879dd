import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, loginOutcomeRoute } from '@creditdesk/contracts';
import { auditEvents, customers, identityProviders, loginIpThrottle, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed-demo.js';
import { createTestApp, form, type TestApp } from '../../testing/test-app.js';
import { ipAllowed, ipThrottleKey, passwordAge } from './login-policy.js';

let t: TestApp;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'demo.user'));
  passwordHash = demo.hash!;
});
afterAll(() => t.close());

type Company = Partial<typeof customers.$inferInsert>;
type User = Partial<typeof users.$inferInsert>;

/** A company and one user of its own, in the given state; the user's password is the demo password. */
async function userInState(user: User = {}, company: Company = {}): Promise<{ username: string; userId: string; customerId: string }> {
  const db = t.database.db;
  const [c] = await db.insert(customers).values({ name: `Co ${randomUUID().slice(0, 8)}`, ...company }).returning();
  const username = `u.${randomUUID().slice(0, 8)}`;
  const [u] = await db
    .insert(users)
    .values({
      customerId: c.id,
      username,
      email: `${username}@example.test`,
      firstName: 'Pat',
      lastName: 'Tester',
      role: 'enduser',
      passwordHash,
      passwordChangedAt: new Date(),
      ...user,
    })
    .returning();
  return { username, userId: u.id, customerId: c.id };
}

/** The token endpoint as seen from a given client address (inject's default is 127.0.0.1). */
async function loginFrom(userName: string, password = DEMO_PASSWORD, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    remoteAddress,
    ...form({ client_id: PORTAL_CLIENT_ID, userName, password }),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

describe('client addresses (unit)', () => {
  it('matches IPv4 and IPv6 ranges, single addresses and IPv4-mapped clients', () => {
    const ranges = ['10.0.0.0/8', '2001:db8::/32', '198.51.100.7'];
    expect(ipAllowed('10.200.1.1', ranges)).toBe(true);
    expect(ipAllowed('::ffff:10.200.1.1', ranges)).toBe(true);
    expect(ipAllowed('2001:db8:aa::1', ranges)).toBe(true);
    expect(ipAllowed('198.51.100.7', ranges)).toBe(true);
    expect(ipAllowed('198.51.100.8', ranges)).toBe(false);
    expect(ipAllowed('127.0.0.1', ranges)).toBe(false);
    expect(ipAllowed('::1', ranges)).toBe(false);
    expect(ipAllowed('::ffff:127.0.0.1', ranges)).toBe(false);
    expect(ipAllowed('::ffff:10.0.0.1', ['::ffff:10.0.0.0/104'])).toBe(true);
  });

  it('allows anywhere without ranges, and fails closed on a malformed range or an unknown address', () => {
    expect(ipAllowed('203.0.113.9', [])).toBe(true);
    expect(ipAllowed('10.0.0.1', ['not-a-range'])).toBe(false);
    expect(ipAllowed('10.0.0.1', ['not-a-range', '10.0.0.0/8'])).toBe(true);
    expect(ipAllowed(undefined, ['10.0.0.0/8'])).toBe(false);
  });

  it('counts IPv4 by address and IPv6 by /64', () => {
    expect(ipThrottleKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(ipThrottleKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ipThrottleKey('2001:db8:1:2:ffff::99')).toBe('2001:db8:1:2::/64');
    expect(ipThrottleKey('garbage')).toBeUndefined();
  });

  it('ages a password against the company maximum', () => {
    const now = Date.now();
    const user = (d: number) => ({ passwordChangedAt: daysAgo(d), createdAt: daysAgo(400) });
    expect(passwordAge(user(1000), null, 14, now)).toBe('no-expiry');
    expect(passwordAge(user(10), 90, 14, now)).toBe('valid');
    expect(passwordAge(user(80), 90, 14, now)).toBe('expires-soon');
    expect(passwordAge(user(91), 90, 14, now)).toBe('expired');
    expect(passwordAge({ passwordChangedAt: null, createdAt: daysAgo(95) }, 90, 14, now)).toBe('expired');
  });
});

describe('login outcomes from the state that produces them', () => {
  it('1002: outside the company ranges (127.0.0.1, ::1, ::ffff:127.0.0.1); inside them a login works', async () => {
    const { username } = await userInState({}, { allowedIpRanges: ['10.0.0.0/8', '2001:db8::/32'] });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(await loginFrom(username, DEMO_PASSWORD, address)).toMatchObject({ error_code: 1002 });
    }
    expect(await loginFrom(username, DEMO_PASSWORD, '10.20.30.40')).toHaveProperty('access_token');
    expect(await loginFrom(username, DEMO_PASSWORD, '2001:db8::42')).toHaveProperty('access_token');
    // a wrong password reveals nothing about the restriction
    expect(await loginFrom(username, 'wrong-password', '127.0.0.1')).toMatchObject({ error_code: 3002 });
    expect(loginOutcomeRoute(1002)).toBe('/login-error/location');
  });

  it("1004: outside the user's own ranges, though inside the company's", async () => {
    const { username } = await userInState({ allowedIpRanges: ['192.168.10.0/24'] }, { allowedIpRanges: ['192.168.0.0/16', '127.0.0.0/8'] });
    expect(await loginFrom(username)).toMatchObject({ error_code: 1004 });
    expect(await loginFrom(username, DEMO_PASSWORD, '192.168.20.1')).toMatchObject({ error_code: 1004 });
    expect(await loginFrom(username, DEMO_PASSWORD, '192.168.10.5')).toHaveProperty('access_token');
  });

  it('1006: re-certification overdue (never re-certified: counted from creation)', async () => {
    const never = await userInState({ createdAt: daysAgo(100) }, { recertificationDays: 90 });
    expect(await loginFrom(never.username)).toMatchObject({ error_code: 1006 });
    const overdue = await userInState({ createdAt: daysAgo(400), lastRecertifiedAt: daysAgo(91) }, { recertificationDays: 90 });
    expect(await loginFrom(overdue.username)).toMatchObject({ error_code: 1006 });
    // the administrator re-certifies: the login works
    await t.database.db.update(users).set({ lastRecertifiedAt: new Date() }).where(eq(users.id, overdue.userId));
    expect(await loginFrom(overdue.username)).toHaveProperty('access_token');
    // no frequency set: never due
    const none = await userInState({ createdAt: daysAgo(4000) });
    expect(await loginFrom(none.username)).toHaveProperty('access_token');
  });

  it.each([
    ['requested', 1013, '/login-error/requested-access'],
    ['revoked', 1008, '/login-error/user-revoked'],
    ['inactive', 1009, '/login-error/user-inactive'],
    ['some-future-status', 1009, '/login-error/user-inactive'],
  ] as const)('status %s answers %i', async (status, code, route) => {
    const { username } = await userInState({ status });
    expect(await loginFrom(username)).toMatchObject({ error_code: code });
    expect(await loginFrom(username, 'wrong-password')).toMatchObject({ error_code: 3002 });
    expect(loginOutcomeRoute(code)).toBe(route);
  });

  it('1003 keeps the reason after the last colon; 1010 for an inactive company', async () => {
    const blocked = await userInState({ status: 'blocked', blockedReason: 'Card sharing reported' });
    expect(await loginFrom(blocked.username)).toEqual({ error_code: 1003, error_message: 'User is blocked: Card sharing reported' });
    const closed = await userInState({}, { status: 'inactive' });
    expect(await loginFrom(closed.username)).toMatchObject({ error_code: 1010 });
  });

  it('1014: an SSO user of a company with an identity provider; 1015: without one', async () => {
    const { username, customerId } = await userInState({ isSsoUser: true, corporateUserId: 'pat@corp' });
    expect(await loginFrom(username)).toMatchObject({ error_code: 1015 });
    await t.database.db.insert(identityProviders).values({
      customerId,
      identifier: `corp-${customerId.slice(0, 8)}`,
      displayName: 'Corp IdP',
      issuer: 'https://idp.corp.example',
      clientId: 'creditdesk',
    });
    expect(await loginFrom(username)).toMatchObject({ error_code: 1014 });
    // without the password the answer is the ordinary 3002: a name does not reveal that it is an SSO user
    expect(await loginFrom(username, 'wrong-password')).toMatchObject({ error_code: 3002 });
    expect(loginOutcomeRoute(1014)).toBe('/login-error/sso-configured');
    expect(loginOutcomeRoute(1015)).toBe('/login-error/sso-not-configured');
  });

  it('orders the checks: company, then network, then the user status, then re-certification', async () => {
    const both = await userInState({ status: 'revoked', createdAt: daysAgo(500) }, { allowedIpRanges: ['10.0.0.0/8'], recertificationDays: 30 });
    expect(await loginFrom(both.username)).toMatchObject({ error_code: 1002 });
    expect(await loginFrom(both.username, DEMO_PASSWORD, '10.0.0.1')).toMatchObject({ error_code: 1008 });
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, both.userId));
    expect(await loginFrom(both.username, DEMO_PASSWORD, '10.0.0.1')).toMatchObject({ error_code: 1006 });
    await t.database.db.update(customers).set({ status: 'inactive' }).where(eq(customers.id, both.customerId));
    expect(await loginFrom(both.username)).toMatchObject({ error_code: 1010 });
  });

  it('2001: tokens with the warning when the password expires within 14 days; none earlier', async () => {
    const soon = await userInState({ passwordChangedAt: daysAgo(80) }, { passwordMaxAgeDays: 90 });
    const warned = await loginFrom(soon.username);
    expect(warned).toMatchObject({ warning_code: 2001 });
    expect(warned).toHaveProperty('access_token');
    expect(warned.password_change_required).toBeUndefined();
    expect(loginOutcomeRoute(2001)).toBe('/login-error/warning');
    const later = await userInState({ passwordChangedAt: daysAgo(70) }, { passwordMaxAgeDays: 90 });
    expect((await loginFrom(later.username)).warning_code).toBeUndefined();
  });

  it('an expired password is treated like a temporary one: tokens that must change it first', async () => {
    const expired = await userInState({ passwordChangedAt: daysAgo(91) }, { passwordMaxAgeDays: 90 });
    const tokens = await loginFrom(expired.username);
    expect(tokens).toMatchObject({ password_change_required: true });
    expect(tokens.warning_code).toBeUndefined();
    expect(decodeJwt(tokens.access_token).pwd_change).toBe(true);
  });

  it('2003: a legacy user gets tokens and the migration warning', async () => {
    const legacy = await userInState({ isLegacy: true, legacyUserId: 'OLD123' });
    const tokens = await loginFrom(legacy.username);
    expect(tokens).toMatchObject({ warning_code: 2003 });
    expect(tokens).toHaveProperty('access_token');
    expect(loginOutcomeRoute(2003)).toBe('/migration/sso');
  });

  it('records every refusal with its code, and never the password', async () => {
    const { username } = await userInState({ status: 'requested' });
    await loginFrom(username, DEMO_PASSWORD);
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUsername, username));
    expect(rows.map((r) => [r.action, r.outcome, r.details])).toContainEqual(['login.refused', 'failure', { code: 1013 }]);
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
  });

  it('ends a session at refresh once the user is outside the allowed networks', async () => {
    const { username, customerId } = await userInState();
    const tokens = await loginFrom(username);
    await t.database.db.update(customers).set({ allowedIpRanges: ['10.0.0.0/8'] }).where(eq(customers.id, customerId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token/refresh',
      ...form({ refresh_token: tokens.refresh_token, client_id: PORTAL_CLIENT_ID }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('1012: too many attempts from one address in a minute', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_IP_ATTEMPTS_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  const attempt = (password: string, remoteAddress: string, userName = 'demo.user') =>
    limited.app
      .inject({ method: 'POST', url: '/api/oauth2/token', remoteAddress, ...form({ client_id: PORTAL_CLIENT_ID, userName, password }) })
      .then((r) => r.json());

  it('counts every attempt before the password, per address (IPv6 per /64), for one minute', async () => {
    expect(await attempt('wrong-1', '203.0.113.5')).toMatchObject({ error_code: 3002 });
    expect(await attempt(DEMO_PASSWORD, '203.0.113.5')).toHaveProperty('access_token');
    expect(await attempt('wrong-2', '203.0.113.5', 'nobody.here')).toMatchObject({ error_code: 3002 });
    // the fourth attempt is refused even with the right password, and is not counted against the name
    expect(await attempt(DEMO_PASSWORD, '203.0.113.5')).toMatchObject({ error_code: 1012 });
    expect(await attempt(DEMO_PASSWORD, '::ffff:203.0.113.5')).toMatchObject({ error_code: 1012 });
    expect(await attempt(DEMO_PASSWORD, '203.0.113.6')).toHaveProperty('access_token');

    for (let i = 0; i < 3; i++) await attempt('wrong', `2001:db8:7:7::${i + 1}`);
    expect(await attempt(DEMO_PASSWORD, '2001:db8:7:7::99')).toMatchObject({ error_code: 1012 });
    expect(await attempt(DEMO_PASSWORD, '2001:db8:7:8::1')).toHaveProperty('access_token');

    const [row] = await limited.database.db.select().from(loginIpThrottle).where(eq(loginIpThrottle.ip, '203.0.113.5'));
    expect(row.attempts).toBe(5);
    // the minute has passed: the address may try again
    await limited.database.db
      .update(loginIpThrottle)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(loginIpThrottle.ip, '203.0.113.5'));
    expect(await attempt(DEMO_PASSWORD, '203.0.113.5')).toHaveProperty('access_token');

    const refusals = await limited.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'login.refused'), eq(auditEvents.ip, '203.0.113.5')));
    expect(refusals[0]?.details).toMatchObject({ code: 1012 });
  });

  it('the limit is exact under concurrent attempts (one statement per attempt)', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => attempt('wrong', '198.51.100.77', 'ghost.name')));
    expect(answers.filter((a) => a.error_code === 1012)).toHaveLength(5);
  });
});

describe('the client address behind a load balancer (TRUST_PROXY)', () => {
  it('by default, in production too, believes no X-Forwarded-For at all', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    const direct = await createTestApp();
    try {
      await direct.database.db.update(customers).set({ allowedIpRanges: ['203.0.113.0/24'] }).where(eq(customers.name, 'Demo Lending'));
      const res = await direct.app.inject({
        method: 'POST',
        url: '/api/oauth2/token',
        headers: { 'x-forwarded-for': '203.0.113.50', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: DEMO_PASSWORD }).toString(),
      });
      expect(res.json()).toMatchObject({ error_code: 1002 });
    } finally {
      await direct.close();
    }
  });

  it('with one trusted hop, a forged X-Forwarded-For does not get past the network ranges', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const db = behindProxy.database.db;
      await db.update(customers).set({ allowedIpRanges: ['203.0.113.0/24'] }).where(eq(customers.name, 'Demo Lending'));
      const attempt = (forwardedFor: string) =>
        behindProxy.app
          .inject({
            method: 'POST',
            url: '/api/oauth2/token',
            headers: { 'x-forwarded-for': forwardedFor, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: DEMO_PASSWORD }).toString(),
          })
          .then((r) => r.json());
      // the load balancer (127.0.0.1) appended the real client: inside the range
      expect(await attempt('203.0.113.50')).toHaveProperty('access_token');
      // a client outside the range wrote an inside address itself: the balancer appended the real one
      expect(await attempt('203.0.113.50, 198.51.100.1')).toMatchObject({ error_code: 1002 });
    } finally {
      await behindProxy.close();
    }
  });
});
