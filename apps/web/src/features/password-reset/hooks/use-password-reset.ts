import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@creditdesk/contracts';
import { passwordChangeResult, passwordTransportError } from '../../../lib/password-change-outcome';
import { useConfirmResetMutation, useRequestResetCodeMutation } from '../api';

export type ResetStep = { kind: 'request' } | { kind: 'confirm'; userName: string; notice: string };

/** What the login page shows after a reset (it reads `notice` from the location state). */
export const RESET_DONE_NOTICE = `${MESSAGES.password.changed}. Log in with your new password.`;

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** Forgot password: ask for a code for a User ID, then the code and a new password; then back to login. */
export function usePasswordReset() {
  const [requestCode] = useRequestResetCodeMutation();
  const [confirm] = useConfirmResetMutation();
  const navigate = useNavigate();
  const [step, setStep] = useState<ResetStep>({ kind: 'request' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    scrollToTop();
  };

  const sendCode = async (userName: string) => {
    setPending(true);
    setError(null);
    const answer = await requestCode(userName.trim());
    setPending(false);
    if (answer.error) return fail(passwordTransportError(answer.error));
    // The same answer for every name (no enumeration); a refusal (1012) has its code.
    if (!('status' in answer.data)) return fail(MESSAGES.password.other);
    setStep({ kind: 'confirm', userName: userName.trim(), notice: answer.data.message });
  };

  /** Resolves true when the page stays (an error shows). */
  const confirmReset = async (code: string, newPassword: string): Promise<boolean> => {
    if (step.kind !== 'confirm') return true;
    setPending(true);
    setError(null);
    const answer = await confirm({ userName: step.userName, code, newPassword });
    if (answer.error) {
      setPending(false);
      fail(passwordTransportError(answer.error));
      return true;
    }
    const result = passwordChangeResult(answer.data, 'CONFIRM_FORGOT_PW');
    if (result.status === 'success') {
      await navigate('/login', { replace: true, state: { notice: RESET_DONE_NOTICE } });
      return false;
    }
    setPending(false);
    fail(result.message);
    return true;
  };

  const startOver = () => {
    setError(null);
    setStep({ kind: 'request' });
  };

  return { step, pending, error, sendCode, confirmReset, startOver };
}
