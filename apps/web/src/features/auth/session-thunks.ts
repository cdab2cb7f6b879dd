import { createAsyncThunk } from '@reduxjs/toolkit';
import type { TokenSet } from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { loggedOut, sessionMissing } from '../../lib/auth/auth-slice';
import { bootstrapSession, establishSession, loadClientConfig } from '../../lib/auth/session-bootstrap';
import { SESSION_KEYS } from '../../lib/auth/storage-keys';
import { clearMfaChallenge, clearSessionData, clearSessionTokens, readSessionTokens, storeSessionTokens } from '../../lib/auth/token-storage';
import type { SharedState } from '../../lib/redux-hooks';
import { authApi } from './api';

type State = SharedState;

// The session check on start lives in the shell (lib/auth/session-bootstrap.ts); re-exported for the features.
export { bootstrapSession, establishSession, loadClientConfig };

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
