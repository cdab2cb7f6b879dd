import { z } from 'zod';
import { AUTHENTICATED, PUBLIC, defineEndpoint } from '../http/endpoint.js';
import { errorBodySchema } from '../common/error-body.js';
import { oauthErrorSchema } from './sso.js';
import {
  logoutResponseSchema,
  refreshRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  tokenSetSchema,
} from './tokens.js';

/**
 * The token endpoint. The password login (grant_type absent or 'password') answers HTTP 200 with
 * tokens, a login outcome code or an MFA challenge (4001). The standard grants (authorization_code
 * with PKCE, refresh_token) answer 200 with tokens or 400 `{ error, error_description }` (RFC 6749 §5.2).
 */
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth2/token',
  summary: 'Exchange a user name and password, an authorization code (SSO) or a refresh token for tokens',
  access: PUBLIC,
  tenancy: 'none',
  body: tokenRequestSchema,
  bodyEncoding: 'form',
  response: { 200: tokenResponseSchema, 400: z.union([oauthErrorSchema, errorBodySchema]) },
});

export const refreshEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth2/token/refresh',
  summary: 'Rotate a refresh token; a reused one revokes the whole session',
  access: PUBLIC,
  tenancy: 'none',
  body: refreshRequestSchema,
  bodyEncoding: 'form',
  // 401: the refresh token is unknown, used, expired or its session ended
  response: { 200: tokenSetSchema, 401: errorBodySchema },
});

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth2/logout',
  summary: 'Revoke the current session',
  access: AUTHENTICATED,
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
