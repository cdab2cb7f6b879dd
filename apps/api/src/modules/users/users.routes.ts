import type { FastifyInstance } from 'fastify';
import { MESSAGES, healthEndpoint, profileEndpoint } from '@creditdesk/contracts';
import { forbidden, notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { userGroupAccess } from '../admin/groups/group-access.js';
import { toProfile } from './profile.js';
import { activeSubscriptions, findUserByUsername, pingDatabase } from './users.repository.js';

export function registerUserRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // A user reads their own profile; a user-management admin reads any user of their own company.
  registerEndpoint(app, profileEndpoint, async (req) => {
    const { caller } = req;
    const user = await findUserByUsername(db, req.params.id);
    if (user?.id !== caller.userId) {
      if (!caller.entitlements.includes('usermanagementadmin')) throw forbidden(MESSAGES.access.ownProfileOnly);
      if (user && user.customerId !== caller.customerId) throw forbidden(MESSAGES.access.ownCompanyOnly);
    }
    if (!user) throw notFound(MESSAGES.access.userNotFound);
    return toProfile(user, await activeSubscriptions(db, user.customerId), await userGroupAccess(db, user.id, user.customerId));
  });

  registerEndpoint(app, healthEndpoint, async (req, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'UP' as const, database: 'UP' as const };
    } catch (err) {
      req.log.error({ err }, 'database health check failed');
      return reply.status(503).send({ status: 'DOWN', database: 'DOWN' });
    }
  });
}
