import { useSelector } from 'react-redux';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { LOGIN_ERROR_CONTENT, type LoginErrorPage as LoginErrorPageName } from '@creditdesk/contracts';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { selectIsLoggedIn } from '../../../lib/auth/auth-slice';
import { selectClientConfig } from '../../../lib/client-config-slice';
import type { LoginPageState } from './login-page';
import { LogInButton } from '../../../components/log-in-button';

const ICONS = { error: ErrorOutlined, warning: WarningAmberOutlined, info: InfoOutlined } as const;

type LoginErrorPageProps = { page: LoginErrorPageName };

function readReason(state: unknown): string | undefined {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason.trim() ? reason.trim() : undefined;
}

/** A login outcome page (/login-error/*): what happened, what to do next, and the way back. */
export function LoginErrorPage({ page }: LoginErrorPageProps) {
  const content = LOGIN_ERROR_CONTENT[page];
  const location = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { supportEmail, supportPhone } = useSelector(selectClientConfig);
  const reason = page === 'blocked' ? readReason(location.state) : undefined;
  const Icon = ICONS[content.tone];
  const canContinue = page === 'warning' && loggedIn;
  return (
    <PublicPageFrame maxWidth={560}>
      <Stack spacing={2.5}>
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${content.tone}.main`,
            color: '#fff',
          }}
        >
          <Icon aria-hidden="true" />
        </Box>
        <Typography variant="h4" component="h1">
          {content.title}
        </Typography>
        <Typography>{content.body}</Typography>
        {page === 'blocked' && (
          <Alert severity="error" variant="outlined">
            <strong>Reason:</strong> {reason ?? 'No reason was given.'}
          </Alert>
        )}
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
            What to do next
          </Typography>
          <Typography color="text.secondary">{content.next}</Typography>
          {content.contact === 'support' && supportEmail && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Creditdesk support: <Link href={`mailto:${supportEmail}`} underline="always">{supportEmail}</Link>
              {supportPhone && <> · <span style={{ whiteSpace: 'nowrap' }}>{supportPhone}</span></>}
            </Typography>
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          {canContinue ? (
            <>
              <Button component={RouterLink} to="/" variant="contained" size="large">
                Continue to Creditdesk
              </Button>
              <Button component={RouterLink} to="/profile" variant="outlined" size="large">
                Change Password
              </Button>
            </>
          ) : page === 'sso-configured' ? (
            <Button component={RouterLink} to="/login" state={{ mode: 'sso' } satisfies LoginPageState} variant="contained" size="large">
              Sign in with single sign-on
            </Button>
          ) : (
            <LogInButton>Back to Log In</LogInButton>
          )}
        </Stack>
      </Stack>
    </PublicPageFrame>
  );
}
