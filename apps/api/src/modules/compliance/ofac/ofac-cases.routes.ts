import type { FastifyInstance } from 'fastify';
import { OFAC_CASES_CSV, OFAC_CASE_ENDPOINTS, type OfacCase } from '@creditdesk/contracts';
import { csvStream, sendCsv } from '../../../lib/csv-export.js';
import { exportRecorder } from '../../audit/export-audit.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { listCases } from './ofac-cases.repository.js';
import { caseOfScreen, decideOfacCase, reviewOfacCase } from './ofac-cases.service.js';

/** The OFAC review cases: listed, read with their screen and decided by a compliance user; read beside the screen's report by whoever may read that report (or review cases). */
export function registerOfacCaseRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.list, async (req) => ({ cases: await listCases(db, req.caller!.customerId, req.query.status, req.query.sort) }));

  // the list as CSV, in its order (the list's own 500 at most)
  registerEndpoint(app, OFAC_CASE_ENDPOINTS.download, async (req, reply) => {
    const { status, sort } = req.query;
    const cases = await listCases(db, req.caller.customerId, status, sort);
    const cells = (c: OfacCase) => [
      c.subjectName,
      String(c.bestScore),
      String(c.candidateCount),
      c.openedAt,
      c.openedBy,
      c.status,
      c.decision?.by ?? '',
      c.decision?.at ?? '',
      c.decision?.reason ?? '',
      c.reportDueOn ?? '',
    ];
    const stream = csvStream(OFAC_CASES_CSV.columns, async (last) => (last === undefined ? cases : []), cells, exportRecorder(req, 'ofac-case.exported', 'ofac-cases', { status, sort }), cases.length + 1);
    return sendCsv(reply, OFAC_CASES_CSV.fileName, stream);
  });

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.one, async (req) => reviewOfacCase(app.ctx, req.caller!, req.params.caseId, { correlationId: req.id, ip: req.ip }));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.ofInquiry, async (req) => caseOfScreen(app.ctx, req.caller!, req.params.inquiryId));

  registerEndpoint(app, OFAC_CASE_ENDPOINTS.decide, async (req) => decideOfacCase(app.ctx, req.caller!, req.params.caseId, req.body, { correlationId: req.id, ip: req.ip }));
}
