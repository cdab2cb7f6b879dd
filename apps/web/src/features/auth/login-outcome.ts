import {
  LOGIN_ERROR_CODES,
  LOGIN_WARNING_CODES,
  MESSAGES,
  blockedReason,
  isLoginError,
  loginOutcomeRoute,
  type TokenResponse,
  type TokenSet,
} from '@creditdesk/contracts';

/** What the login page does with the token endpoint's answer (portal.md §4 and §8). */
export type LoginOutcome =
  /** 3002 and 3003: the message shows on the login page. */
  | { kind: 'inline'; message: string }
  /** an outcome page; 1003 carries the reason the user was blocked. */
  | { kind: 'redirect'; to: string; reason?: string }
  /** 4001: the tokens wait for the one-time code; they are not the session. */
  | { kind: 'mfa'; tokens: TokenSet }
  /** a session: store it, load the profile, then go to `to`. */
  | { kind: 'session'; tokens: TokenSet; to: string };

export const GENERIC_LOGIN_ERROR_ROUTE = '/login-error/generic';

export function decideLoginOutcome(response: TokenResponse): LoginOutcome {
  if (isLoginError(response)) {
    const code = response.error_code;
    if (code === LOGIN_ERROR_CODES.invalidCredentials) return { kind: 'inline', message: MESSAGES.login.invalidCredentials };
    if (code === LOGIN_ERROR_CODES.lockedOut) return { kind: 'inline', message: MESSAGES.login.lockedOut };
    const to = loginOutcomeRoute(code) ?? GENERIC_LOGIN_ERROR_ROUTE;
    if (code === LOGIN_ERROR_CODES.blocked) return { kind: 'redirect', to, reason: blockedReason(response.error_message) };
    return { kind: 'redirect', to };
  }
  const warning = response.warning_code;
  if (warning === LOGIN_WARNING_CODES.mfaRequired) return { kind: 'mfa', tokens: response };
  if (warning === LOGIN_WARNING_CODES.passwordExpiresSoon || warning === LOGIN_WARNING_CODES.legacyUserMustMigrate) {
    return { kind: 'session', tokens: response, to: loginOutcomeRoute(warning) ?? '/' };
  }
  return { kind: 'session', tokens: response, to: '/' };
}
