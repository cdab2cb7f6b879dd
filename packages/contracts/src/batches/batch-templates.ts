import { z } from 'zod';
import { listSort } from '../common/list-sort.js';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import { MESSAGES } from '../common/messages.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, accessOfRoute, defineEndpoint, multipartFileField } from '../http/endpoint.js';
import { batchRowErrorSchema } from './batches.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Input templates (reports.md §2, portal.md §2): a company's own CSV layout for one product. Each of
 * the file's headers is mapped to a column of the product's batch layout, or ignored; a file submitted
 * with the template may hold only the headers it knows. Its defaults fill blank cells. Product-management
 * administrators of a company holding the 'storage' feature keep them; anyone ordering batches uses them.
 */

const TEMPLATES = accessOfRoute('/batch/input-templates/template-list');

/** What the template calls answer and refuse with (the deletion messages are reports.md §8's). */
export const BATCH_TEMPLATE_MESSAGES = {
  created: (name: string) => `Template ${name} was successfully created.`,
  updated: (name: string) => `Template ${name} was successfully updated.`,
  deleted: MESSAGES.reports.templateDeleted,
  storageRequired: "Input templates need the Storage feature. A product-management administrator can turn it on under Manage → Features.",
  nameTaken: (name: string) => `A template named ${name} already exists.`,
  notFound: 'No such input template',
} as const;

export const templateColumnSchema = z.object({
  /** the header as the company's file writes it. */
  header: requiredText('header', { max: 100 }),
  /** the product layout's column it fills; null: the column is in the file and ignored. */
  column: z.string().max(60).nullable(),
});

export const templateDefaultsSchema = z.object({
  accountNumber: z.string().trim().max(20, 'accountNumber must be at most 20 characters').optional(),
  permissiblePurpose: z.string().trim().max(40).optional(),
});

export const batchTemplateInputSchema = z.object({
  templateName: requiredText('templateName', { max: 80 }),
  description: z.string().trim().max(300, 'description must be at most 300 characters').default(''),
  /** the product's registry key ('acrov6'). */
  product: requiredText('product', { max: 40 }),
  columns: z.array(templateColumnSchema).min(1, 'columns must map at least one header').max(200, 'columns may hold at most 200 headers'),
  defaults: templateDefaultsSchema.default({}),
});
export type BatchTemplateInput = z.input<typeof batchTemplateInputSchema>;

export const batchTemplateSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  description: z.string(),
  product: z.string(),
  productName: z.string(),
  columns: z.array(z.object({ header: z.string(), column: z.string().nullable() })),
  defaults: z.object({ accountNumber: z.string().optional(), permissiblePurpose: z.string().optional() }),
  createdBy: z.string(),
  updatedAt: isoTimestamp(),
});
export type BatchTemplate = z.infer<typeof batchTemplateSchema>;

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const templateParams = z.object({ templateId: z.string().uuid('templateId must be a template id') });

/** The batch templates list's sortable columns; by name unless told. */
export const BATCH_TEMPLATES_SORT = listSort(['templateName', 'description', 'productName', 'createdBy', 'updatedAt'], 'templateName');

export const batchTemplateListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/batch/templates/customers/:customerId/list',
  summary: "The company's input templates by name (all=true: every one, else a page; keyWords filter)",
  access: AUTHENTICATED,
  scopes: [],
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({
    all: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
    pageNumber: z.coerce.number().int().min(1, 'pageNumber starts at 1').default(PAGING.defaultPage),
    pageSize: z.coerce.number().int().min(1).max(100, 'pageSize may be at most 100').default(PAGING.defaultPageSize),
    keyWords: z.string().trim().max(100).optional(),
    sort: BATCH_TEMPLATES_SORT.query,
  }),
  response: { 200: z.object({ content: z.array(batchTemplateSchema), totalElements: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() }) },
});

export const batchTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/batch/templates/:templateId',
  summary: 'One input template',
  access: AUTHENTICATED,
  scopes: [],
  tenancy: 'object',
  params: templateParams,
  response: { 200: batchTemplateSchema },
});

export const createBatchTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/batch/templates',
  summary: "Create an input template (the company must hold the 'storage' feature)",
  access: TEMPLATES,
  scopes: [],
  tenancy: 'caller',
  body: batchTemplateInputSchema,
  response: { 201: z.object({ message: z.string(), template: batchTemplateSchema }), 403: errorBodySchema, 409: errorBodySchema },
});

export const updateBatchTemplateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/batch/templates/:templateId',
  summary: 'Change an input template',
  access: TEMPLATES,
  scopes: [],
  tenancy: 'object',
  params: templateParams,
  body: batchTemplateInputSchema,
  response: { 200: z.object({ message: z.string(), template: batchTemplateSchema }), 403: errorBodySchema, 409: errorBodySchema },
});

export const deleteBatchTemplateEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/batch/templates/:templateId',
  summary: 'Delete an input template (batches submitted with it keep its name)',
  access: TEMPLATES,
  scopes: [],
  tenancy: 'object',
  params: templateParams,
  response: { 200: z.object({ message: z.string() }), 403: errorBodySchema },
});

/** A sample file read for the template editor: its headers, its first rows, and the layout columns the headers look like. */
export const batchSamplePreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** per header, the product column it matches by name (the editor's first guess), or null. */
  suggested: z.array(z.string().nullable()),
  /** the first rows checked with the product's schema through the suggested mapping. */
  rowErrors: z.array(z.array(batchRowErrorSchema)),
});
export type BatchSamplePreview = z.infer<typeof batchSamplePreviewSchema>;

export const previewBatchSampleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/batch/templates/preview',
  summary: 'Read the headers and first rows of a sample file (multipart: product, optionally accountNumber and permissiblePurpose to check the rows with, then file); nothing is stored',
  access: TEMPLATES,
  scopes: [],
  tenancy: 'caller',
  bodyEncoding: 'multipart',
  multipartFields: z.object({
    product: z.string().describe("the product's key ('acrov6')"),
    accountNumber: z.string().optional(),
    permissiblePurpose: z.string().optional(),
    file: multipartFileField(z.string(), 'text/csv', 'The sample file; sent after the other fields'),
  }),
  // 400: not multipart, no product or file, a file that is not CSV text, is empty or has no header row
  response: { 200: batchSamplePreviewSchema, 400: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema },
});
