import type { FastifyInstance } from 'fastify';
import {
  CONSUMER_PDF,
  CONSUMER_PRODUCTS,
  consumerPdfEndpoints,
  consumerReportEndpoints,
  splitConsumerResponse,
} from '@creditdesk/contracts';
import { badRequest } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { recordAudit } from '../audit/audit.repository.js';
import { orderConsumerReport } from './consumer-order.service.js';
import { findCompanyName, findInquiry } from './inquiries.repository.js';
import { assertMayReadInquiry } from './inquiry-access.js';
import { renderConsumerReportPdf } from './pdf/consumer-report-pdf.js';
import { storedReport } from './stored-inquiry.js';

export function registerConsumerReportRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  for (const product of CONSUMER_PRODUCTS) {
    registerEndpoint(app, consumerReportEndpoints[product], async (req) =>
      orderConsumerReport(ctx, req.caller, product, req.body, { correlationId: String(req.id), ip: req.ip }),
    );

    // The PDF is drawn from the server's own stored copy of the inquiry, never from data the browser sends.
    registerEndpoint(app, consumerPdfEndpoints[product], async (req, reply) => {
      const row = await findInquiry(ctx.db, req.body.inquiryId);
      assertMayReadInquiry(req.caller, row);
      if (row.product !== product) throw badRequest(`Invalid request: body.inquiryId: the report is not a ${product} report`);
      const views = splitConsumerResponse(product, storedReport(ctx.cipher, row));
      const view = views.find((v) => v.name === req.body.view);
      if (!view) throw badRequest('Invalid request: body.view: this report has no co-applicant view');
      const customerName = await findCompanyName(ctx.db, row.customerId);
      const pdf = await renderConsumerReportPdf({
        product,
        dataSourceResponse: view.dataSourceResponse,
        inquiry: {
          id: row.id,
          createdAt: row.createdAt,
          customerName: customerName ?? '',
          userName: row.username,
          accountNumber: row.accountNumber,
          customerReferenceNumber: row.customerReferenceNumber,
          permissiblePurpose: row.permissiblePurpose,
        },
      });
      await recordAudit(ctx.db, {
        action: 'report.pdf-downloaded',
        customerId: req.caller.customerId,
        actorUserId: req.caller.userId,
        actorUsername: req.caller.username,
        targetType: 'inquiry',
        targetId: row.id,
        details: { product, productCode: row.productCode, permissiblePurpose: row.permissiblePurpose, view: view.name },
        correlationId: String(req.id),
        ip: req.ip,
      });
      const [first, ...rest] = row.consumerName.split(' ');
      const fileName = CONSUMER_PDF[product].fileName(first, rest.at(-1) ?? '').replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    });
  }
}
