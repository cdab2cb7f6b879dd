import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { mfaRequired } from '../../../lib/auth/auth-slice';
import { clearMfaTokens, storeMfaTokens } from '../../../lib/auth/token-storage';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useLoginMutation } from '../api';
import { GENERIC_LOGIN_ERROR_ROUTE, decideLoginOutcome } from '../login-outcome';
import { startSession } from '../session-thunks';

export type LoginValues = { userName: string; password: string };

/** The password login of portal.md §4: exchange, then stay with a message, redirect, or start the session. */
export function usePasswordLogin() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { clientId } = useSelector(selectClientConfig);
  const [pending, setPending] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [mfaUser, setMfaUser] = useState<string | null>(null);

  /**
   * Resolves true when the user stays on the login page (a message shows). While the page is being
   * left, `pending` stays true: the router's transition may render this page once more, and a
   * logged-in, idle login page would redirect home over the outcome page.
   */
  const submit = async ({ userName, password }: LoginValues): Promise<boolean> => {
    const stay = () => {
      setPending(false);
      return true;
    };
    setPending(true);
    setInlineError(null);
    try {
      const result = await login({ clientId, userName: userName.trim(), password });
      if (result.error) {
        navigate(GENERIC_LOGIN_ERROR_ROUTE);
        return false;
      }
      const outcome = decideLoginOutcome(result.data);
      switch (outcome.kind) {
        case 'inline':
          setInlineError(outcome.message);
          return stay();
        case 'redirect':
          navigate(outcome.to, { state: outcome.reason === undefined ? undefined : { reason: outcome.reason } });
          return false;
        case 'mfa':
          storeMfaTokens(outcome.tokens);
          dispatch(mfaRequired(userName.trim()));
          setMfaUser(userName.trim());
          return stay();
        case 'session': {
          const ok = await dispatch(startSession(outcome.tokens)).unwrap();
          navigate(ok ? outcome.to : GENERIC_LOGIN_ERROR_ROUTE, { replace: true });
          return false;
        }
      }
    } catch {
      navigate(GENERIC_LOGIN_ERROR_ROUTE);
      return false;
    }
  };

  const cancelMfa = () => {
    clearMfaTokens();
    setMfaUser(null);
  };

  return { submit, pending, inlineError, mfaUser, cancelMfa };
}
