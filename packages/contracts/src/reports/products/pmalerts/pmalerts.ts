import { z } from 'zod';
import { csvExport, csvProduces } from '../../../common/csv-export.js';
import { listSort } from '../../../common/list-sort.js';
import { ISO_DAY_FORMAT } from '../../../common/date-formats.js';
import { errorBodySchema } from '../../../common/error-body.js';
import { requiredText } from '../../../common/fields.js';
import { PATTERNS, US_STATES } from '../../../common/patterns.js';
import { AUTHENTICATED, defineEndpoint } from '../../../http/endpoint.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { dateOfBirthSchema, isRealCalendarDate, todayIso } from '../../consumer-request.js';
import { customerReferenceNumberSchema, givenText, identityNameText, optionalMiddleName, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { PDF_FAILURES, defineProduct } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';

/*
 * PM Alerts (PMLT), portfolio monitoring: a company puts consumers it has credit with under watch,
 * and the bureau tells it, day by day, what changed on their files (a new inquiry, a new account, a
 * delinquency, an address change, a death reported). The spec shows no call paths or fields
 * (reports.md §3, §7): docs/products/pmalerts.md records the shapes chosen here. The watch list and
 * the alerts are read and changed through their own calls; an "alerts report" (the alerts of a date
 * range, filtered) is ordered like any product and stored as an inquiry with product PMLT, so it has
 * its PDF and its line in My Reports.
 */

export const PM_ALERT_TYPES = ['new-inquiry', 'new-account', 'delinquency', 'address-change', 'deceased'] as const;
export type PmAlertType = (typeof PM_ALERT_TYPES)[number];
export const pmAlertTypeSchema = z.enum(PM_ALERT_TYPES, { error: `alertType must be one of ${PM_ALERT_TYPES.join(', ')}` });

/** How each alert type reads, on screen and in the PDF alike. */
export const PM_ALERT_TYPE_INFO: Record<PmAlertType, { label: string; level: PresentationLevel; text: string }> = {
  'new-inquiry': { label: 'New inquiry', level: 'fair', text: 'Another lender pulled the consumer’s credit file: the consumer may be shopping for credit.' },
  'new-account': { label: 'New account', level: 'fair', text: 'A new tradeline was opened on the consumer’s file.' },
  delinquency: { label: 'Delinquency', level: 'poor', text: 'An account on the file was reported 30 days or more past due.' },
  'address-change': { label: 'Address change', level: 'neutral', text: 'A new current address was reported for the consumer.' },
  deceased: { label: 'Deceased', level: 'alarm', text: 'The consumer was reported deceased. The bureau stops monitoring the file.' },
};

/** The most days one list or report may span, and the look-back a consumer's monitoring starts with. */
export const PM_ALERTS_LIMITS = { maxRangeDays: 366, lookBackDays: 30, pageSizes: [10, 25, 50] as const } as const;

/** The messages of reports.md §3 ("data plus a message"), one a state; the screen and the PDF read the same. */
export const PM_ALERTS_MESSAGES = {
  noWatchedConsumers: 'No consumers are under watch. Add a consumer to start monitoring their file.',
  noAlerts: 'No alerts for these criteria. The watched consumers’ files had no change in this period.',
  alertsFound: (n: number) => `${n} alert${n === 1 ? '' : 's'} found for these criteria.`,
  added: (name: string) => `${name} has been added to the watch list.`,
  removed: (name: string) => `${name} has been removed from the watch list.`,
  alreadyWatched: 'This consumer is already on the watch list under this account number.',
  notFound: 'The watch list entry was not found.',
  alertNotFound: 'The alert was not found.',
} as const;

const isoDate = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .refine(isRealCalendarDate, `${field} must be a real date written YYYY-MM-DD`)
    .refine((v) => v <= todayIso(), `${field} cannot be in the future`)
    .meta(ISO_DAY_FORMAT);

const DAY_MS = 86_400_000;
/** Days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The YYYY-MM-DD `days` after (or before) a date. */
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A date range: both ends given, in order, at most maxRangeDays. `path` names where the refusal goes. */
function checkRange(v: { fromDate?: string; toDate?: string }, issue: (path: string, message: string) => void) {
  if (!v.fromDate || !v.toDate) return;
  if (v.fromDate > v.toDate) issue('toDate', 'toDate must be on or after fromDate');
  else if (daysBetween(v.fromDate, v.toDate) >= PM_ALERTS_LIMITS.maxRangeDays) issue('toDate', `the range may span at most ${PM_ALERTS_LIMITS.maxRangeDays} days`);
}

// ---- the watch list -----------------------------------------------------------------------------

export const pmWatchConsumerSchema = z.object(
  {
    firstName: identityNameText('firstName'),
    middleName: optionalMiddleName,
    lastName: identityNameText('lastName'),
    /** nine digits, dashes optional: the bureau monitors the file it matches by SSN. */
    ssn: requiredText('ssn')
      .refine((v) => PATTERNS.ssn.test(v), 'ssn must be 9 digits (dashes optional, grouped 3-2-4)')
      .transform((v) => v.replace(/\D/g, '')),
    dateOfBirth: dateOfBirthSchema,
    address: z.object(
      {
        line1: requiredText('address.line1', { max: 60 }),
        city: requiredText('address.city', { max: 40 }),
        state: requiredText('address.state', { max: 2 })
          .transform((v) => v.toUpperCase())
          .refine((v) => (US_STATES as readonly string[]).includes(v), 'address.state must be a US state code'),
        zip: requiredText('address.zip', { max: 10 }).refine((v) => PATTERNS.usZip.test(v), 'address.zip must be 5 digits or ZIP+4'),
      },
      { error: 'address is required' },
    ),
  },
  { error: 'consumer is required' },
);
export type PmWatchConsumer = z.output<typeof pmWatchConsumerSchema>;

export const pmWatchEntryRequestSchema = z.object({
  /** the company's account number (member number) the monitoring is billed to. */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** the company's own reference for the consumer (a loan number); blank: the user name. */
  customerReferenceNumber: customerReferenceNumberSchema,
  consumer: pmWatchConsumerSchema,
});
export type PmWatchEntryRequest = z.input<typeof pmWatchEntryRequestSchema>;

/** A watched consumer as lists show it: SSN and date of birth masked, never whole. */
export const pmWatchEntrySchema = z.object({
  id: z.string(),
  consumerName: z.string(),
  ssnMasked: z.string(),
  /** only the year: the date of birth is kept encrypted. */
  birthYear: z.string(),
  address: z.string(),
  accountNumber: z.string(),
  customerReferenceNumber: z.string(),
  addedAt: isoTimestamp(),
  addedBy: z.string(),
  alertCount: z.number().int(),
});
export type PmWatchEntry = z.infer<typeof pmWatchEntrySchema>;

const pagingQuery = {
  pageNumber: z.coerce.number({ error: 'pageNumber must be a number' }).int().min(1, 'pageNumber must be 1 or more').max(100_000).optional().default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize must be at most 100').optional().default(10),
};
/** The watch list's and the alerts' sortable columns; newest first unless told. */
export const PM_WATCH_LIST_SORT = listSort(['consumerName', 'accountNumber', 'customerReferenceNumber', 'addedAt', 'addedBy', 'alertCount'], '-addedAt');
export const PM_ALERTS_SORT = listSort(['alertDate', 'consumerName', 'accountNumber', 'customerReferenceNumber', 'type'], '-alertDate');

const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), totalCount: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const entryParams = customerParams.extend({ entryId: z.string().uuid('entryId must be a watch list entry id') });
const alertParams = customerParams.extend({ alertId: z.string().uuid('alertId must be an alert id') });

export const pmWatchListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pmalerts/customers/:customerId/watchlist',
  summary: 'A page of the company’s watched consumers (PM Alerts), by name, reference, account number or SSN’s last four',
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ ...pagingQuery, search: z.string().trim().max(60, 'search must be at most 60 characters').optional().default(''), sort: PM_WATCH_LIST_SORT.query }),
  response: { 200: page(pmWatchEntrySchema) },
});

export const pmAddWatchEntryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/pmalerts/customers/:customerId/watchlist',
  summary: 'Put a consumer under watch (PM Alerts); their file’s alerts of the last 30 days come at once',
  access: AUTHENTICATED,
  scopes: [],
  customerParam: 'customerId',
  params: customerParams,
  body: pmWatchEntryRequestSchema,
  response: { 200: z.object({ entry: pmWatchEntrySchema, message: z.string() }), 409: errorBodySchema },
});

export const pmRemoveWatchEntryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/pmalerts/customers/:customerId/watchlist/:entryId',
  summary: 'Stop watching a consumer: the entry and its alerts are removed (stored alerts reports stay)',
  access: AUTHENTICATED,
  scopes: [],
  customerParam: 'customerId',
  params: entryParams,
  response: { 200: z.object({ message: z.string() }), 404: errorBodySchema },
});

// ---- alerts -------------------------------------------------------------------------------------

export const pmAlertSchema = z.object({
  id: z.string(),
  watchEntryId: z.string(),
  consumerName: z.string(),
  ssnMasked: z.string(),
  accountNumber: z.string(),
  customerReferenceNumber: z.string(),
  type: pmAlertTypeSchema,
  alertDate: z.string(),
  /** one line: what the bureau reported. */
  summary: z.string(),
  /** the bureau's facts, label and value. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type PmAlert = z.infer<typeof pmAlertSchema>;

const criteriaFields = {
  fromDate: isoDate('fromDate').optional(),
  toDate: isoDate('toDate').optional(),
  alertType: pmAlertTypeSchema.optional(),
  watchEntryId: z.string().uuid('watchEntryId must be a watch list entry id').optional(),
};
const rangeChecked = <T extends { fromDate?: string; toDate?: string }>(v: T, ctx: z.RefinementCtx) =>
  checkRange(v, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));

/** The alerts' criteria: a date range (the last 30 days when not given), a type, one watched consumer. */
export const pmAlertCriteriaSchema = z.object(criteriaFields).superRefine(rangeChecked);
export type PmAlertCriteria = z.output<typeof pmAlertCriteriaSchema>;

/** Criteria with their range filled in: the last lookBackDays days up to today when not given. */
export function pmAlertRange(criteria: { fromDate?: string; toDate?: string }, today = todayIso()): { fromDate: string; toDate: string } {
  const toDate = criteria.toDate ?? today;
  return { fromDate: criteria.fromDate ?? addDays(toDate, -PM_ALERTS_LIMITS.lookBackDays), toDate };
}

export const pmAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pmalerts/customers/:customerId/alerts',
  summary: 'A page of the company’s alerts, newest first, by date range, type and watched consumer',
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ ...pagingQuery, ...criteriaFields, sort: PM_ALERTS_SORT.query }).superRefine(rangeChecked),
  response: { 200: page(pmAlertSchema).extend({ watchedCount: z.number().int(), message: z.string() }) },
});

/** The alerts as CSV: the screen's criteria and order. */
export const PM_ALERTS_CSV = csvExport('pmAlerts.csv', ['Date', 'Type', 'Consumer', 'SSN', 'Account number', 'Reference', 'What the bureau reported']);

export const pmAlertsDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pmalerts/customers/:customerId/alerts/download',
  summary: 'Export the company’s alerts of the criteria (date range, type, watched consumer) as CSV, streamed',
  produces: csvProduces('The alerts', PM_ALERTS_CSV),
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({ ...criteriaFields, sort: PM_ALERTS_SORT.query }).superRefine(rangeChecked),
});

export const pmAlertEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pmalerts/customers/:customerId/alerts/:alertId',
  summary: 'One alert with the bureau’s facts',
  access: AUTHENTICATED,
  scopes: ['reports:read'],
  customerParam: 'customerId',
  params: alertParams,
  response: { 200: pmAlertSchema, 404: errorBodySchema },
});

// ---- the alerts report (the product's order) ----------------------------------------------------

export const pmAlertsRequestSchema = z
  .object({
    /** the company's account number the report is billed to. */
    accountNumber: requiredText('accountNumber', { max: 20 }),
    customerReferenceNumber: customerReferenceNumberSchema,
    fromDate: isoDate('fromDate'),
    toDate: isoDate('toDate'),
    alertType: pmAlertTypeSchema.optional(),
    watchEntryId: z.string().uuid('watchEntryId must be a watch list entry id').optional(),
  })
  .superRefine(rangeChecked);
export type PmAlertsRequest = z.input<typeof pmAlertsRequestSchema>;
export type PmAlertsRequestParsed = z.output<typeof pmAlertsRequestSchema>;

export type PmAlertsFormValues = { accountNumber: string; customerReferenceNumber?: string; fromDate: string; toDate: string; alertType?: PmAlertType | ''; watchEntryId?: string };

/** The body the portal sends: type and consumer only when chosen, a blank reference replaced by the user name. */
export function pmAlertsSubmitBody(form: PmAlertsFormValues, session: { userName: string }): PmAlertsRequest {
  return {
    accountNumber: form.accountNumber.trim(),
    customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName,
    fromDate: form.fromDate,
    toDate: form.toDate,
    ...(form.alertType ? { alertType: form.alertType } : {}),
    ...(form.watchEntryId ? { watchEntryId: form.watchEntryId } : {}),
  };
}

export const pmAlertsReportSchema = z.object({
  identifier: z.string(),
  criteria: z.object({ fromDate: z.string(), toDate: z.string(), alertType: pmAlertTypeSchema.nullable(), consumerName: z.string().nullable() }),
  generatedAt: isoTimestamp(),
  watchedCount: z.number().int(),
  /** alerts by type (every type, 0 when none). */
  counts: z.object(Object.fromEntries(PM_ALERT_TYPES.map((t) => [t, z.number().int()])) as Record<PmAlertType, z.ZodNumber>),
  alerts: z.array(pmAlertSchema.omit({ watchEntryId: true })),
  /** reports.md §3: the report's data plus a message. */
  message: z.object({ status: z.enum(['success', 'error', 'fail']), content: z.string() }),
});
export type PmAlertsReport = z.infer<typeof pmAlertsReportSchema>;

export const pmAlertsDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ pmAlertsReport: pmAlertsReportSchema }));
export type PmAlertsDataSourceResponse = z.infer<typeof pmAlertsDataSourceResponseSchema>;
export const pmAlertsResponseSchema = productResponseSchema('pmalerts', pmAlertsDataSourceResponseSchema);
export type PmAlertsResponse = z.infer<typeof pmAlertsResponseSchema>;

/** The report's message: how many alerts, none, or no consumer under watch. */
export function pmAlertsMessage(watchedCount: number, alertCount: number): PmAlertsReport['message'] {
  if (watchedCount === 0) return { status: 'success', content: PM_ALERTS_MESSAGES.noWatchedConsumers };
  return { status: 'success', content: alertCount === 0 ? PM_ALERTS_MESSAGES.noAlerts : PM_ALERTS_MESSAGES.alertsFound(alertCount) };
}

/** The criteria in a line: "Alerts from 10-01-2026 to 10-31-2026 · Delinquency · JANE SAMPLE". */
export function pmAlertsCriteriaLine(c: PmAlertsReport['criteria'], format: (iso: string) => string): string {
  return [`Alerts from ${format(c.fromDate)} to ${format(c.toDate)}`, c.alertType ? PM_ALERT_TYPE_INFO[c.alertType].label : 'All types', c.consumerName ?? 'All watched consumers'].join(' · ');
}

export const PMLT_PRODUCT = defineProduct({
  key: 'pmalerts',
  code: 'PMLT',
  name: 'PM Alerts',
  family: 'consumer-credit',
  position: 160,
  description: 'Portfolio monitoring: watch your consumers’ files and get dated alerts on new inquiries, new accounts, delinquencies, address changes and deaths.',
  order: { path: '/pmalerts/reports', request: pmAlertsRequestSchema, response: pmAlertsResponseSchema },
  pdf: { path: '/pdfs/pmalerts/download', fileName: () => 'pmAlerts_report.pdf', failure: PDF_FAILURES.unexpected },
  // account review of existing accounts (FCRA 604(a)(3)(A)); the watch entry is the consumer's account
  permissiblePurposes: [],
});
