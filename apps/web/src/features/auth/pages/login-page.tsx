import { Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@creditdesk/contracts';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { selectIsLoggedIn } from '../../../lib/auth/auth-slice';
import { PageLoading } from '../../../components/page-loading';
import { lazyComponent } from '../../../lib/lazy-component';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { PasswordStep } from '../components/password-step';
import { useHandoff } from '../handoff/use-handoff';
import { usePasswordLogin } from '../hooks/use-password-login';
import { useSsoReturn } from '../sso/use-sso-return';

// The one-time-code step, the single-sign-on form and the support handoff's view: chunks of their own,
// loaded when shown, so the password form a visitor sees first comes without them (issue 30).
const FORGOT_PASSWORD = ['/forgot-password'];
const HandoffView = lazyComponent(() => import('../handoff/handoff-view'), 'HandoffView').Component;
const MfaStep = lazyComponent(() => import('../mfa/mfa-step'), 'MfaStep').Component;
const SsoForm = lazyComponent(() => import('../sso/sso-form'), 'SsoForm').Component;
const stepLoading = <PageLoading label="Loading…" />;

/** What another page may hand the login page: a notice to show (a reset password), or the SSO path to open. */
export type LoginPageState = { notice?: string; mode?: 'sso' };

function readState(state: unknown): LoginPageState {
  const value = (state ?? {}) as Record<string, unknown>;
  return { notice: typeof value.notice === 'string' ? value.notice : undefined, mode: value.mode === 'sso' ? 'sso' : undefined };
}

const SUBTITLES = {
  password: 'Enter your User ID and password to continue.',
  sso: 'Sign in with your company account.',
  mfa: 'One more step to finish logging in.',
} as const;

/**
 * /login (portal.md §4): the password login and its one-time-code step, single sign-on (start and
 * return), and the support handoff. A user who opens it while logged in goes to '/'.
 */
export function LoginPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const [openedLoggedIn] = useState(loggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const [{ notice, mode: requestedMode }] = useState(() => readState(location.state));
  // What another page handed over is read once: a reload shows the plain login page again.
  useEffect(() => {
    if (location.state && !location.search) void navigate('/login', { replace: true, state: null });
    // Once, for the state the page was opened with.
  }, []);
  const handoff = useHandoff();
  const ssoReturn = useSsoReturn();
  const login = usePasswordLogin();
  const [mode, setMode] = useState<'password' | 'sso'>(requestedMode ?? (ssoReturn.status === 'idle' ? 'password' : 'sso'));

  if (handoff.status !== 'idle') {
    return (
      <Suspense fallback={<PageLoading fillViewport />}>
        <HandoffView state={handoff} />
      </Suspense>
    );
  }
  if (openedLoggedIn) return <Navigate to="/" replace />;

  const step = login.mfa ? 'mfa' : mode;
  return (
    <PublicPageFrame maxWidth={login.mfa?.challenge.enrollment ? 560 : 460}>
      {/* a typed User ID or password: leaving asks, except by the form's own "Forgot password?" */}
      <UnsavedChangesPrompt signedOut onward={FORGOT_PASSWORD} />
      <Typography variant="h4" component="h1">
        Log In
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {SUBTITLES[step]}
      </Typography>
      {notice && step === 'password' && (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {notice}
        </Alert>
      )}
      {ssoReturn.status === 'working' ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
          <CircularProgress aria-hidden="true" />
          <Typography>Completing single sign-on…</Typography>
        </Stack>
      ) : login.mfa ? (
        <Suspense fallback={stepLoading}>
          <MfaStep
            challenge={login.mfa.challenge}
            userName={login.mfa.userName}
            onRestart={(message) => login.endMfa(message)}
            onCancel={() => login.endMfa()}
          />
        </Suspense>
      ) : mode === 'sso' ? (
        <Suspense fallback={stepLoading}>
          <SsoForm
            alert={ssoReturn.status === 'failed' ? ssoReturn.message : undefined}
            initialIdentifier={ssoReturn.status === 'failed' ? ssoReturn.idpIdentifier : undefined}
            onBack={() => setMode('password')}
          />
        </Suspense>
      ) : (
        <PasswordStep pending={login.pending} error={login.inlineError} onSubmit={login.submit} onSso={() => setMode('sso')} onPasskey={() => void login.signInWithPasskey()} />
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
