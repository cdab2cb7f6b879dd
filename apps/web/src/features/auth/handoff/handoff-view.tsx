import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { capitalizeName } from '@creditdesk/contracts';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { formatDuration } from '../../../lib/format-date-time';
import type { HandoffState } from './use-handoff';

/** The support handoff on /login: opening, complete (then '/' after the delay), or not complete. */
export function HandoffView({ state }: { state: Exclude<HandoffState, { status: 'idle' }> }) {
  const { name, username, customerName } = useSelector(selectAuth);
  return (
    <PublicPageFrame maxWidth={520}>
      {state.status === 'working' && (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
          <CircularProgress aria-hidden="true" />
          <Typography variant="h4" component="h1">
            Opening the support session…
          </Typography>
        </Stack>
      )}
      {state.status === 'complete' && (
        <Stack spacing={2.5}>
          <Box sx={{ width: 52, height: 52, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'success.main', color: '#fff' }}>
            <CheckCircleOutlined aria-hidden="true" />
          </Box>
          <Typography variant="h4" component="h1">
            Impersonation complete
          </Typography>
          <Alert severity="warning" icon={<SupportAgentOutlined aria-hidden="true" />} role="status">
            You are acting as <strong>{capitalizeName(name)}</strong> ({username}){customerName ? ` of ${customerName}` : ''}. What you do is
            recorded under your support identity.
          </Alert>
          <Typography color="text.secondary">Taking you to Creditdesk in {formatDuration(state.redirectMs)}…</Typography>
          <Button component={RouterLink} to="/" replace variant="contained" size="large">
            Continue now
          </Button>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Stack spacing={2.5}>
          <Typography variant="h4" component="h1">
            Impersonation not complete
          </Typography>
          <Alert severity="error" role="alert">
            {state.message}
          </Alert>
          <Button component={RouterLink} to="/" variant="outlined" size="large">
            Back to home
          </Button>
        </Stack>
      )}
    </PublicPageFrame>
  );
}
