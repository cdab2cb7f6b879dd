import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_ERROR_CODES, PORTAL_CLIENT_ID, type MfaChallenge, type TokenSet, isLoginError, isMfaChallenge } from '@creditdesk/contracts';
import { auditEvents, customers, loginThrottle, passkeyCredentials, users, webauthnChallenges } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed-demo.js';
import { SoftAuthenticator } from '../../testing/soft-authenticator.js';
import { type CapturedMail, startSmtpCapture } from '../../testing/smtp-capture.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let origin: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.creditdesk.test' });
  origin = 'https://portal.creditdesk.test';
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const userRow = async (username: string) => (await db().select().from(users).where(eq(users.username, username)))[0];
const setUser = async (username: string, changes: Partial<typeof users.$inferInsert>) => db().update(users).set(changes).where(eq(users.username, username));
const setCompany = async (username: string, changes: Partial<typeof customers.$inferInsert>) =>
  db().update(customers).set(changes).where(eq(customers.id, (await userRow(username)).customerId));

/** My Profile's "Add a passkey": options, the authenticator's answer, stored. */
async function addPasskey(tokens: TokenSet, authenticator: SoftAuthenticator, name = 'Laptop') {
  const begin = await post('/api/users/passkeys/options', {}, bearer(tokens));
  expect(begin.statusCode).toBe(200);
  const { challengeId, options } = begin.json();
  return post('/api/users/passkeys', { challengeId, name, credential: authenticator.create(options) }, bearer(tokens));
}

/** The login page's "Sign in with a passkey" (discoverable: no user named). */
async function passkeyOptions(body: object = {}) {
  const res = await post('/api/login/passkey/options', body);
  expect(res.statusCode).toBe(200);
  return res.json() as { challengeId: string; options: { challenge: string; rpId: string; allowCredentials?: { id: string }[] } };
}
async function signIn(authenticator: SoftAuthenticator, override: Parameters<SoftAuthenticator['get']>[1] = {}) {
  const { challengeId, options } = await passkeyOptions();
  const res = await post('/api/login/passkey', { client_id: PORTAL_CLIENT_ID, challengeId, credential: authenticator.get(options, override) });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const failed = { error_code: PASSKEY_ERROR_CODES.failed };

describe('a passkey registered and used to sign in', () => {
  const es256 = () => new SoftAuthenticator({ origin: 'https://portal.creditdesk.test', alg: 'ES256', backedUp: true });
  let phone: SoftAuthenticator;
  let key: SoftAuthenticator;

  it('registers ES256 and RS256 passkeys with their backup flags, and signs in with each alone', async () => {
    const tokens = await t.login('demo.user');
    phone = es256();
    key = new SoftAuthenticator({ origin, alg: 'RS256' });
    const a = await addPasskey(tokens, phone, 'Phone');
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ name: 'Phone', backedUp: true, lastUsedAt: null });
    expect((await addPasskey(tokens, key, 'Security key')).statusCode).toBe(201);
    const rows = await db().select().from(passkeyCredentials).where(eq(passkeyCredentials.userId, (await userRow('demo.user')).id));
    expect(rows.map((r) => [r.name, r.deviceType, r.backedUp, r.signCount])).toEqual(
      expect.arrayContaining([['Phone', 'multiDevice', true, 0], ['Security key', 'singleDevice', false, 0]]),
    );

    for (const authenticator of [phone, key]) {
      const result = await signIn(authenticator);
      expect(result).toHaveProperty('access_token');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/users/passkeys', headers: bearer(tokens) });
    expect(list.json().passkeys.every((p: { lastUsedAt: string | null }) => p.lastUsedAt !== null)).toBe(true);
    const [success] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'login.succeeded'), eq(auditEvents.actorUsername, 'demo.user'), sql`${auditEvents.details}->>'method' = 'passkey'`));
    expect(success).toBeDefined();
  });

  it('refuses a replayed challenge, a replayed answer, and a cloned authenticator\'s counter', async () => {
    const { challengeId, options } = await passkeyOptions();
    const answer = phone.get(options);
    const first = await post('/api/login/passkey', { client_id: PORTAL_CLIENT_ID, challengeId, credential: answer });
    expect(first.json()).toHaveProperty('access_token');
    // the same answer, and a fresh signature over the used challenge: the challenge is gone
    expect((await post('/api/login/passkey', { client_id: PORTAL_CLIENT_ID, challengeId, credential: answer })).json()).toMatchObject(failed);
    expect((await post('/api/login/passkey', { client_id: PORTAL_CLIENT_ID, challengeId, credential: phone.get(options) })).json()).toMatchObject(failed);
    // none left behind in the database
    expect((await db().select().from(webauthnChallenges).where(eq(webauthnChallenges.id, challengeId))).length).toBe(0);

    const copy = phone.clone();
    expect(await signIn(phone)).toHaveProperty('access_token');
    // the copy still holds the older counter: it signs with a value the server has seen
    expect(await signIn(copy)).toMatchObject(failed);
    const [refusal] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'login.failed'), sql`${auditEvents.details}->>'reason' = 'counter'`));
    expect(refusal.actorUsername).toBe('demo.user');
  });

  it('refuses another origin, an expired challenge, and a registration without user verification', async () => {
    expect(await signIn(phone, { origin: 'https://evil.example' })).toMatchObject(failed);
    const { challengeId, options } = await passkeyOptions();
    await db().update(webauthnChallenges).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(webauthnChallenges.id, challengeId));
    expect((await post('/api/login/passkey', { client_id: PORTAL_CLIENT_ID, challengeId, credential: phone.get(options) })).json()).toMatchObject(failed);

    const tokens = await t.login('demo.admin');
    const noPin = new SoftAuthenticator({ origin, userVerification: false });
    const res = await addPasskey(tokens, noPin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The passkey could not be added. Please try again.');
    expect((await addPasskey(tokens, new SoftAuthenticator({ origin: 'https://evil.example' }))).statusCode).toBe(400);
  });

  it('answers every login outcome through a passkey exactly as through the password', async () => {
    const cases: [string, () => Promise<unknown>][] = [
      ['user inactive', () => setUser('demo.user', { status: 'inactive' })],
      ['revoked', () => setUser('demo.user', { status: 'revoked' })],
      ['blocked', () => setUser('demo.user', { status: 'blocked', blockedReason: 'Audit' })],
      ['access requested', () => setUser('demo.user', { status: 'requested' })],
      ['company inactive', () => setCompany('demo.user', { status: 'inactive' })],
      ['company networks', () => setCompany('demo.user', { allowedIpRanges: ['10.0.0.0/8'] })],
      ['user networks', () => setUser('demo.user', { allowedIpRanges: ['10.0.0.0/8'] })],
      ['re-certification due', () => setCompany('demo.user', { recertificationDays: 1 })],
      ['legacy user (warning 2003)', () => setUser('demo.user', { isLegacy: true })],
      ['single sign-on user', () => setUser('demo.user', { isSsoUser: true })],
    ];
    for (const [name, apply] of cases) {
      await setUser('demo.user', { status: 'active', blockedReason: null, allowedIpRanges: [], isLegacy: false, isSsoUser: false, lastRecertifiedAt: new Date(Date.now() - 3 * 86_400_000) });
      await setCompany('demo.user', { status: 'active', allowedIpRanges: [], recertificationDays: null });
      await apply();
      const byPassword = await t.attemptLogin('demo.user', DEMO_PASSWORD);
      const byPasskey = await signIn(phone);
      const shape = (r: object) => ('error_code' in r ? r : { warning_code: (r as TokenSet).warning_code ?? null, tokens: 'access_token' in r });
      expect(shape(byPasskey), name).toEqual(shape(byPassword));
      expect(isLoginError(byPasskey) || (byPasskey as TokenSet).warning_code !== undefined, name).toBe(true);
    }
    await setUser('demo.user', { status: 'active', blockedReason: null, isLegacy: false, isSsoUser: false, allowedIpRanges: [] });
    await setCompany('demo.user', { status: 'active', allowedIpRanges: [], recertificationDays: null });
  });

  it('counts failed passkeys toward the lockout and refuses a locked name (3003) as the password does', async () => {
    for (let i = 0; i < 5; i++) await signIn(phone, { origin: 'https://evil.example' });
    expect(await signIn(phone)).toMatchObject({ error_code: 3003 });
    expect(await t.attemptLogin('demo.user', DEMO_PASSWORD)).toMatchObject({ error_code: 3003 });
    await db().delete(loginThrottle);
    expect(await signIn(phone)).toHaveProperty('access_token');
  });
});

describe('a passkey as the second factor, and its loss', () => {
  let authenticator: SoftAuthenticator;
  const challenge = async (): Promise<MfaChallenge> => {
    const result = await t.attemptLogin('other.admin', DEMO_PASSWORD);
    if (!isMfaChallenge(result)) throw new Error(`expected a challenge, got ${JSON.stringify(result)}`);
    return result;
  };

  it("under 'second-factor', a user with a passkey is asked for it after the password and completes with it", async () => {
    authenticator = new SoftAuthenticator({ origin });
    expect((await addPasskey(await t.login('other.admin'), authenticator)).statusCode).toBe(201);
    await setCompany('other.admin', { passkeyPolicy: 'second-factor' });
    const c = await challenge();
    expect(c.methods).toEqual(['passkey', 'totp', 'email']);
    const { challengeId, options } = await passkeyOptions({ mfa_token: c.mfa_token });
    expect(options.allowCredentials).toHaveLength(1);
    const res = await post('/api/login/users/passkey/validate', { mfa_token: c.mfa_token, challengeId, credential: authenticator.get(options) });
    expect(res.json()).toHaveProperty('access_token');
    // another user's passkey does not answer this user's challenge
    const other = await challenge();
    const { challengeId: id2, options: o2 } = await passkeyOptions({ mfa_token: other.mfa_token });
    const stranger = new SoftAuthenticator({ origin });
    await addPasskey(await t.login('demo.admin'), stranger);
    const wrong = await post('/api/login/users/passkey/validate', { mfa_token: other.mfa_token, challengeId: id2, credential: stranger.get({ ...o2, allowCredentials: [] }) });
    expect(wrong.json()).toMatchObject(failed);
  });

  it("under 'required', the app's code is refused; an admin's reset and the e-mailed code recover a lost passkey, both audited", async () => {
    await setCompany('other.admin', { passkeyPolicy: 'required' });
    const c = await challenge();
    expect(c.methods).toEqual(['passkey', 'email']);
    expect(c.enrollment).toBeUndefined();
    expect((await post('/api/login/users/otp/validate', { mfa_token: c.mfa_token, code: '123456', method: 'totp' })).json()).toMatchObject({ error_code: 4002 });
    const [refused] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'mfa.failed'), sql`${auditEvents.details}->>'reason' = 'not-allowed'`));
    expect(refused.actorUsername).toBe('other.admin');

    const admin = await t.login('demo.admin');
    const company = (await userRow('other.admin')).customerId;
    // Demo Lending's admin cannot reset another company's user
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/customers/${company}/users/${(await userRow('other.admin')).id}/passkeys`, headers: bearer(admin) });
    expect(foreign.statusCode).toBe(403);

    // other.admin is the admin of Second Bank: the reset as the security admin would do it (a second session)
    const holders = await t.app.inject({ method: 'GET', url: `/api/customers/${company}/passkeys`, headers: bearer(await passkeySession(authenticator)) });
    expect(holders.json().users).toEqual([expect.objectContaining({ username: 'other.admin', passkeys: 1 })]);
    const reset = await t.app.inject({ method: 'DELETE', url: `/api/customers/${company}/users/${(await userRow('other.admin')).id}/passkeys`, headers: bearer(await passkeySession(authenticator)) });
    expect(reset.json()).toMatchObject({ status: 'success', message: '1 passkey removed' });

    const lost = await challenge();
    expect(lost.methods).toEqual(['email']);
    const sent = await post('/api/login/users/otp/email', { mfa_token: lost.mfa_token });
    expect(sent.json()).toMatchObject({ sent: true });
    const mail = await smtp.waitFor((m: CapturedMail) => m.text.includes('login code'));
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const done = await post('/api/login/users/otp/validate', { mfa_token: lost.mfa_token, code, method: 'email' });
    expect(done.json()).toHaveProperty('access_token');
    const actions = (await db().select().from(auditEvents).where(eq(auditEvents.actorUsername, 'other.admin'))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['passkey.reset', 'passkey.recovery-by-email']));
    await setCompany('other.admin', { passkeyPolicy: 'optional' });
  });

  /** A session through the passkey alone (no second factor is asked of a passkey). */
  async function passkeySession(a: SoftAuthenticator): Promise<TokenSet> {
    const result = await signIn(a);
    if (!('access_token' in result)) throw new Error(JSON.stringify(result));
    return result;
  }
});
