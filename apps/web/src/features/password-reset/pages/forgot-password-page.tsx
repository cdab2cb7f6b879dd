import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useDevOutboxAvailable } from '../../../api/dev-outbox-api';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { ConfirmResetForm } from '../components/confirm-reset-form';
import { RequestCodeForm } from '../components/request-code-form';
import { usePasswordReset } from '../hooks/use-password-reset';

/** /forgot-password: a code by e-mail, then a new password; back to the login page with a message. */
export function ForgotPasswordPage() {
  const reset = usePasswordReset();
  const outbox = useDevOutboxAvailable();
  const { step } = reset;
  return (
    <PublicPageFrame maxWidth={step.kind === 'confirm' ? 520 : 440}>
      <Typography variant="h4" component="h1">
        Reset Your Password
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {step.kind === 'request' ? 'Step 1 of 2: get a code by e-mail.' : 'Step 2 of 2: enter the code and choose a new password.'}
      </Typography>
      <Stack spacing={2.5}>
        {reset.error && (
          <Alert severity="error" role="alert">
            {reset.error}
          </Alert>
        )}
        {step.kind === 'request' ? (
          <RequestCodeForm pending={reset.pending} onSubmit={reset.sendCode} />
        ) : (
          <>
            <Alert severity="info" role="status" icon={<MarkEmailReadOutlined aria-hidden="true" />}>
              {step.notice} The code is for <strong>{step.userName}</strong> and works once.
            </Alert>
            {outbox && (
              <Alert severity="info" variant="outlined">
                Development: e-mails are kept in the{' '}
                <Link component={RouterLink} to="/dev/outbox" target="_blank" rel="noopener" underline="always">
                  development outbox
                </Link>
                , where you can read the code.
              </Alert>
            )}
            <ConfirmResetForm userName={step.userName} pending={reset.pending} onSubmit={reset.confirmReset} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="text" disabled={reset.pending} onClick={() => void reset.sendCode(step.userName)}>
                Send a new code
              </Button>
              <Button variant="text" disabled={reset.pending} onClick={reset.startOver}>
                Use a different User ID
              </Button>
            </Box>
          </>
        )}
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Button component={RouterLink} to="/login" variant="text" startIcon={<ArrowBack aria-hidden="true" />}>
        Back to Log In
      </Button>
    </PublicPageFrame>
  );
}
