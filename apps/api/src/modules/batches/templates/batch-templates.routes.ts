import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  BATCH_TEMPLATE_MESSAGES,
  batchTemplateEndpoint,
  batchTemplateListEndpoint,
  createBatchTemplateEndpoint,
  deleteBatchTemplateEndpoint,
  previewBatchSampleEndpoint,
  updateBatchTemplateEndpoint,
} from '@creditdesk/contracts';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { actOf } from '../../admin/shared/admin-context.js';
import { readMultipartUpload } from '../batch-upload.js';
import { readSample } from './batch-sample.js';
import { findBatchTemplate, listBatchTemplates } from './batch-templates.repository.js';
import { assertStorage, batchProductOf, changeTemplate, createTemplate, removeTemplate, templateOut } from './batch-templates.service.js';

/** The multipart fields a sample may come with before its file (the template's defaults, for checking its rows). */
const SAMPLE_FIELDS = ['product', 'accountNumber', 'permissiblePurpose'] as const;

/**
 * Input templates (issue 14, reports.md §7): any user of the company reads them (Create Batch offers
 * them); product-management administrators of a company holding the 'storage' feature create, change
 * and delete them, each act audited.
 */
export function registerBatchTemplateRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, batchTemplateListEndpoint, async (req) => {
    const { all, pageNumber, pageSize, keyWords, sort } = req.query;
    const { rows, total } = await listBatchTemplates(db, req.params.customerId, { all, pageNumber, pageSize, keyWords, sort });
    return { content: rows.map(templateOut), totalElements: total, pageNumber: all ? 1 : pageNumber, pageSize: all ? Math.max(total, 1) : pageSize };
  });

  registerEndpoint(app, batchTemplateEndpoint, async (req) => {
    const row = await findBatchTemplate(db, req.caller.customerId, req.params.templateId);
    if (!row) throw notFound(BATCH_TEMPLATE_MESSAGES.notFound);
    return templateOut(row);
  });

  registerEndpoint(app, createBatchTemplateEndpoint, async (req, reply) => {
    const created = await createTemplate(actOf(req), req.body);
    return reply.status(201).send(created);
  });

  registerEndpoint(app, updateBatchTemplateEndpoint, async (req) => changeTemplate(actOf(req), req.params.templateId, req.body));

  registerEndpoint(app, deleteBatchTemplateEndpoint, async (req) => removeTemplate(actOf(req), req.params.templateId));

  // multipart: product (and the defaults the rows are checked with), then file; nothing is stored.
  registerEndpoint(app, previewBatchSampleEndpoint, async (req) => {
    const customerId = req.caller.customerId;
    await assertStorage(db, customerId);
    return readMultipartUpload(req, SAMPLE_FIELDS, async (fields, { file }) => {
      if (!fields.product) throw badRequest(API_MESSAGES.invalid.productBeforeFile, { fields: [{ field: 'product', message: 'product is required' }] });
      const product = await batchProductOf(db, customerId, fields.product, 'product');
      return readSample(file, product.batch, product.order.request, { accountNumber: fields.accountNumber || undefined, permissiblePurpose: fields.permissiblePurpose || undefined });
    });
  });
}
