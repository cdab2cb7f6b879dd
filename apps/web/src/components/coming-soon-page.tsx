import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { findPortalRoute } from '@creditdesk/contracts';
import { PageFrame } from './page-frame';

type ComingSoonPageProps = { path: string };

/** A screen whose content arrives in a later release: its title from the route table and a short note. */
export function ComingSoonPage({ path }: ComingSoonPageProps) {
  const title = findPortalRoute(path)?.title ?? 'Creditdesk';
  return (
    <PageFrame title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, display: 'flex', alignItems: 'center', gap: 3 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(11, 58, 117, 0.08)',
            color: 'primary.main',
            flex: 'none',
          }}
        >
          <ConstructionOutlined aria-hidden="true" />
        </Box>
        <Box>
          <Typography variant="h6" component="p">
            Coming soon
          </Typography>
          <Typography color="text.secondary">This page is coming in a later release of Creditdesk.</Typography>
        </Box>
      </Paper>
    </PageFrame>
  );
}
