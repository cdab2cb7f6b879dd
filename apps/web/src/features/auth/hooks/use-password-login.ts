import { useState } from 'react';
import { useSelector } from 'react-redux';
import { PASSKEY_ERROR_CODES, PASSKEY_MESSAGES, isLoginError, type MfaChallenge, type TokenResponse } from '@creditdesk/contracts';
import { mfaEnded, mfaRequired } from '../../../lib/auth/auth-slice';
import { clearMfaChallenge, storeMfaChallenge } from '../../../lib/auth/token-storage';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useLoginMutation } from '../api';
import { decideLoginOutcome } from '../login-outcome';
import { usePasskeyLoginMutation, usePasskeyLoginOptionsMutation } from '../../../api/passkeys-api';
import { askPasskey } from '../../../lib/ask-passkey';
import { useLoginNavigation } from './use-login-navigation';

export type LoginValues = { userName: string; password: string };
export type PendingMfa = { challenge: MfaChallenge; userName: string };

/** The password login of portal.md §4: exchange, then stay with a message, ask for a code, redirect, or start the session. */
export function usePasswordLogin() {
  const [login] = useLoginMutation();
  const [passkeyOptions] = usePasskeyLoginOptionsMutation();
  const [passkeyLogin] = usePasskeyLoginMutation();
  const dispatch = useAppDispatch();
  const { toOutcomePage, startSessionAndGo, toGenericError } = useLoginNavigation();
  const { clientId } = useSelector(selectClientConfig);
  const [pending, setPending] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [mfa, setMfa] = useState<PendingMfa | null>(null);

  const stay = () => {
    setPending(false);
    return true;
  };

  /** The token endpoint's answer (a password's or a passkey's): stay with a message, ask for a code, redirect, or start the session. */
  const follow = async (response: TokenResponse, userName: string): Promise<boolean> => {
    const outcome = decideLoginOutcome(response);
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
        dispatch(mfaRequired(userName));
        setMfa({ challenge: outcome.challenge, userName });
        return stay();
      case 'session':
        await startSessionAndGo(outcome.tokens, outcome.to);
        return false;
    }
  };

  /**
   * Resolves true when the user stays on the login page (a message shows). While the page is being
   * left, `pending` stays true.
   */
  const submit = async ({ userName, password }: LoginValues): Promise<boolean> => {
    setPending(true);
    setInlineError(null);
    try {
      const result = await login({ clientId, userName: userName.trim(), password });
      if (result.error) {
        void toGenericError();
        return false;
      }
      return await follow(result.data, userName.trim());
    } catch {
      void toGenericError();
      return false;
    }
  };

  /** "Sign in with a passkey": any passkey of this portal (discoverable), then the same outcomes as a password. */
  const signInWithPasskey = async (): Promise<void> => {
    setPending(true);
    setInlineError(null);
    try {
      const options = await passkeyOptions({}).unwrap();
      if ('error_code' in options) {
        setInlineError(options.error_message);
        stay();
        return;
      }
      const credential = await askPasskey('get', options.options);
      if (!credential) {
        // cancelled in the browser's dialog, or no passkey: the page stays as it was
        setInlineError(PASSKEY_MESSAGES.failed);
        stay();
        return;
      }
      const result = await passkeyLogin({ clientId, challengeId: options.challengeId, credential }).unwrap();
      if (isLoginError(result) && result.error_code === PASSKEY_ERROR_CODES.failed) {
        setInlineError(result.error_message);
        stay();
        return;
      }
      await follow(result, '');
    } catch {
      void toGenericError();
    }
  };

  /** Leaves the one-time-code step: back to the password, with a message when the challenge ended. */
  const endMfa = (message: string | null = null) => {
    clearMfaChallenge();
    dispatch(mfaEnded());
    setMfa(null);
    setInlineError(message);
  };

  return { submit, signInWithPasskey, pending, inlineError, mfa, endMfa };
}
