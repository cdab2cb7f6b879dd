import { describe, expect, it } from 'vitest';
import type { Entitlement } from '@creditdesk/contracts';
import { NAV_TREE } from './nav-config';
import { activeLinkPath, groupsContaining, visibleNav, type VisibleNavNode } from './nav-visibility';

const ALL_ADMIN: Entitlement[] = ['usermanagementadmin', 'productmanagementadmin', 'securityadmin'];

/** "label" for links, "label/" for groups, depth-first. */
function outline(nodes: VisibleNavNode[], prefix = ''): string[] {
  return nodes.flatMap((n) =>
    n.kind === 'group' ? [`${prefix}${n.label}/`, ...outline(n.children, `${prefix}  `)] : [`${prefix}${n.label}${n.disabled ? ' (disabled)' : ''}`],
  );
}

/** The links everyone with storage and a TeleCheck product sees first. */
const EVERYONE_FIRST = ['Products', 'My Reports', 'Letters', 'TeleCheck Lists', 'Batch/', '  Create Batch'];

describe('visibleNav', () => {
  it('shows a full admin every section of the spec', () => {
    expect(outline(visibleNav(NAV_TREE, { entitlements: ALL_ADMIN, subscriptionList: ['storage'], productList: ['TCCN'] }))).toEqual([
      ...EVERYONE_FIRST,
      '  Create Input Template',
      '  Input Templates',
      'Manage/',
      '  Users & Groups/',
      '    Users',
      '    User Groups',
      '  Company Settings',
      '  API Clients',
      '  Webhooks',
      '  Account Numbers',
      '  Letter Templates',
      '  Product Settings/',
      '    Product Configurations',
      '    Product Registration',
      '  Audit Report History',
      '  Features',
      '  Configuration Engine',
      'Compliance/',
      '  OFAC Review Cases',
      'Help',
    ]);
  });

  it('hides the Manage group and the input templates from a standard user', () => {
    expect(outline(visibleNav(NAV_TREE, { entitlements: [], subscriptionList: ['storage'], productList: ['TLKN'] }))).toEqual([
      ...EVERYONE_FIRST,
      'Help',
    ]);
  });

  it('hides a link whose route the entitlements do not open (security admin only)', () => {
    expect(outline(visibleNav(NAV_TREE, { entitlements: ['securityadmin'], subscriptionList: [] }))).toContain('Manage/');
    const manage = outline(visibleNav(NAV_TREE, { entitlements: ['securityadmin'], subscriptionList: [], productList: ['TLKC'] }));
    expect(manage).toEqual(['Products', 'My Reports', 'Letters', 'TeleCheck Lists', 'Batch/', '  Create Batch', 'Manage/', '  Company Settings', '  API Clients', '  Webhooks', '  Audit Report History', 'Compliance/', '  OFAC Review Cases', 'Help']);
  });

  it('shows the TeleCheck Lists to a user whose groups grant one of the lists (TLKC, TLKN or TCCN), and to no one else', () => {
    const telecheck = (productList: string[]) => outline(visibleNav(NAV_TREE, { entitlements: ALL_ADMIN, subscriptionList: [], productList })).includes('TeleCheck Lists');
    expect(['TLKC', 'TLKN', 'TCCN'].map((code) => telecheck(['CCR', code]))).toEqual([true, true, true]);
    expect(telecheck(['CCR', 'TLCK'])).toBe(false); // ordering TeleCheck is not reading the lists
    expect(telecheck([])).toBe(false);
  });

  it('does not show Manage for usertransactionsadmin alone', () => {
    expect(outline(visibleNav(NAV_TREE, { entitlements: ['usertransactionsadmin'], subscriptionList: [] }))).not.toContain('Manage/');
  });

  it('greys out the input templates without the storage subscription', () => {
    const batch = outline(visibleNav(NAV_TREE, { entitlements: ['productmanagementadmin'], subscriptionList: [] }));
    expect(batch).toContain('  Create Input Template (disabled)');
    expect(batch).toContain('  Input Templates (disabled)');
    expect(batch).toContain('  Create Batch');
  });
});

describe('active link', () => {
  const nodes = visibleNav(NAV_TREE, { entitlements: ALL_ADMIN, subscriptionList: ['storage'], productList: ['TCCN'] });

  it('prefers the exact or longest matching link and opens the groups holding it', () => {
    expect(activeLinkPath(nodes, '/batch/input-templates/template-list')).toBe('/batch/input-templates/template-list');
    // a template's edit pages belong to the list, not to Create Batch above them
    expect(activeLinkPath(nodes, '/batch/input-templates/edit-template')).toBe('/batch/input-templates/template-list');
    expect(activeLinkPath(nodes, '/users/edit')).toBe('/users');
    expect(activeLinkPath(nodes, '/letter-templates/new')).toBe('/letter-templates');
    expect(activeLinkPath(nodes, '/user-groups/add')).toBe('/user-groups');
    expect(groupsContaining(nodes, '/users')).toEqual(['manage', 'users-and-groups']);
    expect(activeLinkPath(nodes, '/')).toBeUndefined();
  });
});
