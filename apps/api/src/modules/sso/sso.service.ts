import { createHash, randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  CODE_VERIFIER,
  PORTAL_CLIENT_ID,
  S256_CHALLENGE,
  type AuthorizationCodeGrant,
  type AuthorizeQuery,
  type OAuthError,
  type OAuthRedirectError,
  type OpenIdConfiguration,
  type TokenSet,
} from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type RequestMeta, openSession } from '../auth/open-session.js';
import { loginRefusal, loginWarning } from '../auth/login-policy.js';
import { findUserById } from '../users/users.repository.js';
import { HANDOFF_CHALLENGE, issueCode, redeemCode, s256, sessionIdForCode } from './authorization-codes.js';
import {
  type IdentityProviderRow,
  claimSsoTransaction,
  createSsoTransaction,
  findIdentityProviderById,
  findIdentityProviderByIdentifier,
  findUserIdByCorporateId,
} from './sso.repository.js';
import { upstreamAuthorizationRequest, upstreamCodeExchange, upstreamConfiguration } from './upstream.js';

/** How long a round trip through the company's provider may take, and how long our code lives. */
const TRANSACTION_SECONDS = 600;
const CODE_SECONDS = 60;
const KNOWN_CLIENTS = new Set([PORTAL_CLIENT_ID]);

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const verifierContext = (transactionId: string) => `sso_transactions:${transactionId}:verifier`;

export type SsoOutcome =
  /** an error before the redirect URI is trusted: a 400 error body, no redirect. */
  | { kind: 'refuse'; message: string }
  | { kind: 'redirect'; location: string };

type Audit = { action: string; result: 'success' | 'failure'; details: Record<string, unknown>; user?: { id: string; customerId: string; username: string } };

function audit(ctx: AppContext, meta: RequestMeta, e: Audit) {
  return recordAudit(ctx.db, {
    action: e.action,
    outcome: e.result,
    customerId: e.user?.customerId,
    actorUserId: e.user?.id,
    actorUsername: e.user?.username,
    targetType: e.user ? 'user' : 'sso',
    targetId: e.user?.username,
    details: e.details,
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}

/** redirect_uri?error=…&error_description=…&state=…&iss=… (RFC 6749 §4.1.2.1, RFC 9207), plus our login code when there is one. */
function errorRedirect(ctx: AppContext, redirectUri: string, state: string | undefined, error: OAuthRedirectError, description: string, errorCode?: number): SsoOutcome {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (errorCode !== undefined) url.searchParams.set('error_code', String(errorCode));
  if (state !== undefined) url.searchParams.set('state', state);
  url.searchParams.set('iss', ctx.config.issuer);
  return { kind: 'redirect', location: url.href };
}

export function openIdConfiguration(ctx: AppContext): OpenIdConfiguration {
  const issuer = ctx.config.issuer;
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth2/authorize`,
    token_endpoint: `${issuer}/oauth2/token`,
    jwks_uri: `${issuer}/oauth2/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
    code_challenge_methods_supported: ['S256'],
    id_token_signing_alg_values_supported: ['EdDSA'],
    scopes_supported: ['openid'],
    token_endpoint_auth_methods_supported: ['none'],
    subject_types_supported: ['public'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'act', 'preferred_username', 'email', 'given_name', 'family_name', 'name'],
    authorization_response_iss_parameter_supported: true,
  };
}

/**
 * GET /oauth2/authorize. Client and redirect URI first (errors: 400, never a redirect to an
 * unproven address); then the request itself and the provider (errors: back to redirect_uri);
 * then a transaction row and a redirect to the company's provider with our own state, nonce and PKCE.
 */
export async function startAuthorization(ctx: AppContext, q: AuthorizeQuery, meta: RequestMeta): Promise<SsoOutcome> {
  const refuse = async (reason: string, message: string): Promise<SsoOutcome> => {
    await audit(ctx, meta, { action: 'sso.authorize-refused', result: 'failure', details: { reason, clientId: q.client_id, idp: q.idp_identifier } });
    return { kind: 'refuse', message };
  };
  if (!q.client_id) return refuse('missing-client-id', 'client_id is required');
  if (!KNOWN_CLIENTS.has(q.client_id)) return refuse('unknown-client', `Unknown client_id '${q.client_id}'`);
  if (!q.redirect_uri) return refuse('missing-redirect-uri', 'redirect_uri is required');
  if (!ctx.config.oauthRedirectUris.includes(q.redirect_uri)) return refuse('redirect-uri-not-allowed', 'redirect_uri is not registered for this client');

  const redirectUri = q.redirect_uri;
  const back = async (reason: string, error: OAuthRedirectError, description: string, errorCode?: number): Promise<SsoOutcome> => {
    await audit(ctx, meta, { action: 'sso.authorize-refused', result: 'failure', details: { reason, idp: q.idp_identifier } });
    return errorRedirect(ctx, redirectUri, q.state, error, description, errorCode);
  };
  if (q.response_type !== 'code') return back('response-type', 'unsupported_response_type', "response_type must be 'code'");
  if (!(q.scope ?? '').split(' ').includes('openid')) return back('scope', 'invalid_scope', "scope must include 'openid'");
  if (!q.state) return back('missing-state', 'invalid_request', 'state is required');
  if (q.code_challenge_method !== 'S256') return back('pkce-method', 'invalid_request', "code_challenge_method must be 'S256'");
  if (!q.code_challenge || !S256_CHALLENGE.test(q.code_challenge)) return back('pkce-challenge', 'invalid_request', 'code_challenge must be 43 base64url characters (S256)');
  if (!q.idp_identifier) return back('missing-idp', 'invalid_request', 'idp_identifier is required');
  const idp = await findIdentityProviderByIdentifier(ctx.db, q.idp_identifier);
  if (!idp) return back('unknown-idp', 'invalid_request', 'No identity provider is configured with this identifier');

  let upstream;
  try {
    upstream = await upstreamAuthorizationRequest(ctx, await upstreamConfiguration(ctx, idp));
  } catch (err) {
    await audit(ctx, meta, { action: 'sso.idp-unavailable', result: 'failure', details: { idp: idp.identifier, error: String((err as Error).message).slice(0, 300) } });
    return back('idp-discovery-failed', 'temporarily_unavailable', `The identity provider ${idp.displayName} cannot be reached. Please try again later.`);
  }
  const id = randomUUID();
  await createSsoTransaction(ctx.db, {
    id,
    identityProviderId: idp.id,
    clientId: q.client_id,
    clientRedirectUri: redirectUri,
    clientState: q.state,
    clientCodeChallenge: q.code_challenge,
    clientNonce: q.nonce ?? null,
    upstreamStateHash: sha256(upstream.state),
    upstreamNonce: upstream.nonce,
    upstreamVerifierEnc: ctx.cipher.encrypt(upstream.verifier, verifierContext(id)),
    expiresAt: new Date(Date.now() + TRANSACTION_SECONDS * 1000),
  });
  await audit(ctx, meta, { action: 'sso.authorize-started', result: 'success', details: { transactionId: id, idp: idp.identifier, customerId: idp.customerId } });
  return { kind: 'redirect', location: upstream.url };
}

type CallbackQuery = { code?: string; state?: string; iss?: string; error?: string; error_description?: string; error_uri?: string; session_state?: string };

/**
 * GET /oauth2/callback: the company's provider sends the browser back. Our state finds the
 * transaction (once, unexpired); the code is exchanged and the id token checked; the corporate user
 * id maps to a portal user of that company; the login policy applies; then our own code goes to the
 * portal's redirect URI. Without a known state there is no trusted redirect: 400.
 */
export async function completeAuthorization(ctx: AppContext, q: CallbackQuery, meta: RequestMeta): Promise<SsoOutcome> {
  if (!q.state) {
    await audit(ctx, meta, { action: 'sso.callback-refused', result: 'failure', details: { reason: 'missing-state' } });
    return { kind: 'refuse', message: 'state is required' };
  }
  const claimed = await claimSsoTransaction(ctx.db, sha256(q.state));
  if (claimed.kind === 'unknown') {
    await audit(ctx, meta, { action: 'sso.callback-refused', result: 'failure', details: { reason: 'unknown-state' } });
    return { kind: 'refuse', message: 'This sign-in is not known here (unknown state). Please start again from the portal.' };
  }
  const t = claimed.transaction;
  const idp = await findIdentityProviderById(ctx.db, t.identityProviderId);
  const fail = async (reason: string, error: OAuthRedirectError, description: string, extra: Record<string, unknown> = {}, errorCode?: number, user?: Audit['user']) => {
    await audit(ctx, meta, {
      action: 'sso.callback-refused',
      result: 'failure',
      user,
      details: { reason, transactionId: t.id, idp: idp?.identifier, customerId: idp?.customerId, ...extra },
    });
    return errorRedirect(ctx, t.clientRedirectUri, t.clientState, error, description, errorCode);
  };
  if (claimed.kind === 'used') return fail('state-reused', 'invalid_request', 'This sign-in was already completed. Please start again.');
  if (claimed.kind === 'expired') return fail('transaction-expired', 'invalid_request', 'This sign-in took too long. Please start again.');
  if (!idp) return fail('idp-removed', 'access_denied', 'The identity provider is no longer configured');
  if (q.error) {
    const passThrough: OAuthRedirectError[] = ['temporarily_unavailable', 'server_error'];
    const error = passThrough.includes(q.error as OAuthRedirectError) ? (q.error as OAuthRedirectError) : 'access_denied';
    return fail('idp-error', error, `${idp.displayName}: ${q.error_description ?? q.error}`, { idpError: q.error });
  }

  let claims: Record<string, unknown>;
  try {
    const config = await upstreamConfiguration(ctx, idp);
    claims = await upstreamCodeExchange(ctx, config, q, {
      state: q.state,
      nonce: t.upstreamNonce,
      verifier: ctx.cipher.decrypt(t.upstreamVerifierEnc, verifierContext(t.id)),
    });
  } catch (err) {
    const unreachable = !(err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError) && (err as Error).name === 'TypeError';
    return fail(
      unreachable ? 'idp-unreachable' : 'idp-answer-refused',
      unreachable ? 'temporarily_unavailable' : 'access_denied',
      `The sign-in at ${idp.displayName} could not be verified`,
      { error: `${(err as Error).name}: ${(err as Error).message}`.slice(0, 300) },
    );
  }

  const corporate = claims[idp.userIdClaim];
  const corporateUserId = typeof corporate === 'string' || typeof corporate === 'number' ? String(corporate) : undefined;
  if (!corporateUserId) return fail('no-corporate-id', 'access_denied', `The identity provider did not send the claim '${idp.userIdClaim}'`);
  const userId = await findUserIdByCorporateId(ctx.db, idp.customerId, corporateUserId);
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user) return fail('unknown-corporate-user', 'access_denied', 'No portal user matches your company account', { corporateUserId });
  const who = { id: user.id, customerId: user.customerId, username: user.username };
  if (!user.isSsoUser) return fail('not-an-sso-user', 'access_denied', 'Your portal user is not set up for single sign-on', { corporateUserId }, undefined, who);
  const refused = await loginRefusal(ctx, user, meta);
  if (refused) return fail('login-refused', 'access_denied', refused.error_message, { code: refused.error_code }, refused.error_code, who);

  const { code } = await issueCode(ctx.db, {
    userId: user.id,
    clientId: t.clientId,
    redirectUri: t.clientRedirectUri,
    codeChallenge: t.clientCodeChallenge,
    nonce: t.clientNonce,
    ttlSeconds: CODE_SECONDS,
  });
  await audit(ctx, meta, { action: 'sso.authorized', result: 'success', user: who, details: { transactionId: t.id, idp: idp.identifier } });
  const url = new URL(t.clientRedirectUri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', t.clientState);
  url.searchParams.set('iss', ctx.config.issuer);
  return { kind: 'redirect', location: url.href };
}

const oauthError = (error: OAuthError['error'], error_description: string): OAuthError => ({ error, error_description });

/**
 * POST /oauth2/token with grant_type=authorization_code (RFC 6749 §4.1.3, RFC 7636 §4.6). Every
 * refusal is 400 `{ error, error_description }` and an audit event; a code presented twice also
 * revokes the session it opened.
 */
export async function exchangeAuthorizationCode(ctx: AppContext, body: AuthorizationCodeGrant, meta: RequestMeta): Promise<TokenSet | OAuthError> {
  const refuse = async (reason: string, error: OAuthError['error'], description: string, user?: Audit['user'], action = 'sso.code-refused') => {
    await audit(ctx, meta, { action, result: 'failure', user, details: { reason, clientId: body.client_id } });
    return oauthError(error, description);
  };
  if (!body.client_id) return refuse('missing-client-id', 'invalid_request', 'client_id is required');
  if (!KNOWN_CLIENTS.has(body.client_id)) return refuse('unknown-client', 'unauthorized_client', `Unknown client_id '${body.client_id}'`);
  if (!body.code) return refuse('missing-code', 'invalid_request', 'code is required');
  if (!body.redirect_uri) return refuse('missing-redirect-uri', 'invalid_request', 'redirect_uri is required');
  if (!body.code_verifier) return refuse('missing-verifier', 'invalid_request', 'code_verifier is required');
  if (!CODE_VERIFIER.test(body.code_verifier)) return refuse('malformed-verifier', 'invalid_request', 'code_verifier must be 43–128 characters of A-Z a-z 0-9 - . _ ~');
  const { client_id: clientId, redirect_uri: redirectUri, code_verifier: verifier } = body;

  type Use = { ok: true; tokens: TokenSet } | { ok: false; reason: string; description: string; user?: Audit['user'] };
  const redemption = await redeemCode<Use>(ctx, body.code, async (row, txCtx) => {
    const no = (reason: string, description: string): Use => ({ ok: false, reason, description });
    if (row.codeChallenge === HANDOFF_CHALLENGE) return no('handoff-code', 'The authorization code is not valid');
    if (row.expiresAt.getTime() <= Date.now()) return no('expired', 'The authorization code has expired');
    if (row.clientId !== clientId) return no('client-mismatch', 'The authorization code was issued to another client');
    if (row.redirectUri !== redirectUri) return no('redirect-uri-mismatch', 'redirect_uri does not match the authorization request');
    if (s256(verifier) !== row.codeChallenge) return no('pkce-mismatch', 'code_verifier does not match the code_challenge');
    const user = await findUserById(txCtx.db, row.userId);
    if (!user) return no('user-gone', 'The user no longer exists');
    const who = { id: user.id, customerId: user.customerId, username: user.username };
    const refused = !user.isSsoUser ? { error_message: 'The user is not set up for single sign-on' } : await loginRefusal(txCtx, user, meta);
    if (refused) return { ok: false, reason: 'login-refused', description: refused.error_message, user: who };
    const tokens = await openSession(txCtx, user, clientId, meta, await loginWarning(txCtx, user), {
      sessionId: sessionIdForCode(row.codeHash),
      nonce: row.nonce,
    });
    return { ok: true, tokens };
  });

  if (redemption.kind === 'unknown') return refuse('unknown-code', 'invalid_grant', 'The authorization code is not valid');
  if (redemption.kind === 'reused') {
    const owner = await findUserById(ctx.db, redemption.row.userId);
    const who = owner && { id: owner.id, customerId: owner.customerId, username: owner.username };
    const description = 'The authorization code was already used; the session it opened has been ended';
    return refuse('reused-code', 'invalid_grant', description, who, 'sso.code-reused');
  }
  const used = redemption.result;
  if (!used.ok) return refuse(used.reason, 'invalid_grant', used.description, used.user);
  return used.tokens;
}

export async function identityProviderDetails(ctx: AppContext, identifier: string) {
  const idp: IdentityProviderRow | undefined = await findIdentityProviderByIdentifier(ctx.db, identifier);
  return idp ? { identifier: idp.identifier, displayName: idp.displayName } : undefined;
}
