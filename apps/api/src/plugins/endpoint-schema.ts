import type { z } from 'zod';
import { API_KEY_HEADER, API_SCOPES, type Endpoint, LINK_GRANT_QUERY, STEP_UP_ERROR, STEP_UP_MAX_AGE_SECONDS, errorBodySchemaOf, scopesOf } from '@creditdesk/contracts';

/**
 * The route schema of a contract endpoint: what Fastify validates and serializes, and what the
 * OpenAPI document (/api/openapi.json) says, both read from the one declaration the guard enforces.
 * Besides the declared schemas it derives the operationId, the security requirement and every
 * refusal the registration itself can answer (400, 401, 403, 404, 413, 415), each with the
 * contracts' error body (one shared component, `ErrorBody`, or the one the endpoint's errorShape names).
 */
export function routeSchemaOf(endpoint: Endpoint) {
  return {
    summary: endpoint.summary,
    operationId: operationIdOf(endpoint),
    security: securityOf(endpoint),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.body && endpoint.bodyEncoding === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    response: responsesOf(endpoint),
  };
}

/** components.securitySchemes of the document; securityOf names them. */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /api/oauth2/token whose session is still live',
  },
  // the registration calls (docs/onboarding.md)
  apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER, description: 'An active API key of the endpoint’s purpose' },
  // a browser's own download (Endpoint.linkGrant; modules/auth/link-grant.ts)
  linkGrant: { type: 'apiKey', in: 'query', name: LINK_GRANT_QUERY, description: 'A short-lived link grant of exactly this call (its POST …/link), while its session is live' },
  // a company's own systems (issue 34, docs/integration.md): each operation lists the scopes that open it
  clientCredentials: {
    type: 'oauth2',
    description: "An API client of the company (Manage → API Clients): OAuth 2.0 client credentials (RFC 6749 §4.4), the client's id and secret by HTTP Basic",
    flows: { clientCredentials: { tokenUrl: '/api/oauth2/token', scopes: API_SCOPES } },
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** `[]` (explicitly none) for a public call, else the scheme the guard checks. */
export function securityOf(endpoint: Pick<Endpoint, 'access' | 'linkGrant' | 'scopes'>): SecurityRequirement[] {
  switch (endpoint.access.kind) {
    case 'public':
      return [];
    case 'apiKey':
      return [{ apiKey: [] }];
    default: {
      // an API client's token opens it when it holds one of the declared scopes (each an alternative)
      const machine = scopesOf(endpoint as Endpoint).map((scope) => ({ clientCredentials: [scope] }));
      return [{ bearerAuth: [] }, ...(endpoint.linkGrant ? [{ linkGrant: [] }] : []), ...machine];
    }
  }
}

/**
 * Method + path, camel-cased, path parameters as `By<Name>`: GET /customers/:customerId/members →
 * getCustomersByCustomerIdMembers. Unique because Fastify refuses two routes with one method and path;
 * stable as long as the path is.
 */
export function operationIdOf(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const words = endpoint.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...wordsOf(segment.slice(1))] : wordsOf(segment)));
  return endpoint.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const wordsOf = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);

/** 'a', 'a or b', 'a, b or c'; with '; ': 'a; b; or c' (for items that hold commas) */
const orList = (items: string[], separator = ', ') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(separator)}${separator === ', ' ? ' ' : separator}or ${items.at(-1)}`;

const present = (item: string | false | undefined): item is string => Boolean(item);

type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 415;

/**
 * The refusals the registration answers for this endpoint before (or around) its handler, with why.
 * Handlers may refuse further (409, 423, …): the contract declares those in `response`.
 */
export function errorAnswersOf(endpoint: Endpoint): Partial<Record<ErrorStatus, string>> {
  const { access } = endpoint;
  const answers: Partial<Record<ErrorStatus, string>> = {};
  const validated = [endpoint.params && 'a path parameter', endpoint.querystring && 'the query', endpoint.body && 'the body'].filter(present);
  if (validated.length > 0) {
    answers[400] = `Invalid request: ${orList(validated)} does not match the contract (additionalErrorDetails.fields names each field)`;
  }
  if (access.kind === 'apiKey') answers[401] = `No active ${access.purpose} API key in ${API_KEY_HEADER}`;
  if (access.kind === 'authenticated' || access.kind === 'entitled') {
    answers[401] = endpoint.linkGrant ? 'No valid access token nor link grant (expired or forged), or its session has ended' : 'No valid access token, or its session has ended';
    if (endpoint.stepUp) {
      answers[401] += `; or (a step-up act${endpoint.stepUp.when ? `, ${endpoint.stepUp.when.description}` : ''}) no second factor proven for the session in the last ${STEP_UP_MAX_AGE_SECONDS} seconds: WWW-Authenticate carries the RFC 9470 challenge (error="${STEP_UP_ERROR}", max_age, acr_values); prove one at POST /api/login/step-up and retry`;
    }
    const refusals = [
      endpoint.customerParam && `the path names another company (${endpoint.customerParam})`,
      endpoint.linkGrant && 'the link grant was issued for another call',
      access.kind === 'entitled' && `the caller holds none of ${access.entitlements.join(', ')}`,
      !endpoint.allowDuringPasswordChange && 'the token was issued for a password that must be changed first',
      endpoint.tenancy === 'named' && 'it names a user, account number or company of another company',
    ].filter(present);
    if (refusals.length > 0) answers[403] = `Forbidden: ${orList(refusals, '; ')}`;
  }
  const pathParams = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
  const objectTenancy = endpoint.tenancy === 'object';
  if (pathParams.length > 0 || objectTenancy || endpoint.tenancy === 'named') {
    answers[404] = objectTenancy
      ? 'Not found: no such object in the caller’s company (another company’s objects are not found either)'
      : endpoint.tenancy === 'named'
        ? 'Not found: the user, account number or group it names does not exist'
        : `Not found: nothing answers to ${pathParams.join(', ')}`;
  }
  if (endpoint.body) {
    answers[413] = 'The body is larger than the server’s limit (BODY_LIMIT_BYTES)';
    answers[415] = 'The body is neither application/json nor application/x-www-form-urlencoded';
  }
  return answers;
}

/**
 * The declared responses, then each derived refusal the declaration does not already give. The
 * refusals are keyed by media type (application/json, as the error handler sends them), so Fastify
 * checks each error body against the contract like any other answer.
 */
function responsesOf(endpoint: Endpoint): Record<number, z.ZodType | ErrorResponse> {
  const responses: Record<number, z.ZodType | ErrorResponse> = { ...endpoint.response };
  const schema = errorBodySchemaOf(endpoint.errorShape);
  for (const [status, description] of Object.entries(errorAnswersOf(endpoint))) {
    if (!(status in responses)) responses[Number(status)] = { description, content: { 'application/json': { schema } } };
  }
  return responses;
}

type ErrorResponse = { description: string; content: { 'application/json': { schema: z.ZodType } } };
