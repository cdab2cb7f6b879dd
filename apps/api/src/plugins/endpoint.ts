import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Endpoint, MESSAGES, hasAnyEntitlement, parseEntitlements } from '@creditdesk/contracts';
import type { Caller } from '../app-context.js';
import { passwordChangeStillRequired } from '../modules/auth/login-policy.js';
import { findLiveSession } from '../modules/auth/sessions.repository.js';
import { forbidden, unauthorized } from '../lib/http-error.js';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type ResponseOf<E extends Endpoint> = E['response'] extends Record<number, z.ZodType>
  ? z.infer<E['response'][keyof E['response'] & number]>
  : unknown;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Infer<E['params']>;
  Querystring: Infer<E['querystring']>;
  Body: Infer<E['body']>;
}>;

/** Handlers of non-public endpoints always have a caller: the guard ran first. */
export type Handler<E extends Endpoint> = (
  req: EndpointRequest<E> & { caller: E['access']['kind'] extends 'public' ? Caller | null : Caller },
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
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: endpoint.response } : {}),
      ...(endpoint.access.kind === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    config: { endpoint },
    // Authentication runs before the body is validated, so an anonymous caller learns nothing from 400s.
    onRequest: endpoint.access.kind === 'public' ? optionalCaller(endpoint) : authorize(endpoint),
    handler: handler as never,
  });
}

async function callerFrom(req: FastifyRequest, endpoint: Endpoint): Promise<Caller | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await req.server.ctx.tokens.verifyAccess(header.slice(7).trim());
  if (!claims) return null;
  // Logout and refresh-token reuse revoke the session; its tokens die with it.
  const session = await findLiveSession(req.server.ctx.db, claims.sid);
  if (!session || session.userId !== claims.sub) return null;
  // A token issued while the password must be changed (temporary or expired) opens only the
  // endpoints that say so, until the password has been changed (then the database no longer requires it).
  if (claims.pwd_change && !endpoint.allowDuringPasswordChange && (await passwordChangeStillRequired(req.server.ctx, claims.sub))) {
    if (endpoint.access.kind === 'public') return null;
    throw forbidden(MESSAGES.password.mustChange);
  }
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    customerId: claims.customerId,
    username: claims.username,
    role: claims.role,
    entitlements: parseEntitlements(claims.entitlements),
  };
}

function optionalCaller(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    req.caller = await callerFrom(req, endpoint);
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
