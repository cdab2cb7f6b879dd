import { MESSAGES } from '@creditdesk/contracts';
import { errorDetailOf, httpStatusOf, serverMessageOf, type ApiError } from '../api/api-errors';

/**
 * portal.md §8 (users and groups): what a failed administrative act shows. A 4xx shows the rule's
 * own text (`mapDetail` of the server's additionalErrorDetails.message, e.g. userAdminErrorText) or
 * else the server's sentence; anything else (5xx, no answer) the spec's generic text.
 */
export function adminFailureText(error: ApiError, mapDetail?: (detail: string) => string | undefined): string {
  const status = httpStatusOf(error);
  if (status === undefined || status < 400 || status >= 500) return MESSAGES.users.unexpected;
  const detail = errorDetailOf(error);
  return (detail && mapDetail?.(detail)) || serverMessageOf(error) || MESSAGES.users.unexpected;
}
