import type { LoginErrorPage } from '../access/routes.js';

/** portal.md §8: codes the token endpoint answers with HTTP 200. */
export const LOGIN_ERROR_CODES = {
  invalidCredentials: 3002,
  lockedOut: 3003,
  passwordRefused: 3007,
  passwordRefusedSecurity: 3008,
  passwordReused: 3009,
  /** a forgot-password code that is wrong, used, expired, superseded or out of attempts. */
  codeInvalid: 3010,
  location: 1002,
  blocked: 1003,
  locationOther: 1004,
  recertification: 1006,
  revoked: 1008,
  inactive: 1009,
  companyInactive: 1010,
  retry: 1012,
  requestedAccess: 1013,
  ssoConfigured: 1014,
  ssoNotConfigured: 1015,
} as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[keyof typeof LOGIN_ERROR_CODES];

export const LOGIN_WARNING_CODES = {
  passwordExpiresSoon: 2001,
  legacyUserMustMigrate: 2003,
  mfaRequired: 4001,
} as const;
export type LoginWarningCode = (typeof LOGIN_WARNING_CODES)[keyof typeof LOGIN_WARNING_CODES];

/** Where the portal sends the browser for each login outcome (portal.md §8). */
const OUTCOME_PAGES: Record<number, LoginErrorPage | '/migration/sso'> = {
  2001: 'warning',
  2003: '/migration/sso',
  1003: 'blocked',
  1002: 'location',
  1004: 'location',
  1006: 'recertification',
  1010: 'company-inactive',
  1009: 'user-inactive',
  1008: 'user-revoked',
  1012: 'user-retry',
  1013: 'requested-access',
  1014: 'sso-configured',
  1015: 'sso-not-configured',
};

/**
 * The route a login outcome code leads to, or undefined for codes that stay on the login page
 * (3002 and 3003 show their message in place; 4001 asks for the one-time code).
 */
export function loginOutcomeRoute(code: number): string | undefined {
  if (code === 3002 || code === 3003 || code === 4001) return undefined;
  const page = OUTCOME_PAGES[code];
  if (page === undefined) return '/login-error/generic';
  return page.startsWith('/') ? page : `/login-error/${page}`;
}

/** 1003: 'the part of the message after the last colon is kept' (the reason the user was blocked). */
export function blockedReason(message: string): string {
  const i = message.lastIndexOf(':');
  return (i >= 0 ? message.slice(i + 1) : message).trim();
}
