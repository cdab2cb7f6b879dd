import { z } from 'zod';
import { PUBLIC, defineEndpoint } from '../http/endpoint.js';

/**
 * Durations the browser needs, served by the API from its configuration so that one setting
 * (and a test's shortened timers) governs both sides. Defaults are portal.md §9's.
 */
export const clientConfigSchema = z.object({
  clientId: z.string(),
  /** active-session length in ms; the warning shows 15 minutes before its end. */
  sessionMaxMs: z.number().int().positive(),
  sessionWarningMs: z.number().int().positive(),
  sessionExpiredLogoutMs: z.number().int().positive(),
  sessionCheckMs: z.number().int().positive(),
  inactivityWarningMs: z.number().int().positive(),
  inactivityLogoutMs: z.number().int().positive(),
  refreshLeadMs: z.number().int().positive(),
  refreshUnknownMs: z.number().int().positive(),
  refreshingStateMs: z.number().int().nonnegative(),
  retryLimit401: z.number().int().nonnegative(),
  impersonationRedirectMs: z.number().int().nonnegative(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  commercialProductsUrl: z.string(),
  /**
   * Our authorization server's issuer identifier (`$PUBLIC_URL/api`): the single-sign-on return to
   * /login must carry it as `iss` (RFC 9207), or the portal refuses the answer (a mix-up attack).
   */
  issuer: z.string().url(),
  /**
   * The registration API key (x-api-key of the registration calls, docs/onboarding.md). A public
   * client's key, not a secret: the member number, its security code and the lock protect a registration.
   * Always sent by the server; optional only so that older fixtures stay valid.
   */
  registrationApiKey: z.string().optional(),
  /** outside production: the server keeps a development outbox (readable on its machine with the key it printed). */
  devOutbox: z.boolean().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const CLIENT_CONFIG_DEFAULTS = {
  sessionWarningMs: 900_000,
  sessionExpiredLogoutMs: 15_000,
  sessionCheckMs: 1_000,
  inactivityWarningMs: 810_000,
  inactivityLogoutMs: 90_000,
  refreshLeadMs: 100_000,
  refreshUnknownMs: 199_000,
  refreshingStateMs: 1_000,
  retryLimit401: 5,
  impersonationRedirectMs: 5_000,
} as const;

export const clientConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/portal/config',
  summary: "The browser's timings and contact details",
  access: PUBLIC,
  tenancy: 'none',
  allowDuringPasswordChange: true,
  response: { 200: clientConfigSchema },
});
