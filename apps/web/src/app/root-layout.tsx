import { Suspense, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useMatches } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { usePageRefreshMarker } from '../lib/auth/use-page-refresh-marker';
import { bootstrapSession } from '../lib/auth/session-bootstrap';
import { selectAuth } from '../lib/auth/auth-slice';
import { isInternetExplorer } from '../lib/browser';
import { useAppDispatch } from '../lib/redux-hooks';
import { lazyComponent } from '../lib/lazy-component';
import { PublicLayout } from './layout/public-layout';
import type { RouteHandle } from './routes';

// Only a logged-in user needs the portal's chrome and session timers, only Internet Explorer the notice
// that it is not supported: each is its own chunk, so the public pages load without them (issue 12).
const AuthenticatedLayout = lazyComponent(() => import('./layout/authenticated-layout'), 'AuthenticatedLayout').Component;
const SessionManager = lazyComponent(() => import('./session-manager'), 'SessionManager').Component;
// Step-up (RFC 9470): a protected act's call waits for this dialog (api/step-up-gate.ts)
const StepUpDialog = lazyComponent(() => import('../features/auth/step-up/step-up-dialog'), 'StepUpDialog').Component;
const BrowserSupportDialog = lazyComponent(() => import('../features/session/components/browser-support-dialog'), 'BrowserSupportDialog').Component;
// The theme and MUI's baseline: a chunk of its own, loading from the start beside the first page (issue 30).
const LazyUiRoot = lazyComponent(() => import('./ui-root'), 'UiRoot');
void LazyUiRoot.preload().catch(() => undefined);
const UiRoot = LazyUiRoot.Component;
/** starts (once) loading the theme's chunk; main.tsx waits for it before it replaces a prerendered page. */
export const preloadUiRoot = LazyUiRoot.preload;

/** The root route: session check, chrome for the page, session timers, global notices. */
export function RootLayout() {
  const dispatch = useAppDispatch();
  const { status, loggedIn } = useSelector(selectAuth);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const bootstrapped = useRef(false);
  const [unsupportedBrowser] = useState(() => isInternetExplorer(globalThis.navigator?.userAgent ?? ''));

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
    <Suspense fallback={<LoadingScreen />}>
      <UiRoot>
      {withChrome ? (
        <Suspense fallback={<LoadingScreen />}>
          <AuthenticatedLayout>
            <Outlet />
          </AuthenticatedLayout>
        </Suspense>
      ) : (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      )}
      {loggedIn && (
        <Suspense fallback={null}>
          <SessionManager />
          <StepUpDialog />
        </Suspense>
      )}
      {unsupportedBrowser && (
        <Suspense fallback={null}>
          <BrowserSupportDialog />
        </Suspense>
      )}
      </UiRoot>
    </Suspense>
  );
}
