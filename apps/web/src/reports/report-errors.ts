import { MESSAGES, ORDER_FAILURES, type OrderFailure } from '@creditdesk/contracts';
import { correlationIdOf, type ApiError } from '../api/api-errors';

/**
 * reports.md §8: the product's failure text (its registry entry's order.failure), with ' Tracking Id: {id}'
 * when the server gave one and the spec shows it. A product whose errors say what went wrong (Kount)
 * gives that sentence instead of the general text.
 */
export function reportFailureMessage(error: ApiError, detail?: string, failure: OrderFailure = ORDER_FAILURES.unexpected): string {
  const id = failure.trackingId ? correlationIdOf(error) : undefined;
  const text = detail ? (/[.!?]$/.test(detail) ? detail : `${detail}.`) : failure.content;
  return `${text}${id ? MESSAGES.reports.trackingId(id) : ''}`;
}
