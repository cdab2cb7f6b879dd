import { LOGIN_ERROR_CODES, MESSAGES, errorBodySchema, type ChangePasswordPage, type ChangePasswordResponse } from '@creditdesk/contracts';

export type PasswordChangeResult = {
  status: 'success' | 'error';
  message: string;
  /** 3003 on My Profile: the name is locked and every session revoked; log out after 1 second (portal.md §8). */
  forceLogout?: boolean;
};

/** portal.md §8 (profile password change) and docs/login-outcomes.md (reset): the answer's message. */
export function passwordChangeResult(response: ChangePasswordResponse, page: ChangePasswordPage): PasswordChangeResult {
  if ('status' in response) return { status: 'success', message: MESSAGES.password.changed };
  switch (response.error_code) {
    case LOGIN_ERROR_CODES.passwordRefused:
    case LOGIN_ERROR_CODES.passwordRefusedSecurity:
      return { status: 'error', message: MESSAGES.password.refused };
    case LOGIN_ERROR_CODES.passwordReused:
      return { status: 'error', message: MESSAGES.password.reused };
    case LOGIN_ERROR_CODES.invalidCredentials:
      if (page === 'MY_PROFILE') return { status: 'error', message: MESSAGES.password.wrongCurrent };
      break;
    case LOGIN_ERROR_CODES.lockedOut:
      if (page === 'MY_PROFILE') return { status: 'error', message: MESSAGES.login.lockedOut, forceLogout: true };
      break;
    case LOGIN_ERROR_CODES.codeInvalid:
      if (page === 'CONFIRM_FORGOT_PW') return { status: 'error', message: MESSAGES.password.codeInvalid };
      break;
  }
  return { status: 'error', message: MESSAGES.password.other };
}

/** A transport error (a non-200 answer): the server's detail message up to its first parenthesis (portal.md §8). */
export function passwordTransportError(error: unknown): string {
  const body = errorBodySchema.safeParse((error as { data?: unknown } | undefined)?.data);
  const detail = body.success ? body.data.message.split('(')[0].trim() : '';
  return detail || MESSAGES.password.other;
}
