import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { AppContext } from '../../app-context.js';
import { createOutboundFetch } from '../../lib/outbound-fetch.js';
import { type IdentityProviderRow, clientSecretOf } from './sso.repository.js';

/*
 * Our side as a relying party of a company's own OpenID Provider (openid-client 6): discovery
 * (cached per provider setting), the authorization URL with our state, nonce and PKCE, and the
 * code exchange with the id token's checks (signature through the provider's JWKS, issuer,
 * audience, expiry, nonce).
 */

const CACHE_MS = 60 * 60 * 1000;
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** The provider's redirect URI for us: what the company registers at its provider. */
export const callbackUrl = (ctx: AppContext) => `${ctx.config.issuer}/oauth2/callback`;

export function upstreamConfiguration(ctx: AppContext, idp: IdentityProviderRow): Promise<oidc.Configuration> {
  const secret = clientSecretOf(idp, ctx.cipher);
  // A changed setting (issuer, client, secret) is a different entry; an hour later discovery runs again.
  const key = createHash('sha256').update(JSON.stringify([idp.id, idp.issuer, idp.clientId, secret ?? ''])).digest('base64url');
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.config;

  const issuer = new URL(idp.issuer);
  const insecure = issuer.protocol === 'http:';
  const config = oidc.discovery(issuer, idp.clientId, undefined, secret ? oidc.ClientSecretBasic(secret) : oidc.None(), {
    // every request (discovery, keys, token endpoint) checked against the outbound policy and pinned to the checked address
    [oidc.customFetch]: createOutboundFetch({ allowPrivate: ctx.config.ssoAllowPrivateIssuers }) as oidc.CustomFetch,
    execute: [
      // the id token's signature is checked against the provider's JWKS, not only trusted for coming over TLS
      oidc.enableNonRepudiationChecks,
      // plain http only where SSO_ALLOW_PRIVATE_ISSUERS allows it (the loopback provider of the tests)
      ...(insecure ? [oidc.allowInsecureRequests] : []),
    ],
  });
  discovered.set(key, { at: Date.now(), config });
  config.catch(() => discovered.delete(key));
  return config;
}

/** Forgets discovered providers (tests that restart a provider on another port use a new entry anyway). */
export function clearUpstreamCache() {
  discovered.clear();
}

export type UpstreamRequest = { url: string; state: string; nonce: string; verifier: string };

export async function upstreamAuthorizationRequest(ctx: AppContext, config: oidc.Configuration): Promise<UpstreamRequest> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(ctx),
    scope: 'openid',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state, nonce, verifier };
}

/** Exchanges the provider's code and checks its answer; the id token's claims. */
export async function upstreamCodeExchange(
  ctx: AppContext,
  config: oidc.Configuration,
  query: Record<string, string | undefined>,
  checks: { state: string; nonce: string; verifier: string },
): Promise<Record<string, unknown>> {
  const current = new URL(callbackUrl(ctx));
  for (const [k, v] of Object.entries(query)) if (v !== undefined) current.searchParams.set(k, v);
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider returned no id token');
  return claims as Record<string, unknown>;
}
