import {
  LOGIN_ERROR_CODES,
  LOGIN_WARNING_CODES,
  MESSAGES,
  blockedReason,
  isLoginError,
  isMfaChallenge,
  loginOutcomeRoute,
  type LoginError,
  type MfaChallenge,
  type TokenResponse,
  type TokenSet,
} from '@creditdesk/contracts';

/** What the login page does with the token endpoint's answer (portal.md §4 and §8). */
export type LoginOutcome =
  /** 3002 and 3003: the message shows on the login page. */
  | { kind: 'inline'; message: string }
  /** an outcome page; 1003 carries the reason the user was blocked. */
  | { kind: 'redirect'; to: string; reason?: string }
  /** 4001: the challenge waits for the one-time code; it is not a session. */
  | { kind: 'mfa'; challenge: MfaChallenge }
  /** a session: store it, load the profile, then go to `to`. */
  | { kind: 'session'; tokens: TokenSet; to: string };

export const GENERIC_LOGIN_ERROR_ROUTE = '/login-error/generic';
/** Where a session whose password must change goes first (the guard keeps it there). */
export const PASSWORD_CHANGE_ROUTE = '/profile';

/** A refused login's code: its text in place (3002, 3003), else its outcome page. */
export function decideLoginError(error: LoginError): Extract<LoginOutcome, { kind: 'inline' | 'redirect' }> {
  const code = error.error_code;
  if (code === LOGIN_ERROR_CODES.invalidCredentials) return { kind: 'inline', message: MESSAGES.login.invalidCredentials };
  if (code === LOGIN_ERROR_CODES.lockedOut) return { kind: 'inline', message: MESSAGES.login.lockedOut };
  const to = loginOutcomeRoute(code) ?? GENERIC_LOGIN_ERROR_ROUTE;
  if (code === LOGIN_ERROR_CODES.blocked) return { kind: 'redirect', to, reason: blockedReason(error.error_message) };
  return { kind: 'redirect', to };
}

/** Where a new session goes: the password change first, else the warning's page (2001, 2003), else home. */
export function sessionDestination(tokens: TokenSet): string {
  if (tokens.password_change_required) return PASSWORD_CHANGE_ROUTE;
  const warning = tokens.warning_code;
  if (warning === LOGIN_WARNING_CODES.passwordExpiresSoon || warning === LOGIN_WARNING_CODES.legacyUserMustMigrate) {
    return loginOutcomeRoute(warning) ?? '/';
  }
  return '/';
}

export function decideLoginOutcome(response: TokenResponse): LoginOutcome {
  if (isLoginError(response)) return decideLoginError(response);
  if (isMfaChallenge(response)) return { kind: 'mfa', challenge: response };
  return { kind: 'session', tokens: response, to: sessionDestination(response) };
}
