import type { PortalRoute } from '@creditdesk/contracts/shell';

/**
 * Development only, not in the contracts' route table: the e-mails the server kept. The page asks the
 * server, and where the server has no outbox (production answers 404) it goes to '/' like an unknown path.
 */
export const DEV_OUTBOX_ROUTE: PortalRoute = { path: '/dev/outbox', title: 'Development outbox', entitlements: [], public: true };
