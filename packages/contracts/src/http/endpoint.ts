import type { z } from 'zod';
import type { Entitlement } from '../access/entitlements.js';
import type { ErrorShape } from '../common/error-body.js';
import { entitlementsForRoute } from '../access/routes.js';
import type { StepUp } from '../auth/step-up.js';
import type { ApiDomain } from './domains.js';
import { type ApiScope, IDEMPOTENT_SCOPES } from './scopes.js';

/**
 * Who may call an endpoint. The server's guard enforces it on every call; the SPA reads the same
 * declaration, so a rule cannot drift between the two sides.
 * - public: no token needed.
 * - authenticated: any logged-in user of any company.
 * - entitled: a logged-in user holding any of the entitlements.
 * - apiKey: no token; an active API key of the purpose in the `x-api-key` header (401 otherwise).
 *   The registration service's calls (docs/onboarding.md): the portal reads the key from
 *   GET /api/portal/config (`registrationApiKey`).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'entitled'; entitlements: readonly Entitlement[] }
  | { kind: 'apiKey'; purpose: ApiKeyPurpose };

/**
 * What an API key is for: the provider's support console, the registration service's calls, or
 * (outside production, from this machine only) reading the development outbox.
 */
export type ApiKeyPurpose = 'support' | 'registration' | 'dev-outbox';

export const PUBLIC: Access = { kind: 'public' };
export const AUTHENTICATED: Access = { kind: 'authenticated' };
export const REGISTRATION_KEY: Access = { kind: 'apiKey', purpose: 'registration' };

/** The access of a portal screen: an endpoint that serves /users is allowed exactly when /users is. */
export function accessOfRoute(path: string): Access {
  const entitlements = entitlementsForRoute(path);
  return entitlements.length === 0 ? AUTHENTICATED : { kind: 'entitled', entitlements };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call is bound to one company, and so what another company's administrator gets who names
 * this company's objects. Declared next to the access rule; the authorization matrix (apps/api
 * security tests) checks every endpoint against it, and the OpenAPI document lists the answer.
 * - 'path': the path's customer id must be the caller's (`customerParam`): 403.
 * - 'named': the request names the company, a user or an account number of it (path or body): 403.
 * - 'object': the id names an object of one company; another company's is "not found": 404.
 * - 'caller': acts only on the caller's own user and data; nothing of another company is named.
 * - 'none': no company's data (public configuration, the sign-in flow, global name checks).
 */
export type Tenancy = 'path' | 'named' | 'object' | 'caller' | 'none';

/**
 * A success that is not a JSON body, for the OpenAPI document: a file streamed with its media type
 * (CSV, PDF, any stored file), or a browser redirect (302 with Location).
 */
export type Produces =
  // '*/*': a stored file, answered with the media type it was uploaded with
  | { kind: 'file'; mediaType: 'text/csv' | 'application/pdf' | 'application/octet-stream' | '*/*'; description: string }
  | { kind: 'redirect'; description: string };

export type Endpoint = {
  method: HttpMethod;
  /** the spec's path below /api, with :params (Fastify style). */
  path: string;
  /** one line: what the call does (the OpenAPI operation's summary and the start of its description). */
  summary: string;
  /** the OpenAPI tag it is documented under; absent: read from its path (domains.ts, API_DOMAINS). */
  domain?: ApiDomain;
  access: Access;
  /**
   * A step-up act (auth/step-up.ts, RFC 9470): a person's call needs a second factor proven within
   * the max age, else 401 with the insufficient_user_authentication challenge. API clients (no person) are not asked.
   */
  stepUp?: StepUp;
  /**
   * The scopes that open it to an API client (a machine, OAuth 2.0 client credentials): any one of
   * them. `[]`: persons only. Every endpoint of a domain open to API clients (API_DOMAINS `clients`)
   * must say (the authorization matrix fails otherwise); a domain closed to them is persons only.
   */
  scopes?: readonly ApiScope[];
  /** the path parameter holding the customer id: the guard requires it to be the caller's own. */
  customerParam?: string;
  /** how the call is bound to one company (see Tenancy); implied 'path' by customerParam, required otherwise. */
  tenancy?: Exclude<Tenancy, 'path'>;
  params?: z.ZodType;
  /**
   * Path parameters that are secrets (a token that opens something): the server's request log
   * writes '[redacted]' in their place. Query strings are never logged; a path is, so a secret in
   * it is declared here, once.
   */
  secretParams?: readonly string[];
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * 'form' for application/x-www-form-urlencoded bodies (the OAuth endpoints); 'multipart' for file
   * uploads (multipart/form-data), read by the handler as a stream (no body schema).
   */
  bodyEncoding?: 'json' | 'form' | 'multipart';
  /**
   * (multipart) the form's fields, for the OpenAPI document only: the handler reads the stream itself.
   * A file field is a z.string() described as a file (`.meta({ format: 'binary' })`).
   */
  multipartFields?: z.ZodType;
  /** a body of raw bytes (not JSON, not a form), for the OpenAPI document: the handler reads it itself. */
  rawBody?: { mediaType: 'application/octet-stream'; description: string };
  /** its success when it is not JSON (a file or a redirect); absent: the JSON of `response`. */
  produces?: Produces;
  response?: Record<number, z.ZodType>;
  /** its error answers' shape beyond the common body (ErrorShape); absent: the common body. */
  errorShape?: ErrorShape;
  /**
   * Callable with a token issued while the password must be changed (a temporary or expired
   * password: claim pwd_change). Every other endpoint answers such a token 403.
   */
  allowDuringPasswordChange?: boolean;
  /**
   * (GET) Also opened without a bearer token by a short-lived link grant in the query (`?grant=`,
   * LINK_GRANT_QUERY) that names exactly this call's path parameters: a browser's own download of a
   * large file (streamed to disk, resumed with Range) never holds the access token in a URL.
   */
  linkGrant?: boolean;
};

/** The query parameter a link grant travels in (Endpoint.linkGrant). */
export const LINK_GRANT_QUERY = 'grant';

/** What a refused link grant answers: the reason, so the portal (and a person with the link) knows to ask again. */
export const LINK_GRANT_MESSAGES = {
  invalid: 'This link has expired or is not valid: start the download again from the portal.',
  otherCall: 'This link was issued for another file.',
  sessionEnded: 'The session this link was issued in has ended: sign in and start the download again.',
} as const;

/** A file field of a multipart form (Endpoint.multipartFields), as the OpenAPI document describes it. */
export const multipartFileField = <S extends z.ZodType>(text: S, mediaType: string, description: string) =>
  text.meta({ contentMediaType: mediaType, description });

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Fills :params into an endpoint path: buildPath('/users/user/:id', { id: 'a b' }) → '/users/user/a%20b'. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** An endpoint's tenancy: 'path' when it has a customerParam, else its declaration (undefined: not declared). */
export function tenancyOf(endpoint: Endpoint): Tenancy | undefined {
  return endpoint.customerParam ? 'path' : endpoint.tenancy;
}

export type CallerKind = {
  authenticated: boolean;
  apiKey?: boolean;
  entitlements: readonly Entitlement[];
  ownCompany: boolean;
  /** an API client (client credentials) holding these scopes: the endpoint's scopes replace its entitlements. */
  clientScopes?: readonly ApiScope[];
};

/** The scopes that open an endpoint to API clients ([]: persons only). */
export const scopesOf = (endpoint: Endpoint): readonly ApiScope[] => endpoint.scopes ?? [];

/** Order and batch calls take an Idempotency-Key (a retry answers the first answer without a second pull), the multipart batch upload too. */
export const takesIdempotencyKey = (endpoint: Endpoint): boolean => endpoint.method !== 'GET' && scopesOf(endpoint).some((s) => IDEMPOTENT_SCOPES.includes(s));

/** Whether an API client holding these scopes may call the endpoint (any one of its scopes). */
export const clientMayCall = (endpoint: Endpoint, held: readonly ApiScope[]): boolean => scopesOf(endpoint).some((s) => held.includes(s));

/**
 * The answer the access rule and the tenancy give a caller: 'allowed' (the handler decides), or the
 * refusal status. One reading of the declaration for the authorization matrix and the OpenAPI document.
 */
export function accessVerdict(endpoint: Endpoint, caller: CallerKind): 'allowed' | 401 | 403 | 404 {
  const { access } = endpoint;
  if (access.kind === 'apiKey') return caller.apiKey ? 'allowed' : 401;
  if (access.kind === 'public') return 'allowed';
  if (!caller.authenticated) return 401;
  const tenancy = tenancyOf(endpoint);
  if (caller.clientScopes) {
    if (!caller.ownCompany && tenancy === 'path') return 403;
    if (!clientMayCall(endpoint, caller.clientScopes)) return 403;
    if (!caller.ownCompany && tenancy === 'named') return 403;
    if (!caller.ownCompany && tenancy === 'object') return 404;
    return 'allowed';
  }
  if (!caller.ownCompany && tenancy === 'path') return 403;
  if (access.kind === 'entitled' && !access.entitlements.some((e) => caller.entitlements.includes(e))) return 403;
  if (!caller.ownCompany && tenancy === 'named') return 403;
  if (!caller.ownCompany && tenancy === 'object') return 404;
  return 'allowed';
}
