import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID, type TokenSet } from '@creditdesk/contracts';
import { apiKeys, auditEvents, customers, helpConsents, sessions, users } from '../../db/schema/index.js';
import { bearer, createTestApp, form, proveFactorFor, type TestApp } from '../../testing/test-app.js';
import { ensureDevSupportKey, findActiveApiKey, hashApiKey, syncConfiguredSupportKeys } from './api-keys.repository.js';

const SUPPORT_KEY = 'cdsk_support_test_key_0123456789abcdefghijklmnop';
const AGENT = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_API_KEYS: SUPPORT_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(helpConsents);
});

const db = () => t.database.db;
/** key null: no x-api-key header at all. */
const impersonate = (query: Record<string, string>, key: string | null = SUPPORT_KEY) =>
  t.app.inject({ method: 'GET', url: `/api/token?${new URLSearchParams(query)}`, headers: key === null ? {} : { 'x-api-key': key } });
const giveConsent = async (userName: string, tokens?: TokenSet) =>
  t.app.inject({ method: 'POST', url: '/api/consent', payload: { userName }, headers: bearer(tokens ?? (await t.login(userName))) });
const profile = (tokens: Pick<TokenSet, 'access_token'>, id: string) => t.app.inject({ method: 'GET', url: `/api/users/user/${id}`, headers: bearer(tokens) });
const handoff = (code: string) => t.app.inject({ method: 'POST', url: '/api/oauth2/handoff', payload: { code } });
const audits = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));
const sessionTotal = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
const codeOf = (handoffUrl: string) => new URL(handoffUrl).searchParams.get('handoff')!;

describe('support API keys', () => {
  it('keeps SUPPORT_API_KEYS only as hashes, and revokes a key that leaves the setting', async () => {
    const rows = await db().select().from(apiKeys);
    expect(rows.some((r) => r.keyHash === hashApiKey(SUPPORT_KEY) && r.purpose === 'support' && r.revokedAt === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(SUPPORT_KEY);
    await syncConfiguredSupportKeys(db(), []);
    expect(await findActiveApiKey(db(), SUPPORT_KEY, 'support')).toBeUndefined();
    await syncConfiguredSupportKeys(db(), [SUPPORT_KEY]);
    expect(await findActiveApiKey(db(), SUPPORT_KEY, 'support')).toBeDefined();
  });

  it('creates a development key once under the data folder, and none in production', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-support-key-'));
    try {
      expect(await ensureDevSupportKey(db(), { isProduction: true, dataDir: dir })).toBeUndefined();
      const key = (await ensureDevSupportKey(db(), { isProduction: false, dataDir: dir }))!;
      expect(key).toMatch(/^cdsk_dev_support_[A-Za-z0-9_-]{43}$/);
      expect(await ensureDevSupportKey(db(), { isProduction: false, dataDir: dir })).toBe(key);
      expect((fs.statSync(path.join(dir, 'keys', 'dev-support-api.key')).mode & 0o777).toString(8)).toBe('600');
      expect(await findActiveApiKey(db(), key, 'support')).toBeDefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('help consent', () => {
  it('a user gives consent for 24 hours; not for someone else; not anonymously', async () => {
    const res = await giveConsent('demo.user');
    expect(res.statusCode).toBe(200);
    const hours = (new Date(res.json().expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [row] = await db().select().from(helpConsents);
    expect(row.tokenHash).not.toBe(res.json().consentToken);

    const other = await t.app.inject({ method: 'POST', url: '/api/consent', payload: { userName: 'demo.admin' }, headers: bearer(await t.login('demo.user')) });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/consent', payload: { userName: 'demo.user' } })).statusCode).toBe(401);
    expect((await audits('help-consent.granted')).length).toBeGreaterThan(0);
  });

  it('the owner extends an active consent with its token; another user or a wrong token gets 404', async () => {
    const tokens = await t.login('demo.user');
    const { consentToken } = (await giveConsent('demo.user', tokens)).json();
    await db().update(helpConsents).set({ expiresAt: sql`now() + interval '1 hour'` });
    const res = await t.app.inject({ method: 'GET', url: `/api/consent/refresh_token/${consentToken}`, headers: bearer(tokens) });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const stranger = await t.app.inject({ method: 'GET', url: `/api/consent/refresh_token/${consentToken}`, headers: bearer(await t.login('demo.admin')) });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/consent/refresh_token/nope', headers: bearer(tokens) })).statusCode).toBe(404);
    // an expired consent cannot be brought back
    await db().update(helpConsents).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await t.app.inject({ method: 'GET', url: `/api/consent/refresh_token/${consentToken}`, headers: bearer(tokens) })).statusCode).toBe(404);
  });

  it('is withdrawn by the user or a user-management admin of the company, by no one else', async () => {
    await giveConsent('demo.user');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/consent/delete/demo.user', headers: bearer(await t.login('other.admin')) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/consent/delete/demo.admin', headers: bearer(await t.login('demo.user')) })).statusCode).toBe(403);
    const admin = await t.app.inject({ method: 'DELETE', url: '/api/consent/delete/demo.user', headers: bearer(await t.login('demo.admin')) });
    expect(admin.json()).toEqual({ userName: 'demo.user', withdrawn: 1, supportSessionsEnded: 0 });
    await giveConsent('demo.user');
    const own = await t.app.inject({ method: 'DELETE', url: '/api/consent/delete/demo.user', headers: bearer(await t.login('demo.user')) });
    expect(own.json()).toMatchObject({ withdrawn: 1 });
    expect((await impersonate({ userName: 'demo.user', uuid: AGENT })).statusCode).toBe(403);
  });
});

describe('support impersonation', () => {
  it('refuses a missing, wrong or non-support key with 401, audited, and opens no session', async () => {
    await giveConsent('demo.user');
    await db().insert(apiKeys).values({ name: 'registration service', purpose: 'registration', keyHash: hashApiKey('cdsk_registration_key_for_tests_0123456789') });
    const before = await sessionTotal();
    expect((await impersonate({ userName: 'demo.user', uuid: AGENT }, null)).statusCode).toBe(401);
    expect((await impersonate({ userName: 'demo.user', uuid: AGENT }, 'cdsk_wrong_key')).statusCode).toBe(401);
    expect((await impersonate({ userName: 'demo.user', uuid: AGENT }, 'cdsk_registration_key_for_tests_0123456789')).statusCode).toBe(401);
    // the key is checked before the query: no 400 for an anonymous caller
    expect((await impersonate({ uuid: 'not-a-uuid' }, null)).statusCode).toBe(401);
    expect(await sessionTotal()).toBe(before);
    const reasons = (await audits('support.api-key-refused')).map((a) => a.details?.reason);
    expect(reasons).toEqual(expect.arrayContaining(['missing-key', 'invalid-key']));
    expect(JSON.stringify(await audits('support.api-key-refused'))).not.toContain('cdsk_wrong_key');
  });

  it('checks the query: the agent must be a UUID, the user name present (400)', async () => {
    expect((await impersonate({ userName: 'demo.user', uuid: 'agent-42' })).statusCode).toBe(400);
    expect((await impersonate({ uuid: AGENT })).statusCode).toBe(400);
  });

  it('refuses a user without an active help consent, or unknown, with 403', async () => {
    const before = await sessionTotal();
    expect((await impersonate({ userName: 'demo.admin', uuid: AGENT })).statusCode).toBe(403);
    expect((await impersonate({ userName: 'no.such.user', uuid: AGENT })).json().message).toBe('The user has not given help consent');
    expect(await sessionTotal()).toBe(before);
    await giveConsent('demo.admin');
    await db().update(helpConsents).set({ expiresAt: sql`now() - interval '1 second'` });
    const afterConsent = await sessionTotal();
    expect((await impersonate({ userName: 'demo.admin', uuid: AGENT })).statusCode).toBe(403);
    expect(await sessionTotal()).toBe(afterConsent);
    expect((await audits('support.impersonation-refused')).map((a) => a.details?.reason)).toEqual(expect.arrayContaining(['no-consent', 'unknown-user']));
  });

  it("refuses when the user's account may not sign in (company inactive)", async () => {
    await giveConsent('other.admin');
    await db().update(customers).set({ status: 'inactive' }).where(eq(customers.name, 'Second Bank'));
    try {
      const res = await impersonate({ userName: 'other.admin', uuid: AGENT });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/inactive/);
    } finally {
      await db().update(customers).set({ status: 'active' }).where(eq(customers.name, 'Second Bank'));
    }
  });

  it('opens a session as the user that names the agent: act claim, sessions.impersonator_id, audit; Last Login untouched', async () => {
    const { expiresAt: consentEnd } = (await giveConsent('demo.user')).json();
    const [userBefore] = await db().select().from(users).where(eq(users.username, 'demo.user'));

    const res = await impersonate({ userName: 'Demo.User', uuid: AGENT.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.handoffUrl).toMatch(new RegExp(`^${t.config.publicUrl}/login\\?handoff=[A-Za-z0-9_-]{43}$`));
    const access = decodeJwt(body.access_token);
    expect(access).toMatchObject({ username: 'demo.user', act: { sub: `support:${AGENT}` } });
    expect(decodeJwt(body.id_token)).toMatchObject({ act: { sub: `support:${AGENT}` } });
    expect((await profile(body, 'demo.user')).statusCode).toBe(200);

    const [session] = await db().select().from(sessions).where(eq(sessions.id, String(access.sid)));
    expect(session.impersonatorId).toBe(AGENT);
    expect(session.expiresAt.getTime()).toBeLessThanOrEqual(new Date(consentEnd).getTime());
    const [userAfter] = await db().select().from(users).where(eq(users.username, 'demo.user'));
    expect(userAfter.lastLoginAt?.getTime()).toBe(userBefore.lastLoginAt?.getTime());
    const [event] = (await audits('support.impersonation')).slice(-1);
    expect(event).toMatchObject({ actorUsername: `support:${AGENT}`, targetId: 'demo.user' });
    expect(event.details).toMatchObject({ supportIdentity: AGENT, impersonatedUser: 'demo.user', sessionId: access.sid });

    // a refreshed token still names the agent
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/oauth2/token/refresh', ...form({ refresh_token: body.refresh_token, client_id: PORTAL_CLIENT_ID }) });
    expect(decodeJwt(refreshed.json().access_token)).toMatchObject({ act: { sub: `support:${AGENT}` } });
  });

  it("the handoff code opens the portal in the same session once; a second use ends the session", async () => {
    await giveConsent('demo.user');
    const body = (await impersonate({ userName: 'demo.user', uuid: AGENT })).json();
    const code = codeOf(body.handoffUrl);

    const first = await handoff(code);
    expect(first.statusCode).toBe(200);
    const browser = first.json();
    expect(decodeJwt(browser.access_token)).toMatchObject({ sid: decodeJwt(body.access_token).sid, act: { sub: `support:${AGENT}` } });
    expect((await profile(browser, 'demo.user')).statusCode).toBe(200);

    const again = await handoff(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already used/);
    expect((await profile(browser, 'demo.user')).statusCode).toBe(401);
    expect((await profile(body, 'demo.user')).statusCode).toBe(401);
    expect((await audits('support.handoff')).length).toBeGreaterThan(0);
    expect((await audits('support.handoff-refused')).map((a) => a.details?.reason)).toContain('reused-code');
  });

  it('an expired or unknown handoff code is refused; a handoff code is no authorization code', async () => {
    await giveConsent('demo.user');
    const expired = codeOf((await impersonate({ userName: 'demo.user', uuid: AGENT })).json().handoffUrl);
    await db().execute(sql`update authorization_codes set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await handoff(expired)).json().message).toMatch(/expired/);
    expect((await handoff('not-a-code')).statusCode).toBe(400);

    const other = codeOf((await impersonate({ userName: 'demo.user', uuid: AGENT })).json().handoffUrl);
    const asGrant = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      ...form({ grant_type: 'authorization_code', code: other, code_verifier: 'a'.repeat(43), redirect_uri: `${t.config.publicUrl}/login`, client_id: PORTAL_CLIENT_ID }),
    });
    expect(asGrant.statusCode).toBe(400);
    expect(asGrant.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('withdrawing the consent ends the running support sessions', async () => {
    await giveConsent('demo.user');
    const body = (await impersonate({ userName: 'demo.user', uuid: AGENT })).json();
    const own = await t.login('demo.user');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/consent/delete/demo.user', headers: bearer(own) });
    expect(res.json().supportSessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await profile(body, 'demo.user')).statusCode).toBe(401);
    // the user's own session goes on
    expect((await profile(own, 'demo.user')).statusCode).toBe(200);
  });

  it("a support session may not give or extend consent, nor set the user's privacy choice", async () => {
    const { consentToken } = (await giveConsent('demo.user')).json();
    const body = (await impersonate({ userName: 'demo.user', uuid: AGENT })).json();
    // even with a factor proven (the user read the agent a code), the consent is the user's own
    await proveFactorFor(db(), body);
    expect((await giveConsent('demo.user', body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/consent/refresh_token/${consentToken}`, headers: bearer(body) })).statusCode).toBe(403);
    const privacy = await t.app.inject({ method: 'PUT', url: '/api/users/user/demo.user/privacy-policy', payload: { neverDisplay: true }, headers: bearer(body) });
    expect(privacy.statusCode).toBe(403);
  });
});

describe('privacy policy', () => {
  it('the user sets never-display for themself; the profile returns it', async () => {
    const tokens = await t.login('demo.user');
    const put = (neverDisplay: unknown, id = 'demo.user', who = tokens) =>
      t.app.inject({ method: 'PUT', url: `/api/users/user/${id}/privacy-policy`, payload: { neverDisplay }, headers: bearer(who) });
    expect((await profile(tokens, 'demo.user')).json().privacyNeverDisplay).toBe(false);
    expect((await put(true)).json()).toEqual({ userName: 'demo.user', neverDisplay: true });
    expect((await profile(tokens, 'demo.user')).json().privacyNeverDisplay).toBe(true);
    expect((await put(false)).statusCode).toBe(200);
    const [row] = await db().select().from(users).where(and(eq(users.username, 'demo.user')));
    expect(row.privacyNeverDisplay).toBe(false);
    expect((await put('yes')).statusCode).toBe(400);
    expect((await put(true, 'demo.user', await t.login('demo.admin'))).statusCode).toBe(403);
  });
});
