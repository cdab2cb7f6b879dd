import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { MFA_ERROR_CODES, PASSKEY_MESSAGES, type OtpEmailSent, type StepUpChallenge } from '@creditdesk/contracts';
import { type ApiError, serverMessageOf } from '../../../api/api-errors';
import { usePasskeyLoginOptionsMutation } from '../../../api/passkeys-api';
import { settleStepUp, stepUpRequested, subscribeStepUp } from '../../../api/step-up-gate';
import { askPasskey, passkeysSupported } from '../../../lib/ask-passkey';
import { formatDuration } from '../../../lib/format-date-time';
import { EnrolmentGuide } from '../mfa/enrolment-guide';
import { useSendOtpEmailMutation } from '../mfa/mfa-api';
import { OtpCodeForm } from '../mfa/otp-code-form';
import { useProveStepUpMutation, useStartStepUpMutation } from './step-up-api';

const FAILED = 'The confirmation could not be started. Please try again.';

/** The user holds a passkey (the server offers it) and this browser can use one. */
const withPasskey = (challenge: StepUpChallenge) => challenge.methods.includes('passkey') && passkeysSupported();

/** The refusal's MFA code (4003 too many, 4004 expired: a new challenge is needed). */
const mfaCodeOf = (error: ApiError): number | undefined => {
  const data = error && 'data' in error ? (error.data as { additionalErrorDetails?: { code?: unknown } } | undefined) : undefined;
  return typeof data?.additionalErrorDetails?.code === 'number' ? data.additionalErrorDetails.code : undefined;
};

/**
 * Step-up (RFC 9470): a call refused for want of a recent second factor waits (api/step-up-gate.ts)
 * while this dialog asks for the user's passkey (when they have one), the authenticator app's code
 * or an e-mailed one; then the call is sent
 * again, once, and the screen that made it keeps what the user typed. A user without an app is
 * shown how to set one up (the company's rule; 'recommended' lets them go on without).
 */
export function StepUpDialog() {
  const open = useSyncExternalStore(subscribeStepUp, stepUpRequested);
  const titleId = useId();
  const [start] = useStartStepUpMutation();
  const [prove] = useProveStepUpMutation();
  const [sendEmail] = useSendOtpEmailMutation();
  const [passkeyOptions] = usePasskeyLoginOptionsMutation();
  const [challenge, setChallenge] = useState<StepUpChallenge | null>(null);
  const [method, setMethod] = useState<'totp' | 'email'>('totp');
  const [emailSent, setEmailSent] = useState<OtpEmailSent | null>(null);
  const [pending, setPending] = useState<'code' | 'email' | 'skip' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // a refused passkey is shown under its button, not on the code field
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const begin = async () => {
    setChallenge(null);
    setEmailSent(null);
    const result = await start();
    if (result.error) return setError(serverMessageOf(result.error) ?? FAILED);
    setChallenge(result.data);
    // the app first: a user without one is shown how to set it up (an e-mailed code is one click away),
    // unless they hold a passkey: then the passkey leads and the set-up waits until asked for
    setMethod(!result.data.totp_enrolled && withPasskey(result.data) ? 'email' : 'totp');
  };

  useEffect(() => {
    if (!open) return;
    setError(null);
    void begin();
    // a new challenge each time the dialog opens
  }, [open]);

  const finish = (proven: boolean) => {
    setChallenge(null);
    setPending(null);
    settleStepUp(proven);
  };

  /** Resolves true when the dialog stays (a wrong code: the field is cleared for the next try). */
  const submit = async (body: { method: 'totp' | 'email'; code: string } | { method: 'skip' }): Promise<boolean> => {
    if (!challenge) return true;
    setPending(body.method === 'skip' ? 'skip' : 'code');
    setError(null);
    setPasskeyError(null);
    const result = await prove({ ...body, mfa_token: challenge.mfa_token });
    if (!result.error) {
      finish(true);
      return false;
    }
    setPending(null);
    setError(serverMessageOf(result.error) ?? FAILED);
    await restartIfOver(result.error);
    return true;
  };

  /** 4003 (too many tries) and 4004 (expired): the challenge is over, a new one is needed. */
  const restartIfOver = async (error: ApiError) => {
    const code = mfaCodeOf(error);
    if (code === MFA_ERROR_CODES.tooManyAttempts || code === MFA_ERROR_CODES.challengeExpired) await begin();
  };

  /** The passkey: options for this challenge's user only (as the login's second factor), then the proof. */
  const answerWithPasskey = async () => {
    if (!challenge) return;
    setPending('passkey');
    setError(null);
    setPasskeyError(null);
    const options = await passkeyOptions({ mfaToken: challenge.mfa_token });
    if (options.error) {
      setPending(null);
      setPasskeyError(serverMessageOf(options.error) ?? FAILED);
      return;
    }
    if ('error_code' in options.data) {
      // the challenge is over (expired, used): a new one
      setPending(null);
      setPasskeyError(options.data.error_message);
      return begin();
    }
    const credential = await askPasskey('get', options.data.options);
    if (!credential) {
      setPending(null);
      return setPasskeyError(PASSKEY_MESSAGES.failed);
    }
    const result = await prove({ method: 'passkey', mfa_token: challenge.mfa_token, challengeId: options.data.challengeId, credential });
    if (!result.error) return finish(true);
    setPending(null);
    setPasskeyError(serverMessageOf(result.error) ?? FAILED);
    await restartIfOver(result.error);
  };

  const requestEmail = async () => {
    if (!challenge) return;
    setPending('email');
    setError(null);
    setPasskeyError(null);
    const result = await sendEmail(challenge.mfa_token);
    setPending(null);
    if (result.error) return setError(serverMessageOf(result.error) ?? FAILED);
    if ('error_code' in result.data) return setError(result.data.error_message);
    setEmailSent(result.data);
    setMethod('email');
  };

  const byApp = method === 'totp';
  const enrolling = challenge !== null && !challenge.totp_enrolled && challenge.enrollment !== undefined && byApp;
  const busy = pending !== null;
  const canPasskey = challenge !== null && withPasskey(challenge);
  const minutes = formatDuration((challenge?.max_age ?? 300) * 1000);
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={busy ? undefined : () => finish(false)}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <VerifiedUserOutlined color="primary" aria-hidden="true" />
        Confirm it&apos;s you
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            This action is protected: it needs a second factor proven in the last {minutes}. Your work on the page stays as it is, and the action goes ahead once you
            have confirmed.
          </Typography>
          {challenge === null && error === null && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress aria-label="Preparing the confirmation" />
            </Box>
          )}
          {challenge === null && error !== null && <Alert severity="error">{error}</Alert>}
          {challenge && (
            <>
              {canPasskey && (
                <Stack spacing={1}>
                  <Button
                    variant="contained"
                    disabled={busy}
                    startIcon={pending === 'passkey' ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <KeyOutlined aria-hidden="true" />}
                    onClick={() => void answerWithPasskey()}
                  >
                    Use my passkey
                  </Button>
                  {passkeyError && <Alert severity="error">{passkeyError}</Alert>}
                  <Typography variant="body2" color="text.secondary">
                    Or confirm with a code:
                  </Typography>
                </Stack>
              )}
              {enrolling && challenge.enrollment && (
                <>
                  <Typography color="text.secondary">
                    {challenge.may_skip
                      ? 'Your company recommends a second factor for protected actions. Set up an authenticator app once, or get a code by e-mail.'
                      : 'Your company asks for a second factor for protected actions. Set up an authenticator app once, or get a code by e-mail.'}
                  </Typography>
                  <EnrolmentGuide enrollment={challenge.enrollment} />
                </>
              )}
              {!byApp && emailSent && (
                <Alert severity="info" role="status" icon={<MailOutlined aria-hidden="true" />}>
                  We sent a 6-digit code to <strong>{emailSent.to}</strong>. It is valid for {formatDuration(emailSent.expires_in * 1000)}.
                </Alert>
              )}
              {(byApp || emailSent) && (
                <OtpCodeForm
                  key={method}
                  label={byApp ? 'Code from your authenticator app' : 'Code from the e-mail'}
                  submitLabel="Confirm"
                  pending={pending === 'code'}
                  error={error}
                  onSubmit={(code) => submit({ method, code })}
                />
              )}
              {!byApp && !emailSent && error && <Alert severity="error">{error}</Alert>}
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                {(!emailSent || emailSent.sends_remaining > 0) && (
                  <Button
                    variant="text"
                    disabled={busy}
                    startIcon={pending === 'email' ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <MailOutlined aria-hidden="true" />}
                    onClick={() => void requestEmail()}
                  >
                    {emailSent ? 'Send another code' : byApp ? 'Send me a code by e-mail instead' : 'Send me a code by e-mail'}
                  </Button>
                )}
                {!byApp && (
                  <Button variant="text" disabled={busy} startIcon={<PhonelinkLockOutlined aria-hidden="true" />} onClick={() => setMethod('totp')}>
                    {challenge.totp_enrolled ? 'Use my authenticator app instead' : 'Set up an authenticator app instead'}
                  </Button>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {challenge?.may_skip && (
          <Button disabled={busy} onClick={() => void submit({ method: 'skip' })}>
            Not now
          </Button>
        )}
        <Button disabled={busy} onClick={() => finish(false)}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
