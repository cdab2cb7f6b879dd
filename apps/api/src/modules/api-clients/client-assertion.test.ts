import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type CryptoKey, type JWK, SignJWT, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8 } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_MESSAGES, type ApiClientSecret, CLIENT_ASSERTION_TYPE } from '@creditdesk/contracts';
import { apiClientAssertions, apiClients, auditEvents } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';

/**
 * Issue 34: private_key_jwt (RFC 7523) at the token endpoint — a client registered with a public key
 * (PEM or JWK) or a JWKS URL (a real server on loopback; the identity provider's outbound rules)
 * signs a short assertion per token request. Each refusal is a 401 (403 for a disabled client or
 * a foreign address, as with a secret) with the error body, audited, and issues no token.
 */
let k: AdminKit;
let demo: string;
let jwksServer: http.Server;
let jwksUrl: string;
let jwksHits = 0;
/** what the JWKS URL answers (the client's current keys); undefined: 500 */
let served: { keys: JWK[] } | undefined;

type Pair = { privateKey: CryptoKey; publicKey: CryptoKey };
let es: Pair;
let rsa: Pair;
let ed: Pair;

beforeAll(async () => {
  // SSO_ALLOW_PRIVATE_ISSUERS: the loopback JWKS server is allowed, as the SSO tests' loopback provider is
  k = await createAdminKit({ SSO_ALLOW_PRIVATE_ISSUERS: 'true' });
  demo = k.company.demo;
  [es, rsa, ed] = await Promise.all([generateKeyPair('ES256', { extractable: true }), generateKeyPair('RS256', { extractable: true }), generateKeyPair('EdDSA', { extractable: true })]);
  jwksServer = http.createServer((_req, res) => {
    jwksHits++;
    if (!served) {
      res.statusCode = 500;
      res.end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(async () => {
  await k.t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const tokenUrl = () => `${k.t.app.ctx.config.issuer}/oauth2/token`;
const create = async (body: Record<string, unknown>): Promise<ApiClientSecret> => {
  const res = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { scopes: ['reports:order', 'reports:read'], authMethod: 'private_key_jwt', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Claims = { iss?: string; sub?: string; aud?: string; jti?: string; iat?: number; exp?: number };
let serial = 0;
/** An assertion of `clientId` signed with `key`; claims override the good defaults (undefined: left out). */
const sign = (clientId: string, key: CryptoKey, alg: string, claims: Claims = {}, kid?: string) => {
  const now = Math.floor(Date.now() / 1000);
  const all: Claims = { iss: clientId, sub: clientId, aud: tokenUrl(), jti: `jti-${Date.now()}-${serial++}`, iat: now, exp: now + 120, ...claims };
  const payload = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  return new SignJWT(payload).setProtectedHeader({ alg, ...(kid ? { kid } : {}) }).sign(key);
};
const tokenCall = (fields: Record<string, string>, remoteAddress?: string) =>
  k.t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const withAssertion = (assertion: string, extra: Record<string, string> = {}, remoteAddress?: string) =>
  tokenCall({ client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: assertion, ...extra }, remoteAddress);
const refusalsOf = async (clientId: string) =>
  k.t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'api-client.refused'), eq(auditEvents.targetId, clientId)));
const expectRefused = (res: LightMyRequestResponse, status: number, message: string, error = 'invalid_client') => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status, message, correlationId: expect.any(String), error });
  expect(res.json().access_token).toBeUndefined();
};

describe('private_key_jwt: registering a key', () => {
  it('a client with a PEM public key has no secret; its assertion gets a token that orders through the same pipeline', async () => {
    const created = await create({ name: 'Key client', publicKey: await exportSPKI(es.publicKey) });
    expect(created.clientSecret).toBeUndefined();
    expect(created.message).toBe(API_CLIENT_MESSAGES.createdWithKey('Key client'));
    expect(created.client).toMatchObject({ authMethod: 'private_key_jwt', jwksUrl: null, publicKey: { kty: 'EC', crv: 'P-256' }, secrets: [] });

    const res = await withAssertion(await sign(created.clientId, es.privateKey, 'ES256'), { client_id: created.clientId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'reports:order reports:read' });
    const [issued] = await k.audit('api-client.token-issued', created.clientId);
    expect(issued.details).toMatchObject({ method: 'private_key_jwt' });

    const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
    const order = await k.t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', headers: { authorization: `Bearer ${res.json().access_token}` }, payload: consumerRequest(thick) });
    expect(order.statusCode, order.body).toBe(200);
    // its audience may also be our issuer (OpenID Connect Core §9 allows either)
    expect((await withAssertion(await sign(created.clientId, es.privateKey, 'ES256', { aud: k.t.app.ctx.config.issuer }))).statusCode).toBe(200);
  });

  it('takes a JWK (RSA, Ed25519); refuses a private key, a weak or unknown key, a missing key, a key on a secret client, and a rotation', async () => {
    const rsaClient = await create({ name: 'RSA JWK client', publicKey: JSON.stringify(await exportJWK(rsa.publicKey)) });
    expect(rsaClient.client.publicKey).toMatchObject({ kty: 'RSA' });
    expect((await withAssertion(await sign(rsaClient.clientId, rsa.privateKey, 'RS256'))).statusCode).toBe(200);
    const edClient = await create({ name: 'Ed client', publicKey: JSON.stringify(await exportJWK(ed.publicKey)) });
    expect((await withAssertion(await sign(edClient.clientId, ed.privateKey, 'EdDSA'))).statusCode).toBe(200);

    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    for (const publicKey of [JSON.stringify(await exportJWK(es.privateKey)), JSON.stringify(weak), 'not a key', JSON.stringify({ kty: 'oct', k: 'c2VjcmV0' })]) {
      const res = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'Bad key', scopes: ['reports:read'], authMethod: 'private_key_jwt', publicKey });
      expect(res.statusCode, publicKey).toBe(400);
      expect(res.json().message).toBe(API_CLIENT_MESSAGES.badPublicKey);
    }
    const none = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'No key', scopes: ['reports:read'], authMethod: 'private_key_jwt' });
    expect(none.json().message).toBe(API_CLIENT_MESSAGES.keyNeeded);
    const both = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'Both', scopes: ['reports:read'], authMethod: 'private_key_jwt', publicKey: await exportSPKI(es.publicKey), jwksUrl });
    expect(both.json().message).toBe(API_CLIENT_MESSAGES.keyNeeded);
    const secretWithKey = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'Secret', scopes: ['reports:read'], publicKey: await exportSPKI(es.publicKey) });
    expect(secretWithKey.json().message).toBe(API_CLIENT_MESSAGES.keyNotForSecret);
    expect(await k.t.database.db.$count(apiClients, sql`${apiClients.name} in ('Bad key', 'No key', 'Both', 'Secret')`)).toBe(0);

    const rotate = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients/${rsaClient.clientId}/rotate`, { graceHours: 0 });
    expect(rotate.statusCode).toBe(400);
    expect(rotate.json().message).toBe(API_CLIENT_MESSAGES.noSecretToRotate);

    // a new key replaces the old one at once
    const changed = await k.call('demo.admin', 'PUT', `/customers/${demo}/apiclients/${rsaClient.clientId}`, { publicKey: await exportSPKI(es.publicKey) });
    expect(changed.statusCode, changed.body).toBe(200);
    expectRefused(await withAssertion(await sign(rsaClient.clientId, rsa.privateKey, 'RS256')), 401, API_CLIENT_MESSAGES.assertionInvalid);
    expect((await withAssertion(await sign(rsaClient.clientId, es.privateKey, 'ES256'))).statusCode).toBe(200);
  });
});

describe('private_key_jwt: every refusal is 401 (403 standing) with the error body, audited, no token', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create({ name: 'Refused assertions', publicKey: await exportSPKI(rsa.publicKey), ipRanges: ['127.0.0.0/8', '203.0.113.0/24'] })).clientId;
  });

  it.each<[string, () => Promise<string>, string]>([
    ['signed with another key', () => sign(id, es.privateKey, 'ES256'), API_CLIENT_MESSAGES.assertionInvalid],
    ['an algorithm outside the allow-list (RS512)', async () => sign(id, await importPKCS8(await exportPKCS8(rsa.privateKey), 'RS512'), 'RS512'), API_CLIENT_MESSAGES.assertionInvalid],
    ['expired', () => sign(id, rsa.privateKey, 'RS256', { iat: Math.floor(Date.now() / 1000) - 600, exp: Math.floor(Date.now() / 1000) - 300 }), API_CLIENT_MESSAGES.assertionExpired],
    ['living longer than 5 minutes', () => sign(id, rsa.privateKey, 'RS256', { exp: Math.floor(Date.now() / 1000) + 3600 }), API_CLIENT_MESSAGES.assertionTooLong],
    ['without exp', () => sign(id, rsa.privateKey, 'RS256', { exp: undefined }), API_CLIENT_MESSAGES.assertionInvalid],
    ['without jti', () => sign(id, rsa.privateKey, 'RS256', { jti: undefined }), API_CLIENT_MESSAGES.assertionInvalid],
    ['addressed to another server', () => sign(id, rsa.privateKey, 'RS256', { aud: 'https://elsewhere.example/oauth2/token' }), API_CLIENT_MESSAGES.assertionAudience],
    ['a sub other than the client', () => sign(id, rsa.privateKey, 'RS256', { sub: '00000000-0000-4000-8000-000000000000' }), API_CLIENT_MESSAGES.assertionInvalid],
  ])('%s', async (_name, assertion, message) => {
    const before = (await refusalsOf(id)).length;
    expectRefused(await withAssertion(await assertion()), 401, message);
    const refusals = await refusalsOf(id);
    expect(refusals).toHaveLength(before + 1);
    expect(refusals.at(-1)!.details).toMatchObject({ reason: 'invalid_client', status: 401, method: 'private_key_jwt' });
  });

  it('a replayed jti (stored until it expires: refused in any process)', async () => {
    const assertion = await sign(id, rsa.privateKey, 'RS256');
    expect((await withAssertion(assertion)).statusCode).toBe(200);
    expectRefused(await withAssertion(assertion), 401, API_CLIENT_MESSAGES.assertionReplayed);
    const [stored] = await k.t.database.db.select().from(apiClientAssertions).where(eq(apiClientAssertions.clientId, id));
    expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('the wrong type, a client_id other than iss, a secret beside it, a secret client, an unknown client', async () => {
    const good = () => sign(id, rsa.privateKey, 'RS256');
    expectRefused(await tokenCall({ client_assertion_type: 'urn:other', client_assertion: await good() }), 401, API_CLIENT_MESSAGES.assertionInvalid);
    expectRefused(await withAssertion(await good(), { client_id: '00000000-0000-4000-8000-000000000000' }), 401, API_CLIENT_MESSAGES.assertionInvalid);
    expectRefused(await withAssertion(await good(), { client_secret: 'cdsk_cs_x' }), 401, API_CLIENT_MESSAGES.assertionInvalid);
    const secretClient = (await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'Secret client', scopes: ['reports:read'] })).json() as ApiClientSecret;
    expectRefused(await withAssertion(await sign(secretClient.clientId, rsa.privateKey, 'RS256')), 401, API_CLIENT_MESSAGES.invalidClient);
    expect(await refusalsOf(secretClient.clientId)).toHaveLength(1);
    expectRefused(await withAssertion(await sign('00000000-0000-4000-8000-000000000000', rsa.privateKey, 'RS256')), 401, API_CLIENT_MESSAGES.invalidClient);
    // and a key client cannot fall back to a secret it never had
    expectRefused(await tokenCall({ client_id: id, client_secret: 'cdsk_cs_guess' }), 401, API_CLIENT_MESSAGES.invalidClient);
  });

  it('a disabled client, an address outside its ranges (403 unauthorized_client, as with a secret)', async () => {
    expectRefused(await withAssertion(await sign(id, rsa.privateKey, 'RS256'), {}, '198.51.100.7'), 403, API_CLIENT_MESSAGES.outsideRanges, 'unauthorized_client');
    expect((await withAssertion(await sign(id, rsa.privateKey, 'RS256'), {}, '203.0.113.7')).statusCode).toBe(200);
    await k.call('demo.admin', 'PUT', `/customers/${demo}/apiclients/${id}`, { status: 'disabled' });
    try {
      expectRefused(await withAssertion(await sign(id, rsa.privateKey, 'RS256')), 403, API_CLIENT_MESSAGES.disabled, 'unauthorized_client');
    } finally {
      await k.call('demo.admin', 'PUT', `/customers/${demo}/apiclients/${id}`, { status: 'active' });
    }
  });
});

describe('private_key_jwt: a JWKS URL', () => {
  it('is read once per TTL and shared through the database; a new kid reads it again; an unreadable one refuses', async () => {
    served = { keys: [{ ...(await exportJWK(es.publicKey)), kid: 'one', alg: 'ES256' }] };
    const c = await create({ name: 'JWKS client', jwksUrl });
    expect(c.client).toMatchObject({ jwksUrl, publicKey: null });
    const hits = jwksHits;
    expect((await withAssertion(await sign(c.clientId, es.privateKey, 'ES256', {}, 'one'))).statusCode).toBe(200);
    expect((await withAssertion(await sign(c.clientId, es.privateKey, 'ES256', {}, 'one'))).statusCode).toBe(200);
    expect(jwksHits).toBe(hits + 1);
    const [row] = await k.t.database.db.select().from(apiClients).where(eq(apiClients.id, c.clientId));
    expect(row.jwksCached?.keys).toHaveLength(1);

    // the client rolls its key: an unknown kid reads the URL again (once the cache is older than a few seconds)
    served = { keys: [{ ...(await exportJWK(ed.publicKey)), kid: 'two', alg: 'EdDSA' }] };
    await k.t.database.db.update(apiClients).set({ jwksFetchedAt: sql`now() - interval '1 minute'` }).where(eq(apiClients.id, c.clientId));
    expect((await withAssertion(await sign(c.clientId, ed.privateKey, 'EdDSA', {}, 'two'))).statusCode).toBe(200);
    expect(jwksHits).toBe(hits + 2);
    // the old key is gone from the set
    expectRefused(await withAssertion(await sign(c.clientId, es.privateKey, 'ES256', {}, 'one')), 401, API_CLIENT_MESSAGES.assertionInvalid);

    // past the TTL with the URL failing: refused, never a token
    served = undefined;
    await k.t.database.db.update(apiClients).set({ jwksFetchedAt: sql`now() - interval '1 hour'` }).where(eq(apiClients.id, c.clientId));
    expectRefused(await withAssertion(await sign(c.clientId, ed.privateKey, 'EdDSA', {}, 'two')), 401, API_CLIENT_MESSAGES.jwksUnavailable);
  });

  it('is held to the identity provider’s outbound rules: a loopback, private or metadata URL is refused when saved', async () => {
    const config = k.t.app.ctx.config as { ssoAllowPrivateIssuers: boolean };
    config.ssoAllowPrivateIssuers = false;
    try {
      for (const url of [jwksUrl, 'https://169.254.169.254/latest/jwks', 'https://10.0.0.8/jwks.json']) {
        const res = await k.call('demo.admin', 'POST', `/customers/${demo}/apiclients`, { name: 'SSRF', scopes: ['reports:read'], authMethod: 'private_key_jwt', jwksUrl: url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().additionalErrorDetails.fields[0].field).toBe('body.jwksUrl');
      }
    } finally {
      config.ssoAllowPrivateIssuers = true;
    }
  });
});
