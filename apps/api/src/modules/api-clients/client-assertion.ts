import { createPublicKey } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type JSONWebKeySet, type JWK, createLocalJWKSet, decodeJwt, errors, jwtVerify } from 'jose';
import { API_CLIENT_MESSAGES, CLIENT_ASSERTION_ALGS, CLIENT_ASSERTION_MAX_SECONDS } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { apiClientAssertions, apiClients } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { OutboundRefused, checkOutboundUrl, createOutboundFetch } from '../../lib/outbound-fetch.js';
import type { ClientWithCompany } from './api-clients.repository.js';

/*
 * private_key_jwt (RFC 7523 §2.2, §3): a client that keeps no shared secret signs a short JWT with
 * its own private key for each token request. Checked here against the public key it registered (a
 * JWK) or the JWKS at its URL, read under the same outbound rules as a company's identity provider
 * (https, public addresses only, pinned connection, no redirects) and kept on the client's row for a
 * short TTL, so every process reads the same set and a key change reaches them all within the TTL.
 * Each accepted `jti` is stored until the assertion expires: a replay is refused in any process.
 */

/** Why an assertion is refused: each is a 401 invalid_client with its message. */
export class AssertionRefused extends Error {
  constructor(
    message: string,
    /** what went wrong, for the audit event (never shown to the caller) */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** Seconds of clock difference tolerated between the client and us. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** A kid not in the cached JWKS reads the URL again, at most this often (the client rolled its keys). */
const UNKNOWN_KID_REFETCH_SECONDS = 30;

/** A registered public key: PEM (SPKI) or a JWK as JSON text → the public JWK, or 400. */
export function publicJwkOf(text: string): JWK {
  const refuse = () => badRequest(API_CLIENT_MESSAGES.badPublicKey, { fields: [{ field: 'body.publicKey', message: API_CLIENT_MESSAGES.badPublicKey }] });
  let jwk: JWK;
  try {
    if (text.startsWith('-----BEGIN')) {
      if (/PRIVATE KEY/.test(text)) throw refuse();
      jwk = createPublicKey(text).export({ format: 'jwk' }) as JWK;
    } else {
      const parsed = JSON.parse(text) as JWK;
      if (typeof parsed !== 'object' || parsed === null || 'd' in parsed) throw refuse();
      // node reads the JWK: a malformed one fails here
      createPublicKey({ key: parsed as import('node:crypto').JsonWebKey, format: 'jwk' });
      jwk = parsed;
    }
  } catch {
    throw refuse();
  }
  if (!acceptableKey(jwk)) throw refuse();
  // only the public parts and the hints a JWKS key carries
  const keep = ['kty', 'n', 'e', 'crv', 'x', 'y', 'kid', 'alg', 'use'] as const;
  return Object.fromEntries(keep.filter((k) => jwk[k] !== undefined).map((k) => [k, jwk[k]])) as JWK;
}

function acceptableKey(jwk: JWK): boolean {
  if (jwk.d !== undefined) return false;
  if (jwk.kty === 'RSA') return typeof jwk.n === 'string' && Buffer.from(jwk.n, 'base64url').length * 8 >= 2048;
  if (jwk.kty === 'EC') return jwk.crv === 'P-256';
  if (jwk.kty === 'OKP') return jwk.crv === 'Ed25519';
  return false;
}

/** A JWKS URL as it is saved: the identity provider's rules (SSO_ALLOW_PRIVATE_ISSUERS lifts them in tests), or 400. */
export async function assertJwksUrlAllowed(ctx: AppContext, url: string): Promise<void> {
  try {
    await checkOutboundUrl(url, { allowPrivate: ctx.config.ssoAllowPrivateIssuers }, 'tolerate');
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    throw badRequest(API_CLIENT_MESSAGES.badJwksUrl(err.message), { fields: [{ field: 'body.jwksUrl', message: err.message }] });
  }
}

/** Reads the client's JWKS from its URL (checked and pinned again at this request) and keeps it on the row. */
async function fetchJwks(ctx: AppContext, client: ClientWithCompany): Promise<JSONWebKeySet> {
  let keys: JWK[];
  try {
    const res = await createOutboundFetch({ allowPrivate: ctx.config.ssoAllowPrivateIssuers })(client.jwksUrl!, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const body = (await res.json()) as { keys?: unknown };
    if (!Array.isArray(body.keys)) throw new Error('no keys');
    keys = (body.keys as JWK[]).filter((k) => typeof k === 'object' && k !== null && acceptableKey(k));
  } catch (err) {
    throw new AssertionRefused(API_CLIENT_MESSAGES.jwksUnavailable, err instanceof Error ? err.message : String(err));
  }
  const jwks = { keys };
  await ctx.db.update(apiClients).set({ jwksCached: jwks, jwksFetchedAt: sql`now()` }).where(eq(apiClients.id, client.id));
  return jwks;
}

const ageSeconds = (at: Date | null) => (at ? (Date.now() - at.getTime()) / 1000 : Number.POSITIVE_INFINITY);

async function verifyWith(jwks: JSONWebKeySet, assertion: string, client: ClientWithCompany, audiences: string[]) {
  return jwtVerify(assertion, createLocalJWKSet(jwks), {
    algorithms: [...CLIENT_ASSERTION_ALGS],
    issuer: client.id,
    subject: client.id,
    audience: audiences,
    requiredClaims: ['exp', 'jti'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  });
}

/** The client an assertion names (iss), unverified: which key to check it with. */
export function assertionIssuer(assertion: string): string | undefined {
  try {
    const { iss } = decodeJwt(assertion);
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a client assertion of a private_key_jwt client: signature with its key (alg allow-list),
 * iss = sub = the client's id, aud = our token endpoint (or our issuer), exp at most 5 minutes ahead,
 * jti never seen before (stored until exp). Throws AssertionRefused with the reason's message.
 */
export async function verifyClientAssertion(ctx: AppContext, client: ClientWithCompany, assertion: string): Promise<void> {
  const issuer = ctx.config.issuer;
  const audiences = [`${issuer}/oauth2/token`, issuer];
  let payload: Awaited<ReturnType<typeof verifyWith>>['payload'];
  try {
    if (client.publicJwk) {
      payload = (await verifyWith({ keys: [client.publicJwk as JWK] }, assertion, client, audiences)).payload;
    } else {
      const fresh = ageSeconds(client.jwksFetchedAt) < ctx.config.apiClients.jwksTtlSeconds;
      const cached = fresh && client.jwksCached ? client.jwksCached : await fetchJwks(ctx, client);
      try {
        payload = (await verifyWith(cached as JSONWebKeySet, assertion, client, audiences)).payload;
      } catch (err) {
        // a key the cached set does not hold: the client may have rolled its keys; read the URL again (not too often)
        if (!(err instanceof errors.JWKSNoMatchingKey) || cached !== client.jwksCached || ageSeconds(client.jwksFetchedAt) < UNKNOWN_KID_REFETCH_SECONDS) throw err;
        payload = (await verifyWith(await fetchJwks(ctx, client), assertion, client, audiences)).payload;
      }
    }
  } catch (err) {
    if (err instanceof AssertionRefused) throw err;
    const detail = err instanceof errors.JOSEError ? err.code : 'unreadable';
    if (err instanceof errors.JWTExpired) throw new AssertionRefused(API_CLIENT_MESSAGES.assertionExpired, detail);
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'aud') throw new AssertionRefused(API_CLIENT_MESSAGES.assertionAudience, detail);
    throw new AssertionRefused(API_CLIENT_MESSAGES.assertionInvalid, err instanceof errors.JWTClaimValidationFailed ? `${detail} ${err.claim}` : detail);
  }
  const now = Math.floor(Date.now() / 1000);
  const exp = payload.exp!;
  const longest = CLIENT_ASSERTION_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS;
  if (exp - now > longest || (payload.iat !== undefined && exp - payload.iat > longest)) throw new AssertionRefused(API_CLIENT_MESSAGES.assertionTooLong, 'exp too far');
  if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 200) throw new AssertionRefused(API_CLIENT_MESSAGES.assertionInvalid);
  // single use: the first insert wins in every process; the row lives until the assertion could no longer be accepted
  const taken = await ctx.db
    .insert(apiClientAssertions)
    .values({ clientId: client.id, jti: payload.jti, expiresAt: new Date((exp + CLOCK_TOLERANCE_SECONDS) * 1000) })
    .onConflictDoNothing()
    .returning({ jti: apiClientAssertions.jti });
  if (taken.length === 0) throw new AssertionRefused(API_CLIENT_MESSAGES.assertionReplayed, 'jti replayed');
  // now and then, forget the jtis of assertions that can no longer be accepted anyway
  if (Math.random() < 0.01) await ctx.db.delete(apiClientAssertions).where(and(sql`${apiClientAssertions.expiresAt} < now()`));
}
