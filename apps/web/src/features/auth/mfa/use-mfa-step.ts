import { useState } from 'react';
import { MFA_MESSAGES, PASSKEY_ERROR_CODES, PASSKEY_MESSAGES, type MfaChallenge, type MfaMethod, type OtpEmailSent } from '@creditdesk/contracts';
import { readMfaToken } from '../../../lib/auth/token-storage';
import { useLoginNavigation } from '../hooks/use-login-navigation';
import { useSendOtpEmailMutation, useValidateOtpMutation } from './mfa-api';
import { usePasskeyLoginOptionsMutation, useValidatePasskeyMutation } from '../../../api/passkeys-api';
import { askPasskey } from '../../../lib/ask-passkey';
import { decideOtpEmail, decideOtpValidation, type MfaStepOutcome } from './mfa-outcome';

type MfaStepArgs = {
  challenge: MfaChallenge;
  /** the challenge is over (4003, 4004, expired): back to the password with this message. */
  onRestart: (message: string) => void;
};

/**
 * The one-time-code step (portal.md §4, warning 4001): a code from the authenticator app or from an
 * e-mail, posted with the challenge's MFA token. A session starts like a password login's.
 */
export function useMfaStep({ challenge, onRestart }: MfaStepArgs) {
  const [validate] = useValidateOtpMutation();
  const [sendEmail] = useSendOtpEmailMutation();
  const [passkeyOptions] = usePasskeyLoginOptionsMutation();
  const [validatePasskey] = useValidatePasskeyMutation();
  const { toOutcomePage, startSessionAndGo, toGenericError } = useLoginNavigation();
  const [method, setMethod] = useState<Exclude<MfaMethod, 'passkey'>>(challenge.methods.includes('totp') ? 'totp' : 'email');
  const [pending, setPending] = useState<'code' | 'email' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [emailSent, setEmailSent] = useState<OtpEmailSent | null>(null);

  /** Resolves true when the step stays on screen. While the page is being left, `pending` stays set. */
  const apply = async (outcome: MfaStepOutcome): Promise<boolean> => {
    switch (outcome.kind) {
      case 'retry':
        setError(outcome.message);
        setPending(null);
        return true;
      case 'restart':
        onRestart(outcome.message);
        return false;
      case 'redirect':
        await toOutcomePage(outcome.to, outcome.reason);
        return false;
      case 'session':
        await startSessionAndGo(outcome.tokens, outcome.to);
        return false;
    }
  };

  const withToken = async (kind: 'code' | 'email' | 'passkey', call: (mfaToken: string) => Promise<MfaStepOutcome | null>) => {
    const mfaToken = readMfaToken();
    if (!mfaToken) {
      onRestart(MFA_MESSAGES.challengeExpired);
      return false;
    }
    setPending(kind);
    setError(null);
    try {
      const outcome = await call(mfaToken);
      if (outcome) return await apply(outcome);
      setPending(null);
      return true;
    } catch {
      void toGenericError();
      return false;
    }
  };

  /** Resolves true when the step stays (a wrong code: the field is cleared for the next try). */
  const submitCode = (code: string) =>
    withToken('code', async (mfaToken) => {
      const result = await validate({ mfaToken, code, method });
      if (result.error) throw result.error;
      return decideOtpValidation(result.data);
    });

  const requestEmail = () =>
    withToken('email', async (mfaToken) => {
      const result = await sendEmail(mfaToken);
      if (result.error) throw result.error;
      const outcome = decideOtpEmail(result.data);
      if (outcome.kind !== 'sent') return outcome;
      setEmailSent(outcome.sent);
      setMethod('email');
      return null;
    });

  /** The second factor by passkey: only this user's passkeys may answer the server's challenge. */
  const answerWithPasskey = () =>
    withToken('passkey', async (mfaToken) => {
      const options = await passkeyOptions({ mfaToken }).unwrap();
      if ('error_code' in options) return decideOtpValidation(options);
      const credential = await askPasskey('get', options.options);
      if (!credential) return decideOtpValidation({ error_code: PASSKEY_ERROR_CODES.failed, error_message: PASSKEY_MESSAGES.failed });
      return decideOtpValidation(await validatePasskey({ mfaToken, challengeId: options.challengeId, credential }).unwrap());
    });

  const switchToApp = () => {
    setMethod('totp');
    setError(null);
  };

  return { method, pending, error, emailSent, submitCode, requestEmail, switchToApp, answerWithPasskey };
}
