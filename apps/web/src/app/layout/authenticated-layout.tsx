import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { MessageArea } from '../../components/message-area';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { PrivacyPolicyDialog } from '../../features/session/components/privacy-policy-dialog';
import { selectAuth } from '../../lib/auth/auth-slice';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes';
import { Footer } from './footer';
import { Header } from './header';
import { IMPERSONATION_BAR_HEIGHT } from './impersonation-bar';
import { NavDrawer } from './nav-drawer';
import { SkipLink } from './skip-link';

type AuthenticatedLayoutProps = { children: ReactNode };

/** Logged-in pages: header, left navigation, the global message area, the page, the footer. */
export function AuthenticatedLayout({ children }: AuthenticatedLayoutProps) {
  // Open by default (portal.md §2) beside the page. On a phone it is a temporary drawer over the page
  // (issue 33: the permanent one squeezed the page into a narrow column), opened from the header and
  // closed by choosing a page: it is open only on the path it was opened on.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(true);
  const { pathname } = useLocation();
  const [phoneMenuOn, setPhoneMenuOn] = useState<string | null>(null);
  const phoneMenuOpen = phoneMenuOn === pathname;
  const { username, privacyNeverDisplay, passwordChangeRequired, impersonatedBy } = useSelector(selectAuth);
  const topOffset = impersonatedBy ? IMPERSONATION_BAR_HEIGHT : 0;
  const logout = useLogout();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Header onLogout={logout} onOpenMenu={phone ? () => setPhoneMenuOn(pathname) : undefined} />
      {phone ? (
        <NavDrawer temporary open={phoneMenuOpen} onToggle={() => setPhoneMenuOn(null)} onExpand={() => undefined} />
      ) : (
        <NavDrawer open={drawerOpen} onToggle={() => setDrawerOpen((open) => !open)} onExpand={() => setDrawerOpen(true)} topOffset={topOffset} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar sx={{ minHeight: { xs: 64 } }} />
        {topOffset > 0 && <Box sx={{ height: topOffset, flex: 'none' }} />}
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 }, outline: 'none' }}>
          <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
            <MessageArea />
            {children}
          </Box>
        </Box>
        <Footer />
      </Box>
      <UnsavedChangesPrompt />
      {/* Shown once the password is no longer temporary: until then nothing else can be done. */}
      {!passwordChangeRequired && (
        <PrivacyPolicyDialog key={username} username={username} neverDisplay={privacyNeverDisplay} supportSession={impersonatedBy !== null} />
      )}
    </Box>
  );
}
