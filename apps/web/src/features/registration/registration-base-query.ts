import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { API_KEY_HEADER, type Endpoint } from '@creditdesk/contracts';
import { API_BASE_URL } from '../../api/api-base-url';
import { endpointRequest, parseResponse } from '../../api/endpoint-request';
import { selectClientConfig } from '../../lib/client-config-slice';
import type { SharedState } from '../../lib/redux-hooks';

/** The error of a call that was not sent: the portal has no registration key (its configuration did not load). */
export const KEY_MISSING_ERROR: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'registration-key-missing' };
export const isKeyMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'error' in error && (error as { error: unknown }).error === KEY_MISSING_ERROR.error;

// No bearer token and no 401 refresh: these calls act for nobody (a logged-in visitor's session must
// not be refreshed, or ended, because the registration key was refused).
const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'omit' });

type Parts = Parameters<typeof endpointRequest>[1];

/**
 * One registration-service call (portal.md §7): the contracts declaration, the registration API key
 * from GET /api/portal/config in `x-api-key`, and the answer checked with the declaration's schema.
 */
export async function registrationCall<T>(endpoint: Endpoint, parts: Parts, api: BaseQueryApi): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  const key = selectClientConfig(api.getState() as SharedState).registrationApiKey;
  if (!key) return { error: KEY_MISSING_ERROR };
  const request: FetchArgs = endpointRequest(endpoint, parts);
  const result = await rawBaseQuery({ ...request, headers: { [API_KEY_HEADER]: key } }, api, {});
  if (result.error) return { error: result.error };
  try {
    return { data: parseResponse<T>(endpoint, result.data) };
  } catch {
    return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: String(result.data), error: 'unexpected answer' } };
  }
}
