import { useSelector } from 'react-redux';
import { API_KEY_HEADER, DEV_OUTBOX_KEY_STORAGE, devOutboxEndpoint, type OutboxMessage } from '@creditdesk/contracts';
import { selectClientConfig } from '../lib/client-config-slice';
import { api } from './api-slice';
import { endpointRequest, parseResponse } from './endpoint-request';

export type DevOutbox = { smtpConfigured: boolean; messages: OutboxMessage[] };
export type DevOutboxQuery = { key: string; to?: string; limit?: number };

/**
 * Development only: the e-mails the server kept (GET /api/dev/outbox), read on the server's own
 * machine with the key it printed at start (x-api-key).
 */
export const devOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDevOutbox: build.query<DevOutbox, DevOutboxQuery>({
      query: ({ key, to, limit }) => ({
        ...endpointRequest(devOutboxEndpoint, { query: { to: to || undefined, limit } }),
        headers: { [API_KEY_HEADER]: key },
      }),
      transformResponse: (data: unknown) => parseResponse<DevOutbox>(devOutboxEndpoint, data),
    }),
  }),
});

export const { useGetDevOutboxQuery } = devOutboxApi;

/** Whether the server keeps a development outbox (never in production): from GET /api/portal/config. */
export function useDevOutboxAvailable(): boolean {
  return useSelector(selectClientConfig).devOutbox === true;
}

/**
 * The outbox key: the one in the link the server printed (/dev/outbox#key=…), which is then kept
 * for the tab's life and taken out of the address bar (and so out of the history), or the one kept before.
 */
export function takeDevOutboxKey(): string {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (fromLink) {
    sessionStorage.setItem(DEV_OUTBOX_KEY_STORAGE, fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return sessionStorage.getItem(DEV_OUTBOX_KEY_STORAGE) ?? '';
}

export function keepDevOutboxKey(key: string): void {
  sessionStorage.setItem(DEV_OUTBOX_KEY_STORAGE, key);
}
