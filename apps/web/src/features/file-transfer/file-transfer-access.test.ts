import { describe, expect, it } from 'vitest';
import { EFTS_MESSAGES, findPortalRoute } from '@creditdesk/contracts';
import { NAV_TREE } from '../../app/layout/nav-config';
import { visibleNav, type VisibleNavNode } from '../../app/layout/nav-visibility';
import { decideRouteAccess } from '../../app/route-access';
import { initialAuthState } from '../../lib/auth/auth-slice';

const labels = (nodes: VisibleNavNode[]): string[] => nodes.flatMap((n) => (n.kind === 'group' ? labels(n.children) : [n.label]));
const signedIn = { ...initialAuthState, status: 'ready' as const, loggedIn: true };

describe('file transfer needs a group that grants it', () => {
  it('shows the menu entry only with isFileTransportAuthorized', () => {
    expect(labels(visibleNav(NAV_TREE, { entitlements: [], subscriptionList: [], isFileTransportAuthorized: true }))).toContain('File Transfer');
    expect(labels(visibleNav(NAV_TREE, { entitlements: [], subscriptionList: [], isFileTransportAuthorized: false }))).not.toContain('File Transfer');
  });

  it('opens the screens with it and says why not without it', () => {
    for (const path of ['/file-transfer', '/file-transfer/:system', '/file-transfer/:system/:folder']) {
      const route = findPortalRoute(path)!;
      expect(decideRouteAccess(route, { ...signedIn, isFileTransportAuthorized: true })).toEqual({ kind: 'allow' });
      expect(decideRouteAccess(route, { ...signedIn, subscriptionList: ['filetransfer'] })).toEqual({ kind: 'refuse', reason: EFTS_MESSAGES.notAuthorized });
      // the company's feature switched off: the page names the feature, not the group (issue 33)
      expect(decideRouteAccess(route, signedIn)).toEqual({ kind: 'refuse', reason: EFTS_MESSAGES.featureRequired });
    }
  });
});
