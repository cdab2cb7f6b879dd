import type { FastifyInstance, FastifyRequest } from 'fastify';
import { migrateUserEndpoint, migrationUserNameExistsEndpoint, migrationValidateEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { requestMeta } from '../auth/auth.routes.js';
import { assertLegacyCaller, migrateUser, migrationUser, type MigrationAct } from './migration.service.js';
import { userNameAvailability } from './user-name-check.js';

/**
 * User-ID migration (portal.md §4, docs/onboarding.md): the legacy user's own access token (from the
 * login that answered warning 2003); anyone who is not (or no longer) a legacy user gets 409 not-legacy.
 */
export function registerMigrationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // the guard ran first: an authenticated endpoint always has its caller
  const actOf = (req: FastifyRequest): MigrationAct => ({ ctx: app.ctx, caller: req.caller!, meta: requestMeta(req) });

  registerEndpoint(app, migrationValidateEndpoint, async (req) => migrationUser(actOf(req)));

  registerEndpoint(app, migrationUserNameExistsEndpoint, async (req) => {
    await assertLegacyCaller(actOf(req));
    return userNameAvailability(db, req.params.userName);
  });

  registerEndpoint(app, migrateUserEndpoint, async (req) => migrateUser(actOf(req), req.body));
}
