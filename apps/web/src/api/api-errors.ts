import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { type BatchReuse, type ExistingInquiry, batchReuseOf, existingInquiriesOf } from '@creditdesk/contracts';

/** What an RTK Query call fails with: an HTTP answer (with the error body as data) or a thrown error. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined;

export type ErrorField = { field: string; message: string };

/** The error body every non-2xx answer carries: { status, message, additionalErrorDetails, correlationId }. */
type ErrorData = {
  message?: unknown;
  correlationId?: unknown;
  additionalErrorDetails?: { correlationId?: unknown; fields?: unknown; message?: unknown };
};

function errorData(error: ApiError): ErrorData | undefined {
  if (!error || !('status' in error)) return undefined;
  const { data } = error;
  return data && typeof data === 'object' ? (data as ErrorData) : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function httpStatusOf(error: ApiError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** The correlation id comes in additionalErrorDetails.correlationId or correlationId. */
export function correlationIdOf(error: ApiError): string | undefined {
  const data = errorData(error);
  return text(data?.additionalErrorDetails?.correlationId) ?? text(data?.correlationId);
}

/** The server's own sentence (the error body's `message`). */
export function serverMessageOf(error: ApiError): string | undefined {
  return text(errorData(error)?.message);
}

/** The rule a 400 broke, as the server names it in additionalErrorDetails.message (portal.md §8). */
export function errorDetailOf(error: ApiError): string | undefined {
  return text(errorData(error)?.additionalErrorDetails?.message);
}

/** The fields a 400 names: [{ field: 'body.consumers.socialNum.0.number', message }]. */
export function errorFieldsOf(error: ApiError): ErrorField[] {
  const fields = errorData(error)?.additionalErrorDetails?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is ErrorField => typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

/** The earlier reports a 409 of an order names (reuse instead of pulling twice), else undefined. */
export function existingInquiriesOfError(error: ApiError): ExistingInquiry[] | undefined {
  return httpStatusOf(error) === 409 ? existingInquiriesOf(errorData(error)) : undefined;
}

/** The rows a batch's confirm must choose for (reuse instead of pulling twice), from its 409, else undefined. */
export function batchReuseOfError(error: ApiError): BatchReuse | undefined {
  return httpStatusOf(error) === 409 ? batchReuseOf(errorData(error)) : undefined;
}
