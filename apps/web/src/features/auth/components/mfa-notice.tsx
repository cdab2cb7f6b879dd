import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type MfaNoticeProps = { userName: string; onBack: () => void };

/**
 * Warning 4001: the login needs a one-time passcode. The tokens are held aside (not as the session);
 * the passcode screen arrives in a later release, so for now the user is told so.
 */
export function MfaNotice({ userName, onBack }: MfaNoticeProps) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" role="status">
        <AlertTitle>Verification required</AlertTitle>
        Your company requires a one-time passcode to finish logging in as <strong>{userName}</strong>.
      </Alert>
      <Typography color="text.secondary">
        Passcode verification is not yet available in this version of Creditdesk. Please contact your company
        administrator for help logging in.
      </Typography>
      <Button variant="outlined" onClick={onBack}>
        Back to Log In
      </Button>
    </Stack>
  );
}
