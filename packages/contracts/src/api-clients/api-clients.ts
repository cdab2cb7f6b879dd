import { stepUp } from '../auth/step-up.js';
import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { isoTimestamp } from '../common/timestamp.js';
import { listSort } from '../common/list-sort.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { API_SCOPE_NAMES } from '../http/scopes.js';

/*
 * API clients (issue 34): a company's own systems (a loan-origination system) calling the API with
 * OAuth 2.0 client credentials (RFC 6749 §4.4). Administered by the company's security
 * administrators on the API Clients screen; the secret is shown once and stored only as a hash.
 */

const API_CLIENTS = accessOfRoute('/api-clients');

/** The prefix of a client secret (secret scanners recognise it). */
export const CLIENT_SECRET_PREFIX = 'cdsk_cs';
/**
 * How an API client proves who it is at the token endpoint: a shared secret (client_secret_basic /
 * client_secret_post), or private_key_jwt (RFC 7523 §2.2, OpenID Connect Core §9): a short-lived JWT
 * signed with its own private key, checked against the public key (a JWK or PEM) or the JWKS URL it
 * registered. No shared secret is stored for such a client.
 */
export const API_CLIENT_AUTH_METHODS = ['client_secret', 'private_key_jwt'] as const;
export type ApiClientAuthMethod = (typeof API_CLIENT_AUTH_METHODS)[number];
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The signature algorithms a client assertion may use. */
export const CLIENT_ASSERTION_ALGS = ['RS256', 'ES256', 'EdDSA'] as const;
/** A client assertion may live this long at most (exp − iat, and exp − now), in seconds. */
export const CLIENT_ASSERTION_MAX_SECONDS = 300;

/** How long an old secret may stay valid beside the new one after a rotation, at most (hours). */
export const MAX_ROTATION_GRACE_HOURS = 720;

export const API_CLIENT_MESSAGES = {
  created: (name: string) => `API client ${name} created. Copy its secret now: it is shown only once.`,
  createdWithKey: (name: string) => `API client ${name} created. It signs its token requests with its private key (private_key_jwt).`,
  rotated: (name: string) => `A new secret for ${name}. Copy it now: it is shown only once.`,
  updated: (name: string) => `API client ${name} updated.`,
  deleted: (name: string) => `API client ${name} deleted.`,
  notFound: 'The API client does not exist.',
  nameTaken: (name: string) => `An API client named ${name} already exists.`,
  badRange: (range: string) => `'${range}' is not a network range (CIDR such as 203.0.113.0/24).`,
  // the token endpoint's and the guard's refusals (401/403 with the error body)
  invalidClient: 'The client id or secret is wrong, or the client no longer exists.',
  disabled: 'This API client is disabled.',
  outsideRanges: "This API client may not call from this network address.",
  scopeLacking: (scopes: string) => `This API client's token does not hold the scope this call needs (${scopes}).`,
  personOnly: 'This call is open only to a person signed in to the portal, never to an API client.',
  // private_key_jwt (RFC 7523)
  keyNeeded: 'A private_key_jwt client needs its public key (PEM or JWK) or the URL of its JWKS, one of the two.',
  keyNotForSecret: 'A client_secret client takes no public key or JWKS URL.',
  badPublicKey: 'The public key must be a PEM public key or a JWK of an RSA (2048 bits or more), P-256 or Ed25519 key, without its private part.',
  badJwksUrl: (reason: string) => `The JWKS URL ${reason}.`,
  noSecretToRotate: 'This API client signs its own assertions with its private key: it has no secret to rotate (change its public key or JWKS URL instead).',
  assertionInvalid: "The client assertion is not a JWT signed by this client's registered key (RS256, ES256 or EdDSA) naming the client as iss and sub.",
  assertionExpired: 'The client assertion has expired: sign a new one for each token request.',
  assertionTooLong: 'The client assertion must expire at most 5 minutes after it is signed.',
  assertionAudience: 'The client assertion is not addressed to this token endpoint (aud).',
  assertionReplayed: 'This client assertion was already used: sign a new one (a new jti) for each token request.',
  jwksUnavailable: "The client's JWKS could not be read from its URL.",
  badScope: (scope: string) => `The scope '${scope}' is not one this API client holds.`,
  tooManyCalls: (perMinute: number, seconds: number) => `This API client made ${perMinute} calls in the last minute, the most allowed. Wait ${seconds} second${seconds === 1 ? '' : 's'}.`,
  // Idempotency-Key (IETF httpapi idempotency-key draft)
  keyReused: 'This Idempotency-Key was used with another request body: use a new key for a new request.',
  keyInProgress: 'A request with this Idempotency-Key is still being processed: retry in a moment.',
  badKey: 'The Idempotency-Key header must be 1 to 255 printable characters.',
} as const;

const scopeSchema = z.enum(API_SCOPE_NAMES);
/** private_key_jwt: the public key (PEM, or a JWK as JSON text) or the JWKS URL (https; checked as an identity provider's URL is). */
const keyFields = {
  publicKey: z.string().trim().min(1).max(16_000).optional(),
  jwksUrl: z.string().trim().min(1).max(2000).optional(),
};
const ipRangesSchema = z.array(z.string().trim().min(1).max(64)).max(50, 'at most 50 network ranges');

export const apiClientSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  scopes: z.array(scopeSchema),
  ipRanges: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  authMethod: z.enum(API_CLIENT_AUTH_METHODS),
  /** private_key_jwt: the registered public key (a JWK; public, safe to show), or the JWKS URL */
  publicKey: z.record(z.string(), z.unknown()).nullable(),
  jwksUrl: z.string().nullable(),
  createdAt: isoTimestamp(),
  createdBy: z.string(),
  lastUsedAt: isoTimestamp().nullable(),
  lastUsedIp: z.string().nullable(),
  /** secrets that are valid now: the current one, and an old one within its grace period (its end). */
  secrets: z.array(z.object({ createdAt: isoTimestamp(), expiresAt: isoTimestamp().nullable() })),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

export const createApiClientSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  scopes: z.array(scopeSchema).min(1, 'choose at least one scope'),
  ipRanges: ipRangesSchema.default([]),
  authMethod: z.enum(API_CLIENT_AUTH_METHODS).default('client_secret'),
  ...keyFields,
});
export type CreateApiClient = z.input<typeof createApiClientSchema>;

export const updateApiClientSchema = z.object({
  scopes: z.array(scopeSchema).min(1, 'choose at least one scope').optional(),
  ipRanges: ipRangesSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** a private_key_jwt client's new key (either replaces both) */
  ...keyFields,
});

export const rotateApiClientSchema = z.object({
  /** how long the old secret stays valid beside the new one (0: it stops at once). */
  graceHours: z.number().int().min(0).max(MAX_ROTATION_GRACE_HOURS),
});

/** The answer of a create or a rotation: the secret, shown this once (none for a private_key_jwt client). */
export const apiClientSecretSchema = z.object({
  message: z.string(),
  client: apiClientSchema,
  clientId: z.string(),
  clientSecret: z.string().optional(),
});
export type ApiClientSecret = z.infer<typeof apiClientSecretSchema>;

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const clientParams = customerParams.extend({ clientId: z.string().uuid('clientId must be an API client id') });

/** The API clients list's order (by name unless a header is chosen; issue 33). */
export const API_CLIENTS_SORT = listSort(['name', 'status', 'createdAt', 'lastUsedAt'], 'name');
export type ApiClientsSortColumn = (typeof API_CLIENTS_SORT.columns)[number];

export const listApiClientsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/apiclients',
  summary: "The company's API clients: scopes, network ranges, status, valid secrets and last use",
  access: API_CLIENTS,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ sort: API_CLIENTS_SORT.query }),
  response: { 200: z.object({ clients: z.array(apiClientSchema) }) },
});

export const createApiClientEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/apiclients',
  summary: 'Create an API client; its secret is answered this once and stored only as a hash',
  access: API_CLIENTS,
  stepUp: stepUp('A new machine credential that orders reports without a person: it outlives the session that made it.'),
  customerParam: 'customerId',
  params: customerParams,
  body: createApiClientSchema,
  // 409: the company has a client of that name
  response: { 200: apiClientSecretSchema, 409: errorBodySchema },
});

export const updateApiClientEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/customers/:customerId/apiclients/:clientId',
  summary: "Change an API client's scopes or network ranges, disable or enable it",
  access: API_CLIENTS,
  customerParam: 'customerId',
  params: clientParams,
  body: updateApiClientSchema,
  response: { 200: z.object({ message: z.string(), client: apiClientSchema }) },
});

export const rotateApiClientEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customers/:customerId/apiclients/:clientId/rotate',
  summary: 'A new secret for an API client (answered this once); the old one stays valid for the grace period chosen',
  access: API_CLIENTS,
  customerParam: 'customerId',
  params: clientParams,
  body: rotateApiClientSchema,
  response: { 200: apiClientSecretSchema },
});

export const deleteApiClientEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/customers/:customerId/apiclients/:clientId',
  summary: 'Delete an API client: its secrets and tokens stop at once (its reports and audit trail stay)',
  access: API_CLIENTS,
  customerParam: 'customerId',
  params: clientParams,
  response: { 200: z.object({ message: z.string() }) },
});
