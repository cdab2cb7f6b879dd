import type { FastifyInstance } from 'fastify';
import { registerBillingRoutes } from './billing/billing.routes.js';
import { registerCompanyRoutes } from './company/company.routes.js';
import { registerGroupRoutes } from './groups/groups.routes.js';
import { registerMemberRoutes } from './members/members.routes.js';
import { registerSubscriptionRoutes } from './subscriptions/subscriptions.routes.js';
import { registerUsersAdminRoutes } from './users-admin/users-admin.routes.js';

/**
 * Company administration (portal.md §4, §6, §7): users, user groups, account numbers, company
 * settings, features and billing. Every endpoint is declared in packages/contracts/src/admin with the
 * access of its portal screen; every change is audited with its actor, target, before and after.
 */
export function registerAdminRoutes(app: FastifyInstance) {
  registerUsersAdminRoutes(app);
  registerGroupRoutes(app);
  registerMemberRoutes(app);
  registerCompanyRoutes(app);
  registerSubscriptionRoutes(app);
  registerBillingRoutes(app);
}
