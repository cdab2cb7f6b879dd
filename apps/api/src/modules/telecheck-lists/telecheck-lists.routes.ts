import type { FastifyInstance } from 'fastify';
import { TELECHECK_LIST_ENDPOINTS, telecheckListPdfFileName } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { findCompanyName } from '../reports/inquiries.repository.js';
import { renderTelecheckListPdf } from './telecheck-list-pdf.js';
import { itemOfRow, pageEntries } from './telecheck-lists.repository.js';
import { assertListAccess, placeFromReport, placementsOfReport, removeEntry } from './telecheck-lists.service.js';

/** The TeleCheck collections and negatives lists (reports.md §7): paged, searched, deleted from, placed on from a declined report, printed. */
export function registerTelecheckListRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const meta = (req: { id: unknown; ip: string }) => ({ correlationId: String(req.id), ip: req.ip });

  registerEndpoint(app, TELECHECK_LIST_ENDPOINTS.list, async (req) => {
    await assertListAccess(ctx.db, req.caller!, req.params.type);
    const { rows, total } = await pageEntries(ctx.db, req.caller!.customerId, req.params.type, {}, req.query);
    return { content: rows.map(itemOfRow), totalElements: total, pageNumber: req.query.page, pageSize: req.query.size };
  });

  registerEndpoint(app, TELECHECK_LIST_ENDPOINTS.search, async (req) => {
    await assertListAccess(ctx.db, req.caller!, req.params.type);
    const filter = { keyWords: req.body.keyWords, fromDate: req.query.fromDate, toDate: req.query.toDate, placedBy: req.body.userId || undefined };
    const { rows, total } = await pageEntries(ctx.db, req.caller!.customerId, req.params.type, filter, req.query);
    return { content: rows.map(itemOfRow), totalElements: total, pageNumber: req.query.page, pageSize: req.query.size };
  });

  registerEndpoint(app, TELECHECK_LIST_ENDPOINTS.remove, async (req) => removeEntry(ctx, req.caller!, req.params.id, meta(req)));

  registerEndpoint(app, TELECHECK_LIST_ENDPOINTS.place, async (req, reply) => reply.status(201).send(await placeFromReport(ctx, req.caller!, req.body, meta(req))));

  registerEndpoint(app, TELECHECK_LIST_ENDPOINTS.ofInquiry, async (req) => ({ content: await placementsOfReport(ctx, req.caller!, req.params.inquiryId) }));

  registerEndpoint(app, TELECHECK_LIST_ENDPOINTS.pdf, async (req, reply) => {
    const caller = req.caller!;
    const { type, keyWords, fromDate, toDate } = req.body;
    await assertListAccess(ctx.db, caller, type);
    const { rows } = await pageEntries(ctx.db, caller.customerId, type, { keyWords, fromDate, toDate }, { page: 1, size: 0 });
    const body = await renderTelecheckListPdf({
      type,
      items: rows.map(itemOfRow),
      search: { keyWords, fromDate, toDate },
      customerName: (await findCompanyName(ctx.db, caller.customerId)) ?? '',
      userName: caller.username,
      printedAt: new Date(),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${telecheckListPdfFileName(type)}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
