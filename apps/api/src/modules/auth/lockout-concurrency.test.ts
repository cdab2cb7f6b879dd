import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, type TokenSet, isLoginError, tokenResponseSchema } from '@creditdesk/contracts';
import { buildApp } from '../../app.js';
import { auditEvents, loginThrottle } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed-demo.js';
import { bearer, createTestApp, form, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 27, defect 1: the lockout was checked before the password and counted after it, so guesses
 * arriving together were all verified (20 wrong passwords and the right one sent at once over two
 * processes: 20 failures counted, and a token). Now every check of a password is counted before it
 * is verified, in the database: two app instances on one database stand in for two server processes
 * (on PostgreSQL their queries run on separate connections, truly at once).
 */
let t: TestApp;
let second: FastifyInstance;
const THRESHOLD = 5;

beforeAll(async () => {
  t = await createTestApp({ LOCKOUT_THRESHOLD: String(THRESHOLD) });
  second = await buildApp({ config: t.config, database: t.database, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(loginThrottle);
});

const instances = () => [t.app, second];
const attempt = async (on: FastifyInstance, userName: string, password: string) => {
  const res = await on.inject({ method: 'POST', url: '/api/oauth2/token', ...form({ client_id: PORTAL_CLIENT_ID, userName, password }) });
  expect(res.statusCode).toBe(200);
  return tokenResponseSchema.parse(res.json());
};
const codeOf = (answer: Awaited<ReturnType<typeof attempt>>) => (isLoginError(answer) ? answer.error_code : 'tokens');

/** The passwords of the name that were verified: each verified attempt leaves login.failed or login.succeeded. */
async function verifiedAttempts(userName: string) {
  const rows = await t.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUsername, userName), sql`${auditEvents.action} in ('login.failed', 'login.succeeded')`));
  return rows.map((r) => r.action);
}
const throttleOf = async (userName: string) =>
  (await t.database.db.select().from(loginThrottle).where(eq(loginThrottle.usernameKey, userName)))[0];

describe('the lockout under concurrent guesses', () => {
  it('verifies at most the threshold of 20 wrong passwords sent at once over two processes; the rest are refused unverified', async () => {
    const name = 'demo.sysadmin';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(instances()[i % 2], name, `wrong-${i}`)));

    expect(await verifiedAttempts(name)).toEqual(Array(THRESHOLD).fill('login.failed'));
    const codes = answers.map(codeOf);
    // the first four failures say 3002; the one that reaches the threshold and every refused guess, 3003
    expect(codes.filter((c) => c === 3002)).toHaveLength(THRESHOLD - 1);
    expect(codes.filter((c) => c === 3003)).toHaveLength(20 - (THRESHOLD - 1));
    const row = await throttleOf(name);
    expect(row.failedCount).toBe(THRESHOLD);
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // and the right password, on either process, now waits out the lock
    for (const on of instances()) expect(codeOf(await attempt(on, name, DEMO_PASSWORD))).toBe(3003);
  });

  it('gives no token to the right password sent while the burst is being checked, once the burst has used the threshold', async () => {
    const name = 'demo.user';
    const burst = Array.from({ length: 20 }, (_, i) => attempt(instances()[i % 2], name, `wrong-${i}`));
    // The burst's checks are counted before any of them is verified: the name locks while they run.
    while (!(await throttleOf(name))?.lockedUntil) await new Promise((r) => setTimeout(r, 1));
    const right = await attempt(second, name, DEMO_PASSWORD);
    await Promise.all(burst);

    expect(codeOf(right)).toBe(3003);
    expect(await verifiedAttempts(name)).toEqual(Array(THRESHOLD).fill('login.failed'));
  });

  it('verifies at most the threshold of wrong current passwords sent at once on the change form', async () => {
    const name = 'demo.admin';
    const tokens: TokenSet = await t.login(name);
    const change = (on: FastifyInstance, i: number) =>
      on.inject({
        method: 'POST',
        url: '/api/login/users/changepassword?page=MY_PROFILE',
        payload: { userName: name, currentPassword: `wrong-${i}`, newPassword: 'Harbour lights at dusk' },
        headers: bearer(tokens),
      });
    await Promise.all(Array.from({ length: 12 }, (_, i) => change(instances()[i % 2], i)));

    const failed = await t.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUsername, name), eq(auditEvents.action, 'password.change-failed')));
    // a verified wrong current password is recorded with its reason; a refused one as 'locked-out'
    const verified = failed.filter((f) => (f.details as { reason?: string } | null)?.reason === 'wrong-current-password');
    expect(verified.length).toBeLessThanOrEqual(THRESHOLD);
    expect(verified.length).toBe((await throttleOf(name))?.failedCount ?? 0);
  });
});
