import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useMatches } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { usePageRefreshMarker } from '../features/auth/hooks/use-page-refresh-marker';
import { bootstrapSession } from '../features/auth/session-thunks';
import { BrowserSupportDialog } from '../features/session/components/browser-support-dialog';
import { selectAuth } from '../lib/auth/auth-slice';
import { useAppDispatch } from '../lib/redux-hooks';
import { AuthenticatedLayout } from './layout/authenticated-layout';
import { PublicLayout } from './layout/public-layout';
import type { RouteHandle } from './routes';
import { SessionManager } from './session-manager';

/** The root route: session check, chrome for the page, session timers, global notices. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { status, loggedIn } = useSelector(selectAuth);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const bootstrapped = useRef(false);

  useEffect(() => {
    if (status !== 'checking' || bootstrapped.current) return;
    bootstrapped.current = true;
    void dispatch(bootstrapSession());
  }, [status, dispatch]);

  usePageRefreshMarker(loggedIn);

  if (status !== 'ready') {
    return <LoadingScreen label={status === 'refreshing' ? 'Refreshing your session…' : 'Loading Creditdesk…'} />;
  }

  const route = handle?.portalRoute;
  const withChrome = loggedIn && route !== undefined && (!route.public || route.path === '/');
  return (
    <>
      {withChrome ? (
        <AuthenticatedLayout>
          <Outlet />
        </AuthenticatedLayout>
      ) : (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      )}
      {loggedIn && <SessionManager />}
      <BrowserSupportDialog />
    </>
  );
}
