import { z } from 'zod';
import { PUBLIC, defineEndpoint } from '../http/endpoint.js';
import { LOGIN_CALL, LOGOUT_CALL, REFRESH_CALL } from '../shell/session.js';
import { errorBodySchema } from '../common/error-body.js';
import { OAUTH_TOKEN_ERRORS, oauthErrorSchema } from './sso.js';
import {
  logoutResponseSchema,
  refreshRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  clientTokenSchema,
  tokenSetSchema,
} from './tokens.js';

/**
 * The token endpoint. The password login (grant_type absent or 'password') answers HTTP 200 with
 * tokens, a login outcome code or an MFA challenge (4001). The standard grants (authorization_code
 * with PKCE, refresh_token) answer 200 with tokens or 400 `{ error, error_description }` (RFC 6749 §5.2).
 * The client-credentials grant (an API client) answers a refused client 401 (invalid_client: wrong
 * id or secret) or 403 (disabled, outside its network ranges): the error body with the OAuth error.
 */
export const clientErrorBodySchema = errorBodySchema.extend({ error: z.enum(OAUTH_TOKEN_ERRORS), error_description: z.string() });

export const loginEndpoint = defineEndpoint({
  ...LOGIN_CALL,
  summary: 'Exchange a user name and password, an authorization code (SSO), a refresh token or client credentials (an API client) for tokens',
  tenancy: 'none',
  body: tokenRequestSchema,
  response: { 200: z.union([tokenResponseSchema, clientTokenSchema]), 400: z.union([oauthErrorSchema, errorBodySchema]), 401: clientErrorBodySchema, 403: clientErrorBodySchema, 429: errorBodySchema },
});

export const refreshEndpoint = defineEndpoint({
  ...REFRESH_CALL,
  summary: 'Rotate a refresh token; a reused one revokes the whole session',
  tenancy: 'none',
  body: refreshRequestSchema,
  // 401: the refresh token is unknown, used, expired or its session ended
  response: { 200: tokenSetSchema, 401: errorBodySchema },
});

export const logoutEndpoint = defineEndpoint({
  ...LOGOUT_CALL,
  summary: 'Revoke the current session',
  tenancy: 'caller',
  allowDuringPasswordChange: true,
  response: { 200: logoutResponseSchema },
});

export const jwksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth2/jwks',
  summary: 'The public keys that verify our tokens',
  access: PUBLIC,
  tenancy: 'none',
  response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
});
