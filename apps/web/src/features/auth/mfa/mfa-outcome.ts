import {
  MFA_ERROR_CODES,
  MFA_MESSAGES,
  PASSKEY_ERROR_CODES,
  PASSKEY_MESSAGES,
  type LoginError,
  type OtpEmailSent,
  type TokenSet,
} from '@creditdesk/contracts';
import { decideLoginError, sessionDestination, type LoginOutcome } from '../login-outcome';

/**
 * What the one-time-code step does with an answer of /login/users/otp/validate or /otp/email:
 * - retry: stay on the step with the message (4002 wrong code, 4005 too many e-mails);
 * - restart: the challenge is over, back to the password with the message (4003, 4004);
 * - otherwise what a password login would do (a session, or an account-state page such as 1008).
 */
export type MfaStepOutcome =
  | { kind: 'retry'; message: string }
  | { kind: 'restart'; message: string }
  | Exclude<LoginOutcome, { kind: 'mfa' | 'inline' }>;

/** Both answers are HTTP 200: a code is told apart by its error_code. */
const isRefusal = (response: object): response is LoginError => 'error_code' in response;

function decideMfaError(error: LoginError): MfaStepOutcome {
  switch (error.error_code) {
    case MFA_ERROR_CODES.invalidCode:
      return { kind: 'retry', message: MFA_MESSAGES.invalidCode };
    case PASSKEY_ERROR_CODES.failed:
      return { kind: 'retry', message: PASSKEY_MESSAGES.failed };
    case MFA_ERROR_CODES.tooManyEmails:
      return { kind: 'retry', message: MFA_MESSAGES.tooManyEmails };
    case MFA_ERROR_CODES.tooManyAttempts:
      return { kind: 'restart', message: MFA_MESSAGES.tooManyAttempts };
    case MFA_ERROR_CODES.challengeExpired:
      return { kind: 'restart', message: MFA_MESSAGES.challengeExpired };
  }
  const outcome = decideLoginError(error);
  // 3002/3003 cannot follow a proven password; should one come, the login starts again with its text.
  return outcome.kind === 'inline' ? { kind: 'restart', message: outcome.message } : outcome;
}

/** The answer to a one-time code: tokens (a session like a password login's) or a code. */
export function decideOtpValidation(response: TokenSet | LoginError): MfaStepOutcome {
  return isRefusal(response) ? decideMfaError(response) : { kind: 'session', tokens: response, to: sessionDestination(response) };
}

/** The answer to "send me a code by e-mail": where it went, or a code. */
export function decideOtpEmail(response: OtpEmailSent | LoginError): { kind: 'sent'; sent: OtpEmailSent } | MfaStepOutcome {
  return isRefusal(response) ? decideMfaError(response) : { kind: 'sent', sent: response };
}
