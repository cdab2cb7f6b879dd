import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACR,
  COMPANY_SECURITY_FIELDS,
  type Endpoint,
  PASSKEY_ERROR_CODES,
  PORTAL_CLIENT_ID,
  STEP_UP_MAX_AGE_SECONDS,
  STEP_UP_MESSAGES,
  type StepUpChallenge,
  accessVerdict,
  isStepUpCall,
  stepUpChallengeHeader,
  tokenResponseSchema,
} from '@creditdesk/contracts';
import { buildApp } from '../app.js';
import { auditEvents, customers, outboxEmails, sessions, users } from '../db/schema/index.js';
import { SoftAuthenticator } from '../testing/soft-authenticator.js';
import { form } from '../testing/test-app.js';
import { ENDPOINT_REQUESTS, endpointKey } from './endpoint-requests.js';
import { type Caller, MATRIX_CALLERS, type RequestParts, type World, createWorld } from './world.js';

/**
 * Step-up (RFC 9470, contracts auth/step-up.ts): every endpoint declared `stepUp` refuses a person's
 * password-only session with 401 and the challenge, and lets the same session through once it has
 * proven a second factor, proven on ANOTHER app instance on the same database (two processes).
 * Requests are the authorization matrix's rows (security/endpoint-requests.ts), made step-up calls
 * where the declaration has a `when` (the employment purpose, a security setting).
 */
let w: World;
let other: FastifyInstance;
beforeAll(async () => {
  w = await createWorld();
  other = await buildApp({ config: w.t.config, database: w.t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await w.t.close();
});

const db = () => w.t.database.db;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The matrix's request, turned into a step-up call where the rule depends on the body. */
async function stepUpRequest(endpoint: Endpoint, caller: Caller): Promise<RequestParts | undefined> {
  const parts = await ENDPOINT_REQUESTS[endpointKey(endpoint)](w, caller);
  if (isStepUpCall(endpoint.stepUp, parts.body)) return parts;
  const body = parts.body as Record<string, unknown> | undefined;
  const variants: unknown[] = [
    { ...body, permissiblePurpose: 'EMPLOYMENT' },
    { ...body, products: Array.isArray(body?.products) ? body.products.map((p: object) => ({ ...p, permissiblePurpose: 'EMPLOYMENT' })) : undefined },
    { ...body, mfaSetupPolicy: 'required' },
  ];
  // judged on the body as validated (a product whose order takes no purpose drops it: no step-up call)
  const validated = (v: unknown) => (endpoint.body ? endpoint.body.safeParse(v).data : v);
  const variant = variants.find((v) => isStepUpCall(endpoint.stepUp, validated(v)));
  return variant ? { ...parts, body: variant } : undefined;
}

/** A person of Demo Lending the access rule lets in. */
const callerFor = (endpoint: Endpoint) =>
  MATRIX_CALLERS.find((c) => c.username && c.ownCompany && accessVerdict(endpoint, { authenticated: true, entitlements: c.entitlements, ownCompany: true }) === 'allowed')!;

async function challengeOn(app: FastifyInstance, token: string): Promise<StepUpChallenge> {
  const res = await app.inject({ method: 'POST', url: '/api/login/step-up/challenge', headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A step-up proven with an e-mailed code, on the given instance. */
async function proveByEmail(app: FastifyInstance, token: string, email: string) {
  const challenge = await challengeOn(app, token);
  const sent = await app.inject({ method: 'POST', url: '/api/login/users/otp/email', payload: { mfa_token: challenge.mfa_token } });
  expect(sent.json()).toMatchObject({ sent: true });
  const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)).orderBy(desc(outboxEmails.createdAt)).limit(1);
  const code = /\b(\d{6})\b/.exec(mail.textBody)![1];
  return app.inject({ method: 'POST', url: '/api/login/step-up', headers: auth(token), payload: { method: 'email', mfa_token: challenge.mfa_token, code } });
}

const emailOf = async (username: string) => (await db().select({ email: users.email }).from(users).where(eq(users.username, username)))[0].email;

describe('step-up acts', () => {
  it('refuses each act without a fresh factor (RFC 9470 challenge) and lets it through after one proven on another process', async () => {
    const acts = w.t.app.endpoints.filter((e) => e.stepUp);
    // the acts of the issue, each declared once in packages/contracts
    for (const key of [
      'POST /consumers/batchs/:batchId/confirm',
      'GET /audit/customers/:customerId/report-history/download',
      'GET /audit/customers/:customerId/user-activity/download',
      'GET /audit/customers/:customerId/report-audit-downloads/download',
      'GET /audit/customers/:customerId/user-audit-downloads/download',
      'GET /audit/customers/:customerId/user-status-downloads/download',
      'POST /users/customers/:customerId/download',
      'POST /customers/:customerId/apiclients',
      'POST /customers/:customerId/webhooks',
      'PUT /customers/:customerId',
      'POST /consent',
      'POST /consumers/reports/multi',
      'POST /consumers/reports/oneviewplus',
      'POST /consumers/reports/persona',
    ]) {
      expect(acts.map(endpointKey)).toContain(key);
    }
    const failures: string[] = [];
    let checked = 0;
    for (const endpoint of acts) {
      const caller = callerFor(endpoint);
      const parts = await stepUpRequest(endpoint, caller);
      // a product whose order takes no permissible purpose (and holds no employment data) is never a step-up call
      if (!parts) continue;
      checked++;
      const token = await w.tokenOf(caller.username!, { freshFactor: false });
      const before = await w.send(endpoint, { ...parts, headers: { ...parts.headers, ...auth(token) } }, caller);
      if (before.statusCode !== 401 || before.headers['www-authenticate'] !== stepUpChallengeHeader(STEP_UP_MAX_AGE_SECONDS)) {
        failures.push(`${endpointKey(endpoint)} without a factor: ${before.statusCode} ${before.body.slice(0, 120)}`);
        continue;
      }
      const proof = await proveByEmail(other, token, await emailOf(caller.username!));
      expect(proof.statusCode, proof.body).toBe(200);
      const again = await ENDPOINT_REQUESTS[endpointKey(endpoint)](w, caller); // a fresh object where the row makes one
      const after = await w.send(endpoint, { ...((await stepUpRequest(endpoint, caller)) ?? again), headers: { ...parts.headers, ...auth(token) } }, caller);
      if (after.statusCode === 401 || after.statusCode >= 500) failures.push(`${endpointKey(endpoint)} after a factor: ${after.statusCode} ${after.body.slice(0, 120)}`);
      if (endpoint.path === '/consumers/batchs/:batchId/confirm' && after.statusCode !== 200) failures.push(`batch confirm after a factor: ${after.statusCode} ${after.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(14);
  }, 120_000);

  it('answers the project error body with a clear message, and an act that is not a step-up call (no employment purpose) goes through', async () => {
    const token = await w.tokenOf('demo.user', { freshFactor: false });
    const res = await w.t.app.inject({ method: 'POST', url: '/api/consent', headers: auth(token), payload: { userName: 'demo.user' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(`Bearer error="insufficient_user_authentication", error_description="A second factor proven recently is required", acr_values="${ACR.mfa}", max_age="300"`);
    expect(res.json()).toMatchObject({ status: 401, message: STEP_UP_MESSAGES.required(5), additionalErrorDetails: { error: 'insufficient_user_authentication', maxAge: 300 } });
    // the same company change without a security setting is no step-up act
    const admin = await w.tokenOf('mx.securityadmin', { freshFactor: false });
    const plain = await w.t.app.inject({ method: 'PUT', url: `/api/customers/${w.demo}`, headers: auth(admin), payload: { addMlaToCreditReports: false } });
    expect(plain.statusCode, plain.body).toBe(200);
    const security = await w.t.app.inject({ method: 'PUT', url: `/api/customers/${w.demo}`, headers: auth(admin), payload: { [COMPANY_SECURITY_FIELDS[2]]: [] } });
    expect(security.statusCode).toBe(401);
  });

  it('shows each act in the OpenAPI document: the x-step-up extension and the challenge on its 401', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const confirm = doc.paths['/api/consumers/batchs/{batchId}/confirm'].post;
    expect(confirm['x-step-up']).toMatchObject({ maxAge: STEP_UP_MAX_AGE_SECONDS, acrValues: ACR.mfa });
    expect(confirm.responses['401'].headers['WWW-Authenticate'].description).toContain('insufficient_user_authentication');
    expect(doc.paths['/api/customers/{customerId}'].put['x-step-up'].when).toContain('mfaSetupPolicy');
    expect(doc.paths['/api/consumers/batchs/{batchId}/rerun'].post['x-step-up']).toBeUndefined();
  });

  it('asks again once the factor is older than the max age', async () => {
    const token = await w.tokenOf('demo.user');
    const consent = () => w.t.app.inject({ method: 'POST', url: '/api/consent', headers: auth(token), payload: { userName: 'demo.user' } });
    expect((await consent()).statusCode).toBe(200);
    const { sid } = decodeJwt(token) as { sid: string };
    await db().update(sessions).set({ factorProvenAt: sql`now() - make_interval(secs => ${STEP_UP_MAX_AGE_SECONDS + 1})` }).where(eq(sessions.id, sid));
    expect((await consent()).statusCode).toBe(401);
  });
});

describe('proving the factor', () => {
  it('counts a sign-in through MFA as a fresh factor, and the tokens carry acr, amr and auth_time', async () => {
    const login = async () =>
      tokenResponseSchema.parse((await w.t.app.inject({ method: 'POST', url: '/api/oauth2/token', ...form({ client_id: PORTAL_CLIENT_ID, userName: 'mfa.user', password: 'Demo#Portal2026' }) })).json());
    const challenge = (await login()) as { mfa_token: string; enrollment?: { secret: string } };
    const secret = challenge.enrollment!.secret;
    const res = await w.t.app.inject({ method: 'POST', url: '/api/login/users/otp/validate', payload: { mfa_token: challenge.mfa_token, method: 'totp', code: await generate({ secret }) } });
    const tokens = res.json() as { access_token: string };
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ acr: ACR.mfa, amr: ['pwd', 'otp'] });
    // auth_time is the session's own proof time (the row every process reads), not the clock's
    const [row] = await db().select({ factorProvenAt: sessions.factorProvenAt }).from(sessions).where(eq(sessions.id, String(claims.sid)));
    expect(claims.auth_time).toBe(Math.floor(row.factorProvenAt!.getTime() / 1000));
    const consent = await w.t.app.inject({ method: 'POST', url: '/api/consent', headers: auth(tokens.access_token), payload: { userName: 'mfa.user' } });
    expect(consent.statusCode, consent.body).toBe(200);

    // a password-only session: acr pwd
    const password = decodeJwt(await w.tokenOf('demo.user', { freshFactor: false }));
    expect(password).toMatchObject({ acr: ACR.password, amr: ['pwd'] });
  });

  it('proves TOTP for a step-up; a wrong code is a clear 400; a step-up challenge never completes a login, nor a login challenge a step-up', async () => {
    const token = await w.tokenOf('mfa.user', { freshFactor: false });
    const challenge = await challengeOn(w.t.app, token);
    expect(challenge).toMatchObject({ totp_enrolled: true, methods: ['totp', 'email'], policy: 'required', may_skip: false, max_age: 300 });
    const prove = (body: object) => w.t.app.inject({ method: 'POST', url: '/api/login/step-up', headers: auth(token), payload: { mfa_token: challenge.mfa_token, ...body } });

    const wrong = await prove({ method: 'totp', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'The code is not valid. Please check it and try again.', additionalErrorDetails: { code: 4002 } });
    // a passkey proof without its assertion is a clear 400 (no passkey here: the methods above hold none)
    expect((await prove({ method: 'passkey' })).statusCode).toBe(400);
    expect((await prove({ method: 'skip' })).json()).toMatchObject({ status: 400, message: STEP_UP_MESSAGES.skipNotAllowed });

    // the step-up's token at the login's endpoint: no session is opened
    const asLogin = await w.t.app.inject({ method: 'POST', url: '/api/login/users/otp/validate', payload: { mfa_token: challenge.mfa_token, method: 'totp', code: '123456' } });
    expect(asLogin.json()).toMatchObject({ error_code: 4004 });

    const [user] = await db().select().from(users).where(eq(users.username, 'mfa.user'));
    const secret = w.t.app.ctx.cipher.decrypt(user.totpSecretEnc!, `users:${user.id}:totp`);
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const ok = await prove({ method: 'totp', code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ acr: ACR.mfa, amr: ['pwd', 'otp'] });

    // a login's challenge is not a step-up
    const pending = tokenResponseSchema.parse(
      (await w.t.app.inject({ method: 'POST', url: '/api/oauth2/token', ...form({ client_id: PORTAL_CLIENT_ID, userName: 'mfa.user', password: 'Demo#Portal2026' }) })).json(),
    ) as { mfa_token: string };
    const other = await w.t.app.inject({ method: 'POST', url: '/api/login/step-up', headers: auth(token), payload: { mfa_token: pending.mfa_token, method: 'totp', code: '123456' } });
    expect(other.json()).toMatchObject({ status: 400, additionalErrorDetails: { code: 4004 } });
  });

  it("follows the company's rule for users without a factor: required (default), recommended (may skip), off", async () => {
    const [second] = await db().select().from(customers).where(eq(customers.id, w.second));
    expect(second.mfaSetupPolicy).toBe('required');
    const consent = (token: string) => w.t.app.inject({ method: 'POST', url: '/api/consent', headers: auth(token), payload: { userName: 'other.admin' } });
    const setPolicy = (policy: string) => db().update(customers).set({ mfaSetupPolicy: policy }).where(eq(customers.id, w.second));

    await setPolicy('off');
    expect((await consent(await w.tokenOf('other.admin', { freshFactor: false }))).statusCode).toBe(200);

    await setPolicy('recommended');
    const token = await w.tokenOf('other.admin', { freshFactor: false });
    expect((await consent(token)).statusCode).toBe(401);
    const challenge = await challengeOn(w.t.app, token);
    expect(challenge).toMatchObject({ policy: 'recommended', may_skip: true, totp_enrolled: false });
    expect(challenge.enrollment?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const skipped = await w.t.app.inject({ method: 'POST', url: '/api/login/step-up', headers: auth(token), payload: { method: 'skip', mfa_token: challenge.mfa_token } });
    expect(skipped.json()).toMatchObject({ acr: ACR.password, amr: ['pwd'] });
    expect((await consent(token)).statusCode).toBe(200);

    // back to required: the skip no longer stands
    await setPolicy('required');
    expect((await consent(token)).statusCode).toBe(401);
    const skips = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'mfa.step-up-skipped'), eq(auditEvents.actorUsername, 'other.admin')));
    expect(skips).toHaveLength(1);
  });
});

describe('a passkey as the step-up factor (amr hwk + user)', () => {
  type Options = { challengeId: string; options: { challenge: string; rpId: string; allowCredentials?: { id: string }[] } };
  const post = (url: string, payload: object, token?: string) => w.t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: auth(token) } : {}) });
  const consent = (token: string) => post('/api/consent', { userName: 'demo.user' }, token);
  const passkeyOptions = async (body: object = {}): Promise<Options> => {
    const res = await post('/api/login/passkey/options', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** My Profile's "Add a passkey" (a session with a fresh factor). */
  const addPasskey = async (username: string, authenticator: SoftAuthenticator) => {
    const token = await w.tokenOf(username);
    const { challengeId, options } = (await post('/api/users/passkeys/options', {}, token)).json();
    const res = await post('/api/users/passkeys', { challengeId, name: 'Laptop', credential: authenticator.create(options) }, token);
    expect(res.statusCode, res.body).toBe(201);
  };
  let laptop: SoftAuthenticator;
  beforeAll(async () => {
    laptop = new SoftAuthenticator({ origin: w.t.config.publicUrl });
    await addPasskey('demo.user', laptop);
  });

  it("proves a step-up with the user's own passkey; another user's passkey and a replayed assertion are refused", async () => {
    const token = await w.tokenOf('demo.user', { freshFactor: false });
    expect((await consent(token)).statusCode).toBe(401);
    const challenge = await challengeOn(w.t.app, token);
    expect(challenge.methods).toContain('passkey');
    const { challengeId, options } = await passkeyOptions({ mfa_token: challenge.mfa_token });
    // only this user's passkeys are offered
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([laptop.credentials[0].id.toString('base64url')]);
    const prove = (body: object) => post('/api/login/step-up', { method: 'passkey', mfa_token: challenge.mfa_token, ...body }, token);

    // another user's passkey, signing this challenge, does not answer for demo.user
    const stranger = new SoftAuthenticator({ origin: w.t.config.publicUrl });
    await addPasskey('demo.admin', stranger);
    const wrong = await prove({ challengeId, credential: stranger.get({ ...options, allowCredentials: [] }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ additionalErrorDetails: { code: PASSKEY_ERROR_CODES.failed } });
    expect((await consent(token)).statusCode).toBe(401);

    // the refused answer used up its WebAuthn challenge (single use): new options, the same step-up challenge
    const fresh = await passkeyOptions({ mfa_token: challenge.mfa_token });
    const assertion = laptop.get(fresh.options);
    const ok = await prove({ challengeId: fresh.challengeId, credential: assertion });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ acr: ACR.mfa, amr: ['hwk', 'user'] });
    expect((await consent(token)).statusCode).toBe(200);

    // the same assertion again, on this challenge or on a new step-up challenge of another session: refused
    expect((await prove({ challengeId: fresh.challengeId, credential: assertion })).statusCode).toBe(400);
    const later = await w.tokenOf('demo.user', { freshFactor: false });
    const next = await challengeOn(w.t.app, later);
    const replay = await post('/api/login/step-up', { method: 'passkey', mfa_token: next.mfa_token, challengeId: fresh.challengeId, credential: assertion }, later);
    expect(replay.statusCode).toBe(400);
    expect((await consent(later)).statusCode).toBe(401);
    const [proof] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'mfa.step-up'), eq(auditEvents.actorUsername, 'demo.user'), sql`${auditEvents.details}->>'method' = 'passkey'`));
    expect(proof).toBeDefined();
  });

  it('counts a passkey sign-in as a fresh factor: a step-up act passes right after', async () => {
    const { challengeId, options } = await passkeyOptions();
    const res = await post('/api/login/passkey', { client_id: PORTAL_CLIENT_ID, challengeId, credential: laptop.get(options) });
    const tokens = res.json() as { access_token: string };
    expect(decodeJwt(tokens.access_token)).toMatchObject({ acr: ACR.mfa, amr: ['hwk', 'user'] });
    expect((await consent(tokens.access_token)).statusCode).toBe(200);
  });
});
