import { and, eq, like, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { auditEvents, customers, sessions, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed-demo.js';
import { bearer, createTestApp, form, type TestApp } from '../../testing/test-app.js';
import { type LoopbackIdp, followRedirects, startLoopbackIdp } from './loopback-idp.testing.js';
import { configureIdentityProvider } from './sso.repository.js';
import { freePort } from '../../testing/free-port.js';

/*
 * Single sign-on end to end over real HTTP: our server listens on loopback, a real OpenID Provider
 * (oidc-provider) plays the company's provider, and a standards relying party (openid-client)
 * plays the portal against our discovery, authorization and token endpoints and our JWKS.
 */

let t: TestApp;
let idp: LoopbackIdp;
let base: string;
let rp: client.Configuration;
const SECOND_REDIRECT = 'http://127.0.0.1:5173/login';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base, PORT: String(port), OAUTH_REDIRECT_URIS: SECOND_REDIRECT, SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
  await t.app.listen({ port, host: '127.0.0.1' });
  idp = await startLoopbackIdp({ redirectUri: `${base}/api/oauth2/callback` });

  const db = t.database.db;
  const [bank] = await db.select().from(customers).where(eq(customers.name, 'Second Bank'));
  await configureIdentityProvider(
    db,
    bank.id,
    { identifier: 'Second-Bank', displayName: 'Second Bank Sign-In', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, userIdClaim: 'employee_id' },
    t.app.ctx.cipher,
  );
  await db.insert(users).values({
    customerId: bank.id,
    username: 'sso.user',
    email: 'sso.user@secondbank.example',
    firstName: 'Sasha',
    lastName: 'Single',
    role: 'enduser',
    isSsoUser: true,
    corporateUserId: 'E-1001',
  });
  // a password user of the same company whose corporate id is known, but who is not set up for SSO
  await db.update(users).set({ corporateUserId: 'E-2002' }).where(eq(users.username, 'other.admin'));

  rp = await client.discovery(new URL(t.config.issuer), PORTAL_CLIENT_ID, undefined, client.None(), {
    // the id token's EdDSA signature is verified through our JWKS, not taken on trust
    execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});
beforeEach(() => {
  idp.account = { sub: 'acme-sasha', employeeId: 'E-1001' };
});

const db = () => t.database.db;
const portalRedirect = () => `${base}/login`;

type Started = { back: URL; verifier: string; state: string; nonce: string; redirectUri: string; hops: URL[] };

/** The portal's side of a sign-in: PKCE, state and nonce, then the browser through us and the company's provider. */
async function signIn(options: { idpIdentifier?: string; redirectUri?: string } = {}): Promise<Started> {
  const redirectUri = options.redirectUri ?? portalRedirect();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(rp, {
    redirect_uri: redirectUri,
    scope: 'openid',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    idp_identifier: options.idpIdentifier ?? 'second-bank',
  });
  const { url: back, hops } = await followRedirects(url, (u) => u.href.startsWith(redirectUri));
  return { back, verifier, state, nonce, redirectUri, hops };
}

const exchange = (s: Started, overrides: Partial<{ verifier: string }> = {}) =>
  client.authorizationCodeGrant(rp, s.back, {
    pkceCodeVerifier: overrides.verifier ?? s.verifier,
    expectedState: s.state,
    expectedNonce: s.nonce,
    idTokenExpected: true,
  });

/** The token request as raw HTTP, to see the exact answer. */
const tokenRequest = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/oauth2/token', ...form(fields) });

const ssoUserId = async () => (await db().select({ id: users.id }).from(users).where(eq(users.username, 'sso.user')))[0].id;
const sessionsOf = async (userId: string) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId)))[0].n;
const auditSince = async (id: number) => db().select().from(auditEvents).where(and(sql`${auditEvents.id} > ${id}`, like(auditEvents.action, 'sso.%')));
const lastAuditId = async () => (await db().select({ id: sql<number>`coalesce(max(id), 0)::int` }).from(auditEvents))[0].id;

describe('discovery and provider lookup', () => {
  it('publishes our OpenID configuration', async () => {
    const res = await fetch(`${base}/api/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      issuer: `${base}/api`,
      authorization_endpoint: `${base}/api/oauth2/authorize`,
      token_endpoint: `${base}/api/oauth2/token`,
      jwks_uri: `${base}/api/oauth2/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['EdDSA'],
      scopes_supported: ['openid'],
      token_endpoint_auth_methods_supported: ['none'],
      subject_types_supported: ['public'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  it('names a configured provider, and answers 404 for any other identifier', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/cognito/identityproviders/identifier/details?idpIdentifier=SECOND-BANK' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ identifier: 'second-bank', displayName: 'Second Bank Sign-In' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/cognito/identityproviders/identifier/details?idpIdentifier=nobody' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/cognito/identityproviders/identifier/details' })).statusCode).toBe(400);
  });
});

describe('sign-in through the company provider', () => {
  it('ends with our code at the portal; the exchange gives tokens whose id token openid-client verifies through our JWKS', async () => {
    const before = await sessionsOf(await ssoUserId());
    const s = await signIn();
    // through us, the company's provider (its login and consent interactions) and back through us
    expect(s.hops[0].href.startsWith(`${base}/api/oauth2/authorize?`)).toBe(true);
    expect(s.hops.some((h) => h.origin === idp.issuer)).toBe(true);
    expect(s.hops.some((h) => h.pathname === '/api/oauth2/callback')).toBe(true);
    expect(s.back.searchParams.get('state')).toBe(s.state);
    expect(s.back.searchParams.get('iss')).toBe(t.config.issuer);
    // the portal checks that iss against the issuer its configuration names (RFC 9207)
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/config' })).json().issuer).toBe(s.back.searchParams.get('iss'));

    const tokens = await exchange(s);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: t.config.issuer, aud: PORTAL_CLIENT_ID, nonce: s.nonce, username: 'sso.user', sub: await ssoUserId() });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(await sessionsOf(await ssoUserId())).toBe(before + 1);

    const profile = await t.app.inject({ method: 'GET', url: '/api/users/user/sso.user', headers: bearer({ access_token: tokens.access_token }) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ userName: 'sso.user', isSSOUser: true });
    const actions = (await db().select().from(auditEvents).where(eq(auditEvents.actorUsername, 'sso.user'))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['sso.authorized', 'login.succeeded']));
  });

  it('the relying party refuses our id token when our JWKS does not hold its key (the signature is really checked)', async () => {
    const { exportJWK, generateKeyPair } = await import('jose');
    const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const ours = (await (await fetch(`${base}/api/oauth2/jwks`)).json()) as { keys: { kid: string }[] };
    // the same key id, another key: only a real signature check tells them apart
    const strangerJwks = { keys: [{ ...(await exportJWK(publicKey)), kid: ours.keys[0].kid, alg: 'EdDSA', use: 'sig' }] };
    const suspicious = await client.discovery(new URL(t.config.issuer), PORTAL_CLIENT_ID, undefined, client.None(), {
      execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
      [client.customFetch]: ((url: string, init: RequestInit) =>
        url.endsWith('/oauth2/jwks') ? Promise.resolve(Response.json(strangerJwks)) : fetch(url, init)) as unknown as client.CustomFetch,
    });
    const s = await signIn();
    const err = await client
      .authorizationCodeGrant(suspicious, s.back, { pkceCodeVerifier: s.verifier, expectedState: s.state, expectedNonce: s.nonce })
      .then(() => undefined, (e: Error & { cause?: unknown }) => e);
    expect((err?.cause as Error | undefined)?.message).toMatch(/JWT signature verification failed/);
  });

  it('works from a second registered redirect URI (OAUTH_REDIRECT_URIS)', async () => {
    const s = await signIn({ redirectUri: SECOND_REDIRECT });
    const res = await tokenRequest({ grant_type: 'authorization_code', code: s.back.searchParams.get('code')!, code_verifier: s.verifier, redirect_uri: SECOND_REDIRECT, client_id: PORTAL_CLIENT_ID });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeDefined();
  });

  it('keeps the password login working, with or without grant_type=password, and serves grant_type=refresh_token', async () => {
    const res = await tokenRequest({ grant_type: 'password', client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: DEMO_PASSWORD });
    expect(res.json().access_token).toBeDefined();
    const wrong = await tokenRequest({ client_id: PORTAL_CLIENT_ID, userName: 'demo.user', password: 'wrong' });
    expect(wrong.json()).toMatchObject({ error_code: 3002 });
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: res.json().refresh_token, client_id: PORTAL_CLIENT_ID });
    expect(refreshed.statusCode).toBe(200);
    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: res.json().refresh_token, client_id: PORTAL_CLIENT_ID });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the token endpoint refuses (400, RFC 6749) and no session comes of it', () => {
  it('a wrong PKCE verifier: invalid_grant, and the code is spent', async () => {
    const userId = await ssoUserId();
    const before = await sessionsOf(userId);
    const mark = await lastAuditId();
    const s = await signIn();
    await expect(exchange(s, { verifier: client.randomPKCECodeVerifier() })).rejects.toMatchObject({ error: 'invalid_grant' });
    // the right verifier afterwards is too late: a code gets one try
    await expect(exchange(s)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await sessionsOf(userId)).toBe(before);
    const events = await auditSince(mark);
    expect(events.map((e) => `${e.action}:${e.details?.reason}`)).toEqual(expect.arrayContaining(['sso.code-refused:pkce-mismatch', 'sso.code-reused:reused-code']));
  });

  it('a reused code: invalid_grant, and the session the code opened is revoked', async () => {
    const s = await signIn();
    const tokens = await exchange(s);
    const replay = await tokenRequest({ grant_type: 'authorization_code', code: s.back.searchParams.get('code')!, code_verifier: s.verifier, redirect_uri: s.redirectUri, client_id: PORTAL_CLIENT_ID });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/already used/) });
    const sid = String(decodeJwt(tokens.access_token).sid);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, sid));
    expect(row.revokeReason).toBe('authorization-code-reuse');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/user/sso.user', headers: bearer({ access_token: tokens.access_token }) })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/oauth2/token/refresh', ...form({ refresh_token: tokens.refresh_token!, client_id: PORTAL_CLIENT_ID }) });
    expect(refresh.statusCode).toBe(401);
  });

  it('a redirect_uri other than the one of the authorization request: invalid_grant', async () => {
    const userId = await ssoUserId();
    const before = await sessionsOf(userId);
    const s = await signIn();
    const res = await tokenRequest({ grant_type: 'authorization_code', code: s.back.searchParams.get('code')!, code_verifier: s.verifier, redirect_uri: SECOND_REDIRECT, client_id: PORTAL_CLIENT_ID });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/redirect_uri/) });
    expect(await sessionsOf(userId)).toBe(before);
  });

  it('an expired code, an unknown code, an unknown client and missing fields', async () => {
    const s = await signIn();
    await db().execute(sql`update authorization_codes set expires_at = now() - interval '1 second' where used_at is null`);
    const base = { grant_type: 'authorization_code', code: s.back.searchParams.get('code')!, code_verifier: s.verifier, redirect_uri: s.redirectUri, client_id: PORTAL_CLIENT_ID };
    expect((await tokenRequest(base)).json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/expired/) });
    expect((await tokenRequest({ ...base, code: 'not-a-code' })).json()).toMatchObject({ error: 'invalid_grant' });
    const other = await tokenRequest({ ...base, client_id: 'someone-else' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'unauthorized_client' });
    const { code_verifier: _v, ...noVerifier } = base;
    expect((await tokenRequest(noVerifier)).json()).toMatchObject({ error: 'invalid_request', error_description: 'code_verifier is required' });
    expect((await tokenRequest({ ...base, code_verifier: 'short' })).json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('the authorization endpoint', () => {
  const authorize = (q: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/oauth2/authorize?${new URLSearchParams(q)}` });
  const valid = () => ({
    response_type: 'code',
    client_id: PORTAL_CLIENT_ID,
    redirect_uri: portalRedirect(),
    scope: 'openid',
    state: 'portal-state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    idp_identifier: 'second-bank',
  });

  it('answers an unknown client or an unregistered redirect_uri with 400, never a redirect', async () => {
    const mark = await lastAuditId();
    const client = await authorize({ ...valid(), client_id: 'evil' });
    expect(client.statusCode).toBe(400);
    const redirect = await authorize({ ...valid(), redirect_uri: 'https://evil.example/login' });
    expect(redirect.statusCode).toBe(400);
    expect(redirect.headers.location).toBeUndefined();
    expect(redirect.json().message).toMatch(/redirect_uri/);
    // a prefix of an allowed URI is not allowed: exact match only
    expect((await authorize({ ...valid(), redirect_uri: `${portalRedirect()}/../evil` })).statusCode).toBe(400);
    const reasons = (await auditSince(mark)).map((e) => e.details?.reason);
    expect(reasons).toEqual(expect.arrayContaining(['unknown-client', 'redirect-uri-not-allowed']));
  });

  it.each([
    ['an unknown idp_identifier', { idp_identifier: 'nobody' }, 'invalid_request'],
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['scope without openid', { scope: 'profile' }, 'invalid_scope'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a malformed code challenge', { code_challenge: 'abc' }, 'invalid_request'],
  ])('sends %s back to the portal with the error and its state', async (_name, change, error) => {
    const mark = await lastAuditId();
    const res = await authorize({ ...valid(), ...change });
    expect((await auditSince(mark)).map((e) => `${e.action}:${e.outcome}`)).toEqual(['sso.authorize-refused:failure']);
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(portalRedirect());
    expect(to.searchParams.get('error')).toBe(error);
    expect(to.searchParams.get('error_description')).toBeTruthy();
    expect(to.searchParams.get('state')).toBe('portal-state-1');
  });

  it('a provider that cannot be reached: temporarily_unavailable back to the portal, audited', async () => {
    const [demo] = await db().select().from(customers).where(eq(customers.name, 'Demo Lending'));
    await configureIdentityProvider(db(), demo.id, { identifier: 'demo-down', displayName: 'Down IdP', issuer: 'http://127.0.0.1:1', clientId: 'x' }, t.app.ctx.cipher);
    const mark = await lastAuditId();
    const res = await authorize({ ...valid(), idp_identifier: 'demo-down' });
    const to = new URL(res.headers.location as string);
    expect(to.searchParams.get('error')).toBe('temporarily_unavailable');
    expect(to.searchParams.get('state')).toBe('portal-state-1');
    expect((await auditSince(mark)).map((e) => e.action)).toContain('sso.idp-unavailable');
  });

  it('a missing state is an error too (sent back without one)', async () => {
    const { state: _s, ...noState } = valid();
    const res = await authorize(noState);
    const to = new URL(res.headers.location as string);
    expect(to.searchParams.get('error')).toBe('invalid_request');
    expect(to.searchParams.has('state')).toBe(false);
  });

  it("sends the browser to the company's provider with our own state, nonce and PKCE", async () => {
    const res = await authorize(valid());
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('client_id')).toBe(idp.clientId);
    expect(to.searchParams.get('redirect_uri')).toBe(`${base}/api/oauth2/callback`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).not.toBe('portal-state-1');
    expect(to.searchParams.get('nonce')).toBeTruthy();
  });
});

describe('the callback refuses, sends the error to the portal, and opens no session', () => {
  /** Starts a sign-in and stops at the company's provider: the URL our server sent the browser to. */
  async function startAt(state = 'portal-state-2'): Promise<URL> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/oauth2/authorize?${new URLSearchParams({ response_type: 'code', client_id: PORTAL_CLIENT_ID, redirect_uri: portalRedirect(), scope: 'openid', state, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', idp_identifier: 'second-bank' })}`,
    });
    return new URL(res.headers.location as string);
  }
  const callback = (q: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/oauth2/callback?${new URLSearchParams(q)}` });

  it('an unknown state: 400 (there is no trusted place to send the browser), audited', async () => {
    const mark = await lastAuditId();
    const res = await callback({ code: 'whatever', state: 'forged-state' });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect((await auditSince(mark)).map((e) => e.details?.reason)).toContain('unknown-state');
    expect((await callback({ code: 'whatever' })).statusCode).toBe(400);
  });

  it('a state used twice: the second callback is sent back as an error', async () => {
    const s = await signIn();
    const callbackHop = s.hops.find((h) => h.pathname === '/api/oauth2/callback')!;
    const again = await t.app.inject({ method: 'GET', url: `${callbackHop.pathname}${callbackHop.search}` });
    expect(again.statusCode).toBe(302);
    const to = new URL(again.headers.location as string);
    expect(to.searchParams.get('error')).toBe('invalid_request');
    expect(to.searchParams.get('code')).toBeNull();
  });

  it("the provider's own error (the user cancelled) comes back as access_denied with the portal's state", async () => {
    const upstream = await startAt('portal-state-3');
    const res = await callback({ error: 'access_denied', error_description: 'User cancelled', state: upstream.searchParams.get('state')! });
    const to = new URL(res.headers.location as string);
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('error_description')).toMatch(/User cancelled/);
    expect(to.searchParams.get('state')).toBe('portal-state-3');
  });

  it('a code the provider did not issue for this state is not accepted', async () => {
    const upstream = await startAt();
    const res = await callback({ code: 'made-up-code', state: upstream.searchParams.get('state')!, iss: idp.issuer });
    const to = new URL(res.headers.location as string);
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('code')).toBeNull();
  });

  it.each([
    ['a corporate user who maps to no portal user', 'E-9999', 'unknown-corporate-user', undefined],
    ['a portal user who is not set up for single sign-on', 'E-2002', 'not-an-sso-user', undefined],
  ])('%s', async (_name, employeeId, reason, code) => {
    idp.account = { sub: `acme-${employeeId}`, employeeId };
    const mark = await lastAuditId();
    const sessionsBefore = (await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    const s = await signIn();
    expect(s.back.searchParams.get('error')).toBe('access_denied');
    expect(s.back.searchParams.get('error_code') ?? undefined).toBe(code);
    expect(s.back.searchParams.get('state')).toBe(s.state);
    expect(s.back.searchParams.get('code')).toBeNull();
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n).toBe(sessionsBefore);
    expect((await auditSince(mark)).map((e) => `${e.action}:${e.details?.reason}`)).toContain(`sso.callback-refused:${reason}`);
  });

  it("the login policy applies: an inactive company's user gets the error and code 1010", async () => {
    await db().update(customers).set({ status: 'inactive' }).where(eq(customers.name, 'Second Bank'));
    try {
      const s = await signIn();
      expect(s.back.searchParams.get('error')).toBe('access_denied');
      expect(s.back.searchParams.get('error_code')).toBe('1010');
    } finally {
      await db().update(customers).set({ status: 'active' }).where(eq(customers.name, 'Second Bank'));
    }
  });

  it('a revoked SSO user gets 1008', async () => {
    await db().update(users).set({ status: 'revoked' }).where(eq(users.username, 'sso.user'));
    try {
      const s = await signIn();
      expect(s.back.searchParams.get('error_code')).toBe('1008');
    } finally {
      await db().update(users).set({ status: 'active' }).where(eq(users.username, 'sso.user'));
    }
  });
});
