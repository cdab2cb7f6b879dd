import { z } from 'zod/mini';
import { ENTITLEMENTS, ROLES } from '../access/entitlements.js';
import { AUTHENTICATED, PUBLIC, type Access, type HttpMethod } from '../http/endpoint.js';

/*
 * The session's shapes, declared once for the portal's first load (issue 30): the token set, the
 * access token's claims, the profile and the client configuration, in `zod/mini` (~7 KB gzip where
 * classic zod costs ~26 KB). The full contracts build their classic schemas from these shapes
 * (auth/tokens.ts, users/users.ts, config/client-config.ts), so each field is written here only.
 */

/** A user's status (portal.md §9). */
export const USER_STATUSES = ['active', 'inactive', 'revoked', 'blocked'] as const;

const positiveInt = () => z.int().check(z.positive());
const nonNegativeInt = () => z.int().check(z.nonnegative());

export const tokenSetShell = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  /** seconds until the access token expires; the portal stores it multiplied by 1000. */
  expires_in: positiveInt(),
  token_type: z.literal('Bearer'),
  warning_code: z.optional(z.int()),
  /**
   * The password is temporary (an admin reset it) or has expired: the portal must show the change
   * form; until the change every endpoint but those declared allowDuringPasswordChange answers 403.
   */
  password_change_required: z.optional(z.boolean()),
  /** when the whole session ends (ISO); the active-session warning counts down to it. */
  session_expires_at: z.string(),
});
export type TokenSet = z.infer<typeof tokenSetShell>;

/** The claims of our access token (ARCHITECTURE.md). */
export const accessClaimsShell = z.object({
  sub: z.string(),
  sid: z.string(),
  customerId: z.string(),
  username: z.string(),
  role: z.string(),
  entitlements: z.string(),
  /** issued while the password must be changed (see password_change_required). */
  pwd_change: z.optional(z.boolean()),
  /** RFC 8693 actor: the provider's support agent acting as the user (impersonation), `support:<uuid>`. */
  act: z.optional(z.object({ sub: z.string() })),
  /** RFC 9470: the session's authentication: its class (ACR in auth/step-up.ts), methods (RFC 8176) and time (seconds). */
  acr: z.optional(z.string()),
  amr: z.optional(z.array(z.string())),
  auth_time: z.optional(z.int()),
});
export type AccessClaims = z.infer<typeof accessClaimsShell>;

/** The profile the portal stores as its login state after login (portal.md §3). */
export const userProfileShell = z.object({
  id: z.string(),
  userName: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  /** the login before the current one (ISO), shown as Last Login; null on a first login. */
  lastLogin: z.nullable(z.string()),
  isSSOUser: z.boolean(),
  userGroups: z.array(z.string()),
  subscriptionList: z.array(z.string()),
  productList: z.array(z.string()),
  isFileTransportAuthorized: z.boolean(),
  /** the user ticked "never display" for the privacy policy (PUT /users/user/{id}/privacy-policy); always sent by the server. */
  privacyNeverDisplay: z.optional(z.boolean()),
});
export type UserProfile = z.infer<typeof userProfileShell>;

/**
 * Durations the browser needs, served by the API from its configuration so that one setting
 * (and a test's shortened timers) governs both sides. Defaults are portal.md §9's.
 */
export const clientConfigShell = z.object({
  clientId: z.string(),
  /** active-session length in ms; the warning shows 15 minutes before its end. */
  sessionMaxMs: positiveInt(),
  sessionWarningMs: positiveInt(),
  sessionExpiredLogoutMs: positiveInt(),
  sessionCheckMs: positiveInt(),
  inactivityWarningMs: positiveInt(),
  inactivityLogoutMs: positiveInt(),
  refreshLeadMs: positiveInt(),
  refreshUnknownMs: positiveInt(),
  refreshingStateMs: nonNegativeInt(),
  retryLimit401: nonNegativeInt(),
  impersonationRedirectMs: nonNegativeInt(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  commercialProductsUrl: z.string(),
  /**
   * Our authorization server's issuer identifier (`$PUBLIC_URL/api`): the single-sign-on return to
   * /login must carry it as `iss` (RFC 9207), or the portal refuses the answer (a mix-up attack).
   */
  issuer: z.url(),
  /**
   * The registration API key (x-api-key of the registration calls, docs/onboarding.md). A public
   * client's key, not a secret: the member number, its security code and the lock protect a registration.
   * Always sent by the server; optional only so that older fixtures stay valid.
   */
  registrationApiKey: z.optional(z.string()),
  /** outside production: the server keeps a development outbox (readable on its machine with the key it printed). */
  devOutbox: z.optional(z.boolean()),
});
export type ClientConfig = z.infer<typeof clientConfigShell>;

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

/** The portal's single public OAuth client. */
export const PORTAL_CLIENT_ID = 'creditdesk-portal';

/**
 * An endpoint's method, path and access without its schemas: what the shell needs to call it. The
 * full declaration (auth/auth.endpoints.ts, users/users.ts, config/client-config.ts) spreads it and
 * adds the schemas.
 */
export type EndpointCall = { method: HttpMethod; path: string; access: Access; bodyEncoding?: 'form' };
const call = <const C extends EndpointCall>(c: C): C => c;

export const CLIENT_CONFIG_CALL = call({ method: 'GET', path: '/portal/config', access: PUBLIC });
export const LOGIN_CALL = call({ method: 'POST', path: '/oauth2/token', access: PUBLIC, bodyEncoding: 'form' });
export const REFRESH_CALL = call({ method: 'POST', path: '/oauth2/token/refresh', access: PUBLIC, bodyEncoding: 'form' });
export const LOGOUT_CALL = call({ method: 'GET', path: '/oauth2/logout', access: AUTHENTICATED });
export const PROFILE_CALL = call({ method: 'GET', path: '/users/user/:id', access: AUTHENTICATED });
