import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lazyComponent } from '../../lib/lazy-component';

// Below the page on every public screen: the footer's own chunk (its links, icon buttons and their
// ripple) loads beside the page instead of in the first load (issue 12).
const Footer = lazyComponent(() => import('./footer'), 'Footer').Component;

type PublicLayoutProps = { children: ReactNode };

/** Unauthenticated pages: no header, top bar or navigation (portal.md §2); the page, then the footer. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {children}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
