import { createAsyncThunk } from '@reduxjs/toolkit';
import type { TokenSet } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { clientConfigApi } from '../../api/client-config-api';
import { refreshSession } from '../../api/refresh-session';
import { loggedOut, loginSucceeded, refreshingStarted, sessionMissing } from '../../lib/auth/auth-slice';
import { decodeAccessToken } from '../../lib/auth/jwt';
import { SESSION_KEYS } from '../../lib/auth/storage-keys';
import {
  clearMfaChallenge,
  clearSessionData,
  clearSessionTokens,
  readSessionTokens,
  storeSessionTokens,
} from '../../lib/auth/token-storage';
import { selectClientConfig } from '../../lib/client-config-slice';
import type { SharedState } from '../../lib/redux-hooks';
import { authApi } from './api';

type State = SharedState;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type EstablishOptions = { passwordChangeRequired?: boolean } | void;

/** Loads the profile for the stored access token and stores the login state; false if that fails. */
export const establishSession = createAsyncThunk<boolean, EstablishOptions, { state: State }>(
  'auth/establishSession',
  async (options, { dispatch }) => {
    const tokens = readSessionTokens();
    const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
    if (!tokens || !claims) return false;
    const request = dispatch(authApi.endpoints.getProfile.initiate(claims.username, { forceRefetch: true }));
    try {
      const profile = await request.unwrap();
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
    } catch {
      return false;
    } finally {
      request.unsubscribe();
    }
  },
);

/**
 * After a successful login (password, one-time code, single sign-on or a support handoff): the tokens
 * become the session and the profile is loaded.
 */
export const startSession = createAsyncThunk<boolean, TokenSet, { state: State }>(
  'auth/startSession',
  async (tokens, { dispatch }) => {
    clearMfaChallenge();
    storeSessionTokens(tokens, Date.now(), { isLogin: true });
    const ok = await dispatch(establishSession({ passwordChangeRequired: tokens.password_change_required })).unwrap();
    if (!ok) {
      clearSessionTokens();
      dispatch(sessionMissing());
    }
    return ok;
  },
);

/** Loads the client configuration; the fallback stays in force if it cannot be loaded. */
export const loadClientConfig = createAsyncThunk<void, void, { state: State }>(
  'clientConfig/load',
  async (_, { dispatch }) => {
    const request = dispatch(clientConfigApi.endpoints.getClientConfig.initiate());
    await request;
    request.unsubscribe();
  },
);

/**
 * The session check on start (portal.md §4). No stored session: the landing view. A stored one:
 * after a browser page refresh a short 'refreshing' state shows; then the tokens are refreshed and
 * the profile loaded.
 */
export const bootstrapSession = createAsyncThunk<void, void, { state: State }>(
  'auth/bootstrap',
  async (_, { dispatch, getState }) => {
    await dispatch(loadClientConfig());
    if (!readSessionTokens()) {
      clearSessionData();
      dispatch(sessionMissing());
      return;
    }
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
  },
);

let logoutInProgress = false;

/** Logout (portal.md §4): tell the server (failure ignored), clear what the session stored. */
export const logout = createAsyncThunk<void, void, { state: State }>(
  'auth/logout',
  async (_, { dispatch }) => {
    logoutInProgress = true;
    try {
      sessionStorage.setItem(SESSION_KEYS.temporaryLogout, 'true');
      if (readSessionTokens()) {
        await dispatch(authApi.endpoints.logout.initiate())
          .unwrap()
          .catch(() => undefined);
      }
      clearSessionData();
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
    } finally {
      logoutInProgress = false;
    }
  },
  // The timers, a dialog and the menu may all ask at once: one logout is enough.
  { condition: () => !logoutInProgress },
);
