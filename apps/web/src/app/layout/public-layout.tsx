import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

// Below the page on every public screen: the footer's own chunk (its links, icon buttons and their
// ripple) is not in the first load (issue 12) but starts loading with it, beside the page's chunk, so
// it is there when the page first renders and never pushes into view after it (layout shift).
const LazyFooter = lazyComponent(() => import('./footer'), 'Footer');
void LazyFooter.preload().catch(() => undefined);
const Footer = LazyFooter.Component;
/** starts (once) loading the footer's chunk; main.tsx waits for it before it replaces a prerendered page. */
export const preloadFooter = LazyFooter.preload;

type PublicLayoutProps = { children: ReactNode };

/** Unauthenticated pages (plain elements: the shell holds no MUI, issue 30): no header, top bar or navigation (portal.md §2); the page, then the footer. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {children}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
