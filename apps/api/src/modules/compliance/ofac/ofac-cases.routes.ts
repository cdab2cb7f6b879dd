import type { FastifyInstance } from 'fastify';
import { OFAC_CASE_ENDPOINTS } from '@creditdesk/contracts';
import { notFound } from '../../../lib/http-error.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { caseOfInquiry, listCases } from './ofac-cases.repository.js';
import { decideOfacCase, reviewOfacCase } from './ofac-cases.service.js';

/** The OFAC review cases: listed, read with their screen and decided by a compliance user; read beside the screen's report by anyone who may read it. */
export function registerOfacCaseRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.list, async (req) => ({ cases: await listCases(db, req.caller!.customerId, req.query.status) }));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.one, async (req) => reviewOfacCase(app.ctx, req.caller!, req.params.caseId, { correlationId: req.id, ip: req.ip }));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.ofInquiry, async (req) => {
    const found = await caseOfInquiry(db, req.caller!.customerId, req.params.inquiryId);
    if (!found) throw notFound('No review case: the screen found no match, or the report does not exist');
    return found;
  });

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.decide, async (req) => decideOfacCase(app.ctx, req.caller!, req.params.caseId, req.body, { correlationId: req.id, ip: req.ip }));
}
