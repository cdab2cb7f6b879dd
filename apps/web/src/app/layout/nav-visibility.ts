import { canOpenRoute, findPortalRoute, hasRouteProduct, hasRouteSubscription, type Entitlement } from '@creditdesk/contracts';
import type { NavGroupNode, NavLinkNode, NavNode } from './nav-config';

export type VisibleNavLink = Omit<NavLinkNode, 'label'> & { label: string; disabled: boolean };
export type VisibleNavGroup = Omit<NavGroupNode, 'children'> & { children: VisibleNavNode[] };
export type VisibleNavNode = VisibleNavLink | VisibleNavGroup;

type Viewer = { entitlements: readonly Entitlement[]; subscriptionList: readonly string[]; isFileTransportAuthorized?: boolean; productList?: readonly string[] };

/**
 * The drawer the viewer sees: a link is hidden when the route table does not let them open its route;
 * a link whose route needs a subscription the company lacks stays, greyed out and disabled; a group
 * without a visible link is hidden.
 */
export function visibleNav(nodes: readonly NavNode[], viewer: Viewer): VisibleNavNode[] {
  return nodes.flatMap((node): VisibleNavNode[] => {
    if (node.kind === 'group') {
      const children = visibleNav(node.children, viewer);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    const route = findPortalRoute(node.path);
    if (!route) throw new Error(`navigation names an unknown route: ${node.path}`);
    // Entitlements decide visibility; the subscription only enables.
    if (!canOpenRoute(route.path, viewer.entitlements)) return [];
    // file transfer comes from a user group (isFileTransportAuthorized): without it the link is hidden
    if (route.fileTransfer && !viewer.isFileTransportAuthorized) return [];
    // so do the TeleCheck lists, from a group's products
    if (!hasRouteProduct(route, viewer.productList ?? [])) return [];
    return [{ ...node, label: node.label ?? route.title, disabled: !hasRouteSubscription(route, viewer.subscriptionList) }];
  });
}

const links = (nodes: readonly VisibleNavNode[]): VisibleNavLink[] =>
  nodes.flatMap((node) => (node.kind === 'group' ? links(node.children) : [node]));

/** The link that shows as current: the exact path, else the longest link (or page it is also current on) the path lies under. */
export function activeLinkPath(nodes: readonly VisibleNavNode[], pathname: string): string | undefined {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const matching = links(nodes).flatMap((l) => [l.path, ...(l.also ?? [])].filter(under).map((matched) => ({ link: l.path, length: matched.length })));
  return matching.sort((a, b) => b.length - a.length)[0]?.link;
}

/** Groups (by id) that hold the given link: they start open. */
export function groupsContaining(nodes: readonly VisibleNavNode[], linkPath: string | undefined): string[] {
  if (!linkPath) return [];
  return nodes.flatMap((node) => {
    if (node.kind !== 'group') return [];
    const inner = groupsContaining(node.children, linkPath);
    const holds = inner.length > 0 || node.children.some((c) => c.kind === 'link' && c.path === linkPath);
    return holds ? [node.id, ...inner] : inner;
  });
}
