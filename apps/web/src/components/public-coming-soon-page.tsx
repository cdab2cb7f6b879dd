import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { findPortalRoute } from '@creditdesk/contracts';
import { PublicPageFrame } from './public-page-frame';

type PublicComingSoonPageProps = { path: string };

/** An unauthenticated screen (registration, migration) whose content arrives in a later release. */
export function PublicComingSoonPage({ path }: PublicComingSoonPageProps) {
  const title = findPortalRoute(path)?.title ?? 'Creditdesk';
  return (
    <PublicPageFrame>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        This page is coming in a later release of Creditdesk.
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        Back to home
      </Button>
    </PublicPageFrame>
  );
}
