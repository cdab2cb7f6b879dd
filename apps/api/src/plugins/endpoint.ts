import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_MESSAGES, type ApiKeyPurpose, type Endpoint, MESSAGES, UNSTORABLE_TEXT_MESSAGE, findUnstorableText, hasAnyEntitlement, takesIdempotencyKey } from '@creditdesk/contracts';
import type { Caller } from '../app-context.js';
import { badRequest, forbidden, unauthorized } from '../lib/http-error.js';
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
    // A step-up act needs a recent second factor (after validation: a declaration's `when` reads the body), before any idempotent replay
    ...(endpoint.stepUp && !takesIdempotencyKey(endpoint)
      ? { preHandler: async (req: FastifyRequest, reply: FastifyReply) => req.server.ctx.guard.requireFreshFactor(req, reply, endpoint) }
      : {}),
    // Order and batch calls: an Idempotency-Key's retry answers the first answer, never a second pull
    ...(takesIdempotencyKey(endpoint)
      ? {
          // a multipart body is read by the handler: it begins the key itself, with the body's fingerprint
          preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
            if (endpoint.stepUp) await req.server.ctx.guard.requireFreshFactor(req, reply, endpoint);
            if (endpoint.bodyEncoding !== 'multipart' && (await req.server.ctx.guard.beginIdempotent(req, reply, endpoint))) return reply;
          },
          onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await req.server.ctx.guard.finishIdempotent(req, reply, payload);
            return payload;
          },
        }
      : {}),
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
    if (found) throw badRequest(API_MESSAGES.invalid.field(found, UNSTORABLE_TEXT_MESSAGE), { fields: [{ field: found, message: UNSTORABLE_TEXT_MESSAGE }] });
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

// Who calls, and with which API key, the modules answer (auth, support), through the app context:
// plugins/ imports no module (app-context.ts: EndpointGuard).
const callerFrom = (req: FastifyRequest, endpoint: Endpoint): Promise<Caller | null> => req.server.ctx.guard.callerOf(req, endpoint);

function optionalCaller(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    req.caller = await callerFrom(req, endpoint);
  };
}

function requireApiKey(purpose: ApiKeyPurpose) {
  return async (req: FastifyRequest) => {
    req.apiKey = await req.server.ctx.guard.apiKeyOf(req, purpose);
  };
}

function authorize(endpoint: Endpoint) {
  return async (req: FastifyRequest) => {
    const caller = await callerFrom(req, endpoint);
    if (!caller) throw unauthorized();
    req.caller = caller;
    if (endpoint.customerParam) {
      const params = req.params as Record<string, string>;
      if (params[endpoint.customerParam] !== caller.customerId) throw forbidden(MESSAGES.access.ownCompanyOnly);
    }
    // an API client's scopes, checked with its token (modules/api-clients/client-caller.ts), replace the entitlements
    if (endpoint.access.kind === 'entitled' && !caller.client && !hasAnyEntitlement(caller.entitlements, endpoint.access.entitlements)) {
      throw forbidden(MESSAGES.access.entitlementsRefuse);
    }
  };
}
