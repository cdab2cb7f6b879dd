import { z } from 'zod';
import { csvExport, csvProduces } from '../common/csv-export.js';
import { errorBodySchema } from '../common/error-body.js';
import { AUTHENTICATED, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { PAGING } from '../common/enums.js';
import { BATCH_ROWS_SORT, BATCH_ROW_STATUSES, batchRowPageSchema } from '../batches/batches.js';
import type { ConsumerProduct } from './credit-report.js';
import { PRODUCT_FAMILIES, type ProductFamily } from './products/product.js';
import { REPORT_ORDER_ENDPOINTS, REPORT_PDF_ENDPOINTS, REPORT_PRODUCTS } from './products/registry.js';
import { isoTimestamp } from '../common/timestamp.js';
import { PRESENTATION_LEVELS } from './presentation/levels.js';
import { SORT_QUERY, listSort, sortErrorMessage } from '../common/list-sort.js';
import { ALERT_STATUSES } from './alert-resolution.js';

/**
 * The consumer family's order and PDF endpoints by product key (the registry builds them for every
 * product: REPORT_ORDER_ENDPOINTS, REPORT_PDF_ENDPOINTS).
 */
export const consumerReportEndpoints = {
  acrov6: REPORT_ORDER_ENDPOINTS.acrov6,
  nal: REPORT_ORDER_ENDPOINTS.nal,
  oneviewplus: REPORT_ORDER_ENDPOINTS.oneviewplus,
} as const satisfies Record<ConsumerProduct, unknown>;

export const consumerPdfEndpoints = {
  acrov6: REPORT_PDF_ENDPOINTS.acrov6,
  nal: REPORT_PDF_ENDPOINTS.nal,
  oneviewplus: REPORT_PDF_ENDPOINTS.oneviewplus,
} as const satisfies Record<ConsumerProduct, unknown>;

// ---- My Reports ---------------------------------------------------------------------------------

export const INQUIRY_STATUSES = ['Completed', 'No Hit', 'Failed'] as const;

export const inquiryListItemSchema = z.object({
  id: z.string(),
  // any text, not the registry's keys: a tab opened before a deploy that added a product must still read the answer
  product: z.string(),
  productName: z.string(),
  consumerName: z.string(),
  coApplicantName: z.string().nullable(),
  ssnMasked: z.string(),
  customerReferenceNumber: z.string(),
  accountNumber: z.string(),
  permissiblePurpose: z.string(),
  userName: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /**
   * A product's own verdict where "Completed" says too little (issue 33): an eIDverifier awaiting the
   * applicant's answers, verified or not. Shown in place of the status; absent for other products.
   */
  outcome: z.object({ label: z.string(), level: z.enum(PRESENTATION_LEVELS) }).nullable().optional(),
  /** a credit report's fraud / active-duty / discrepancy alerts: unresolved, verified or not; null without any (docs/careful-pulls.md). */
  alertStatus: z.enum(ALERT_STATUSES).nullable().optional(),
  createdAt: isoTimestamp(),
});
export type InquiryListItem = z.infer<typeof inquiryListItemSchema>;

export const inquiryPageSchema = z.object({
  content: z.array(inquiryListItemSchema),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/** Filter bounds come as MM/DD/YYYY HH:mm:ss (portal.md §9). */
const rangeBound = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/, 'must be written MM/DD/YYYY HH:mm:ss')
  .optional();

/** My Reports' sortable columns; newest first unless told. */
export const MY_REPORTS_SORT = listSort(['createdAt', 'productName', 'consumerName', 'customerReferenceNumber', 'accountNumber', 'userName', 'status'], '-createdAt');

const inquiryPagingQuery = z.object({
  pageNumber: z.coerce.number().int().min(1, 'pageNumber starts at 1').default(PAGING.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize may be at most 100').default(PAGING.defaultPageSize),
  fromDate: rangeBound,
  toDate: rangeBound,
  /** 'unresolved': only the reports whose alerts are not resolved yet (docs/careful-pulls.md). */
  alerts: z.enum(['unresolved'], { error: 'alerts must be unresolved' }).optional(),
});
export const inquiryPageQuerySchema = inquiryPagingQuery.extend({ sort: MY_REPORTS_SORT.query });

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });

export const myReportsPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportinquiries/extract/customers/:customerId/pages',
  summary: "A page of the caller's reports (all of the company's for a usertransactionsadmin), newest first",
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: customerParams,
  querystring: inquiryPageQuerySchema,
  response: { 200: inquiryPageSchema },
});

export const myReportsSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reportinquiries/extract/customers/:customerId/search',
  summary: 'Search the caller’s reports by consumer name, reference, account number, product or user; with ?batchId= a batch’s rows (reports.md §7)',
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: customerParams,
  // `sort` names My Reports' columns, or with a batchId the batch rows' (BATCH_ROWS_SORT)
  querystring: inquiryPagingQuery
    .extend({
      batchId: z.string().uuid('batchId must be a batch id').optional(),
      status: z.enum(BATCH_ROW_STATUSES, { error: `status must be one of ${BATCH_ROW_STATUSES.join(', ')}` }).optional(),
      sort: z.string().max(64).optional().meta({ description: "My Reports' sort (MY_REPORTS_SORT), or with batchId a batch rows' one (BATCH_ROWS_SORT)" }),
    })
    .transform((q, ctx) => {
      const declared = q.batchId ? BATCH_ROWS_SORT : MY_REPORTS_SORT;
      const sort = declared.parse(q.sort);
      if (sort) return { ...q, sort };
      ctx.addIssue({ code: 'custom', path: [SORT_QUERY], message: sortErrorMessage(declared.columns, q.sort) });
      return z.NEVER;
    }),
  body: z.object({
    keyWords: z.string().trim().max(100, 'keyWords may be at most 100 characters').default(''),
    /** reports.md §7 sends it with a batch's row search; the server reads the caller from the session. */
    userId: z.string().max(100).optional(),
  }),
  response: { 200: z.union([inquiryPageSchema, batchRowPageSchema]), 404: errorBodySchema },
});

const inquiryParams = z.object({ id: z.string().uuid('id must be an inquiry id') });

/** Every product's order answer: a stored report is answered as it was when ordered. */
type ProductOrderResponseSchema = (typeof REPORT_PRODUCTS)[number]['order']['response'];
export type ProductOrderResponse = z.infer<ProductOrderResponseSchema>;

const orderResponseSchemas = [...new Set(REPORT_PRODUCTS.map((p) => p.order.response))] as z.ZodObject[];

/** A stored report: its product's order answer, and the list item My Reports shows for it. */
export const inquiryDetailsSchema = z.union(
  orderResponseSchemas.map((schema) => schema.extend({ item: inquiryListItemSchema })) as unknown as [z.ZodType<ProductOrderResponse & { item: InquiryListItem }>],
);
export type InquiryDetails = z.infer<typeof inquiryDetailsSchema>;

export const inquiryDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportinquiries/extract/:id/details',
  summary: 'A stored report, as it was returned when ordered',
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  tenancy: 'object',
  params: inquiryParams,
  response: { 200: inquiryDetailsSchema },
});

/** GET /reportinquiries/extract/{id}/batchdetails: a report ordered in a batch, with its batch and row. */
export const inquiryBatchDetailsSchema = z.object({
  inquiryId: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  rowNumber: z.number().int(),
  product: z.string(),
  createdAt: isoTimestamp(),
  /** reports.md §3: a JSON string containing { dataSourceResponse }. */
  formatedResponse: z.string(),
  item: inquiryListItemSchema,
});
export type InquiryBatchDetails = z.infer<typeof inquiryBatchDetailsSchema>;

export const inquiryBatchDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportinquiries/extract/:id/batchdetails',
  summary: 'A stored report ordered in a batch: its batch, row and formatted answer (404 when it is no batch’s or not the caller’s)',
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  tenancy: 'object',
  params: inquiryParams,
  response: { 200: inquiryBatchDetailsSchema, 404: errorBodySchema },
});

/**
 * Applicant recall (issue 33): the applicant of a stored report as the order forms take it, to order
 * another product for the same consumer. Only what a form asks (names, SSN, date of birth, address,
 * phone, email); a part the stored order did not hold is absent.
 */
export const recalledApplicantSchema = z.object({
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  suffix: z.string().optional(),
  ssn: z.string().optional(),
  dateOfBirth: z.string().optional(),
  address: z.object({ line1: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.enum(['US', 'CA']).optional() }).optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});
export type RecalledApplicant = z.infer<typeof recalledApplicantSchema>;

export const recalledApplicantResponseSchema = z.object({ inquiryId: z.string(), product: z.string(), applicant: recalledApplicantSchema });
export type RecalledApplicantResponse = z.infer<typeof recalledApplicantResponseSchema>;

export const inquiryApplicantEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportinquiries/extract/:id/applicant',
  summary: "A stored report's applicant as the order forms take it, to order another product for them (read like the report; audited)",
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  tenancy: 'object',
  params: inquiryParams,
  response: { 200: recalledApplicantResponseSchema, 404: errorBodySchema },
});

export const deleteInquiryEndpoint = defineEndpoint({
  method: 'DELETE',
  // The spec spells it thus.
  path: '/reportinquries/:id',
  summary: 'Remove a report from My Reports (the record is kept for audit and billing)',
  access: AUTHENTICATED,
  scopes: [],
  tenancy: 'object',
  params: inquiryParams,
  response: { 200: z.object({ deleted: z.literal(true) }) },
});

// ---- What the company may order -----------------------------------------------------------------

export const orderableProductSchema = z.object({
  code: z.string(),
  // any text, not the registry's keys: a tab opened before a deploy that added a product must still read the answer
  product: z.string(),
  name: z.string(),
  family: z.enum(Object.keys(PRODUCT_FAMILIES) as [ProductFamily, ...ProductFamily[]]),
  description: z.string(),
});

export const companyProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/customers/:customerId',
  summary: 'The report products the company may order; with grantable=true also the TeleCheck lists it holds (what a user group may grant)',
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({
    grantable: z.enum(['true', 'false'], { error: 'grantable must be true or false' }).default('false').transform((v) => v === 'true'),
  }),
  response: { 200: z.object({ products: z.array(orderableProductSchema) }) },
});

export const accountNumberSchema = z.object({
  memberNumber: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  /** how many product configurations use the number (Account Numbers shows it; while any, it cannot be deleted). */
  productConfigurations: z.number().int().optional(),
});

/** The Account Numbers list's sortable columns; by number unless told. */
export const ACCOUNT_NUMBERS_SORT = listSort(['memberNumber', 'name', 'status', 'productConfigurations'], 'memberNumber');

export const companyMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/members',
  summary: "The company's account numbers (members); ?searchValue= filters",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ searchValue: z.string().trim().max(50).optional(), sort: ACCOUNT_NUMBERS_SORT.query }),
  response: { 200: z.object({ members: z.array(accountNumberSchema) }) },
});

/** The Account Numbers list as CSV, in the list's order. */
export const ACCOUNT_NUMBERS_CSV = csvExport('accountNumbers.csv', ['Account number', 'Name', 'Status', 'Product configurations']);

export const downloadAccountNumbersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/customers/:customerId/members/download',
  summary: "Export the company's account numbers (searchValue filters) as CSV, streamed",
  produces: csvProduces('The account numbers', ACCOUNT_NUMBERS_CSV),
  access: accessOfRoute('/account-numbers'),
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ searchValue: z.string().trim().max(50).optional(), sort: ACCOUNT_NUMBERS_SORT.query }),
});

/** My Reports as CSV: the list's filters and order (consumer names and the SSN's last four only; the export is audited). */
export const MY_REPORTS_CSV = csvExport('myReports.csv', ['Date', 'Product', 'Consumer', 'Co-applicant', 'SSN', 'Reference', 'Account number', 'Permissible purpose', 'User', 'Status']);

export const downloadMyReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportinquiries/extract/customers/:customerId/download',
  summary: "Export the caller's reports (the company's for a usertransactionsadmin) with My Reports' filters as CSV, streamed",
  produces: csvProduces('The reports', MY_REPORTS_CSV),
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: customerParams,
  querystring: inquiryPageQuerySchema.omit({ pageNumber: true, pageSize: true }).extend({ keyWords: z.string().trim().max(100, 'keyWords may be at most 100 characters').optional() }),
});

// ---- Sandbox bureau test consumers (only while the sandbox bureau answers) -----------------------

export const sandboxPersonaSchema = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ssn: z.string(),
  dateOfBirth: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.enum(['US', 'CA']) }),
  phone: z.string().optional(),
  email: z.string().optional(),
  driversLicense: z.object({ number: z.string(), state: z.string() }).optional(),
  description: z.string(),
  /** the products the consumer is documented for (their persona menus); absent: the consumer credit family's. */
  products: z.array(z.string()).optional(),
});
export type SandboxPersonaInfo = z.infer<typeof sandboxPersonaSchema>;

/** A screening product's documented test subject (its contract's testSubjects), with the products it is documented for. */
export const sandboxSubjectSchema = z.object({
  key: z.string(),
  subjectType: z.enum(['individual', 'business']),
  firstName: z.string().optional(),
  middleName: z.string().optional(),
  lastName: z.string().optional(),
  dateOfBirth: z.string().optional(),
  country: z.string().optional(),
  businessName: z.string().optional(),
  description: z.string(),
  products: z.array(z.string()),
});
export type SandboxSubjectInfo = z.infer<typeof sandboxSubjectSchema>;

export const sandboxPersonasEndpoint = defineEndpoint({
  method: 'GET',
  path: '/sandbox/personas',
  summary: "The sandbox's documented test consumers and screening subjects, named for their products (404 when a real bureau is configured)",
  access: AUTHENTICATED,
  tenancy: 'none',
  // 404 when a real bureau is configured: it has no test consumers
  response: { 200: z.object({ personas: z.array(sandboxPersonaSchema), subjects: z.array(sandboxSubjectSchema).optional() }), 404: errorBodySchema },
});
