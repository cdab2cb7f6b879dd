import type { FastifyRequest } from 'fastify';
import { API_CLIENT_MESSAGES, API_SCOPE_NAMES, CLIENT_ASSERTION_TYPE, type ApiScope, type ClientToken, MESSAGES, type OAuthError } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-error.js';
import { RetryLaterError } from '../../lib/retry-later.js';
import { recordAudit } from '../audit/audit.repository.js';
import { countAddressAttempt, ipAllowed } from '../auth/login-policy.js';
import type { RequestMeta } from '../auth/open-session.js';
import { type ClientWithCompany, clientById, clientOfSecret, noteUse } from './api-clients.repository.js';
import { AssertionRefused, assertionIssuer, verifyClientAssertion } from './client-assertion.js';

/*
 * OAuth 2.0 client credentials (RFC 6749 §4.4) at POST /oauth2/token: an API client's id and secret
 * (HTTP Basic, or client_id and client_secret in the form) for a short-lived access token naming the
 * client, its company and its scopes. Every refusal is audited and answers 401/403 with the error
 * body and the OAuth error; no token, no pull.
 */

/** A refusal of the token endpoint or of the guard: the error body with the OAuth error (RFC 6749 §5.2). */
export class ClientRefusal extends HttpError {
  constructor(
    statusCode: 400 | 401 | 403,
    readonly oauthError: OAuthError['error'] | 'insufficient_scope',
    message: string,
  ) {
    super(statusCode, message, { error: oauthError });
  }
}

/** The client's id and secret: HTTP Basic (form-urlencoded parts, RFC 6749 §2.3.1) or the form's fields. */
function credentialsOf(req: FastifyRequest, body: { client_id?: string; client_secret?: string }): { id?: string; secret?: string } {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
      } catch {
        return {};
      }
    }
    return {};
  }
  return { id: body.client_id, secret: body.client_secret };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function refuse(ctx: AppContext, meta: RequestMeta, client: Pick<ClientWithCompany, 'id' | 'name' | 'customerId' | 'userId' | 'username'> | undefined, refusal: ClientRefusal, details: Record<string, unknown> = {}): Promise<never> {
  await recordAudit(ctx.db, {
    action: 'api-client.refused',
    outcome: 'failure',
    customerId: client?.customerId ?? null,
    actorUserId: client?.userId ?? null,
    actorUsername: client?.username ?? null,
    targetType: 'api-client',
    targetId: client?.id,
    details: { reason: refusal.oauthError, status: refusal.statusCode, message: refusal.message, ...(client ? { apiClient: { id: client.id, name: client.name } } : {}), ...details },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
  throw refusal;
}

/** The client's calls this minute, across processes (the database's per-minute window of the login limits). */
export async function countClientCall(ctx: AppContext, client: ClientWithCompany, meta: RequestMeta): Promise<void> {
  const limit = ctx.config.apiClients.callsPerMinute;
  const attempt = await countAddressAttempt(ctx.db, `client:${client.id}`, limit);
  if (!attempt.over) return;
  await recordAudit(ctx.db, {
    action: 'api-client.refused',
    outcome: 'failure',
    customerId: client.customerId,
    actorUserId: client.userId,
    actorUsername: client.username,
    targetType: 'api-client',
    targetId: client.id,
    details: { reason: 'rate-limit', status: 429, perMinute: limit, apiClient: { id: client.id, name: client.name } },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
  throw new RetryLaterError(429, API_CLIENT_MESSAGES.tooManyCalls(limit, attempt.retryAfterSeconds), attempt.retryAfterSeconds);
}

/** Whether the client may act now from this address: active, its company active, inside its ranges and the company's. */
export async function checkClientStanding(ctx: AppContext, client: ClientWithCompany, meta: RequestMeta): Promise<void> {
  if (client.status !== 'active') await refuse(ctx, meta, client, new ClientRefusal(403, 'unauthorized_client', API_CLIENT_MESSAGES.disabled));
  if (client.companyStatus !== 'active') await refuse(ctx, meta, client, new ClientRefusal(403, 'unauthorized_client', MESSAGES.access.notAllowed));
  if (!ipAllowed(meta.ip, client.ipRanges) || !ipAllowed(meta.ip, client.companyIpRanges)) {
    await refuse(ctx, meta, client, new ClientRefusal(403, 'unauthorized_client', API_CLIENT_MESSAGES.outsideRanges));
  }
}

type GrantBody = { client_id?: string; client_secret?: string; client_assertion_type?: string; client_assertion?: string; scope?: string };

/** A client by its secret (client_secret_basic / client_secret_post). */
async function clientBySecret(ctx: AppContext, req: FastifyRequest, body: GrantBody, meta: RequestMeta): Promise<ClientWithCompany> {
  const { id, secret } = credentialsOf(req, body);
  const invalid = new ClientRefusal(401, 'invalid_client', API_CLIENT_MESSAGES.invalidClient);
  if (!id || !secret || !UUID.test(id)) return refuse(ctx, meta, undefined, invalid);
  const client = await clientOfSecret(ctx.db, id, secret);
  // a wrong secret of a known client is recorded against that client (its company's audit trail shows it)
  return client ?? refuse(ctx, meta, await clientById(ctx.db, id), invalid);
}

/** A client by its signed assertion (private_key_jwt, RFC 7523 §2.2): every refusal a 401 invalid_client. */
async function clientByAssertion(ctx: AppContext, req: FastifyRequest, body: GrantBody, meta: RequestMeta): Promise<ClientWithCompany> {
  const invalid = (message: string) => new ClientRefusal(401, 'invalid_client', message);
  const assertion = body.client_assertion;
  const id = assertion ? assertionIssuer(assertion) : undefined;
  // one way of authenticating per request (RFC 6749 §2.3): no secret beside the assertion
  const mixed = req.headers.authorization?.startsWith('Basic ') || body.client_secret !== undefined;
  if (body.client_assertion_type !== CLIENT_ASSERTION_TYPE || !assertion || mixed || !id || !UUID.test(id) || (body.client_id !== undefined && body.client_id !== id)) {
    return refuse(ctx, meta, undefined, invalid(API_CLIENT_MESSAGES.assertionInvalid));
  }
  const client = await clientById(ctx.db, id);
  if (!client || client.authMethod !== 'private_key_jwt') return refuse(ctx, meta, client, invalid(API_CLIENT_MESSAGES.invalidClient), { method: 'private_key_jwt' });
  try {
    await verifyClientAssertion(ctx, client, assertion);
  } catch (err) {
    if (!(err instanceof AssertionRefused)) throw err;
    return refuse(ctx, meta, client, invalid(err.message), { method: 'private_key_jwt', detail: err.detail });
  }
  return client;
}

export async function clientCredentialsGrant(ctx: AppContext, req: FastifyRequest, body: GrantBody, meta: RequestMeta): Promise<ClientToken> {
  const byAssertion = body.client_assertion !== undefined || body.client_assertion_type !== undefined;
  const client = byAssertion ? await clientByAssertion(ctx, req, body, meta) : await clientBySecret(ctx, req, body, meta);
  await countClientCall(ctx, client, meta);
  await checkClientStanding(ctx, client, meta);
  const held = client.scopes as ApiScope[];
  const asked = body.scope?.split(' ').filter(Boolean);
  const unknown = asked?.find((s) => !held.includes(s as ApiScope) || !API_SCOPE_NAMES.includes(s as ApiScope));
  if (unknown !== undefined) await refuse(ctx, meta, client, new ClientRefusal(400, 'invalid_scope', API_CLIENT_MESSAGES.badScope(unknown)));
  const scope = (asked ?? held).join(' ');
  const ttl = ctx.config.apiClients.tokenTtlSeconds;
  const accessToken = await ctx.tokens.signClient({ id: client.id, customerId: client.customerId, scope }, ttl);
  await noteUse(ctx.db, client.id, meta.ip);
  await recordAudit(ctx.db, {
    action: 'api-client.token-issued',
    customerId: client.customerId,
    actorUserId: client.userId,
    actorUsername: client.username,
    targetType: 'api-client',
    targetId: client.id,
    details: { scope, expiresIn: ttl, method: byAssertion ? 'private_key_jwt' : 'client_secret', apiClient: { id: client.id, name: client.name } },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: ttl, scope };
}

export { refuse as refuseClient };
