import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Footer } from './footer';

type PublicLayoutProps = { children: ReactNode };

/** Unauthenticated pages: no header, top bar or navigation (portal.md §2); the page, then the footer. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {children}
      <Footer />
    </Box>
  );
}
