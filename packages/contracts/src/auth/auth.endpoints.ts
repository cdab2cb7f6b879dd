import { z } from 'zod';
import { AUTHENTICATED, PUBLIC, defineEndpoint } from '../http/endpoint.js';
import {
  logoutResponseSchema,
  passwordLoginSchema,
  refreshRequestSchema,
  tokenResponseSchema,
  tokenSetSchema,
} from './tokens.js';

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth2/token',
  summary: 'Exchange a user name and password for tokens (or a login outcome code)',
  access: PUBLIC,
  body: passwordLoginSchema,
  bodyEncoding: 'form',
  response: { 200: tokenResponseSchema },
});

export const refreshEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth2/token/refresh',
  summary: 'Rotate a refresh token; a reused one revokes the whole session',
  access: PUBLIC,
  body: refreshRequestSchema,
  bodyEncoding: 'form',
  response: { 200: tokenSetSchema },
});

export const logoutEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth2/logout',
  summary: 'Revoke the current session',
  access: AUTHENTICATED,
  allowDuringPasswordChange: true,
  response: { 200: logoutResponseSchema },
});

export const jwksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth2/jwks',
  summary: 'The public keys that verify our tokens',
  access: PUBLIC,
  response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
});
