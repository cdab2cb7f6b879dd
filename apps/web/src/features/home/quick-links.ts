import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { canOpenRoute, findPortalRoute, type Entitlement } from '@creditdesk/contracts';

type QuickLink = { path: string; description: string; icon: SvgIconComponent };

// Only screens that exist: Create Batch and Help are still 'coming' pages, so they are not offered here.

const QUICK_LINKS: readonly QuickLink[] = [
  { path: '/products', description: 'Order the report products your company holds.', icon: StorefrontOutlined },
  { path: '/my-reports', description: 'Find and reopen the reports you have run.', icon: DescriptionOutlined },
  { path: '/users', description: "Add users and manage your company's access.", icon: GroupOutlined },
  { path: '/company', description: 'Review your company settings and security.', icon: ApartmentOutlined },
];

/** The Home page's shortcuts the user may open (route table entitlements). */
export function quickLinksFor(entitlements: readonly Entitlement[]) {
  return QUICK_LINKS.filter((l) => canOpenRoute(l.path, entitlements)).map((l) => ({
    ...l,
    title: findPortalRoute(l.path)?.title ?? l.path,
  }));
}
