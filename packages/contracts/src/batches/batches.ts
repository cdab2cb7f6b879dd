import { stepUp } from '../auth/step-up.js';
import { z } from 'zod';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import { hasControlCharacter } from '../common/storable-text.js';
import { AUTHENTICATED, defineEndpoint, multipartFileField } from '../http/endpoint.js';
import { isoTimestamp } from '../common/timestamp.js';
import { listSort } from '../common/list-sort.js';
import { BATCH_REUSE_MESSAGES, batchReuseSchema, confirmBatchBodySchema } from './batch-reuse.js';

/*
 * Batches (reports.md §7, docs/batches.md): a CSV file of one product's orders, one a row. The file is
 * checked row by row first (the dry run: every row's problems and the cost); once the user confirms,
 * the rows are ordered from a queue in the database, each exactly once, and the batch page follows
 * its progress.
 */

export const BATCH_LIMITS = {
  /** rows a file may hold (Accurint's batch limit). */
  maxRows: 200_000,
  /** the file's size: 200,000 rows of a wide layout fit well under it. */
  maxFileBytes: 100 * 1024 * 1024,
  /** a cell's length: no field of any product is longer. */
  maxCellLength: 200,
  /** a dry run's answer lists this many rows' problems; the rest are read from the rows (status invalid). */
  dryRunErrorsListed: 100,
  /** a dry run not confirmed within this many hours is removed, its rows with it. */
  unconfirmedHours: 24,
  /** a batch's name, typed or taken from its file's name. */
  maxNameLength: 100,
  /** the file's name as sent (a file system's own limit). */
  maxFileNameLength: 255,
  /** a submitted mapping's JSON text (200 headers of 100 characters and their columns). */
  maxMappingLength: 40_000,
} as const;

/** A mapping sent with a submission (the `columns` field's JSON): each header of the file once, to a layout column or null (ignored). */
export const batchSubmittedColumnsSchema = z
  .array(z.object({ header: z.string().trim().max(100, 'a header must be at most 100 characters'), column: z.string().max(60).nullable() }))
  .min(1, 'columns must map at least one header')
  .max(200, 'columns may hold at most 200 headers');
export type BatchSubmittedColumns = z.infer<typeof batchSubmittedColumnsSchema>;

/**
 * A batch's name, shown in lists, mails and the results' file name: at most 100 characters and no
 * control characters (a line break, a terminal's escape sequence).
 */
export const batchNameSchema = z
  .string()
  .trim()
  .max(BATCH_LIMITS.maxNameLength, `batchName must be at most ${BATCH_LIMITS.maxNameLength} characters`)
  .refine((name) => !hasControlCharacter(name), 'batchName must not contain control characters');

/** Why a batch file's name may not be stored, or undefined: at most 255 characters, no control characters. */
export function batchFileNameProblem(fileName: string): string | undefined {
  if (fileName.length > BATCH_LIMITS.maxFileNameLength) return `the file's name must be at most ${BATCH_LIMITS.maxFileNameLength} characters`;
  if (hasControlCharacter(fileName)) return "the file's name must not contain control characters";
  return undefined;
}

/** A batch named after its file (no name typed): the file's name without its extension, cut to a name's length. */
export const batchNameOfFile = (fileName: string) => fileName.replace(/\.[^.]*$/, '').slice(0, BATCH_LIMITS.maxNameLength).trim();

/**
 * A batch's life: 'validated' (the dry run: checked, nothing ordered, waiting for the user to
 * confirm), 'queued' (confirmed), 'processing', 'completed' (every row ordered or failed),
 * 'deleted' (removed from the list; its reports stay in My Reports).
 */
export const BATCH_STATUSES = ['validated', 'queued', 'processing', 'completed', 'deleted'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * A row's life: 'invalid' (the dry run found problems: never ordered), 'pending', 'processing',
 * 'completed' (its report is stored), 'failed' (the data source or a check refused it: re-runnable),
 * 'reused' (a recent report of the consumer answers it, as the submitter chose: not pulled, not billed).
 */
export const BATCH_ROW_STATUSES = ['invalid', 'pending', 'processing', 'completed', 'failed', 'reused'] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

export const BATCH_ROW_STATUS_LABELS: Record<BatchRowStatus, string> = {
  invalid: 'Invalid',
  pending: 'Waiting',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  reused: BATCH_REUSE_MESSAGES.reused,
};

export const batchRowErrorSchema = z.object({ column: z.string().nullable(), message: z.string() });

export const batchEstimateSchema = z.object({
  unitPriceCents: z.number().int(),
  rows: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('USD'),
});

export const batchSchema = z.object({
  batchId: z.string(),
  batchName: z.string(),
  fileName: z.string(),
  /** the product's key in the registry ('acrov6'), its code and name. */
  product: z.string(),
  productCode: z.string(),
  productName: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  status: z.enum(BATCH_STATUSES),
  /** reports.md §3: whether the results were downloaded (the portal marks it). */
  downloadStatus: z.enum(['not-downloaded', 'downloaded']),
  accountNumber: z.string().nullable(),
  permissiblePurpose: z.string().nullable(),
  submittedBy: z.string(),
  createdAt: isoTimestamp(),
  confirmedAt: isoTimestamp().nullable(),
  startedAt: isoTimestamp().nullable(),
  finishedAt: isoTimestamp().nullable(),
  counts: z.object({
    total: z.number().int(),
    invalid: z.number().int(),
    pending: z.number().int(),
    processing: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
  }),
  /** rows ordered (or failed) a second over the last minute of work; null before any. */
  rowsPerSecond: z.number().nullable(),
  /** at that rate, until the last row; null when not running. */
  secondsLeft: z.number().int().nullable(),
  estimate: batchEstimateSchema,
});
export type Batch = z.infer<typeof batchSchema>;

export const batchRowSchema = z.object({
  rowId: z.string(),
  /** the row's line in the file, the header being line 1's row 0: the first data row is 1. */
  rowNumber: z.number().int(),
  status: z.enum(BATCH_ROW_STATUSES),
  consumerName: z.string(),
  ssnMasked: z.string(),
  customerReferenceNumber: z.string(),
  errors: z.array(batchRowErrorSchema),
  /** the stored report's id (open it like any report); null until ordered. */
  inquiryId: z.string().nullable(),
  reportStatus: z.enum(['Completed', 'No Hit']).nullable(),
  keyFindings: z.string().nullable(),
  /** the id to quote to support: the report's id, or the failed attempt's correlation id. */
  trackingId: z.string().nullable(),
  attempts: z.number().int(),
  updatedAt: isoTimestamp(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

export const batchPageSchema = page(batchSchema);
export const batchRowPageSchema = page(batchRowSchema);
export type BatchRowPage = z.infer<typeof batchRowPageSchema>;

const paging = {
  pageNumber: z.coerce.number().int().min(1, 'pageNumber starts at 1').default(PAGING.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize may be at most 100').default(PAGING.defaultPageSize),
};
const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });

/** The batches list's sortable columns; newest first unless told. */
export const BATCHES_SORT = listSort(['batchName', 'fileName', 'productName', 'submittedBy', 'status', 'createdAt'], '-createdAt');
/** A batch's rows' sortable columns; in file order unless told. */
export const BATCH_ROWS_SORT = listSort(['rowNumber', 'consumerName', 'customerReferenceNumber', 'status', 'reportStatus', 'updatedAt'], 'rowNumber');
const batchParams = z.object({ batchId: z.string().uuid('batchId must be a batch id') });
const batchMessageSchema = z.object({ message: z.string() });

/** The multipart fields of a submission besides the file (reports.md §3: "fields not shown"). */
export const batchSubmissionFieldsSchema = z.object({
  /** the product's registry key ('acrov6'); with a template, the template's product. */
  product: z.string().trim().min(1, 'product is required').optional(),
  templateId: z.string().uuid('templateId must be a template id').optional(),
  batchName: batchNameSchema.optional(),
  accountNumber: z.string().trim().max(20, 'accountNumber must be at most 20 characters').optional(),
  permissiblePurpose: z.string().trim().max(40).optional(),
  /**
   * Without a template: the user's own mapping of the file's headers, as JSON text
   * `[{"header":"SSN","column":"ssn"},{"header":"Notes","column":null}]` (batchSubmittedColumnsSchema);
   * the server checks it as it checks a template's.
   */
  columns: z.string().max(BATCH_LIMITS.maxMappingLength, `columns must be at most ${BATCH_LIMITS.maxMappingLength} characters`).optional(),
});
export type BatchSubmissionFields = z.infer<typeof batchSubmissionFieldsSchema>;

/**
 * The dry run: the batch as checked, and the first rows' problems, each on the file's own column
 * (its header) and line (the file's line the row ends on, the header being line 1).
 */
export const batchDryRunSchema = z.object({
  batch: batchSchema,
  errors: z.array(batchRowErrorSchema.extend({ rowNumber: z.number().int(), line: z.number().int() })),
  /** the valid rows recent reports answer (docs/careful-pulls.md); absent when none. */
  reuse: batchReuseSchema.optional(),
});
export type BatchDryRun = z.infer<typeof batchDryRunSchema>;

export const submitBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/consumers/batchs/submission',
  summary: 'Submit a CSV batch (multipart: file, product or templateId, defaults): the dry run, nothing ordered until confirmed',
  access: AUTHENTICATED,
  scopes: ['batches:write'],
  tenancy: 'caller',
  bodyEncoding: 'multipart',
  multipartFields: batchSubmissionFieldsSchema.extend({ file: multipartFileField(z.string(), 'text/csv', 'The batch, one order a row; sent after the other fields') }),
  response: { 201: batchDryRunSchema, 400: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema },
});

export const confirmBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/consumers/batchs/:batchId/confirm',
  summary:
    "Order a dry run's valid rows (409 unless it is a dry run). Rows a recent report matches need `reuse`: 'reuse' (not pulled) or 'pull' with a `reason`; without it, 409 (code batch-reuse-choice-required, the matches in additionalErrorDetails.reuse)",
  access: AUTHENTICATED,
  stepUp: stepUp('Orders every valid row of a file at once: many consumers\' reports pulled, and billed, in one act.'),
  scopes: ['batches:write'],
  tenancy: 'object',
  params: batchParams,
  body: confirmBatchBodySchema.nullish(),
  response: { 200: batchSchema, 400: errorBodySchema, 409: errorBodySchema },
});

export const rerunBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/consumers/batchs/:batchId/rerun',
  summary: "Order a batch's failed rows again (the others are not touched)",
  access: AUTHENTICATED,
  scopes: ['batches:write'],
  tenancy: 'object',
  params: batchParams,
  response: { 200: batchSchema, 409: errorBodySchema },
});

export const searchBatchesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/consumers/batchs/customers/:customerId/search',
  summary: "The company's batches (the caller's own unless a usertransactionsadmin), newest first; keyWords match the name, file, product or user",
  access: AUTHENTICATED,
  scopes: ['batches:read'],
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ ...paging, sort: BATCHES_SORT.query }),
  body: z.object({ keyWords: z.string().trim().max(100, 'keyWords may be at most 100 characters').default('') }),
  response: { 200: batchPageSchema },
});

export const batchDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/consumers/batchs/:batchId/details',
  summary: "A batch's metadata and progress",
  access: AUTHENTICATED,
  scopes: ['batches:read'],
  tenancy: 'object',
  params: batchParams,
  response: { 200: batchSchema },
});

export const updateBatchEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/consumers/batchs/:batchId',
  summary: "Delete a batch (status 'deleted') or mark its results downloaded (downloadStatus)",
  access: AUTHENTICATED,
  scopes: [],
  tenancy: 'object',
  params: batchParams,
  body: z
    .object({ status: z.literal('deleted', { error: "status may only be 'deleted'" }).optional(), downloadStatus: z.enum(['not-downloaded', 'downloaded']).optional() })
    .refine((b) => b.status !== undefined || b.downloadStatus !== undefined, 'status or downloadStatus is required'),
  response: { 200: batchMessageSchema.extend({ batch: batchSchema }), 409: errorBodySchema },
});

const rowsQuery = z.object({
  ...paging,
  status: z.enum(BATCH_ROW_STATUSES, { error: `status must be one of ${BATCH_ROW_STATUSES.join(', ')}` }).optional(),
  /** reports.md §7 sends the user id; the server reads the caller from the session. */
  userId: z.string().max(100).optional(),
  sort: BATCH_ROWS_SORT.query,
});

export const batchRowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportinquiries/extract/customers/:customerId/batch/:batchId/pages',
  summary: "A page of a batch's rows in file order (?status= filters)",
  access: AUTHENTICATED,
  scopes: ['batches:read'],
  customerParam: 'customerId',
  params: customerParams.extend(batchParams.shape),
  querystring: rowsQuery,
  response: { 200: batchRowPageSchema, 404: errorBodySchema },
});

/**
 * reports.md §7's row search shares its path with My Reports' search: with `batchId` in the query it
 * searches that batch's rows (name, reference, findings); without, the caller's reports.
 */
export const batchRowSearchQuerySchema = rowsQuery.extend({ batchId: z.string().uuid('batchId must be a batch id') });

export const deleteBatchReportEndpoint = defineEndpoint({
  method: 'DELETE',
  // The spec spells it thus.
  path: '/reportinquries/:id/batchs',
  summary: "Remove a batch row and its report from the batch and My Reports (kept for audit and billing)",
  access: AUTHENTICATED,
  scopes: [],
  tenancy: 'object',
  params: z.object({ id: z.string().uuid('id must be a batch row id') }),
  response: { 200: batchMessageSchema },
});

/** The rejected-rows file's name for a batch (the file's name with `_rejected`). */
export const rejectedRowsFileName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9-]+/g, '_') || 'batch'}_rejected.csv`;

export const batchRejectedRowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/consumers/batchs/:batchId/rejected',
  summary: "The rows the dry run refused, in the file's own layout (its header row and cells as sent) with a Problems column: fix them and submit the file again",
  produces: { kind: 'file', mediaType: 'text/csv', description: 'The refused rows, the file’s header row and a Problems column first' },
  access: AUTHENTICATED,
  scopes: ['batches:read'],
  tenancy: 'object',
  params: batchParams,
});

export const batchResultsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/consumers/batchs/:batchId/results',
  summary: 'The results as CSV, one line a row: status, tracking id, key findings, problems',
  produces: { kind: 'file', mediaType: 'text/csv', description: 'The batch’s results, a header row first' },
  access: AUTHENTICATED,
  scopes: ['batches:read'],
  tenancy: 'object',
  params: batchParams,
});
