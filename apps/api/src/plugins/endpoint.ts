import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_KEY_HEADER, type ApiKeyPurpose, type Endpoint, MESSAGES, REGISTRATION_MESSAGES, REGISTRATION_REFUSALS, UNSTORABLE_TEXT_MESSAGE, findUnstorableText, hasAnyEntitlement } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../app-context.js';
import { callerOfClaims } from '../modules/auth/caller-of-claims.js';
import { callerFromLinkGrant } from '../modules/auth/link-grant.js';
import { passwordChangeStillRequired } from '../modules/auth/login-policy.js';
import { findLiveSession } from '../modules/auth/sessions.repository.js';
import { HttpError, badRequest, forbidden, unauthorized } from '../lib/http-error.js';
import { recordAudit } from '../modules/audit/audit.repository.js';
import { noteSupportAgent } from '../modules/audit/audit-context.js';
import { findActiveApiKey } from '../modules/support/api-keys.repository.js';
import { routeSchemaOf } from './endpoint-schema.js';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type ResponseOf<E extends Endpoint> = E['response'] extends Record<number, z.ZodType>
  ? z.infer<E['response'][keyof E['response'] & number]>
  : unknown;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<E['params']>;
  Querystring: Infer<E['querystring']>;
  Body: Infer<E['body']>;
}>;

/** Handlers of endpoints that need a token always have a caller: the guard ran first. */
export type Handler<E extends Endpoint> = (
  req: EndpointRequest<E> & { caller: E['access']['kind'] extends 'public' | 'apiKey' ? Caller | null : Caller },
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply | void>;

/**
 * Registers a handler for a contract endpoint. The registration adds what every route must have:
 * schema validation of params, query and body, a checked response, and the authorization guard
 * (authentication, tenant isolation and entitlements) taken from the same declaration the SPA reads.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    // validation, serialization and the OpenAPI operation, all from the declaration (endpoint-schema.ts)
    schema: routeSchemaOf(endpoint),
    config: { endpoint },
    // Authentication runs before the body is validated, so an anonymous caller learns nothing from 400s.
    onRequest: guardOf(endpoint),
    // Text PostgreSQL cannot store is refused before validation and before any handler or data source runs.
    preValidation: refuseUnstorableText(endpoint),
    handler: handler as never,
  });
}

/** In the parts the endpoint declares (the rest is never read): its path parameters, query and body. */
function refuseUnstorableText(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    const found =
      findUnstorableText(req.params, 'params') ??
      (endpoint.querystring ? findUnstorableText(req.query, 'querystring') : undefined) ??
      (endpoint.body ? findUnstorableText(req.body, 'body') : undefined);
    if (found) throw badRequest(`Invalid request: ${found}: ${UNSTORABLE_TEXT_MESSAGE}`, { fields: [{ field: found, message: UNSTORABLE_TEXT_MESSAGE }] });
  };
}

function guardOf(endpoint: Endpoint) {
  switch (endpoint.access.kind) {
    case 'public':
      return optionalCaller(endpoint);
    case 'apiKey':
      return requireApiKey(endpoint.access.purpose);
    default:
      return authorize(endpoint);
  }
}

/**
 * Logout and refresh-token reuse revoke the session; its tokens (and link grants) die with it: at once
 * in this process, within SESSION_CHECK_CACHE_MS (1 s) in every other.
 */
async function sessionIsLive(ctx: AppContext, sessionId: string, userId: string): Promise<boolean> {
  if (ctx.access.sessionUser(sessionId) === userId) return true;
  const generation = ctx.access.generation();
  const checkedAt = ctx.access.now();
  const session = await findLiveSession(ctx.db, sessionId);
  if (!session || session.userId !== userId) return false;
  ctx.access.rememberSession(sessionId, session, checkedAt, generation);
  return true;
}

async function callerFrom(req: FastifyRequest, endpoint: Endpoint): Promise<Caller | null> {
  const header = req.headers.authorization;
  const { ctx } = req.server;
  // a browser's own download of an endpoint that allows it: a link grant in the query (modules/auth/link-grant.ts)
  if (!header?.startsWith('Bearer ')) return (endpoint.linkGrant && (await callerFromLinkGrant(req, endpoint, (sid, sub) => sessionIsLive(ctx, sid, sub)))) || null;
  const token = header.slice(7).trim();
  // A token verified before is not verified again until it expires (modules/auth/access-cache.ts).
  let claims = ctx.access.token(token);
  if (!claims) {
    const verified = await ctx.tokens.verifyAccessToken(token);
    if (!verified) return null;
    claims = verified.claims;
    ctx.access.rememberToken(token, claims, verified.exp);
  }
  if (!(await sessionIsLive(ctx, claims.sid, claims.sub))) return null;
  // A token issued while the password must be changed (temporary or expired) opens only the
  // endpoints that say so, until the password has been changed (then the database no longer requires it).
  if (claims.pwd_change && !endpoint.allowDuringPasswordChange && (await passwordChangeStillRequired(ctx, claims.sub))) {
    if (endpoint.access.kind === 'public') return null;
    throw forbidden(MESSAGES.password.mustChange);
  }
  // a support session's events name the agent as well as the user (modules/audit/audit-context.ts)
  noteSupportAgent(claims.act?.sub);
  return callerOfClaims(claims);
}

function optionalCaller(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    req.caller = await callerFrom(req, endpoint);
  };
}

/**
 * An active API key of the purpose in x-api-key, or 401 (recorded in the audit trail with the path;
 * the key itself never is). No bearer token is read: these calls act for nobody in particular.
 */
function requireApiKey(purpose: ApiKeyPurpose) {
  return async (req: FastifyRequest) => {
    const header = req.headers[API_KEY_HEADER];
    const key = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
    const row = await findActiveApiKey(req.server.ctx.db, key, purpose);
    if (row) {
      req.apiKey = { id: row.id, name: row.name, purpose };
      return;
    }
    await recordAudit(req.server.ctx.db, {
      action: `${purpose}.api-key-refused`,
      outcome: 'failure',
      details: { reason: key ? 'invalid-key' : 'missing-key', method: req.method, path: req.url.split('?')[0] },
      correlationId: String(req.id),
      ip: req.ip,
    });
    throw key
      ? new HttpError(401, REGISTRATION_MESSAGES.apiKeyInvalid, { reason: REGISTRATION_REFUSALS.apiKeyInvalid })
      : new HttpError(401, REGISTRATION_MESSAGES.apiKeyMissing, { reason: REGISTRATION_REFUSALS.apiKeyMissing });
  };
}

function authorize(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    const caller = await callerFrom(req, endpoint);
    if (!caller) throw unauthorized();
    req.caller = caller;
    if (endpoint.customerParam) {
      const params = req.params as Record<string, string>;
      if (params[endpoint.customerParam] !== caller.customerId) throw forbidden('You may only act on your own company');
    }
    if (endpoint.access.kind === 'entitled' && !hasAnyEntitlement(caller.entitlements, endpoint.access.entitlements)) {
      throw forbidden('Your entitlements do not allow this action');
    }
  };
}
