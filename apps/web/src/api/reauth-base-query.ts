import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { isStepUpChallenge } from '@creditdesk/contracts/shell';
import { loggedOut } from '../lib/auth/auth-slice';
import { clearSessionData, readAccessToken } from '../lib/auth/token-storage';
import { selectClientConfig, type ClientConfigState } from '../lib/client-config-slice';
import { API_BASE_URL } from './api-base-url';
import { refreshSession } from './refresh-session';
import { requestStepUp } from './step-up-gate';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'same-origin' });

function withBearer(args: string | FetchArgs, token: string | null): string | FetchArgs {
  if (!token) return args;
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, headers: { ...(request.headers as Record<string, string>), Authorization: `Bearer ${token}` } };
}

/**
 * The one base query (portal.md §4): it sends the stored access token; on a 401 it refreshes the
 * tokens (one refresh shared by all concurrent 401s) and retries, at most retryLimit401 times.
 * A refused refresh, or a token still refused after the last retry, ends the session.
 * A 401 with the step-up challenge (RFC 9470, insufficient_user_authentication) is no expired token:
 * the step-up dialog asks for a second factor and the call is retried once (the form that made it
 * stays as it was); cancelled, the call answers its 401.
 */
export const reauthBaseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const { retryLimit401 } = selectClientConfig(api.getState() as { clientConfig: ClientConfigState });
  let steppedUp = false;
  for (let attempt = 0; ; attempt += 1) {
    const token = readAccessToken();
    const result = await rawBaseQuery(withBearer(args, token), api, extraOptions);
    if (result.error?.status !== 401 || !token) return result;
    if (isStepUpChallenge(result.meta?.response?.headers.get('www-authenticate'))) {
      if (steppedUp || !(await requestStepUp())) return result;
      steppedUp = true;
      continue;
    }
    if (attempt >= retryLimit401) {
      clearSessionData();
      api.dispatch(loggedOut());
      return result;
    }
    // Another request may have refreshed while this one was in flight: then just retry.
    if (readAccessToken() === token) {
      const outcome = await refreshSession(api);
      if (outcome !== 'refreshed') return result;
    }
  }
};
