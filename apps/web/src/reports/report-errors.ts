import { MESSAGES } from '@creditdesk/contracts';
import { correlationIdOf, type ApiError } from '../api/api-errors';

/**
 * reports.md §8: the failure text, with ' Tracking Id: {id}' when the server gave one. A product whose
 * errors say what went wrong (Kount) gives that sentence instead of the general text.
 */
export function reportFailureMessage(error: ApiError, detail?: string): string {
  const id = correlationIdOf(error);
  const text = detail ? (/[.!?]$/.test(detail) ? detail : `${detail}.`) : MESSAGES.reports.failure;
  return `${text}${id ? MESSAGES.reports.trackingId(id) : ''}`;
}
