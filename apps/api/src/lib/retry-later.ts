import { HttpError } from './http-error.js';

/**
 * A refusal that lifts by itself: 423 (locked until a time) or 429 (too many requests this window).
 * The answer carries `Retry-After` in whole seconds (RFC 9110 §10.2.3), set by the onError hook of
 * plugins/retry-after.ts, so a client (or a load balancer) waits instead of hammering.
 */
export class RetryLaterError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(statusCode: 423 | 429, message: string, retryAfterSeconds: number, details?: Record<string, unknown>) {
    super(statusCode, message, details);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Whole seconds from `now` until `until`, at least 1 (a lock that ends this very second still says wait). */
export const secondsUntil = (until: Date, now: number = Date.now()) => Math.max(1, Math.ceil((until.getTime() - now) / 1000));
