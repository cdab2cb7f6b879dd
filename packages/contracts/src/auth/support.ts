import { stepUp } from './step-up.js';
import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, PUBLIC, defineEndpoint } from '../http/endpoint.js';
import { tokenSetSchema } from './tokens.js';
import { isoTimestamp } from '../common/timestamp.js';

/**
 * Help consent and support impersonation (portal.md §1, §4 Impersonation, §7). A user lets the
 * provider's help desk act as them for a while (consent); the help desk's console, holding a
 * support API key, then gets a session as that user whose tokens name the agent (RFC 8693 `act`).
 */

/** The header that carries a server-to-server API key (support console, registration service). */
export const API_KEY_HEADER = 'x-api-key';

/** How long a help consent lasts from its grant or its last refresh. */
export const HELP_CONSENT_HOURS = 24;

export const consentGrantRequestSchema = z.object({ userName: requiredText('userName', { max: 320 }) });
export const consentSchema = z.object({
  /** names this consent for a refresh (GET /consent/refresh_token/{token}); only its owner can use it. */
  consentToken: z.string(),
  /** ISO time the consent ends. */
  expiresAt: isoTimestamp(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentGrantEndpoint = defineEndpoint({
  method: 'POST',
  path: '/consent',
  summary: "The logged-in user lets the provider's help desk act as them for 24 hours",
  access: AUTHENTICATED,
  stepUp: stepUp('Lets another person act as the user for 24 hours: only the user, not someone holding their session, may consent.'),
  tenancy: 'caller',
  body: consentGrantRequestSchema,
  response: { 200: consentSchema },
});

/** The caller's own active help consent, or null: what the Help page shows (the token is stored hashed, so it is not answered). */
export const consentStatusSchema = z.object({
  consent: z.object({ grantedAt: isoTimestamp(), expiresAt: isoTimestamp() }).nullable(),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

export const consentStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/consent',
  summary: "The caller's own active help consent (when it was given and when it ends), or null",
  access: AUTHENTICATED,
  tenancy: 'caller',
  response: { 200: consentStatusSchema },
});

export const consentWithdrawEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/consent/delete/:user',
  summary: "Withdraw a user's help consent (the user, or a user-management admin of the company); ends support sessions",
  // Finer rule (self, or usermanagementadmin of the same company) is applied by the handler.
  access: AUTHENTICATED,
  tenancy: 'named',
  params: z.object({ user: z.string().min(1).max(320) }),
  response: { 200: z.object({ userName: z.string(), withdrawn: z.number().int(), supportSessionsEnded: z.number().int() }) },
});

export const consentRefreshEndpoint = defineEndpoint({
  method: 'GET',
  path: '/consent/refresh_token/:token',
  summary: 'Extend an active help consent of the caller by another 24 hours',
  access: AUTHENTICATED,
  tenancy: 'caller',
  params: z.object({ token: z.string().min(1).max(200) }),
  // the consent token names the consent for a refresh: never written to a log
  secretParams: ['token'],
  response: { 200: consentSchema },
});

export const privacyPolicyRequestSchema = z.object({ neverDisplay: z.boolean({ error: 'neverDisplay must be true or false' }) });

export const privacyPolicyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/users/user/:id/privacy-policy',
  summary: "The user's own choice to never show the privacy policy again (portal.md §4 Privacy policy)",
  access: AUTHENTICATED,
  tenancy: 'named',
  params: z.object({ id: z.string().min(1).max(320) }),
  body: privacyPolicyRequestSchema,
  response: { 200: z.object({ userName: z.string(), neverDisplay: z.boolean() }) },
});

/**
 * GET /token?userName=&uuid= with header x-api-key (a support key). Checked in this order: the key
 * (401), the query (400), the user's active help consent and account state (403).
 */
export const impersonationQuerySchema = z.object({
  userName: z.string().max(320).optional(),
  /** the support agent's identity (a UUID). */
  uuid: z.string().max(100).optional(),
});

export const impersonationResponseSchema = tokenSetSchema.extend({
  /** `${PUBLIC_URL}/login?handoff=<code>`: opens the portal once, within 60 seconds, as the user. */
  handoffUrl: z.string(),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponseSchema>;

export const impersonationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/token',
  summary: "Support impersonation: a session as a user who gave help consent (needs a support API key in x-api-key)",
  access: { kind: 'apiKey', purpose: 'support' },
  tenancy: 'none',
  querystring: impersonationQuerySchema,
  response: { 200: impersonationResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
});

export const handoffRequestSchema = z.object({ code: requiredText('code', { max: 200 }) });

export const handoffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/oauth2/handoff',
  summary: "Exchange a support handoff code (from /token's handoffUrl) for the impersonation session's tokens, once",
  access: PUBLIC,
  tenancy: 'none',
  body: handoffRequestSchema,
  response: { 200: tokenSetSchema, 400: errorBodySchema },
});
