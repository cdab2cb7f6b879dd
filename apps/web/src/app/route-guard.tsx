import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import type { PortalRoute } from '@creditdesk/contracts';
import { LoadingScreen } from '../components/loading-screen';
import { selectAuth } from '../lib/auth/auth-slice';
import { decideRouteAccess } from './route-access';

type RouteGuardProps = { route: PortalRoute; children: ReactNode };

/** Renders the page when the route table lets the user open it, else redirects (see decideRouteAccess). */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const auth = useSelector(selectAuth);
  const decision = decideRouteAccess(route, auth);
  const allowed = decision.kind === 'allow';

  useEffect(() => {
    if (allowed) document.title = route.path === '/' ? 'Creditdesk' : `${route.title} | Creditdesk`;
  }, [allowed, route]);

  if (decision.kind === 'wait') return <LoadingScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
