import { Suspense, useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import type { PortalRoute } from '@creditdesk/contracts/shell';
import { LoadingScreen } from '../components/loading-screen';
import { PageLoading } from '../components/page-loading';
import { selectAuth } from '../lib/auth/auth-slice';
import { lazyComponent } from '../lib/lazy-component';
import { decideRouteAccess } from './route-access';

// its own chunk: the first screen's budget (issue 12) has no room for what only a refusal shows
const NotAllowed = lazyComponent(() => import('../components/not-allowed'), 'NotAllowed');

type RouteGuardProps = { route: PortalRoute; children: ReactNode };

/** Renders the page when the route table lets the user open it, else redirects or says why not (see decideRouteAccess). */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const auth = useSelector(selectAuth);
  const decision = decideRouteAccess(route, auth);
  const shown = decision.kind === 'allow' || decision.kind === 'refuse';

  useEffect(() => {
    if (shown) document.title = route.path === '/' ? 'Creditdesk' : `${route.title} | Creditdesk`;
  }, [shown, route]);

  if (decision.kind === 'wait') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'refuse') {
    return (
      <Suspense fallback={<PageLoading fillViewport />}>
        <NotAllowed.Component title={route.title} reason={decision.reason} />
      </Suspense>
    );
  }
  return children;
}
