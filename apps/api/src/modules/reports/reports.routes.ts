import type { FastifyInstance } from 'fastify';
import { REPORT_PDF_ENDPOINTS, REPORT_PRODUCTS, multiOrderEndpoint, orderEndpointOf } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { orderSeveralProducts } from './multi-order.js';
import { orderReport } from './order-pipeline.js';
import { PRODUCT_ADAPTERS } from './products/index.js';
import { storedPdf } from './stored-pdf.js';

/** Every product of the registry: its order call through the one pipeline, its PDF call through the one PDF route; and the order of several. */
export function registerReportRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  for (const product of REPORT_PRODUCTS) {
    // the adapter's own product validates the body its members are handed
    const adapter = PRODUCT_ADAPTERS[product.key];
    registerEndpoint(app, orderEndpointOf(adapter.product), async (req) => orderReport(ctx, req.caller, adapter, req.body, { correlationId: String(req.id), ip: req.ip }));
    registerEndpoint(app, REPORT_PDF_ENDPOINTS[product.key], async (req, reply) => {
      const pdf = await storedPdf(ctx, req.caller, product.key, req.body, { correlationId: String(req.id), ip: req.ip });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf.body);
    });
  }
  // several products for one applicant (issue 33): each through the same pipeline
  registerEndpoint(app, multiOrderEndpoint, async (req) => orderSeveralProducts(ctx, req.caller, req.body, { correlationId: String(req.id), ip: req.ip }, req.log));
}
