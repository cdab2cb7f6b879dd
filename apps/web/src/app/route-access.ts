import { EFTS_MESSAGES, canEnterRoute, hasRouteProduct, type Entitlement, type PortalRoute } from '@creditdesk/contracts/shell';
import type { AuthState } from '../lib/auth/auth-slice';

export type RouteDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'refuse'; reason: string };

type AccessState = Pick<AuthState, 'status' | 'loggedIn' | 'entitlements' | 'subscriptionList'> &
  Partial<Pick<AuthState, 'passwordChangeRequired' | 'isFileTransportAuthorized' | 'productList'>>;

/** Where a user whose password must change is kept until it is changed (docs/login-outcomes.md). */
export const PASSWORD_CHANGE_PATH = '/profile';

/** The user may open the route: entitlements from the route table (any-of), and its subscription. */
export function mayOpen(route: PortalRoute, entitlements: readonly Entitlement[], subscriptions: readonly string[]) {
  return canEnterRoute(route.path, entitlements, subscriptions);
}

/**
 * The route guard's rule (portal.md §2, §4, §6). Pages needing authentication send a logged-out
 * visitor to '/', the landing view; a route the user's entitlements do not open also goes to '/',
 * unless the route says who may open it (`refusal`): then the page tells the user so.
 * A session whose password must change (password_change_required) stays on My Profile: the server
 * refuses everything else until then.
 */
export function decideRouteAccess(route: PortalRoute, auth: AccessState): RouteDecision {
  if (auth.status !== 'ready') return { kind: 'wait' };
  const portalPage = !route.public || route.path === '/';
  if (auth.loggedIn && auth.passwordChangeRequired && portalPage && route.path !== PASSWORD_CHANGE_PATH) {
    return { kind: 'redirect', to: PASSWORD_CHANGE_PATH };
  }
  if (route.public) return { kind: 'allow' };
  if (!auth.loggedIn) return { kind: 'redirect', to: '/' };
  if (!mayOpen(route, auth.entitlements, auth.subscriptionList)) return route.refusal ? { kind: 'refuse', reason: route.refusal } : { kind: 'redirect', to: '/' };
  // file transfer comes from the company's feature and a user group, not an entitlement: the page says which is missing
  if (route.fileTransfer && !auth.isFileTransportAuthorized) {
    return { kind: 'refuse', reason: auth.subscriptionList.includes('filetransfer') ? EFTS_MESSAGES.notAuthorized : EFTS_MESSAGES.featureRequired };
  }
  // the TeleCheck lists come from a group's products
  if (!hasRouteProduct(route, auth.productList ?? [])) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}
