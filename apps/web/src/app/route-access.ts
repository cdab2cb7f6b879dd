import { canEnterRoute, type Entitlement, type PortalRoute } from '@creditdesk/contracts';
import type { AuthState } from '../lib/auth/auth-slice';

export type RouteDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

type AccessState = Pick<AuthState, 'status' | 'loggedIn' | 'entitlements' | 'subscriptionList'>;

/** The user may open the route: entitlements from the route table (any-of), and its subscription. */
export function mayOpen(route: PortalRoute, entitlements: readonly Entitlement[], subscriptions: readonly string[]) {
  return canEnterRoute(route.path, entitlements, subscriptions);
}

/**
 * The route guard's rule (portal.md §2, §4, §6). Pages needing authentication send a logged-out
 * visitor to '/', the landing view; a route the user's entitlements do not open also goes to '/'.
 */
export function decideRouteAccess(route: PortalRoute, auth: AccessState): RouteDecision {
  if (auth.status !== 'ready') return { kind: 'wait' };
  if (route.public) return { kind: 'allow' };
  if (!auth.loggedIn) return { kind: 'redirect', to: '/' };
  if (!mayOpen(route, auth.entitlements, auth.subscriptionList)) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}
