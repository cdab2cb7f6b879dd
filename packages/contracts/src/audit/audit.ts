import { stepUp } from '../auth/step-up.js';
import { z } from 'zod';
import { US_BOUND_FORMAT } from '../common/date-formats.js';
import { entitlementSchema, roleSchema } from '../access/entitlement-schemas.js';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import { MESSAGES } from '../common/messages.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { USERS_CSV_COLUMNS, USERS_SORT } from '../admin/users-admin.js';
import { listSort } from '../common/list-sort.js';
import { productKeySchema } from '../reports/products/registry.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Audit Logs (reports.md §2, §8, §9; issue 16; docs/audit.md). Security administrators read their
 * own company's audit trail in five tabs, page it (10 a page by default) and download each tab as CSV
 * with the current filters. The events of a company form hash chains (one per tab's kind of event):
 * the CSV carries each event's chain record so `npm run audit:verify -- file.csv` can prove it.
 */

/** The access of every audit call: the /audit-report screen's (securityadmin). */
const AUDIT = accessOfRoute('/audit-report');

/** reports.md §2: the five tabs of the Audit Logs page, in order, with their URL slugs. */
export const AUDIT_TABS = [
  { slug: 'report-history', title: 'Report History' },
  { slug: 'user-activity', title: 'User Activity' },
  { slug: 'report-audit-downloads', title: 'Report Audit Downloads' },
  { slug: 'user-audit-downloads', title: 'User Audit Downloads' },
  { slug: 'user-status-downloads', title: 'User Status Downloads' },
] as const;
export type AuditTabSlug = (typeof AUDIT_TABS)[number]['slug'];
export const auditTabSlugSchema = z.enum(AUDIT_TABS.map((t) => t.slug) as [AuditTabSlug, ...AuditTabSlug[]]);
export const AUDIT_PAGE_TITLE = 'Audit Logs';

export const AUDIT_LIMITS = {
  /** reports.md §9: audit page size 10. */
  defaultPageSize: PAGING.defaultPageSize,
  maxPageSize: 100,
  /**
   * The deepest row a page may start at: a page beyond it answers 400 auditTooLarge (narrow the
   * filters), unless the filters match fewer rows (then it is simply past the end: an empty page).
   */
  maxOffset: 10_000,
  /**
   * A page's `total` is counted up to this, or to the page's own last row when it lies deeper; beyond
   * it `totalCapped` is true. Each counted row is an index entry and a table row read, so the count is
   * kept to what the pager needs (100 pages of 10) rather than every match (docs/benchmarks.md).
   */
  countLimit: 1_000,
  /** A CSV download holds at most this many rows; more answer 400 auditTooLarge before anything is sent. */
  csvMaxRows: 100_000,
} as const;

/** The spec's texts of the audit screens (reports.md §8). */
export const AUDIT_MESSAGES = {
  tooLarge: MESSAGES.reports.auditTooLarge,
  downloaded: MESSAGES.users.exported,
  endBeforeStart: 'toDate must not be before fromDate',
  eventOfOtherTab: 'event is not an event of this tab',
} as const;

// ---- Filter bounds -------------------------------------------------------------------------------

/**
 * A date bound MM/DD/YYYY, optionally with HH:mm:ss (reports.md §9: 'MM/DD/YYYY 00:00:00' for the
 * start, 'MM/DD/YYYY 23:59:59' for the end). A date alone is the whole day: the start at 00:00:00,
 * the end through 23:59:59.999. Read in UTC (companies have no time zone setting; docs/audit.md).
 */
const BOUND = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export type AuditBound = { year: number; month: number; day: number; hour: number; minute: number; second: number; millis: number };

/** The bound's parts, or undefined when it is not a real date and time (02/30/2025, 13/01/2025, 24:00:00). */
export function parseAuditBound(value: string, edge: 'start' | 'end'): AuditBound | undefined {
  const m = BOUND.exec(value);
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const timed = m[4] !== undefined;
  const hour = timed ? Number(m[4]) : edge === 'start' ? 0 : 23;
  const minute = timed ? Number(m[5]) : edge === 'start' ? 0 : 59;
  const second = timed ? Number(m[6]) : edge === 'start' ? 0 : 59;
  const millis = edge === 'end' ? 999 : 0;
  if (year < 1900 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day, hour, minute, second, millis };
}

/** The instant of a bound read in UTC. */
export function auditBoundInstant(bound: AuditBound): Date {
  return new Date(Date.UTC(bound.year, bound.month - 1, bound.day, bound.hour, bound.minute, bound.second, bound.millis));
}

/** Formats a day as the spec's filter bounds: ('start', 2026-03-05) → '03/05/2026 00:00:00'. */
export function formatAuditBound(date: { year: number; month: number; day: number }, edge: 'start' | 'end'): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
}

const boundField = (edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .refine((v) => parseAuditBound(v, edge) !== undefined, 'must be a real date written MM/DD/YYYY or MM/DD/YYYY HH:mm:ss')
    .meta(US_BOUND_FORMAT);

const pagingFields = {
  pageNumber: z.coerce.number().int('pageNumber must be a whole number').min(1, 'pageNumber starts at 1').default(PAGING.defaultPage),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(AUDIT_LIMITS.maxPageSize, `pageSize may be at most ${AUDIT_LIMITS.maxPageSize}`)
    .default(AUDIT_LIMITS.defaultPageSize),
};

const eventFilterFields = {
  fromDate: boundField('start').optional(),
  toDate: boundField('end').optional(),
  /** the acting user's user name (exact, any case). */
  userName: z.string().trim().min(1).max(320).optional(),
};

function rangeInOrder<T extends { fromDate?: string; toDate?: string }>(filter: T, ctx: z.RefinementCtx) {
  if (!filter.fromDate || !filter.toDate) return;
  const from = parseAuditBound(filter.fromDate, 'start');
  const to = parseAuditBound(filter.toDate, 'end');
  if (from && to && auditBoundInstant(to) < auditBoundInstant(from)) {
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: AUDIT_MESSAGES.endBeforeStart });
  }
}

// ---- Event kinds -----------------------------------------------------------------------------------

/** Report History's actions (reports.md §9 does not list them; issue 16). */
export const REPORT_AUDIT_ACTIONS = ['ordered', 'viewed', 'downloaded', 'deleted'] as const;
export const reportAuditActionSchema = z.enum(REPORT_AUDIT_ACTIONS);
export type ReportAuditAction = z.infer<typeof reportAuditActionSchema>;

/** reports.md §9: audit statuses. A failed order is Failed, a completed order Completed, a read or delete Processed. */
export const AUDIT_STATUSES = ['Processed', 'Completed', 'Failed'] as const;
export const auditStatusSchema = z.enum(AUDIT_STATUSES);
export type AuditStatus = z.infer<typeof auditStatusSchema>;

/** User Activity's kinds of event: sign-in (login, logout, SSO, sessions), MFA, passwords, support sessions and consent, administration. */
export const USER_ACTIVITY_KINDS = ['login', 'mfa', 'password', 'impersonation', 'administration', 'other'] as const;
export const userActivityKindSchema = z.enum(USER_ACTIVITY_KINDS);
export type UserActivityKind = z.infer<typeof userActivityKindSchema>;

export const auditOutcomeSchema = z.enum(['success', 'failure']);

// ---- Queries ----------------------------------------------------------------------------------------

const reportHistoryFields = z.object({ ...eventFilterFields, product: productKeySchema.optional(), event: reportAuditActionSchema.optional() });
const userActivityFields = z.object({ ...eventFilterFields, event: userActivityKindSchema.optional() });
/** The two downloads tabs: which tab's CSV was downloaded (report-audit-downloads: Report History's; user-audit-downloads: the others and the users export). */
const auditDownloadsFields = z.object({ ...eventFilterFields, tab: auditTabSlugSchema.optional() });

export const reportHistoryFilterSchema = reportHistoryFields.superRefine(rangeInOrder);
export const userActivityFilterSchema = userActivityFields.superRefine(rangeInOrder);
export const auditDownloadsFilterSchema = auditDownloadsFields.superRefine(rangeInOrder);
/** User Status Downloads: the company's users (not events); a user name's part, a status. */
export const auditUserStatusFilterSchema = z.object({
  userName: z.string().trim().min(1).max(320).optional(),
  status: z.enum(['active', 'inactive', 'revoked', 'blocked', 'requested']).optional(),
});

export type ReportHistoryFilter = z.infer<typeof reportHistoryFilterSchema>;
export type UserActivityFilter = z.infer<typeof userActivityFilterSchema>;
export type AuditDownloadsFilter = z.infer<typeof auditDownloadsFilterSchema>;
export type AuditUserStatusFilter = z.infer<typeof auditUserStatusFilterSchema>;

/** The event tabs' sortable columns; newest first unless told. User Status Downloads sorts as the users list (USERS_SORT). */
export const AUDIT_EVENTS_SORT = listSort(['occurredAt', 'userName', 'action', 'outcome'], '-occurredAt');

/** The page queries: the tab's filters with pageNumber (from 1), pageSize (default 10, at most 100) and sort. */
export const reportHistoryQuerySchema = reportHistoryFields.extend({ ...pagingFields, sort: AUDIT_EVENTS_SORT.query }).superRefine(rangeInOrder);
export const userActivityQuerySchema = userActivityFields.extend({ ...pagingFields, sort: AUDIT_EVENTS_SORT.query }).superRefine(rangeInOrder);
export const auditDownloadsQuerySchema = auditDownloadsFields.extend({ ...pagingFields, sort: AUDIT_EVENTS_SORT.query }).superRefine(rangeInOrder);
export const auditUserStatusQuerySchema = auditUserStatusFilterSchema.extend({ ...pagingFields, sort: USERS_SORT.query });

// ---- Rows ---------------------------------------------------------------------------------------------

/** What every event row says: its place in its chain, when, who (and the support agent acting for them). */
const eventRowFields = {
  /** the event's id (a decimal string: ids outgrow JS numbers' exact range in theory). */
  id: z.string(),
  /** its place in its company's chain. */
  seq: z.number().int(),
  occurredAt: isoTimestamp(),
  /** the user who acted (null: nobody signed in, such as a sign-in attempt for an unknown name). */
  userName: z.string().nullable(),
  /** during a support session, the provider's agent acting as that user (`support:<agent>`), else null. */
  supportAgent: z.string().nullable(),
  outcome: auditOutcomeSchema,
  ip: z.string().nullable(),
};

export const reportHistoryRowSchema = z.object({
  ...eventRowFields,
  action: reportAuditActionSchema,
  /** the product's key (registry) and its code; null when the event did not name one. */
  product: z.string().nullable(),
  productCode: z.string().nullable(),
  inquiryId: z.string().nullable(),
  consumerName: z.string().nullable(),
  ssnLast4: z.string().nullable(),
  permissiblePurpose: z.string().nullable(),
  status: auditStatusSchema,
});
export type ReportHistoryRow = z.infer<typeof reportHistoryRowSchema>;

export const userActivityRowSchema = z.object({
  ...eventRowFields,
  kind: userActivityKindSchema,
  /** the recorded action, such as 'login.succeeded', 'mfa.code-refused', 'user.status-changed'. */
  action: z.string(),
  /** what it acted on: the target's type and id (a user, a group, an account number), when any. */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** what the target is called where the trail holds its id (a batch's name, the company's, a report's product), else null. */
  targetName: z.string().nullable(),
  /** the event's details (never passwords, tokens or unmasked consumer data). */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type UserActivityRow = z.infer<typeof userActivityRowSchema>;

/**
 * The lists whose CSV export is a user's audit download (issue 33: shown under User Audit Downloads),
 * by the export's target (its audit event's targetType), with the list's name.
 */
export const AUDIT_EXPORT_LISTS = {
  users: 'Users',
  'user-groups': 'User groups',
  'account-numbers': 'Account numbers',
  'product-configurations': 'Product configurations',
  letters: 'Letters',
  'ofac-cases': 'OFAC cases',
  'pm-alerts': 'PM alerts',
  'my-reports': 'My Reports',
} as const;
export type AuditExportList = keyof typeof AUDIT_EXPORT_LISTS;
export const auditExportListSchema = z.enum(Object.keys(AUDIT_EXPORT_LISTS) as [AuditExportList, ...AuditExportList[]]);

export const auditDownloadRowSchema = z.object({
  ...eventRowFields,
  /** the tab whose CSV was downloaded, or the list exported ('users': the user administration's exportData.csv). */
  tab: z.union([auditTabSlugSchema, auditExportListSchema]),
  /** the filters it was downloaded with, as given. */
  filters: z.record(z.string(), z.string()),
  /** rows in the file. */
  rows: z.number().int().nullable(),
});
export type AuditDownloadRow = z.infer<typeof auditDownloadRowSchema>;

export const auditUserStatusRowSchema = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.string(),
  entitlements: z.array(entitlementSchema),
  userGroups: z.array(z.string()),
  createdAt: isoTimestamp(),
  lastLoginAt: isoTimestamp().nullable(),
  lastRecertifiedAt: isoTimestamp().nullable(),
  lastRecertifiedBy: z.string().nullable(),
});
export type AuditUserStatusRow = z.infer<typeof auditUserStatusRowSchema>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    /** rows matching the filters, counted up to AUDIT_LIMITS.countLimit. */
    total: z.number().int(),
    /** true when there are more than `total` (the count stopped at its limit). */
    totalCapped: z.boolean(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });

export const reportHistoryPageSchema = pageOf(reportHistoryRowSchema);
export const userActivityPageSchema = pageOf(userActivityRowSchema);
export const auditDownloadsPageSchema = pageOf(auditDownloadRowSchema);
export const auditUserStatusPageSchema = pageOf(auditUserStatusRowSchema);
export type ReportHistoryPage = z.infer<typeof reportHistoryPageSchema>;
export type UserActivityPage = z.infer<typeof userActivityPageSchema>;
export type AuditDownloadsPage = z.infer<typeof auditDownloadsPageSchema>;
export type AuditUserStatusPage = z.infer<typeof auditUserStatusPageSchema>;

// ---- CSV ----------------------------------------------------------------------------------------------

/**
 * The chain columns every event CSV ends with: its chain, its place, the hash of the event before
 * it and its own, and the event's full canonical record ('v1:' + base64 of it) the hash is over.
 * `npm run audit:verify -- file.csv` recomputes them (docs/audit.md).
 */
export const AUDIT_CHAIN_CSV_COLUMNS = ['Chain', 'Sequence', 'Previous Hash', 'Hash', 'Chain Record'] as const;

export const AUDIT_CSV_COLUMNS = {
  'report-history': ['Date', 'User', 'Support Agent', 'Action', 'Product', 'Consumer', 'SSN Last 4', 'Permissible Purpose', 'Status', 'IP'],
  'user-activity': ['Date', 'User', 'Support Agent', 'Kind', 'Action', 'Outcome', 'Target Type', 'Target', 'Details', 'IP'],
  'report-audit-downloads': ['Date', 'User', 'Support Agent', 'Tab', 'Filters', 'Rows', 'IP'],
  'user-audit-downloads': ['Date', 'User', 'Support Agent', 'Tab', 'Filters', 'Rows', 'IP'],
  /** the users export's own columns (exportData.csv): the same file, recorded as this tab's download. */
  'user-status-downloads': USERS_CSV_COLUMNS,
} as const satisfies Record<AuditTabSlug, readonly string[]>;

/** The file name of a tab's CSV: 'audit-report-history.csv'. */
export const auditCsvFileName = (tab: AuditTabSlug) => `audit-${tab}.csv`;

// ---- Endpoints -----------------------------------------------------------------------------------------

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
/** Who may read a company's audit, and the company it names: every audit endpoint's same terms. */
const companyAuditRead = { access: AUDIT, scopes: ['audit:read' as const], customerParam: 'customerId' as const, params: customerParams };
const tooLarge = { 400: errorBodySchema.describe(`invalid filters, or ${MESSAGES.reports.auditTooLarge}`) };

export const reportHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit/customers/:customerId/report-history',
  summary: 'Report History: every report ordered, viewed, downloaded or deleted, newest first (filters: dates, user, product, event)',
  ...companyAuditRead,
  querystring: reportHistoryQuerySchema,
  response: { 200: reportHistoryPageSchema, ...tooLarge },
});

export const userActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit/customers/:customerId/user-activity',
  summary: 'User Activity: sign-in and its outcomes, MFA, passwords, support sessions, administration, newest first',
  ...companyAuditRead,
  querystring: userActivityQuerySchema,
  response: { 200: userActivityPageSchema, ...tooLarge },
});

export const reportAuditDownloadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit/customers/:customerId/report-audit-downloads',
  summary: "Report Audit Downloads: who downloaded Report History's CSV (or this tab's), with which filters, when",
  ...companyAuditRead,
  querystring: auditDownloadsQuerySchema,
  response: { 200: auditDownloadsPageSchema, ...tooLarge },
});

export const userAuditDownloadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit/customers/:customerId/user-audit-downloads',
  summary: 'User Audit Downloads: who downloaded the user audit CSVs (User Activity, User Status, this tab) or the users export',
  ...companyAuditRead,
  querystring: auditDownloadsQuerySchema,
  response: { 200: auditDownloadsPageSchema, ...tooLarge },
});

export const auditUserStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit/customers/:customerId/user-status-downloads',
  summary: "User Status Downloads: every user of the company with status, rights, groups, last login and re-certification",
  ...companyAuditRead,
  querystring: auditUserStatusQuerySchema,
  response: { 200: auditUserStatusPageSchema, ...tooLarge },
});

const csvEndpoint = <P extends string, Q extends z.ZodType>(tab: AuditTabSlug, path: P, querystring: Q) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary: `The ${AUDIT_TABS.find((t) => t.slug === tab)?.title} tab as CSV (${auditCsvFileName(tab)}) with the same filters, streamed; recorded as an audit download`,
    produces: { kind: 'file', mediaType: 'text/csv', description: `The tab's rows as CSV (${auditCsvFileName(tab)}), with the hash chain's columns and its signed manifest` },
    ...companyAuditRead,
    stepUp: stepUp('The audit trail in bulk: who ordered which consumer\'s report, every user and their rights; a file leaves the portal.'),
    querystring,
    response: { 200: z.string().describe(`the tab's rows as CSV (text/csv), with the hash chain's columns`), ...tooLarge },
  });

export const reportHistoryCsvEndpoint = csvEndpoint('report-history', '/audit/customers/:customerId/report-history/download', reportHistoryFilterSchema);
export const userActivityCsvEndpoint = csvEndpoint('user-activity', '/audit/customers/:customerId/user-activity/download', userActivityFilterSchema);
export const reportAuditDownloadsCsvEndpoint = csvEndpoint(
  'report-audit-downloads',
  '/audit/customers/:customerId/report-audit-downloads/download',
  auditDownloadsFilterSchema,
);
export const userAuditDownloadsCsvEndpoint = csvEndpoint(
  'user-audit-downloads',
  '/audit/customers/:customerId/user-audit-downloads/download',
  auditDownloadsFilterSchema,
);
export const auditUserStatusCsvEndpoint = csvEndpoint('user-status-downloads', '/audit/customers/:customerId/user-status-downloads/download', auditUserStatusFilterSchema);

/** Each tab's page and CSV endpoints, by slug (the portal's tabs and the server's registration read them). */
export const AUDIT_ENDPOINTS = {
  'report-history': { page: reportHistoryEndpoint, csv: reportHistoryCsvEndpoint },
  'user-activity': { page: userActivityEndpoint, csv: userActivityCsvEndpoint },
  'report-audit-downloads': { page: reportAuditDownloadsEndpoint, csv: reportAuditDownloadsCsvEndpoint },
  'user-audit-downloads': { page: userAuditDownloadsEndpoint, csv: userAuditDownloadsCsvEndpoint },
  'user-status-downloads': { page: auditUserStatusEndpoint, csv: auditUserStatusCsvEndpoint },
} as const;

/** Retention (docs/audit.md): events are kept at least this many months (Reg B 1002.12: 25; FCRA report access as long). */
export const AUDIT_MIN_RETENTION_MONTHS = 25;
