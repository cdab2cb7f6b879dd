import type { FastifyInstance } from 'fastify';
import { OFAC_CASE_ENDPOINTS } from '@creditdesk/contracts';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { listCases } from './ofac-cases.repository.js';
import { caseOfScreen, decideOfacCase, reviewOfacCase } from './ofac-cases.service.js';

/** The OFAC review cases: listed, read with their screen and decided by a compliance user; read beside the screen's report by whoever may read that report (or review cases). */
export function registerOfacCaseRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.list, async (req) => ({ cases: await listCases(db, req.caller!.customerId, req.query.status, req.query.sort) }));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.one, async (req) => reviewOfacCase(app.ctx, req.caller!, req.params.caseId, { correlationId: req.id, ip: req.ip }));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.ofInquiry, async (req) => caseOfScreen(app.ctx, req.caller!, req.params.inquiryId));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.decide, async (req) => decideOfacCase(app.ctx, req.caller!, req.params.caseId, req.body, { correlationId: req.id, ip: req.ip }));
}
