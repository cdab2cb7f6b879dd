import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ELETTER_MESSAGES } from '@creditdesk/contracts';
import { selectAuth } from '../../../lib/auth/auth-slice';

/** The company holds the eLetters feature (templates, reason codes and settings are written only with it). */
export const useHasLetters = () => useSelector(selectAuth).subscriptionList.includes('eletters');

/** Said before anything is typed, where the server would refuse the save: the feature is off. */
export function FeatureNotice() {
  if (useHasLetters()) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button component={RouterLink} to="/subscription" color="inherit" size="small">
          Features
        </Button>
      }
    >
      {ELETTER_MESSAGES.featureRequired}
    </Alert>
  );
}
