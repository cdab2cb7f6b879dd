import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileDetails } from '../components/profile-details';
import { useChangePassword } from '../hooks/use-change-password';
import { PasskeysSection } from '../components/passkeys-section';

type ProfilePageProps = {
  /** logs out (the forced logout after a lockout, 3003). */
  onLogout: () => void;
};

/** /profile (portal.md §2): the user's details and the password change. */
export function ProfilePage({ onLogout }: ProfilePageProps) {
  const auth = useSelector(selectAuth);
  const { submit, pending } = useChangePassword(onLogout);
  const context = useMemo(
    () => ({ userName: auth.username, email: auth.email, firstName: auth.firstName, lastName: auth.lastName }),
    [auth.username, auth.email, auth.firstName, auth.lastName],
  );
  return (
    <PageFrame title="My Profile" subtitle="Your account details and your password.">
      {auth.passwordChangeRequired && (
        <Alert severity="warning" variant="filled" sx={{ mb: 3 }}>
          <AlertTitle>You must change your temporary password</AlertTitle>
          Your password was issued by an administrator or has expired. Choose a new password below to continue to Creditdesk.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, gap: 3, alignItems: 'start' }}>
        <Paper component="section" variant="outlined" aria-labelledby="profile-details-title" sx={{ p: 3 }}>
          <Typography id="profile-details-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Your details
          </Typography>
          <ProfileDetails auth={auth} />
        </Paper>
        <Paper component="section" variant="outlined" aria-labelledby="change-password-title" sx={{ p: 3 }}>
          <Typography id="change-password-title" variant="h5" component="h2">
            Change password
          </Typography>
          {auth.isSSOUser ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              You sign in with your company&apos;s single sign-on, so you have no Creditdesk password. Your company manages your
              password.
            </Typography>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
                Other sessions of yours end when the password changes; this one stays open.
              </Typography>
              <ChangePasswordForm context={context} pending={pending} onSubmit={submit} />
            </>
          )}
        </Paper>
        {!auth.passwordChangeRequired && !auth.isSSOUser && (
          <Box sx={{ gridColumn: { lg: '2' } }}>
            <PasskeysSection />
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
