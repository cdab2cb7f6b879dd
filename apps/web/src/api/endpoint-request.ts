import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import { buildPath, type Endpoint } from '@creditdesk/contracts';
import { formBody } from './form-body';

export { formBody };

type RequestParts = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
};

/** Turns a contracts endpoint declaration into RTK Query fetch arguments (path, method, encoding). */
export function endpointRequest(endpoint: Endpoint, parts: RequestParts = {}): FetchArgs {
  const url = parts.params ? buildPath(endpoint.path, parts.params) : endpoint.path;
  const args: FetchArgs = { url, method: endpoint.method };
  if (parts.query) args.params = parts.query;
  if (parts.body !== undefined) {
    args.body = endpoint.bodyEncoding === 'form' ? formBody(parts.body) : parts.body;
  }
  return args;
}

/** The success statuses a declaration may answer with a body (200, or 201 for a creation). */
const SUCCESS_STATUSES = [200, 201] as const;

/** Validates a response with the declaration's schema for its success (200 or 201); a mismatch is a failed call. */
export function parseResponse<T>(endpoint: Endpoint, data: unknown): T {
  const status = SUCCESS_STATUSES.find((s) => endpoint.response?.[s]);
  const schema = status === undefined ? undefined : endpoint.response?.[status];
  return (schema ? schema.parse(data) : data) as T;
}

/** The type of an endpoint's answer with `status`, inferred from the schema its declaration holds (unknown without one). */
export type AnswerOf<E extends Endpoint, S extends number> = E extends { response: { [K in S]: infer Z extends z.ZodType } } ? z.output<Z> : unknown;

/** The type of an endpoint's success (its 200, else its 201), inferred from its declaration (unknown without one). */
export type ResponseOf<E extends Endpoint> = E extends { response: { 200: z.ZodType } } ? AnswerOf<E, 200> : AnswerOf<E, 201>;

/**
 * Validates a response with the declaration's schema for its success and types it from that schema,
 * so no answer's type is written by hand; a mismatch is a failed call.
 */
export function responseOf<E extends Endpoint>(endpoint: E, data: unknown): ResponseOf<E> {
  return parseResponse<ResponseOf<E>>(endpoint, data);
}
