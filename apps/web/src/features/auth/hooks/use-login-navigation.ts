import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { TokenSet } from '@creditdesk/contracts';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { GENERIC_LOGIN_ERROR_ROUTE } from '../login-outcome';
import { startSession } from '../session-thunks';

/** The ways a login leaves the login page: an outcome page, a new session, or the generic error page. */
export function useLoginNavigation() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  /** An outcome page; the blocked page gets the reason in the location state. */
  const toOutcomePage = useCallback(
    (to: string, reason?: string) => navigate(to, { state: reason === undefined ? undefined : { reason } }),
    [navigate],
  );

  /** Stores the session, loads the profile, then goes to `to` (the generic page if the profile will not load). */
  const startSessionAndGo = useCallback(
    async (tokens: TokenSet, to: string) => {
      const ok = await dispatch(startSession(tokens)).unwrap();
      await navigate(ok ? to : GENERIC_LOGIN_ERROR_ROUTE, { replace: true });
      return ok;
    },
    [dispatch, navigate],
  );

  const toGenericError = useCallback(() => navigate(GENERIC_LOGIN_ERROR_ROUTE), [navigate]);

  return useMemo(() => ({ toOutcomePage, startSessionAndGo, toGenericError }), [toOutcomePage, startSessionAndGo, toGenericError]);
}
