import { REFRESH_CALL, tokenSetShell } from '@creditdesk/contracts/shell';
import { loggedOut, tokensRefreshed } from '../lib/auth/auth-slice';
import { clearSessionData, readRefreshToken, storeSessionTokens } from '../lib/auth/token-storage';
import { selectClientConfig, type ClientConfigState } from '../lib/client-config-slice';
import { apiUrl } from './api-base-url';
import { formBody } from './form-body';

/**
 * - refreshed: new tokens are stored (the old refresh token is now dead);
 * - rejected: the server refused the refresh token; the session is over and has been ended here;
 * - unavailable: the server could not be reached; the session is kept and a later try may work.
 */
export type RefreshResult = 'refreshed' | 'rejected' | 'unavailable';

type StoreLike = {
  dispatch: (action: { type: string }) => unknown;
  getState: () => unknown;
};

let inFlight: Promise<RefreshResult> | null = null;

/**
 * Rotates the tokens. Every caller while a refresh is under way shares it: a refresh token may be
 * used once only, so ten simultaneous 401s must cause one refresh, never ten.
 */
export function refreshSession(store: StoreLike): Promise<RefreshResult> {
  inFlight ??= runRefresh(store).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh({ dispatch, getState }: StoreLike): Promise<RefreshResult> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return endSession(dispatch);
  const { clientId } = selectClientConfig(getState() as { clientConfig: ClientConfigState });
  let response: Response;
  try {
    response = await fetch(apiUrl(REFRESH_CALL.path), {
      method: REFRESH_CALL.method,
      body: formBody({ refresh_token: refreshToken, client_id: clientId }),
      credentials: 'same-origin',
    });
  } catch {
    return 'unavailable';
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) return endSession(dispatch);
  if (!response.ok) return 'unavailable';
  const parsed = tokenSetShell.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return 'unavailable';
  const { tokenExpiresAt } = storeSessionTokens(parsed.data);
  dispatch(tokensRefreshed({ tokenExpiresAt }));
  return 'refreshed';
}

function endSession(dispatch: StoreLike['dispatch']): RefreshResult {
  clearSessionData();
  dispatch(loggedOut());
  return 'rejected';
}
