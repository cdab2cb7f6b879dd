import { MESSAGES } from '@creditdesk/contracts';
/** An expected failure with the status and message the caller should see (the error body of ARCHITECTURE.md). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message: string = MESSAGES.access.authenticationRequired) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.access.notAllowed, details?: Record<string, unknown>) => new HttpError(403, message, details);
export const notFound = (message: string = MESSAGES.access.notFound) => new HttpError(404, message);
