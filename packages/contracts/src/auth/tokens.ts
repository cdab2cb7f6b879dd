import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import { mfaChallengeSchema } from './mfa.js';
import { authorizationCodeGrantSchema } from './sso.js';
import { PORTAL_CLIENT_ID, accessClaimsShell, tokenSetShell, type AccessClaims, type TokenSet } from '../shell/session.js';

/** Password grant (ARCHITECTURE.md): form-encoded client_id, userName, password. */
export const passwordLoginSchema = z.object({
  client_id: requiredText('client_id', { max: 200 }),
  userName: requiredText('userName', { max: 320 }),
  password: requiredText('password', { max: 1024, trim: false }),
  grant_type: z.literal('password').optional(),
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

export const tokenSetSchema = z.object(tokenSetShell.shape);
export type { TokenSet };

/** A decided login outcome that is not a session: HTTP 200 with a code of portal.md §8. */
export const loginErrorSchema = z.object({
  error_code: z.number().int(),
  error_message: z.string(),
});
export type LoginError = z.infer<typeof loginErrorSchema>;

/**
 * grant_type=client_credentials (RFC 6749 §4.4): an API client (a company's own system). The client
 * authenticates with HTTP Basic (client_secret_basic) or client_id and client_secret in the form
 * (client_secret_post), or a client assertion signed with its private key (private_key_jwt); `scope` (space-separated) narrows the token to some of the client's scopes.
 */
export const clientCredentialsGrantSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  /** private_key_jwt (RFC 7523 §2.2): the type urn:ietf:params:oauth:client-assertion-type:jwt-bearer and the signed JWT */
  client_assertion_type: z.string().max(200).optional(),
  client_assertion: z.string().max(8000).optional(),
  scope: z.string().max(1000).optional(),
});

/** The token of an API client: no refresh token, no id token (RFC 6749 §4.4.3). */
export const clientTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type ClientToken = z.infer<typeof clientTokenSchema>;

/** The claims of an API client's access token (token_use 'client'): the client, its company, its scopes. */
export const clientClaimsSchema = z.object({
  sub: z.string(),
  client_id: z.string(),
  customerId: z.string(),
  scope: z.string(),
  token_use: z.literal('client'),
});
export type ClientClaims = z.infer<typeof clientClaimsSchema>;

/** 4001: a second factor is needed (auth/mfa.ts); the portal asks for a one-time code. */
export const tokenResponseSchema = z.union([tokenSetSchema, loginErrorSchema, mfaChallengeSchema]);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export function isLoginError(r: TokenResponse): r is LoginError {
  return 'error_code' in r;
}

export const refreshRequestSchema = z.object({
  refresh_token: requiredText('refresh_token', { max: 200 }),
  client_id: requiredText('client_id', { max: 200 }),
});

/** grant_type=refresh_token at POST /oauth2/token, for standard clients (the portal uses /oauth2/token/refresh). */
export const refreshTokenGrantSchema = refreshRequestSchema.extend({ grant_type: z.literal('refresh_token') });

/**
 * The body of POST /oauth2/token (form-encoded), by grant_type: the password login when grant_type
 * is absent or 'password'; 'authorization_code' (single sign-on, PKCE); 'refresh_token'.
 */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordLoginSchema, authorizationCodeGrantSchema, refreshTokenGrantSchema, clientCredentialsGrantSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** The claims of our access token (ARCHITECTURE.md), declared in the shell tier. */
export const accessClaimsSchema = z.object(accessClaimsShell.shape);
export type { AccessClaims };
export { PORTAL_CLIENT_ID };
