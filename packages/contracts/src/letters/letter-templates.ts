import { z } from 'zod';
import { listSort } from '../common/list-sort.js';
import { PAGING } from '../common/enums.js';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { MESSAGES } from '../common/messages.js';
import { AUTHENTICATED, accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { LETTER_BODY_MAX } from './letter-body.js';
import { isoTimestamp } from '../common/timestamp.js';
import { DEFAULT_LETTER_LANGUAGE, letterLanguageSchema } from './letter-language.js';

/*
 * Letter templates (eletters, reports.md §3, §7): a company's letters with merge fields. Product-
 * management administrators (the /letter-templates screen) create, change and delete them while the
 * company holds the 'eletters' feature; anyone of the company reads them, since anyone who may read a
 * report may build a letter from it.
 */

/** Who writes templates and reason codes: whoever may open /letter-templates. */
export const LETTER_TEMPLATE_ACCESS = accessOfRoute('/letter-templates');

/** reports.md §3's template types; the spec's 'O' is Other (accepted on input, answered as 'Other'). */
export const ELETTER_TYPES = ['Declination', 'DAC', 'WA', 'Welcome', 'Other'] as const;
export type EletterType = (typeof ELETTER_TYPES)[number];
// a union rather than z.preprocess: the portal's first load holds zod's core, and preprocess would be
// the one kind of schema it carries for the letters alone (e2e/first-load-budget.e2e.ts); the OpenAPI
// document still lists the types, and 'O' beside them
export const eletterTypeSchema = z.union([z.enum(ELETTER_TYPES), z.string().regex(/^\s*[Oo]\s*$/).transform((): EletterType => 'Other')], {
  error: `eletterType must be one of ${ELETTER_TYPES.join(', ')} (or O for Other)`,
});

export const ELETTER_TYPE_LABELS: Record<EletterType, string> = {
  Declination: 'Declination',
  DAC: 'Decline / counteroffer (DAC)',
  WA: 'WA (adverse action)',
  Welcome: 'Welcome',
  Other: 'Other',
};

/**
 * The types whose letters are adverse-action notices: whatever the template says, such a letter
 * carries the required section (adverse-action.ts). The spec does not define WA; it is treated as an
 * adverse-action type, since a notice that says too much is lawful and one that says too little is not.
 */
export const ADVERSE_ELETTER_TYPES: readonly EletterType[] = ['Declination', 'DAC', 'WA'];
export const isAdverseEletterType = (type: EletterType): boolean => ADVERSE_ELETTER_TYPES.includes(type);

/** Whether a template's letters need a report with a credit score ('credit'), or not ('none'). */
export const SCORE_TYPES = ['none', 'credit'] as const;
export type ScoreType = (typeof SCORE_TYPES)[number];
export const SCORE_TYPE_LABELS: Record<ScoreType, string> = { none: 'No score needed', credit: 'Credit score' };

/** What the template calls answer and refuse with (the deletion messages are reports.md §8's). */
export const ELETTER_MESSAGES = {
  created: (name: string) => `Template ${name} was successfully created.`,
  updated: (name: string) => `Template ${name} was successfully updated.`,
  deleted: MESSAGES.reports.templateDeleted,
  deletedMany: MESSAGES.reports.templatesDeleted,
  nameTaken: (name: string) => `A letter template named ${name} already exists.`,
  notFound: 'No such letter template',
  featureRequired: 'Letters need the eLetters feature. A product-management administrator can turn it on under Manage → Features.',
  reasonCodeCreated: (code: string) => `Reason code ${code} was successfully created.`,
  reasonCodeUpdated: (code: string) => `Reason code ${code} was successfully updated.`,
  reasonCodeDeleted: (code: string) => `Reason code ${code} was successfully deleted.`,
  reasonCodeExists: (code: string) => `Reason code ${code} already exists.`,
  reasonCodeNotFound: (code: string) => `No reason code ${code}`,
  factorMapped: (factor: string, code: string) => `Key factor ${factor} is already mapped to reason code ${code}.`,
  settingsSaved: 'Letter settings were successfully saved.',
} as const;

export const eletterInputSchema = z.object({
  eletterName: requiredText('eletterName', { max: 80 }),
  eletterType: eletterTypeSchema,
  scoreType: z.enum(SCORE_TYPES, { error: 'scoreType must be none or credit' }).default('none'),
  /** the letter's subject line (may hold merge fields). */
  subject: z.string().trim().max(150, 'subject must be at most 150 characters').default(''),
  /** the language its letters are written in: the required section, dates and page numbers follow it. */
  language: letterLanguageSchema.default(DEFAULT_LETTER_LANGUAGE),
  /** the letter body in the markup of letter-body.ts; checked for unknown fields by the server (400 naming them). */
  body: z.string({ error: 'body is required' }).max(LETTER_BODY_MAX, `body must be at most ${LETTER_BODY_MAX} characters`),
});
export type EletterInput = z.input<typeof eletterInputSchema>;

export const eletterSchema = z.object({
  eletterId: z.string(),
  eletterName: z.string(),
  eletterType: z.enum(ELETTER_TYPES),
  scoreType: z.enum(SCORE_TYPES),
  subject: z.string(),
  language: letterLanguageSchema,
  body: z.string(),
  /** the merge fields the body and subject use, in order. */
  mergeFields: z.array(z.string()),
  /** its letters need a report with a credit score (scoreType credit, or a score field used). */
  needsScore: z.boolean(),
  /** its letters carry the adverse-action section. */
  adverse: z.boolean(),
  createdBy: z.string(),
  updatedBy: z.string(),
  updatedAt: isoTimestamp(),
});
export type Eletter = z.infer<typeof eletterSchema>;

export const ELETTER_SORT_FIELDS = ['eletterName', 'eletterType', 'scoreType', 'updatedAt'] as const;
export type EletterSortField = (typeof ELETTER_SORT_FIELDS)[number];
/** The same columns as a list declaration (the portal's headers); the API's own words stay sortbyfield and sortorder (reports.md §9). */
export const ELETTER_TEMPLATES_SORT = listSort(ELETTER_SORT_FIELDS, 'eletterName');
/** reports.md §9: the template list sorts by eletterName ascending unless told otherwise. */
export const ELETTER_LIST_DEFAULTS = { sortbyfield: 'eletterName', sortorder: 'asc', pageNumber: PAGING.defaultPage, pageSize: PAGING.defaultPageSize } as const;

const customerParams = z.object({ customerId: z.string().uuid('customerId must be a company id') });
const eletterIdSchema = z.string().uuid('the template id must be a template id');

export const eletterListSchema = z.object({ content: z.array(eletterSchema), totalElements: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int() });
export type EletterList = z.infer<typeof eletterListSchema>;

export const eletterListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/customers/:customerId',
  summary: "The company's letter templates (all=true: every one, else a page; keywords on name, type or subject; default sort eletterName ascending)",
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams,
  querystring: z.object({
    pageNumber: z.coerce.number().int().min(1, 'pageNumber starts at 1').default(ELETTER_LIST_DEFAULTS.pageNumber),
    pageSize: z.coerce.number().int().min(1, 'pageSize must be at least 1').max(100, 'pageSize may be at most 100').default(ELETTER_LIST_DEFAULTS.pageSize),
    sortbyfield: z.enum(ELETTER_SORT_FIELDS, { error: `sortbyfield must be one of ${ELETTER_SORT_FIELDS.join(', ')}` }).default(ELETTER_LIST_DEFAULTS.sortbyfield),
    sortorder: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { error: 'sortorder must be asc or desc' }))
      .default(ELETTER_LIST_DEFAULTS.sortorder),
    all: z.enum(['true', 'false'], { error: 'all must be true or false' }).default('false').transform((v) => v === 'true'),
    keywords: z.string().trim().max(100, 'keywords may be at most 100 characters').optional(),
  }),
  response: { 200: eletterListSchema },
});

export const eletterByNameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/customers/:customerId/names/:name',
  summary: 'The company\'s letter template of that name (any case); 404 when there is none (the editor checks a name is free)',
  access: AUTHENTICATED,
  customerParam: 'customerId',
  params: customerParams.extend({ name: requiredText('name', { max: 80 }) }),
  response: { 200: eletterSchema, 404: errorBodySchema },
});

export const eletterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/eletters/:eletterId',
  summary: 'One letter template',
  access: AUTHENTICATED,
  tenancy: 'object',
  params: z.object({ eletterId: eletterIdSchema }),
  response: { 200: eletterSchema },
});

const templateAnswer = z.object({ message: z.string(), eletter: eletterSchema });

export const createEletterEndpoint = defineEndpoint({
  method: 'POST',
  path: '/eletters',
  summary: "Create a letter template (the company must hold 'eletters'); 400 names an unknown merge field or an empty body, 409 a name taken",
  access: LETTER_TEMPLATE_ACCESS,
  tenancy: 'caller',
  body: eletterInputSchema,
  response: { 201: templateAnswer, 403: errorBodySchema, 409: errorBodySchema },
});

export const updateEletterEndpoint = defineEndpoint({
  method: 'PUT',
  // reports.md §7 writes PUT /eletters/{id}: the same URL; the parameter is named as GET and DELETE name it
  // (an OpenAPI document may not hold one path under two parameter names)
  path: '/eletters/:eletterId',
  summary: 'Change a letter template (letters already built keep their own copy)',
  access: LETTER_TEMPLATE_ACCESS,
  tenancy: 'object',
  params: z.object({ eletterId: eletterIdSchema }),
  body: eletterInputSchema,
  response: { 200: templateAnswer, 403: errorBodySchema, 409: errorBodySchema },
});

export const deleteEletterEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/eletters/:eletterId',
  summary: "Delete a letter template ('Template was successfully deleted.'); letters built with it keep its name and content",
  access: LETTER_TEMPLATE_ACCESS,
  tenancy: 'object',
  params: z.object({ eletterId: eletterIdSchema }),
  response: { 200: z.object({ message: z.string(), deleted: z.number().int() }), 403: errorBodySchema },
});

/** reports.md §3: the delete payload is customerId and deleteList (the templates, or their ids). */
export const deleteEletterListSchema = z.object({
  customerId: z.string().uuid('customerId must be a company id'),
  deleteList: z
    .array(z.union([eletterIdSchema, z.object({ eletterId: eletterIdSchema }).transform((t) => t.eletterId)]))
    .min(1, 'deleteList names no template')
    .max(500, 'deleteList may name at most 500 templates')
    .transform((ids) => [...new Set(ids)]),
});

export const deleteEletterListEndpoint = defineEndpoint({
  method: 'POST',
  path: '/eletters/delete',
  summary: "Delete several letter templates at once ('{n} Templates were successfully deleted.'); one unknown id: 404 and nothing deleted",
  access: LETTER_TEMPLATE_ACCESS,
  tenancy: 'named',
  body: deleteEletterListSchema,
  response: { 200: z.object({ message: z.string(), deleted: z.number().int() }), 403: errorBodySchema, 404: errorBodySchema },
});

/** The deletion message of n templates (reports.md §8): one, or '{n} Templates …'. */
export const eletterDeletedMessage = (n: number): string => (n === 1 ? ELETTER_MESSAGES.deleted : ELETTER_MESSAGES.deletedMany(n));
