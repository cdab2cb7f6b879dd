import { z } from 'zod';
import { ACR, type Endpoint, IDEMPOTENCY_KEY_HEADER, STEP_UP_ERROR, STEP_UP_MAX_AGE_SECONDS, domainOf, takesIdempotencyKey } from '@creditdesk/contracts';

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

const isOneOf = (body: unknown): body is { oneOf: unknown[] } => typeof body === 'object' && body !== null && Array.isArray((body as { oneOf?: unknown }).oneOf);

type RouteDoc = { body?: unknown; consumes?: readonly string[]; response?: unknown };

/** Who may call it, in words, from its access rule and tenancy: the second half of its description. */
export function callerOf(endpoint: Endpoint): string {
  const { access } = endpoint;
  const who =
    access.kind === 'public'
      ? 'Public: no token'
      : access.kind === 'apiKey'
        ? `An active ${access.purpose} API key`
        : access.kind === 'authenticated'
          ? 'Any signed-in user'
          : `A signed-in user holding ${access.entitlements.join(' or ')}`;
  const scope = {
    path: `; only of the caller's company (${endpoint.customerParam})`,
    named: '; only naming users, account numbers or groups of the caller’s company',
    object: '; only objects of the caller’s company (another company’s are not found)',
    caller: '; acts on the caller’s own company and user',
    none: '',
  }[endpoint.customerParam ? 'path' : (endpoint.tenancy ?? 'none')];
  return `${who}${scope}.`;
}

/**
 * The operation's parts the route schema cannot say: its tag (the domain), a one-line description,
 * a file's or a redirect's success, the fields of a multipart body or a raw body's media type, and
 * for a call that takes nothing the one refusal the HTTP server itself can give (431).
 */
export function documentedParts(endpoint: Endpoint, schema: RouteDoc): Record<string, unknown> {
  const parts: Record<string, unknown> = {
    tags: [domainOf(endpoint)],
    description: `${endpoint.summary.replace(/[.]$/, '')}. ${callerOf(endpoint)}`,
  };
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const { produces } = endpoint;
  if (produces?.kind === 'file') {
    const body = produces.mediaType === 'text/csv' ? { type: 'string' } : { type: 'string', format: 'binary' };
    response[200] = { description: produces.description, content: { [produces.mediaType]: { schema: body } } };
  } else if (produces?.kind === 'redirect') {
    response[302] = { description: produces.description, headers: { Location: { type: 'string', format: 'uri-reference', description: 'where the browser goes next' } } };
    response.default = { description: 'An unexpected failure (5xx)', content: { 'application/json': { schema: ERROR_BODY } } };
  }
  if (endpoint.multipartFields) {
    parts.body = z.toJSONSchema(endpoint.multipartFields, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' });
    parts.consumes = ['multipart/form-data'];
  } else if (endpoint.bodyEncoding === 'form' && isOneOf(schema.body)) {
    // The token request is one grant by grant_type, which the password login may omit (the portal sends
    // none). The grants exclude each other, but a linter cannot tell from an optional property: documented
    // as anyOf, which accepts exactly the same bodies since no body matches two grants.
    const { oneOf, ...rest } = schema.body;
    parts.body = { ...rest, anyOf: oneOf };
  } else if (endpoint.rawBody) {
    parts.body = { type: 'string', format: 'binary', description: endpoint.rawBody.description };
    parts.consumes = [endpoint.rawBody.mediaType];
  }
  const takesNothing = !endpoint.params && !endpoint.querystring && !endpoint.body && !endpoint.multipartFields && !endpoint.rawBody;
  if (takesNothing && !Object.keys(response).some((status) => status.startsWith('4'))) {
    // Node's HTTP server refuses request headers past its limit before any route runs (Fastify's client-error answer)
    response[431] = {
      description: 'Request headers larger than the HTTP server accepts (16 KiB); answered before the call is routed',
      content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' }, statusCode: { type: 'integer' } } } } },
    };
  }
  if (takesIdempotencyKey(endpoint)) {
    // orders and batch calls (IETF httpapi idempotency-key draft; modules/api-clients/idempotency.ts)
    parts.headers = {
      type: 'object',
      properties: {
        [IDEMPOTENCY_KEY_HEADER]: {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          description: 'A key of your choosing (a UUID): a retry with the same key and body answers the first answer (header Idempotent-Replayed: true) without a second pull; the same key with another body is 422',
        },
      },
    };
    response[409] ??= { description: 'A call with this Idempotency-Key is still being processed: retry in a moment', content: { 'application/json': { schema: ERROR_BODY } } };
    response[422] ??= { description: 'This Idempotency-Key was used with another request body', content: { 'application/json': { schema: ERROR_BODY } } };
  }
  if (endpoint.stepUp) {
    // a step-up act (RFC 9470): the extension says why and when; the 401 names its challenge header
    parts['x-step-up'] = {
      reason: endpoint.stepUp.reason,
      ...(endpoint.stepUp.when ? { when: endpoint.stepUp.when.description } : {}),
      maxAge: STEP_UP_MAX_AGE_SECONDS,
      acrValues: ACR.mfa,
    };
    const refusal = response[401] as Record<string, unknown> | undefined;
    if (refusal) {
      response[401] = {
        ...refusal,
        headers: {
          'WWW-Authenticate': {
            type: 'string',
            description: `On a step-up refusal: Bearer error="${STEP_UP_ERROR}", error_description, acr_values="${ACR.mfa}", max_age="${STEP_UP_MAX_AGE_SECONDS}" (RFC 9470)`,
          },
        },
      };
    }
  }
  parts.response = response;
  return parts;
}
