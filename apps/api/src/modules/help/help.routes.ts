import type { FastifyInstance } from 'fastify';
import { companyAdministratorsEndpoint, parseEntitlements } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { findCompanyAdministrators } from './help.repository.js';

/** Help (issue 16): the company's administrators any of its users may contact. */
export function registerHelpRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerEndpoint(app, companyAdministratorsEndpoint, async (req) => {
    const rows = await findCompanyAdministrators(db, req.caller.customerId);
    return { data: rows.map((row) => ({ ...row, entitlements: parseEntitlements(row.entitlements) })).filter((row) => row.entitlements.length > 0) };
  });
}
