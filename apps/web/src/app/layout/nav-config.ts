import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';

/**
 * The left navigation (portal.md §2) as data. It names route paths only: titles and who may see a
 * link come from the contracts route table, so entitlements are written once.
 */
/** `also`: other pages (and the pages under them) on which the link shows as current (a list's edit pages). */
export type NavLinkNode = { kind: 'link'; path: string; label?: string; icon?: SvgIconComponent; also?: readonly string[] };
export type NavGroupNode = { kind: 'group'; id: string; label: string; icon?: SvgIconComponent; children: NavNode[] };
export type NavNode = NavLinkNode | NavGroupNode;

const link = (path: string, label?: string, icon?: SvgIconComponent, also?: readonly string[]): NavLinkNode => ({ kind: 'link', path, label, icon, ...(also ? { also } : {}) });

export const NAV_TREE: readonly NavNode[] = [
  link('/products', undefined, StorefrontOutlined),
  link('/my-reports', undefined, DescriptionOutlined),
  // adverse-action letters due and sent (built from a report); the templates are under Manage
  link('/letters', undefined, MarkEmailUnreadOutlined),
  // the checks placed with TeleCheck for collection or as negative items
  link('/telecheck/collections-negatives', 'TeleCheck Lists', ReceiptLongOutlined),
  {
    kind: 'group',
    id: 'batch',
    label: 'Batch',
    icon: LayersOutlined,
    children: [
      link('/batch'),
      link('/batch/input-templates/add-template'),
      link('/batch/input-templates/template-list', undefined, undefined, ['/batch/input-templates/edit-template', '/batch/input-templates/edit-template-details']),
    ],
  },
  // shown to users whose group grants file transfer (nav-visibility.ts)
  link('/file-transfer', undefined, SyncAltOutlined),
  {
    kind: 'group',
    id: 'manage',
    label: 'Manage',
    icon: AdminPanelSettingsOutlined,
    children: [
      { kind: 'group', id: 'users-and-groups', label: 'Users & Groups', children: [link('/users'), link('/user-groups')] },
      link('/company'),
      link('/api-clients'),
      link('/webhooks'),
      link('/account-numbers'),
      link('/letter-templates'),
      {
        kind: 'group',
        id: 'product-settings',
        label: 'Product Settings',
        children: [link('/product-configuration'), link('/product-registration')],
      },
      link('/audit-report/report-history', 'Audit Report History', undefined, ['/audit-report']),
      link('/subscription'),
      link('/config-engine'),
    ],
  },
  // the compliance desk: what a compliance user (securityadmin) reviews
  { kind: 'group', id: 'compliance', label: 'Compliance', icon: PolicyOutlined, children: [link('/compliance/ofac-cases')] },
  link('/help', undefined, HelpOutlineOutlined),
];
