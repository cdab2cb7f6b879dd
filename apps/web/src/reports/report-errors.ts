import { MESSAGES } from '@creditdesk/contracts';
import { correlationIdOf, type ApiError } from '../api/api-errors';

/** reports.md §8: the failure text, with ' Tracking Id: {id}' when the server gave one. */
export function reportFailureMessage(error: ApiError): string {
  const id = correlationIdOf(error);
  return `${MESSAGES.reports.failure}${id ? MESSAGES.reports.trackingId(id) : ''}`;
}
