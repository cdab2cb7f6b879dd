import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES, getCompanyEndpoint, updateCompanyEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { actOf, audited } from '../shared/admin-context.js';
import { companySettings, updateCompany } from './company.service.js';

export function registerCompanyRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, getCompanyEndpoint, async (req) => companySettings(db, req.params.customerId));

  registerEndpoint(app, updateCompanyEndpoint, async (req) => {
    const act = actOf(req);
    const company = await audited(act, 'company.settings-changed', { targetType: 'company', targetId: req.params.customerId }, () =>
      updateCompany(act, req.params.customerId, req.body),
    );
    return { status: 'success' as const, message: ADMIN_MESSAGES.companyUpdated, company };
  });
}
