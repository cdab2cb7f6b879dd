import { z } from 'zod';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { inquiryPageQuerySchema } from './reports.endpoints.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * The reports a migrated legacy user ordered on the legacy system (reports.md §7 POST
 * /legacy/reporthistory, body not shown). docs/legacy-report-history.md records the shapes.
 */

/** POST /legacy/reporthistory: a page of the caller's own legacy history; the caller is the session's user, never a field. */
export const legacyReportHistoryBodySchema = z.object({
  pageNumber: inquiryPageQuerySchema.shape.pageNumber,
  pageSize: inquiryPageQuerySchema.shape.pageSize,
  /** MM/DD/YYYY HH:mm:ss, as My Reports' filter (portal.md §9). */
  fromDate: inquiryPageQuerySchema.shape.fromDate,
  toDate: inquiryPageQuerySchema.shape.toDate,
  /** matches the consumer's name, the reference, the account number or the product. */
  keyWords: z.string({ error: 'keyWords must be text' }).trim().max(100, 'keyWords may be at most 100 characters').default(''),
});
export type LegacyReportHistoryBody = z.input<typeof legacyReportHistoryBodySchema>;

export const legacyReportItemSchema = z.object({
  /** the legacy system's report id. */
  id: z.string(),
  productCode: z.string(),
  productName: z.string(),
  consumerName: z.string(),
  /** ***-**-1234, or '' when the report named no SSN. */
  ssnMasked: z.string(),
  customerReferenceNumber: z.string(),
  accountNumber: z.string(),
  orderedAt: isoTimestamp(),
  /** the legacy batch it was ordered in, or null. */
  batchName: z.string().nullable(),
});
export type LegacyReportItem = z.infer<typeof legacyReportItemSchema>;

export const legacyReportHistoryPageSchema = z.object({
  /** the caller's legacy user id; null: the user has no legacy identity (nothing to show). */
  legacyUserId: z.string().nullable(),
  content: z.array(legacyReportItemSchema),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type LegacyReportHistoryPage = z.infer<typeof legacyReportHistoryPageSchema>;

export const legacyReportHistoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/legacy/reporthistory',
  summary: "A page of the reports the caller ordered on the legacy system (a migrated legacy user's history), newest first",
  access: AUTHENTICATED,
  tenancy: 'caller',
  body: legacyReportHistoryBodySchema,
  response: { 200: legacyReportHistoryPageSchema, 502: errorBodySchema },
});

export const legacyReportSchema = z.object({
  item: legacyReportItemSchema,
  /** the legacy system's formatted report, as it printed it (SSN masked). */
  formatedResponse: z.string(),
});
export type LegacyReport = z.infer<typeof legacyReportSchema>;

export const legacyReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/legacy/reporthistory/:id',
  summary: 'One report of the caller’s legacy history, formatted as the legacy system printed it (another user’s: 404)',
  access: AUTHENTICATED,
  tenancy: 'caller',
  params: z.object({ id: z.string().trim().min(1, 'id is required').max(40, 'id must be at most 40 characters').regex(/^[A-Za-z0-9-]+$/, 'id must be a legacy report id') }),
  response: { 200: legacyReportSchema, 404: errorBodySchema, 502: errorBodySchema },
});

export const LEGACY_HISTORY_PAGE_SIZE = PAGING.defaultPageSize;
