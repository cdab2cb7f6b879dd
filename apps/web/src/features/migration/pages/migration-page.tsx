import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MIGRATION_MESSAGES } from '@creditdesk/contracts';
import { httpStatusOf } from '../../../api/api-errors';
import { UserIdField } from '../../../components/form/user-id-field';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { MigrationHelp } from '../components/migration-help';
import { ReadOnlyField } from '../components/read-only-field';
import { useMigration } from '../hooks/use-migration';
import { MIGRATION_TEXTS } from '../migration-texts';
import { LogInButton } from '../../../components/log-in-button';

/** /migration/sso: 'Create New User ID' for a legacy user, who arrives here from the login (warning 2003). */
export function MigrationPage() {
  const { loggedIn, user, newUserId, setNewUserId, check, submit, continueDisabled, migrating } = useMigration();
  return (
    <PublicPageFrame maxWidth={600}>
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h1">
          Create New User ID
        </Typography>
        <Typography color="text.secondary">{MIGRATION_TEXTS.why}</Typography>
        {!loggedIn ? (
          <NotLoggedIn />
        ) : user.isLoading ? (
          <Stack spacing={2} aria-busy="true" aria-label="Loading your details">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : user.error || !user.data ? (
          httpStatusOf(user.error) === 409 ? (
            <Alert severity="info" variant="outlined" action={<Button component={RouterLink} to="/" color="inherit">Continue</Button>}>
              {MIGRATION_MESSAGES.notLegacy}
            </Alert>
          ) : (
            <Alert severity="error" variant="outlined" action={<Button color="inherit" onClick={() => void user.refetch()}>Try again</Button>}>
              {MIGRATION_TEXTS.loadFailed}
            </Alert>
          )
        ) : (
          <Box
            component="form"
            noValidate
            aria-label="Create New User ID"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack spacing={2.5}>
              <ReadOnlyField label="Name" value={user.data.name} />
              <ReadOnlyField label="E-mail address" value={user.data.emailAddress} />
              <Typography color="text.secondary">{MIGRATION_TEXTS.how}</Typography>
              <UserIdField label="New User ID" name="userName" value={newUserId} onChange={setNewUserId} check={check} required />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={continueDisabled}
                  startIcon={migrating ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                >
                  Continue
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
        <MigrationHelp />
      </Stack>
    </PublicPageFrame>
  );
}

function NotLoggedIn() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{MIGRATION_TEXTS.logInFirst}</Typography>
      <LogInButton />
    </Stack>
  );
}
