import { useSelector } from 'react-redux';
import { Navigate, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@creditdesk/contracts';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { selectIsLoggedIn } from '../../../lib/auth/auth-slice';
import { LoginForm } from '../components/login-form';
import { MfaNotice } from '../components/mfa-notice';
import { usePasswordLogin } from '../hooks/use-password-login';

export function LoginPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { submit, pending, inlineError, mfaUser, cancelMfa } = usePasswordLogin();
  if (loggedIn && !pending) return <Navigate to="/" replace />;
  return (
    <PublicPageFrame maxWidth={440}>
      <Typography variant="h4" component="h1">
        Log In
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {mfaUser ? 'One more step to finish logging in.' : 'Enter your User ID and password to continue.'}
      </Typography>
      {mfaUser ? (
        <MfaNotice userName={mfaUser} onBack={cancelMfa} />
      ) : (
        <LoginForm pending={pending} error={inlineError} onSubmit={submit} />
      )}
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          New to Creditdesk?{' '}
          <Link component={RouterLink} to="/registration" underline="always">
            {MESSAGES.landing.registerLink}
          </Link>
        </Typography>
        <Link component={RouterLink} to="/" variant="body2">
          Back to home
        </Link>
      </Box>
    </PublicPageFrame>
  );
}
