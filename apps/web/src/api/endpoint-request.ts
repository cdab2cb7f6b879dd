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

/** Validates a response with the declaration's schema for 200; a mismatch is a failed call. */
export function parseResponse<T>(endpoint: Endpoint, data: unknown): T {
  const schema = endpoint.response?.[200];
  return (schema ? schema.parse(data) : data) as T;
}

/** The type of an endpoint's 200 answer, inferred from the schema its declaration holds (unknown without one). */
export type ResponseOf<E extends Endpoint> = E extends { response: { 200: infer S extends z.ZodType } } ? z.output<S> : unknown;

/**
 * Validates a response with the declaration's schema for 200 and types it from that schema, so no
 * answer's type is written by hand; a mismatch is a failed call.
 */
export function responseOf<E extends Endpoint>(endpoint: E, data: unknown): ResponseOf<E> {
  return parseResponse<ResponseOf<E>>(endpoint, data);
}
