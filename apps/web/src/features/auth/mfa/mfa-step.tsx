import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import type { MfaChallenge, OtpEmailSent } from '@creditdesk/contracts';
import { formatDuration } from '../../../lib/format-date-time';
import { EnrolmentGuide } from './enrolment-guide';
import { OtpCodeForm } from './otp-code-form';
import { useMfaStep } from './use-mfa-step';

type MfaStepProps = {
  challenge: MfaChallenge;
  userName: string;
  onRestart: (message: string) => void;
  onCancel: () => void;
};

function EmailSentNotice({ sent }: { sent: OtpEmailSent }) {
  const more =
    sent.sends_remaining === 0
      ? 'No more codes can be sent for this log-in.'
      : `You can ask for ${sent.sends_remaining} more ${sent.sends_remaining === 1 ? 'code' : 'codes'}.`;
  return (
    <Alert severity="info" role="status" icon={<MailOutlined aria-hidden="true" />}>
      We sent a 6-digit code to <strong>{sent.to}</strong>. It is valid for {formatDuration(sent.expires_in * 1000)}. {more}
    </Alert>
  );
}

/** Warning 4001: the one-time code, with the authenticator app (QR enrolment on first login) or by e-mail. */
export function MfaStep({ challenge, userName, onRestart, onCancel }: MfaStepProps) {
  const step = useMfaStep({ challenge, onRestart });
  const enrolling = !challenge.totp_enrolled && challenge.enrollment !== undefined;
  const byApp = step.method === 'totp';
  const canEmail = challenge.methods.includes('email');
  const canApp = challenge.methods.includes('totp');
  const canPasskey = challenge.methods.includes('passkey');
  const busy = step.pending !== null;
  const emailIcon = step.pending === 'email' ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <MailOutlined aria-hidden="true" />;

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h6" component="h2">
          {enrolling && byApp ? 'Set up two-step verification' : 'Enter your verification code'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {enrolling && byApp
            ? 'Your company asks for a second step when you log in. Set up an authenticator app once; from then on you enter the code it shows.'
            : byApp
              ? 'Open your authenticator app and enter the 6-digit code it shows for Creditdesk.'
              : 'Enter the 6-digit code from the e-mail we sent you.'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Logging in as <strong>{userName}</strong>
        </Typography>
      </Box>
      {canPasskey && (
        <Button
          variant="contained"
          disabled={busy}
          startIcon={step.pending === 'passkey' ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <KeyOutlined aria-hidden="true" />}
          onClick={() => void step.answerWithPasskey()}
        >
          Use my passkey
        </Button>
      )}
      {enrolling && byApp && challenge.enrollment && <EnrolmentGuide enrollment={challenge.enrollment} />}
      {!byApp && step.emailSent && <EmailSentNotice sent={step.emailSent} />}
      <OtpCodeForm
        key={step.method}
        label={byApp ? 'Code from your authenticator app' : 'Code from the e-mail'}
        pending={step.pending === 'code'}
        error={step.error}
        onSubmit={step.submitCode}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {byApp && canEmail && (
          <Button variant="text" disabled={busy} startIcon={emailIcon} onClick={() => void step.requestEmail()}>
            Send me a code by e-mail instead
          </Button>
        )}
        {!byApp && canEmail && (step.emailSent?.sends_remaining ?? 1) > 0 && (
          <Button variant="text" disabled={busy} startIcon={emailIcon} onClick={() => void step.requestEmail()}>
            {step.emailSent ? 'Send another code' : 'Send me a code by e-mail'}
          </Button>
        )}
        {!byApp && canApp && (
          <Button variant="text" disabled={busy} startIcon={<PhonelinkLockOutlined aria-hidden="true" />} onClick={step.switchToApp}>
            Use my authenticator app instead
          </Button>
        )}
        <Button variant="text" color="inherit" disabled={busy} startIcon={<ArrowBack aria-hidden="true" />} onClick={onCancel}>
          Back to Log In
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        For your security, this step must be finished within {formatDuration(challenge.expires_in * 1000)} of entering your password.
      </Typography>
    </Stack>
  );
}
