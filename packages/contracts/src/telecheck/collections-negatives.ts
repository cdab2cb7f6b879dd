import { z } from 'zod';
import { listSort } from '../common/list-sort.js';
import type { ProductCode } from '../access/products.js';
import { checkAmountSchema, checkNumberSchema, checkingAccountNumberSchema, routingNumberSchema } from '../common/bank-account.js';
import { errorBodySchema } from '../common/error-body.js';
import { PAGING } from '../common/enums.js';
import { MESSAGES } from '../common/messages.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * The TeleCheck Collections and Negatives lists (reports.md §3, §7, §9; docs/products/telecheck.md):
 * the checks a company placed with TeleCheck for collection, and the ones it reported as negative
 * items (a returned check, a negative balance). Entries come from the company's placements: a
 * declined TeleCheck report placed from its page, or a TeleCheck collection-placement or
 * negative-item input file processed by file transfer.
 */

export const TELECHECK_LIST_TYPES = ['collections', 'negatives'] as const;
export type TelecheckListType = (typeof TELECHECK_LIST_TYPES)[number];

/** reports.md §7: the labels used. */
export const TELECHECK_LIST_LABELS: Record<TelecheckListType, string> = { collections: 'Collections', negatives: 'Negatives' };

/** What one entry of each list is, in a word: a collection placement, a negative item. */
export const TELECHECK_ENTRY_NOUNS: Record<TelecheckListType, string> = { collections: 'collection placement', negatives: 'negative item' };

/** reports.md §8: the message after a delete. */
export const TELECHECK_DELETED_MESSAGES: Record<TelecheckListType, string> = {
  collections: MESSAGES.reports.collectionDeleted,
  negatives: MESSAGES.reports.negativeDeleted,
};

/** Who may read a list (TLKC, TLKN, TCCN): kept apart for the route table's first load. */
export { TELECHECK_ANY_LIST_PRODUCT_CODES, TELECHECK_LIST_PRODUCT_CODES } from '../access/telecheck-list-products.js';

/**
 * The lists as the Products page shows them, under Check verification beside TeleCheck: read, not
 * ordered, each opening its tab of the lists' screen for a user granted it.
 */
export const TELECHECK_LIST_CATALOG: readonly { type: TelecheckListType; code: ProductCode; name: string; description: string }[] = [
  {
    type: 'collections',
    code: 'TLKC',
    name: 'TeleCheck Collections',
    description: 'The checks your company placed with TeleCheck for collection: search by key words and placement dates, delete an entry, download the list as PDF.',
  },
  {
    type: 'negatives',
    code: 'TLKN',
    name: 'TeleCheck Negatives',
    description: 'The checks your company reported to TeleCheck as negative items (a returned check, a negative balance): search, delete, download as PDF.',
  },
];

/** Where an entry came from: placed from a TeleCheck report's page, or a processed input file. */
export const TELECHECK_ENTRY_SOURCES = ['report', 'file'] as const;
export type TelecheckEntrySource = (typeof TELECHECK_ENTRY_SOURCES)[number];

/** An entry's state at TeleCheck: open (being collected, or on file), paid (the check writer paid), closed. */
export const TELECHECK_ENTRY_STATUSES = ['open', 'paid', 'closed'] as const;
export type TelecheckEntryStatus = (typeof TELECHECK_ENTRY_STATUSES)[number];
export const TELECHECK_STATUS_LABELS: Record<TelecheckEntryStatus, string> = { open: 'Open', paid: 'Paid', closed: 'Closed' };

export const telecheckListItemSchema = z.object({
  id: z.string(),
  type: z.enum(TELECHECK_LIST_TYPES),
  checkNumber: z.string(),
  /** the check's amount in dollars. */
  amount: z.number(),
  routingNumber: z.string(),
  /** the checking account's last four digits ("****6789"); the full number is kept encrypted. */
  accountMasked: z.string(),
  consumerName: z.string(),
  /** when the company placed it (ISO time). */
  placedAt: isoTimestamp(),
  status: z.enum(TELECHECK_ENTRY_STATUSES),
  /** the user name of who placed it, or the file it came in. */
  placedBy: z.string(),
  source: z.enum(TELECHECK_ENTRY_SOURCES),
  /** the TeleCheck report it was placed from; null for a file's entry. */
  inquiryId: z.string().nullable(),
});
export type TelecheckListItem = z.infer<typeof telecheckListItemSchema>;

export const telecheckListPageSchema = z.object({
  content: z.array(telecheckListItemSchema),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type TelecheckListPage = z.infer<typeof telecheckListPageSchema>;

/**
 * reports.md §9: the portal sends a search's bounds as 'MM/DD/YYYY 00:00:00' (start) and 'MM/DD/YYYY
 * 23:59:59' (end); the bounds are whole days, so the time is read as the day's edge and dropped.
 * YYYY-MM-DD is accepted too (the PDF body, other clients). Either becomes YYYY-MM-DD.
 */
const SPEC_BOUND = /^(\d{2})\/(\d{2})\/(\d{4})(?: (?:00:00:00|23:59:59))?$/;
export const TELECHECK_BOUND_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}/\\d{2}/\\d{4}( (00:00:00|23:59:59))?)$';

/** A day as the spec's search bound: ('start', '2026-03-05') → '03/05/2026 00:00:00'. */
export const telecheckBoundOf = (day: string, edge: 'start' | 'end') =>
  `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;

const isoDay = (field: string) =>
  z
    .string()
    .regex(new RegExp(TELECHECK_BOUND_PATTERN), `${field} must be a date written MM/DD/YYYY 00:00:00 (or YYYY-MM-DD)`)
    .transform((v) => v.replace(SPEC_BOUND, '$3-$1-$2'))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a calendar date`)
    .optional();

/** The TeleCheck lists' sortable columns; newest placement first unless told. */
export const TELECHECK_LIST_SORT = listSort(['placedAt', 'checkNumber', 'amount', 'consumerName', 'status', 'placedBy'], '-placedAt');

const pageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').default(PAGING.defaultPage),
  size: z.coerce.number({ error: 'size must be a number' }).int().min(1, 'size must be at least 1').max(100, 'size may be at most 100').default(PAGING.defaultPageSize),
  sort: TELECHECK_LIST_SORT.query,
});

/** The search's bounds: placed on or after fromDate, on or before toDate (days, UTC). */
export const telecheckSearchQuerySchema = pageQuery
  .extend({ fromDate: isoDay('fromDate'), toDate: isoDay('toDate') })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { path: ['toDate'], message: 'toDate must be on or after fromDate' });

/** reports.md §7: keyWords (empty when not searching) and userId (here: only entries that user placed; empty for anyone's). */
export const telecheckSearchBodySchema = z.object({
  keyWords: z.string({ error: 'keyWords must be text' }).trim().max(100, 'keyWords may be at most 100 characters').default(''),
  userId: z.string({ error: 'userId must be text' }).trim().max(100, 'userId may be at most 100 characters').optional().default(''),
});
export type TelecheckSearchBody = z.input<typeof telecheckSearchBodySchema>;

const listParams = z.object({
  customerId: z.string().uuid('customerId must be a company id'),
  type: z.enum(TELECHECK_LIST_TYPES, { error: "type must be 'collections' or 'negatives'" }),
});

/** A placement from a declined TeleCheck report: the report and the list it goes on. */
export const telecheckPlacementSchema = z.object({
  inquiryId: z.string({ error: 'inquiryId is required' }).uuid('inquiryId must be an inquiry id'),
  type: z.enum(TELECHECK_LIST_TYPES, { error: "type must be 'collections' or 'negatives'" }),
});
export type TelecheckPlacement = z.infer<typeof telecheckPlacementSchema>;

/**
 * One check placed on a list by a processed input file (file transfer's TeleCheck collection-placement
 * and negative-item systems): the check's MICR line, amount and writer, and optionally when it was
 * placed and its status at TeleCheck. The same rules as the TeleCheck report's fields.
 */
export const telecheckPlacementEntrySchema = z.object({
  checkNumber: checkNumberSchema,
  amount: checkAmountSchema,
  routingNumber: routingNumberSchema,
  checkingAccountNumber: checkingAccountNumberSchema,
  consumerName: z.string({ error: 'consumerName is required' }).trim().min(1, 'consumerName is required').max(80, 'consumerName must be at most 80 characters'),
  /** ISO time; now when absent. */
  placedAt: isoTimestamp().datetime({ offset: true, message: 'placedAt must be an ISO date-time' }).optional(),
  status: z.enum(TELECHECK_ENTRY_STATUSES, { error: "status must be 'open', 'paid' or 'closed'" }).optional(),
});
export type TelecheckPlacementEntry = z.input<typeof telecheckPlacementEntrySchema>;

/** The list as a PDF: the list and the search it shows (every entry it finds, not one page). */
export const telecheckListPdfSchema = z.object({
  type: z.enum(TELECHECK_LIST_TYPES, { error: "type must be 'collections' or 'negatives'" }),
  keyWords: z.string().trim().max(100, 'keyWords may be at most 100 characters').optional().default(''),
  fromDate: isoDay('fromDate'),
  toDate: isoDay('toDate'),
});
export type TelecheckListPdfRequest = z.input<typeof telecheckListPdfSchema>;

/** The saved file's name. */
export const telecheckListPdfFileName = (type: TelecheckListType) => `telecheck_${type}_report.pdf`;

const PAGE_ANSWERS = { 200: telecheckListPageSchema, 403: errorBodySchema };

export const TELECHECK_LIST_ENDPOINTS = {
  /** A page of a list, newest placement first (reports.md §7: page 1, size 10 by default). */
  list: defineEndpoint({
    method: 'GET',
    path: '/telecheck/collections-negatives/customers/:customerId/reports/:type',
    summary: "A page of the company's TeleCheck collections or negatives",
    access: AUTHENTICATED,
    customerParam: 'customerId',
    params: listParams,
    querystring: pageQuery,
    response: PAGE_ANSWERS,
  }),
  /** The same list searched: keywords (check number, consumer name, account's last four, routing number, placed by) and placement dates. */
  search: defineEndpoint({
    method: 'POST',
    path: '/telecheck/collections-negatives/customers/:customerId/reports/:type',
    summary: "Search the company's TeleCheck collections or negatives",
    access: AUTHENTICATED,
    customerParam: 'customerId',
    params: listParams,
    querystring: telecheckSearchQuerySchema,
    body: telecheckSearchBodySchema,
    response: PAGE_ANSWERS,
  }),
  /** Withdraws an entry; another company's is not found. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/telecheck/collections-negatives/:id',
    summary: 'Delete a TeleCheck collection placement or negative item',
    access: AUTHENTICATED,
    tenancy: 'object',
    params: z.object({ id: z.string().uuid('id must be an entry id') }),
    response: { 200: z.object({ message: z.string(), type: z.enum(TELECHECK_LIST_TYPES) }), 403: errorBodySchema, 404: errorBodySchema },
  }),
  /** Places the check of a declined TeleCheck report for collection, or reports it as a negative item. */
  place: defineEndpoint({
    method: 'POST',
    path: '/telecheck/collections-negatives/placements',
    summary: 'Place a declined TeleCheck check for collection or report it as a negative item',
    access: AUTHENTICATED,
    tenancy: 'object',
    body: telecheckPlacementSchema,
    response: { 201: telecheckListItemSchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
  }),
  /** The entries placed from one TeleCheck report (its page shows them and offers the lists it is not on). */
  ofInquiry: defineEndpoint({
    method: 'GET',
    path: '/telecheck/collections-negatives/inquiries/:inquiryId',
    summary: 'The collection placement and negative item placed from a TeleCheck report',
    access: AUTHENTICATED,
    tenancy: 'object',
    params: z.object({ inquiryId: z.string().uuid('inquiryId must be an inquiry id') }),
    response: { 200: z.object({ content: z.array(telecheckListItemSchema) }), 404: errorBodySchema },
  }),
  /** The list (as searched) as a PDF. */
  pdf: defineEndpoint({
    method: 'POST',
    path: '/pdfs/telecheckcollectionsnegatives/download',
    summary: 'Download a TeleCheck collections or negatives list as PDF',
    produces: { kind: 'file', mediaType: 'application/pdf', description: 'The list as searched' },
    access: AUTHENTICATED,
    scopes: ['reports:read'],
    tenancy: 'caller',
    // answers the PDF (as the reports' PDF calls, no JSON schema); 403 for a list not held or granted, 400 for a bad body
    body: telecheckListPdfSchema,
  }),
};
