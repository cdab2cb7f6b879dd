import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { PUBLIC, defineEndpoint } from '../http/endpoint.js';

/**
 * Single sign-on (portal.md §4, ARCHITECTURE.md "SSO"). Our server is the OpenID Provider of the
 * portal and a relying party of each company's own provider:
 *
 *   portal ──GET /oauth2/authorize──► us ──302──► company provider ──302──► GET /oauth2/callback
 *   us ──302 redirect_uri?code&state──► portal ──POST /oauth2/token (authorization_code + PKCE)──► tokens
 */

/** Keeps query fields loose (text up to a size) so the handler can answer errors the OAuth way. */
const param = (max: number) => z.string().max(max).optional();

export const idpDetailsQuerySchema = z.object({ idpIdentifier: z.string().trim().min(1, 'idpIdentifier is required').max(100) });
export const idpDetailsSchema = z.object({ identifier: z.string(), displayName: z.string() });
export type IdpDetails = z.infer<typeof idpDetailsSchema>;

export const idpDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cognito/identityproviders/identifier/details',
  summary: "A company's single-sign-on provider by its identifier (404 when none is configured)",
  access: PUBLIC,
  tenancy: 'none',
  querystring: idpDetailsQuerySchema,
  response: { 200: idpDetailsSchema, 404: errorBodySchema },
});

export const openIdConfigurationSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
  /** RFC 9207: our redirects carry `iss`, so a client talking to several servers can tell them apart. */
  authorization_response_iss_parameter_supported: z.boolean(),
});
export type OpenIdConfiguration = z.infer<typeof openIdConfigurationSchema>;

export const openIdConfigurationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/.well-known/openid-configuration',
  summary: 'OpenID Connect discovery: our endpoints, keys and what we support',
  access: PUBLIC,
  tenancy: 'none',
  response: { 200: openIdConfigurationSchema },
});

/**
 * The portal's authorization request. Until client_id and redirect_uri are proven, errors are a
 * 400 error body; afterwards they go back to redirect_uri as `error`, `error_description`, `state`.
 */
export const authorizeQuerySchema = z.object({
  response_type: param(50),
  client_id: param(200),
  redirect_uri: param(2000),
  scope: param(500),
  state: param(500),
  /** base64url(SHA-256(code_verifier)), 43 characters. */
  code_challenge: param(200),
  code_challenge_method: param(20),
  /** the company's provider (GET /cognito/identityproviders/identifier/details). */
  idp_identifier: param(100),
  /** echoed in the id token. */
  nonce: param(500),
});
export type AuthorizeQuery = z.infer<typeof authorizeQuerySchema>;

export const authorizeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth2/authorize',
  summary: "Start single sign-on: redirects (302) to the company's provider, or back to redirect_uri with an error",
  produces: { kind: 'redirect', description: "To the company's provider, or back to redirect_uri with an error" },
  access: PUBLIC,
  tenancy: 'none',
  querystring: authorizeQuerySchema,
  response: { 400: errorBodySchema },
});

/** The company provider's answer (RFC 6749 §4.1.2, RFC 9207 `iss`). */
export const ssoCallbackQuerySchema = z.object({
  code: param(2000),
  state: param(500),
  iss: param(2000),
  error: param(200),
  error_description: param(1000),
  error_uri: param(2000),
  session_state: param(500),
});

export const ssoCallbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth2/callback',
  summary: "Where the company's provider sends the browser back; redirects (302) to the portal with our code",
  produces: { kind: 'redirect', description: 'To the portal, with our code or the error' },
  access: PUBLIC,
  tenancy: 'none',
  querystring: ssoCallbackQuerySchema,
  response: { 400: errorBodySchema },
});

/**
 * grant_type=authorization_code at POST /oauth2/token (form-encoded). The fields are declared
 * optional so that a missing one is answered as RFC 6749 expects (400 invalid_request), not with
 * the generic validation body; all four besides grant_type are required.
 */
export const authorizationCodeGrantSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: param(200),
  /** RFC 7636: 43–128 characters of [A-Za-z0-9-._~]. */
  code_verifier: param(200),
  redirect_uri: param(2000),
  client_id: param(200),
});
export type AuthorizationCodeGrant = z.infer<typeof authorizationCodeGrantSchema>;

/**
 * RFC 6749 §5.2: how the token endpoint refuses a standard grant (HTTP 400). An unknown grant_type
 * fails the body's validation and gets the usual 400 error body instead.
 */
export const OAUTH_TOKEN_ERRORS = ['invalid_request', 'invalid_grant', 'unauthorized_client', 'invalid_client', 'invalid_scope'] as const;
export const oauthErrorSchema = z.object({
  error: z.enum(OAUTH_TOKEN_ERRORS),
  error_description: z.string(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

/**
 * Errors sent back to redirect_uri (RFC 6749 §4.1.2.1). `error_code` is ours: the login code of
 * portal.md §8 when there is one (1010 company inactive, 1015 not set up for single sign-on, …),
 * so the portal can open the same /login-error page as after a password login.
 */
export const OAUTH_REDIRECT_ERRORS = [
  'invalid_request',
  'unsupported_response_type',
  'invalid_scope',
  'access_denied',
  'server_error',
  'temporarily_unavailable',
] as const;
export type OAuthRedirectError = (typeof OAUTH_REDIRECT_ERRORS)[number];

/** The S256 code challenge of RFC 7636: base64url without padding of a SHA-256, always 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1 code_verifier. */
export const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
