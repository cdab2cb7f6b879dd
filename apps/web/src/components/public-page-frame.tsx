import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BrandLogo } from './brand-logo';

type PublicPageFrameProps = { children: ReactNode; maxWidth?: number };

/** Unauthenticated pages (login, outcomes, registration): no header or navigation, one centred card. */
export function PublicPageFrame({ children, maxWidth = 480 }: PublicPageFrameProps) {
  return (
    <Box
      component="main"
      id="main-content"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 4, md: 7 },
        background: 'linear-gradient(180deg, rgba(11,58,117,0.07) 0%, rgba(11,58,117,0) 360px)',
      }}
    >
      <BrandLogo size={40} />
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth, mt: 4, p: { xs: 3, sm: 5 }, boxShadow: '0 12px 40px rgba(11, 58, 117, 0.08)' }}
      >
        {children}
      </Paper>
    </Box>
  );
}
