import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { MESSAGES } from '@creditdesk/contracts';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

export type ErrorField = { field: string; message: string };

type ErrorData = { correlationId?: unknown; additionalErrorDetails?: { correlationId?: unknown; fields?: unknown } };

function errorData(error: ApiError): ErrorData | undefined {
  if (!error || !('status' in error)) return undefined;
  const { data } = error;
  return data && typeof data === 'object' ? (data as ErrorData) : undefined;
}

export function httpStatusOf(error: ApiError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** reports.md §3: the correlation id comes in additionalErrorDetails.correlationId or correlationId. */
export function correlationIdOf(error: ApiError): string | undefined {
  const data = errorData(error);
  const id = data?.additionalErrorDetails?.correlationId ?? data?.correlationId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The fields a 400 names: [{ field: 'body.consumers.socialNum.0.number', message }]. */
export function errorFieldsOf(error: ApiError): ErrorField[] {
  const fields = errorData(error)?.additionalErrorDetails?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is ErrorField => typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

/** reports.md §8: the failure text, with ' Tracking Id: {id}' when the server gave one. */
export function reportFailureMessage(error: ApiError): string {
  const id = correlationIdOf(error);
  return `${MESSAGES.reports.failure}${id ? MESSAGES.reports.trackingId(id) : ''}`;
}
