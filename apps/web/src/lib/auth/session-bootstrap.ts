import { createAsyncThunk } from '@reduxjs/toolkit';
import { CLIENT_CONFIG_CALL, PROFILE_CALL, buildPath, clientConfigShell, userProfileShell, type UserProfile } from '@creditdesk/contracts/shell';
import { apiUrl } from '../../api/api-base-url';
import { refreshSession } from '../../api/refresh-session';
import { clientConfigFailed, clientConfigLoaded, selectClientConfig } from '../client-config-slice';
import type { SharedState } from '../redux-hooks';
import { decodeAccessToken } from './jwt';
import { loginSucceeded, refreshingStarted, sessionMissing } from './auth-slice';
import { SESSION_KEYS } from './storage-keys';
import { clearSessionData, readAccessToken, readSessionTokens } from './token-storage';

/*
 * The session check on start (portal.md §4), in the portal's first load (issue 30): plain fetch and the
 * contracts' shell tier (zod/mini), so neither RTK Query nor classic zod loads before the first screen.
 */

type State = SharedState;
type Thunk = { state: State };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the client configuration; the fallback stays in force (status 'failed') if it cannot be loaded. */
export const loadClientConfig = createAsyncThunk<void, void, Thunk>('clientConfig/load', async (_, { dispatch }) => {
  try {
    const response = await fetch(apiUrl(CLIENT_CONFIG_CALL.path), { method: CLIENT_CONFIG_CALL.method, credentials: 'same-origin' });
    const parsed = response.ok ? clientConfigShell.safeParse(await response.json()) : null;
    dispatch(parsed?.success ? clientConfigLoaded(parsed.data) : clientConfigFailed());
  } catch {
    dispatch(clientConfigFailed());
  }
});

/** GET the profile with the stored access token; a 401 refreshes the tokens once and asks again. null: no profile. */
async function fetchProfile(userName: string, store: { dispatch: (a: { type: string }) => unknown; getState: () => unknown }): Promise<UserProfile | null> {
  const url = apiUrl(buildPath(PROFILE_CALL.path, { id: userName.toLowerCase() }));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const token = readAccessToken();
    const response = await fetch(url, {
      method: PROFILE_CALL.method,
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => null);
    if (response?.status === 401 && attempt === 0 && (await refreshSession(store)) === 'refreshed') continue;
    if (!response?.ok) return null;
    const parsed = userProfileShell.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data : null;
  }
  return null;
}

type EstablishOptions = { passwordChangeRequired?: boolean } | void;

/** Loads the profile for the stored access token and stores the login state; false if that fails. */
export const establishSession = createAsyncThunk<boolean, EstablishOptions, Thunk>('auth/establishSession', async (options, { dispatch, getState }) => {
  const tokens = readSessionTokens();
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  if (!tokens || !claims) return false;
  const profile = await fetchProfile(claims.username, { dispatch, getState });
  if (!profile) return false;
  dispatch(
    loginSucceeded({
      profile,
      username: claims.username,
      entitlements: claims.entitlements,
      tokenExpiresAt: readSessionTokens()?.tokenExpiresAt ?? null,
      passwordChangeRequired: Boolean(options?.passwordChangeRequired || claims.pwd_change),
      impersonatedBy: claims.act?.sub ?? null,
    }),
  );
  return true;
});

/**
 * The session check on start. No stored session: the page shows at once, the client configuration
 * arriving while it renders (a visitor's first paint does not wait for it; the single-sign-on return
 * waits for it before it checks the issuer, sso/use-sso-return.ts). A stored one: the configuration
 * first (its timings), then after a browser page refresh a short 'refreshing' state; then the tokens
 * are refreshed and the profile loaded.
 */
export const bootstrapSession = createAsyncThunk<void, void, Thunk>('auth/bootstrap', async (_, { dispatch, getState }) => {
  const config = dispatch(loadClientConfig());
  if (!readSessionTokens()) {
    clearSessionData();
    dispatch(sessionMissing());
    await config;
    return;
  }
  await config;
  const pageRefresh = sessionStorage.getItem(SESSION_KEYS.pageRefreshMarker) !== null;
  if (pageRefresh) {
    dispatch(refreshingStarted());
    sessionStorage.removeItem(SESSION_KEYS.pageRefreshMarker);
    await wait(selectClientConfig(getState()).refreshingStateMs);
  }
  const refreshed = await refreshSession({ dispatch, getState });
  if (refreshed === 'rejected') return; // refreshSession already ended the session
  const ok = await dispatch(establishSession()).unwrap();
  if (!ok) {
    clearSessionData();
    dispatch(sessionMissing());
  }
});
