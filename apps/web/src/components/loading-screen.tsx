import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { BrandMark } from './brand-logo';

type LoadingScreenProps = { label?: string };

/** Full-page progress while the session check runs or a session is restored. */
export function LoadingScreen({ label = 'Loading Creditdesk…' }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 3 }}
    >
      <BrandMark size={56} />
      <CircularProgress size={32} aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
