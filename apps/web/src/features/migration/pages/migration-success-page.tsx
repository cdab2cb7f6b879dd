import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { readMigrationResult } from '../migration-result';
import { MIGRATION_TEXTS } from '../migration-texts';
import { LogInButton } from '../../../components/log-in-button';

/** /migration/success (no authentication): the new User ID, where the e-mail went, and the way to log in. */
export function MigrationSuccessPage() {
  const [result] = useState(readMigrationResult);
  return (
    <PublicPageFrame maxWidth={560}>
      <Stack spacing={2.5}>
        <Box sx={{ width: 52, height: 52, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'success.main', color: '#fff' }}>
          <CheckRounded aria-hidden="true" />
        </Box>
        <Typography variant="h4" component="h1">
          User ID Created
        </Typography>
        <Typography>{MIGRATION_TEXTS.created}</Typography>
        {result && (
          <Box component="dl" aria-label="Your new User ID" sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.75 }}>
            <Typography component="dt" color="text.secondary">
              New User ID
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {result.userName}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Sent to
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {result.email}
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <MailOutlined color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
          <Typography>{MIGRATION_TEXTS.lookForEmail}</Typography>
        </Stack>
        <Box sx={{ pt: 1 }}>
          <LogInButton />
        </Box>
      </Stack>
    </PublicPageFrame>
  );
}
