import { devOutboxEndpoint, type OutboxMessage } from '@creditdesk/contracts';
import { api } from './api-slice';
import { endpointRequest, parseResponse } from './endpoint-request';

export type DevOutbox = { smtpConfigured: boolean; messages: OutboxMessage[] };
export type DevOutboxQuery = { to?: string; limit?: number };

/**
 * Development only: the e-mails the server kept (GET /api/dev/outbox). Production answers 404, so a
 * successful answer is also how the portal knows the outbox exists.
 */
export const devOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevOutbox: build.query<DevOutbox, DevOutboxQuery>({
      query: ({ to, limit }) => endpointRequest(devOutboxEndpoint, { query: { to: to || undefined, limit } }),
      transformResponse: (data: unknown) => parseResponse<DevOutbox>(devOutboxEndpoint, data),
    }),
  }),
});

export const { useGetDevOutboxQuery } = devOutboxApi;

/** True once the server has shown it keeps an outbox (never in production). */
export function useDevOutboxAvailable(): boolean {
  return useGetDevOutboxQuery({ limit: 1 }).isSuccess;
}
