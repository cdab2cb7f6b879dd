import { z } from 'zod';
import { csvExport, csvProduces } from '../common/csv-export.js';
import { listSort } from '../common/list-sort.js';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { AUTHENTICATED, defineEndpoint } from '../http/endpoint.js';
import { FEDERAL_REGULATOR_KEYS, LETTER_DECISIONS } from './adverse-action.js';
import { ALERT_STATUSES } from '../reports/alert-resolution.js';
import { ELETTER_TYPES, LETTER_TEMPLATE_ACCESS } from './letter-templates.js';
import { DEFAULT_LETTER_LANGUAGE, LETTER_LANGUAGE_FORMATS, type LetterLanguage, letterLanguageSchema } from './letter-language.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * Letters built from a stored consumer credit report (docs/letters.md): the chosen template filled
 * from that exact report, the company and the decision, plus the required adverse-action section.
 * A letter is recorded against its report; a tracker lists the adverse decisions whose letter is not
 * yet sent (due 30 days after the decision, 12 CFR 1002.9(a)(1)); letters are kept 25 months
 * (12 CFR 1002.12(b)) and cannot be deleted before.
 */

/** The file name of a letter's PDF (reports.md §7). */
export const ELETTER_PDF_FILE_NAME = 'eletter_template.pdf';
/** Days from the decision to the notice's deadline (12 CFR 1002.9(a)(1)). */
export const LETTER_DUE_DAYS = 30;
/** Months a letter is kept before it may be deleted (12 CFR 1002.12(b)(1)). */
export const LETTER_RETENTION_MONTHS = 25;
/** Principal reasons a letter states at most (Reg B commentary 9(b)(2)-1: more than four is not likely to help). */
export const MAX_LETTER_REASONS = 4;

export const LETTER_STATUSES = ['due', 'sent'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_MESSAGES = {
  notFound: 'Letter not found',
  created: 'The letter was created.',
  markedSent: 'The letter was marked as sent.',
  deleted: 'The letter was deleted.',
  keptUntil: (date: string) => `This letter must be kept until ${date} (25 months after it was made, 12 CFR 1002.12(b)); it cannot be deleted before then.`,
  notCreditReport: (productName: string) => `A letter is built from a consumer credit report (Consumer Credit Report, OneView, OneView+); this report is ${productName}.`,
  noScore: (template: string) => `The template ${template} needs a credit score, and this report has none (no file, frozen, or not scored). Choose a template that needs no score.`,
  noReasons:
    "An adverse-action letter states its principal reasons: none of this report's key factors is mapped to a reason code of your company. Choose the reason codes, or map the key factors under Letter Templates → Reason codes.",
  noApplicant: 'This report has no co-applicant.',
  noCompanyAddress: "Your company's mailing address for letters is not set. A product-management administrator sets it under Letter Templates → Letter settings.",
  unknownScoreModel: (model: string) => `The report's score model ${model} is not declared (its range and agency are unknown), so the score cannot be disclosed.`,
} as const;

const isoDate = (field: string) => z.string({ error: `${field} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD`).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} is not a calendar date`);

export const LETTER_APPLICANTS = ['primary', 'coapplicant'] as const;

/** What a letter is built from; the server checks the dates (not in the future, the decision not before the report). */
export const letterRequestSchema = z.object({
  inquiryId: z.string({ error: 'inquiryId is required' }).uuid('inquiryId must be a report id'),
  eletterId: z.string({ error: 'eletterId is required' }).uuid('eletterId must be a template id'),
  applicant: z.enum(LETTER_APPLICANTS, { error: 'applicant must be primary or coapplicant' }).default('primary'),
  decision: z.enum(LETTER_DECISIONS, { error: `decision must be one of ${LETTER_DECISIONS.join(', ')}` }),
  decisionDate: isoDate('decisionDate'),
  /** the company's reason codes; absent: those the report's key factors map to. */
  reasonCodes: z
    .array(z.string().trim().min(1, 'a reason code is empty').max(10))
    .max(MAX_LETTER_REASONS, `reasonCodes may hold at most ${MAX_LETTER_REASONS} codes`)
    .refine((codes) => new Set(codes.map((c) => c.toUpperCase())).size === codes.length, 'a reason code is listed twice')
    .optional(),
  /** the letter's date; absent: today. */
  letterDate: isoDate('letterDate').optional(),
});
export type LetterRequest = z.input<typeof letterRequestSchema>;

const filledRunSchema = z.object({ text: z.string(), bold: z.boolean().optional(), missing: z.boolean().optional() });
/** A filled block of letter-body.ts (FilledBlock). */
export const filledBlockSchema = z.union([
  z.object({ type: z.enum(['heading', 'paragraph']), runs: z.array(filledRunSchema) }),
  z.object({ type: z.literal('bullets'), items: z.array(z.array(filledRunSchema)) }),
]);

/** A letter in the tracker: what was decided for whom, when it is due and whether it was sent. */
export const letterSummarySchema = z.object({
  letterId: z.string(),
  inquiryId: z.string(),
  applicant: z.enum(LETTER_APPLICANTS),
  consumerName: z.string(),
  productName: z.string(),
  eletterId: z.string().nullable(),
  eletterName: z.string(),
  eletterType: z.enum(ELETTER_TYPES),
  decision: z.enum(LETTER_DECISIONS),
  /** an adverse action: the letter carries the required section and has a deadline. */
  adverse: z.boolean(),
  decisionDate: z.string(),
  letterDate: z.string(),
  /** decisionDate + 30 days (YYYY-MM-DD); null for a letter that is not an adverse-action notice. */
  dueDate: z.string().nullable(),
  status: z.enum(LETTER_STATUSES),
  sentOn: z.string().nullable(),
  /** due, adverse, and the deadline has passed. */
  overdue: z.boolean(),
  createdBy: z.string(),
  createdAt: isoTimestamp(),
  /** the first day it may be deleted (createdAt + 25 months, YYYY-MM-DD). */
  retainUntil: z.string(),
  /** the report's fraud / active-duty / discrepancy alerts (docs/careful-pulls.md): unresolved, verified or not; null without; absent outside the tracker. */
  alertStatus: z.enum(ALERT_STATUSES).nullable().optional(),
});
export type LetterSummary = z.infer<typeof letterSummarySchema>;

/** A whole letter: the summary, the letterhead and the filled blocks the preview and the PDF render alike. */
export const letterSchema = letterSummarySchema.extend({
  letterhead: z.object({
    company: z.object({ name: z.string(), address: z.array(z.string()), phone: z.string() }),
    /** the letter's date as written on it. */
    date: z.string(),
    recipient: z.object({ name: z.string(), address: z.array(z.string()) }),
  }),
  subject: z.string(),
  /** the language of the template it was built with: its required section, dates and PDF are in it. */
  language: letterLanguageSchema,
  /** the template's body, filled. */
  body: z.array(filledBlockSchema),
  /** the required adverse-action section (empty for a letter that is not an adverse-action notice). */
  disclosures: z.array(filledBlockSchema),
  score: z.object({ value: z.number(), min: z.number(), max: z.number(), model: z.string(), date: z.string() }).nullable(),
  keyFactors: z.array(z.object({ code: z.string(), text: z.string() })),
  reasons: z.array(z.object({ code: z.string(), description: z.string() })),
  bureau: z.object({ name: z.string(), address: z.array(z.string()), tollFreePhone: z.string() }),
});
export type Letter = z.infer<typeof letterSchema>;

export const previewLetterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/eletters/letters/preview',
  summary: "Fill a template from a stored consumer credit report without recording a letter (the preview); the report's read is audited",
  access: AUTHENTICATED,
  tenancy: 'object',
  body: letterRequestSchema,
  response: { 200: letterSchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
});

export const createLetterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/eletters/letters',
  summary: "Build and record a letter from a stored consumer credit report (another company's report or template: 404; a report without a score for a template that needs one: 400)",
  access: AUTHENTICATED,
  tenancy: 'object',
  body: letterRequestSchema,
  response: { 201: letterSchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
});

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const letterParams = z.object({ letterId: z.string().uuid('letterId must be a letter id') });

export const letterTrackerSchema = z.object({
  content: z.array(letterSummarySchema),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** over the caller's letters, whatever the filter: adverse letters not yet sent, and those past their deadline. */
  dueCount: z.number().int(),
  overdueCount: z.number().int(),
});
export type LetterTracker = z.infer<typeof letterTrackerSchema>;

/** The letters tracker's sortable columns; without a choice the order of its status filter (by deadline while due). */
export const LETTERS_SORT = listSort(['consumerName', 'eletterName', 'decisionDate', 'dueDate', 'status', 'sentOn', 'createdBy', 'createdAt'], 'dueDate');

export const letterTrackerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/letters/customers/:customerId',
  summary:
    "The letters tracker: status=due (default: letters not yet sent, earliest deadline first), sent or all; inquiryId: one report's letters. A user sees the letters they built; a usertransactionsadmin the company's",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({
    status: z.enum(['due', 'sent', 'all'], { error: 'status must be due, sent or all' }).default('due'),
    inquiryId: z.string().uuid('inquiryId must be a report id').optional(),
    pageNumber: z.coerce.number().int().min(1, 'pageNumber starts at 1').default(PAGING.defaultPage),
    pageSize: z.coerce.number().int().min(1, 'pageSize must be at least 1').max(100, 'pageSize may be at most 100').default(PAGING.defaultPageSize),
    sort: LETTERS_SORT.optionalQuery,
  }),
  response: { 200: letterTrackerSchema },
});

/** The letters tracker as CSV: the tab's letters in the tracker's order. */
export const LETTERS_CSV = csvExport('letters.csv', ['Consumer', 'Product', 'Letter', 'Type', 'Decision', 'Decision date', 'Letter date', 'Deadline', 'Status', 'Sent on', 'Created by', 'Created']);

export const downloadLettersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/letters/customers/:customerId/download',
  summary: "Export the letters tracker's letters (status=due, sent or all) as CSV, streamed",
  produces: csvProduces('The letters', LETTERS_CSV),
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({
    status: z.enum(['due', 'sent', 'all'], { error: 'status must be due, sent or all' }).default('due'),
    sort: LETTERS_SORT.optionalQuery,
  }),
});

export const letterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/letters/:letterId',
  summary: 'One recorded letter with its content (its read is audited)',
  access: AUTHENTICATED,
  tenancy: 'object',
  params: letterParams,
  response: { 200: letterSchema },
});

export const updateLetterEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/eletters/letters/:letterId',
  summary: 'Mark a letter sent on a date (not before the decision, not in the future); sent again it changes the date',
  access: AUTHENTICATED,
  tenancy: 'object',
  params: letterParams,
  body: z.object({ status: z.literal('sent', { error: "status must be 'sent'" }), sentOn: isoDate('sentOn') }),
  response: { 200: z.object({ message: z.string(), letter: letterSummarySchema }) },
});

export const deleteLetterEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/eletters/letters/:letterId',
  summary: 'Delete a letter: refused (409) until 25 months after it was made (12 CFR 1002.12(b))',
  access: AUTHENTICATED,
  tenancy: 'object',
  params: letterParams,
  response: { 200: z.object({ message: z.string() }), 409: errorBodySchema },
});

export const eletterPdfEndpoint = defineEndpoint({
  method: 'POST',
  path: '/pdfs/eletter/download',
  summary: `A recorded letter as PDF (${ELETTER_PDF_FILE_NAME}), rendered from the server's own copy`,
  produces: { kind: 'file', mediaType: 'application/pdf', description: `The letter (${ELETTER_PDF_FILE_NAME})` },
  access: AUTHENTICATED,
  scopes: [],
  tenancy: 'object',
  body: z.object({ letterId: z.string({ error: 'letterId is required' }).uuid('letterId must be a letter id') }),
});

// ---- the company's letter settings ---------------------------------------------------------------

/** What every letter of the company states about its creditor: the mailing address, telephone and federal regulator. */
export const letterSettingsSchema = z.object({
  companyName: z.string(),
  address: z.array(z.string()),
  phone: z.string(),
  regulator: z.enum(FEDERAL_REGULATOR_KEYS),
  /** false until an address is set: letters are refused without the creditor's address (12 CFR 1002.9(a)(2)). */
  complete: z.boolean(),
});
export type LetterSettings = z.infer<typeof letterSettingsSchema>;

export const letterSettingsInputSchema = z.object({
  address: z
    .array(z.string().trim().max(100, 'an address line may be at most 100 characters'))
    .transform((lines) => lines.filter((l) => l !== ''))
    .pipe(z.array(z.string()).min(1, 'address needs at least one line').max(5, 'address may have at most 5 lines')),
  phone: requiredText('phone', { max: 40 }),
  regulator: z.enum(FEDERAL_REGULATOR_KEYS, { error: `regulator must be one of ${FEDERAL_REGULATOR_KEYS.join(', ')}` }),
});
export type LetterSettingsInput = z.input<typeof letterSettingsInputSchema>;

export const letterSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/customers/:customerId/settings',
  summary: "The company's letter settings (mailing address, telephone, federal regulator: the FTC until chosen)",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  response: { 200: letterSettingsSchema },
});

export const updateLetterSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/eletters/customers/:customerId/settings',
  summary: "Set the company's letter settings",
  access: LETTER_TEMPLATE_ACCESS,
  customerParam: 'customerId',
  params: customerParams,
  body: letterSettingsInputSchema,
  response: { 200: z.object({ message: z.string(), settings: letterSettingsSchema }), 403: errorBodySchema },
});

// ---- dates ---------------------------------------------------------------------------------------

/** A calendar date (YYYY-MM-DD) as a letter in that language writes it: "May 14, 2026", "14 de mayo de 2026". */
export function formatLetterDate(isoDay: string, language: LetterLanguage = DEFAULT_LETTER_LANGUAGE): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!m) return isoDay;
  return LETTER_LANGUAGE_FORMATS[language].date(Number(m[1]), Number(m[2]), Number(m[3]));
}

const toDay = (d: Date): string => d.toISOString().slice(0, 10);
const dayOf = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** The notice's deadline: 30 days after the decision (YYYY-MM-DD). */
export function letterDueDate(decisionDate: string): string {
  const d = dayOf(decisionDate);
  d.setUTCDate(d.getUTCDate() + LETTER_DUE_DAYS);
  return toDay(d);
}

/** 25 months after a day (YYYY-MM-DD), the last day of the month when that month is shorter. */
export function letterRetainUntil(createdDay: string): string {
  const d = dayOf(createdDay);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + LETTER_RETENTION_MONTHS);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return toDay(d);
}
