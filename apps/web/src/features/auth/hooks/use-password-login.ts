import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { MfaChallenge } from '@creditdesk/contracts';
import { mfaEnded, mfaRequired } from '../../../lib/auth/auth-slice';
import { clearMfaChallenge, storeMfaChallenge } from '../../../lib/auth/token-storage';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useLoginMutation } from '../api';
import { decideLoginOutcome } from '../login-outcome';
import { useLoginNavigation } from './use-login-navigation';

export type LoginValues = { userName: string; password: string };
export type PendingMfa = { challenge: MfaChallenge; userName: string };

/** The password login of portal.md §4: exchange, then stay with a message, ask for a code, redirect, or start the session. */
export function usePasswordLogin() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const { toOutcomePage, startSessionAndGo, toGenericError } = useLoginNavigation();
  const { clientId } = useSelector(selectClientConfig);
  const [pending, setPending] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [mfa, setMfa] = useState<PendingMfa | null>(null);

  /**
   * Resolves true when the user stays on the login page (a message shows). While the page is being
   * left, `pending` stays true.
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
        void toGenericError();
        return false;
      }
      const outcome = decideLoginOutcome(result.data);
      switch (outcome.kind) {
        case 'inline':
          setInlineError(outcome.message);
          return stay();
        case 'redirect':
          void toOutcomePage(outcome.to, outcome.reason);
          return false;
        case 'mfa':
          // The challenge's token is kept aside; it is not the session (portal.md §4).
          storeMfaChallenge(outcome.challenge);
          dispatch(mfaRequired(userName.trim()));
          setMfa({ challenge: outcome.challenge, userName: userName.trim() });
          return stay();
        case 'session':
          await startSessionAndGo(outcome.tokens, outcome.to);
          return false;
      }
    } catch {
      void toGenericError();
      return false;
    }
  };

  /** Leaves the one-time-code step: back to the password, with a message when the challenge ended. */
  const endMfa = (message: string | null = null) => {
    clearMfaChallenge();
    dispatch(mfaEnded());
    setMfa(null);
    setInlineError(message);
  };

  return { submit, pending, inlineError, mfa, endMfa };
}
