import { MESSAGES, REGISTRATION_REFUSALS } from '@creditdesk/contracts';
import { errorFieldsOf, httpStatusOf, serverMessageOf, type ApiError } from '../../api/api-errors';
import { isKeyMissing } from './registration-base-query';
import { formFieldOfServerPath, humanizeRegistrationMessage, stepOfField, type RegistrationField } from './registration-form';

export const REGISTRATION_TEXTS = {
  keyMissing: 'Registration is not available right now: the portal could not load its registration settings. Reload the page; if it happens again, contact support.',
  keyRefused: 'Registration is not available right now: the registration service refused the portal’s key. Reload the page; if it happens again, contact support.',
  network: 'We could not reach the registration service. Check your connection and try again.',
  checkFields: 'Some details need correcting: see the highlighted fields.',
} as const;

/**
 * A refused registration call, as the page shows it: the text for the message area, and the field
 * (and so the step) it concerns when there is one. The server's answer is authoritative; its
 * sentences are the contracts' REGISTRATION_MESSAGES.
 */
export type RegistrationFailure = {
  text: string;
  /** the step to go back to (the member number's for its refusals, the field's for a field). */
  step?: number;
  fields: { field: RegistrationField; message: string }[];
};

function reasonOf(error: ApiError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as { additionalErrorDetails?: { reason?: unknown } } | undefined;
  const reason = data?.additionalErrorDetails?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

const R = REGISTRATION_REFUSALS;

/** `userNameField`: the input that supplies the administrator's user name (SSO id, user name or e-mail). */
export function registrationFailure(error: ApiError, userNameField: RegistrationField): RegistrationFailure {
  if (isKeyMissing(error)) return { text: REGISTRATION_TEXTS.keyMissing, fields: [] };
  const status = httpStatusOf(error);
  if (status === undefined) {
    const transport = error && 'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
    return { text: transport ? REGISTRATION_TEXTS.network : MESSAGES.users.unexpected, fields: [] };
  }
  const said = serverMessageOf(error) ?? MESSAGES.users.unexpected;
  switch (reasonOf(error)) {
    case R.apiKeyMissing:
    case R.apiKeyInvalid:
      return { text: REGISTRATION_TEXTS.keyRefused, fields: [] };
    case R.unknownMemberNumber:
      return { text: said, step: 0, fields: [{ field: 'memberNumber', message: said }] };
    case R.wrongSecurityCode:
      return { text: said, step: 0, fields: [{ field: 'securityCode', message: said }] };
    case R.memberNumberLocked:
    case R.memberNumberUsed:
    case R.accountNumberTaken:
      return { text: said, step: 0, fields: [] };
    case R.userNameTaken:
      return { text: MESSAGES.userId.taken, step: stepOfField(userNameField), fields: [{ field: userNameField, message: MESSAGES.userId.taken }] };
    case R.tooManyRequests:
      return { text: said, fields: [] };
  }
  const fields = errorFieldsOf(error).flatMap(({ field, message }) => {
    const name = formFieldOfServerPath(field);
    return name ? [{ field: name, message: humanizeRegistrationMessage(message, name) }] : [];
  });
  if (status === 400 && fields.length > 0) return { text: REGISTRATION_TEXTS.checkFields, step: Math.min(...fields.map((f) => stepOfField(f.field))), fields };
  if (status >= 500) return { text: MESSAGES.users.unexpected, fields: [] };
  return { text: said, fields: [] };
}
