import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { optionalPersonName, personName } from '../../common/person-name.js';
import { isRealCalendarDate, todayIso } from '../consumer-request.js';
import { customerReferenceNumberSchema, givenText, productDataSourceResponseSchema, productResponseSchema } from './consumer-identity.js';
import { ACCOUNT_NUMBER_COLUMN, REFERENCE_COLUMN, batchColumn, cellOr, defineBatchLayout } from '../../batches/batch-layout.js';
import { SDN_TEST_SUBJECTS } from './test-identities.js';
import { PDF_FAILURES, defineProduct, type ProductTestSubject, type ScreeningSubjectFields } from './product.js';
import { isoTimestamp } from '../../common/timestamp.js';

export * from './ofac-presentation.js';

/*
 * OFAC: a person or a business screened against the US Treasury's Specially Designated Nationals
 * list (31 CFR 501), the real list loaded in the database (docs/ofac-screening.md). The answer names
 * every candidate at or above the company's threshold with its score, the list entry, its programs,
 * the name or alias that matched and why; and the list it was screened on (its publish date and when
 * it was loaded). A hit opens a review case. Not an FCRA consumer report: no permissible purpose.
 * docs/products/ofac.md records the shapes.
 */

/** A business name: letters and digits of any alphabet and the punctuation company names use. */
const BUSINESS_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}' .,&()/+-]*$/u;

/** A screened person's name part: the person-name rule, at most 60 characters (a list entry's names run long). */
const SCREENED_NAME_MAX = 60;

/** ISO 3166-1 alpha-2, upper-cased; blank or absent: not given. */
const countryCode = z
  .string({ error: 'country must be text' })
  .trim()
  .refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), 'country must be a two-letter ISO 3166 country code')
  .transform((v) => v.toUpperCase())
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalBirthDate = z
  .string({ error: 'dateOfBirth must be text' })
  .trim()
  .refine((v) => v === '' || isRealCalendarDate(v), 'dateOfBirth must be a real date written YYYY-MM-DD')
  .refine((v) => v === '' || (v >= '1900-01-01' && v <= todayIso()), 'dateOfBirth must be between 1900 and today')
  .optional()
  .transform((v) => (v ? v : undefined));

export const ofacSubjectSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('individual'),
      firstName: personName('firstName', SCREENED_NAME_MAX),
      middleName: optionalPersonName('middleName', SCREENED_NAME_MAX),
      lastName: personName('lastName', SCREENED_NAME_MAX),
      dateOfBirth: optionalBirthDate,
      country: countryCode,
    }),
    z.object({
      type: z.literal('business'),
      businessName: requiredText('businessName', { max: 120 }).regex(BUSINESS_NAME, 'businessName may hold letters, digits, spaces and . , & ( ) / + \' -'),
      country: countryCode,
    }),
  ],
  { error: "subject.type must be 'individual' or 'business'" },
);
export type OfacSubject = z.output<typeof ofacSubjectSchema>;

export const ofacRequestSchema = z.object({
  /** the company's account number the screen is billed to. */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name. */
  customerReferenceNumber: customerReferenceNumberSchema,
  subject: ofacSubjectSchema,
});
export type OfacRequest = z.input<typeof ofacRequestSchema>;
export type OfacRequestParsed = z.output<typeof ofacRequestSchema>;

/**
 * The portal's screening forms' values (OFAC, AML Connect and Kount ask the same): a person or a
 * business, as the user typed it, and the account and reference of the order.
 */
export type ScreeningFormValues = {
  accountNumber: string;
  customerReferenceNumber?: string;
  subjectType: OfacSubject['type'];
} & ScreeningSubjectFields;

/**
 * The subject the form's values make: the person's or the business's fields only (the other kind's
 * left behind), trimmed, the optional ones only when given, the country upper-cased.
 */
export function screeningSubjectOf(form: ScreeningFormValues): z.input<typeof ofacSubjectSchema> {
  const country = givenText(form.country)?.toUpperCase();
  const withCountry = country ? { country } : {};
  if (form.subjectType === 'business') return { type: 'business', businessName: (form.businessName ?? '').trim(), ...withCountry };
  const middleName = givenText(form.middleName);
  const dateOfBirth = givenText(form.dateOfBirth);
  return {
    type: 'individual',
    firstName: (form.firstName ?? '').trim(),
    ...(middleName ? { middleName } : {}),
    lastName: (form.lastName ?? '').trim(),
    ...(dateOfBirth ? { dateOfBirth } : {}),
    ...withCountry,
  };
}

/** The body the portal sends: the subject as screeningSubjectOf makes it, a blank reference replaced by the user name. */
export function ofacSubmitBody(form: ScreeningFormValues, session: { userName: string }): OfacRequest {
  return {
    accountNumber: form.accountNumber.trim(),
    customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName,
    subject: screeningSubjectOf(form),
  };
}

/** The name screened, as one line: "Joaquin Guzman Loera", or the business name. */
export const ofacSubjectName = (subject: OfacSubject): string =>
  subject.type === 'business' ? subject.businessName : [subject.firstName, subject.middleName, subject.lastName].filter(Boolean).join(' ');

// ---- the answer ---------------------------------------------------------------------------------

export const OFAC_ENTRY_TYPES = ['individual', 'entity', 'vessel', 'aircraft'] as const;
export const OFAC_MATCHED_AS = ['name', 'aka', 'fka', 'nka'] as const;

export const ofacCandidateSchema = z.object({
  /** the list's entity number (its "ent_num"). */
  entNum: z.number().int(),
  /** as listed: individuals "LAST, First". */
  listedName: z.string(),
  type: z.enum(OFAC_ENTRY_TYPES),
  programs: z.array(z.string()),
  /** 0 to 1: the name's score raised or lowered by date of birth and country. */
  score: z.number(),
  nameScore: z.number(),
  /** the listed name or alias that matched best, as listed. */
  matchedName: z.string(),
  matchedAs: z.enum(OFAC_MATCHED_AS),
  /** why, in words. */
  reasons: z.array(z.string()),
  /** the listed dates of birth, as listed ("25 Dec 1954", "1960 to 1962"). */
  birthDates: z.array(z.string()),
  countries: z.array(z.string()),
  addresses: z.array(z.string()),
  aliases: z.array(z.string()),
  remarks: z.string(),
});
export type OfacCandidate = z.infer<typeof ofacCandidateSchema>;

export const ofacReportSchema = z.object({
  identifier: z.string(),
  subject: z.object({ type: z.enum(['individual', 'business']), name: z.string(), dateOfBirth: z.string().nullable(), country: z.string().nullable() }),
  /** the list screened on: its publish date and when it was loaded (shown on every report). */
  list: z.object({ id: z.string(), publishedOn: z.string(), loadedAt: isoTimestamp(), entryCount: z.number().int(), aliasCount: z.number().int() }),
  /** the company's threshold at the time. */
  threshold: z.number(),
  screenedAt: isoTimestamp(),
  /** 'hit': at least one candidate at or above the threshold (a review case is opened). */
  result: z.enum(['hit', 'clear']),
  candidates: z.array(ofacCandidateSchema),
});
export type OfacReport = z.infer<typeof ofacReportSchema>;

export const ofacDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ ofacReport: ofacReportSchema }));
export type OfacDataSourceResponse = z.infer<typeof ofacDataSourceResponseSchema>;

export const ofacResponseSchema = productResponseSchema('ofac', ofacDataSourceResponseSchema);
export type OfacResponse = z.infer<typeof ofacResponseSchema>;

/** The OFAC screen: a person (first and last name) or a business (its name) a row. */
export const OFAC_BATCH_LAYOUT = defineBatchLayout(
  [
    batchColumn('firstName', 'First Name', false, 'Jane', { hint: 'A person: first and last name.' }),
    batchColumn('middleName', 'Middle Name', false, ''),
    batchColumn('lastName', 'Last Name', false, 'Sample'),
    batchColumn('businessName', 'Business Name', false, '', { hint: 'A business: its name, and no person name.' }),
    batchColumn('dateOfBirth', 'Date of Birth', false, '', { kind: 'date' }),
    batchColumn('country', 'Country', false, 'US', { hint: 'Two-letter ISO code.' }),
    ACCOUNT_NUMBER_COLUMN,
    REFERENCE_COLUMN,
  ],
  (c, defaults) => {
    const business = cellOr(c.businessName) !== undefined && cellOr(c.firstName) === undefined && cellOr(c.lastName) === undefined;
    return {
      accountNumber: cellOr(c.accountNumber, defaults.accountNumber),
      customerReferenceNumber: cellOr(c.customerReferenceNumber) ?? '',
      subject: business
        ? { type: 'business', businessName: cellOr(c.businessName), country: cellOr(c.country) }
        : { type: 'individual', firstName: cellOr(c.firstName), middleName: cellOr(c.middleName), lastName: cellOr(c.lastName), dateOfBirth: cellOr(c.dateOfBirth), country: cellOr(c.country) },
    };
  },
  (response) => {
    const report = (response as OfacDataSourceResponse).value.ofacReport;
    if (report.result === 'clear') return 'Clear: no SDN list entry at or above the threshold';
    const best = Math.max(...report.candidates.map((c) => c.score));
    return `Potential match: ${report.candidates.length} candidate${report.candidates.length === 1 ? '' : 's'}, best ${Math.round(best * 100)} % (review case opened)`;
  },
);

/**
 * OFAC's test subjects (docs/ofac-screening.md): served by GET /sandbox/personas for its form while the sandbox answers. The
 * hits are real entries of the shipped SDN list; the clear ones are fictitious.
 */
export const OFAC_TEST_SUBJECTS: readonly ProductTestSubject[] = [
  { key: 'exact', ...SDN_TEST_SUBJECTS.guzman, description: 'Potential match: entry 6861 by its primary name, 100 %, the date of birth listed.' },
  { key: 'alias', ...SDN_TEST_SUBJECTS.chapo, description: 'Potential match through the alias "GUZMAN, Chapo", typed with a typo.' },
  { key: 'transliteration', ...SDN_TEST_SUBJECTS.nasrallah, description: 'Potential match: "NASRALLAH, Hasan" spelled another way.' },
  { key: 'twoCandidates', ...SDN_TEST_SUBJECTS.kim, description: 'Two candidates: an exact match and a close one.' },
  { key: 'business', ...SDN_TEST_SUBJECTS.bank, description: 'Potential match: a business listed under the Cuba program.' },
  { key: 'clear', ...SDN_TEST_SUBJECTS.ellison, description: 'No match: a person on no list.' },
  { key: 'clearBusiness', ...SDN_TEST_SUBJECTS.bakery, description: 'No match: a business on no list.' },
];

export const OFAC_PRODUCT = defineProduct({
  key: 'ofac',
  code: 'OFAC',
  name: 'OFAC',
  family: 'compliance',
  description: "Screens a person or a business against the Treasury's Specially Designated Nationals list: every candidate with its score, program and why, on the list of the day.",
  order: { path: '/idfc/reports/ofac', request: ofacRequestSchema, response: ofacResponseSchema },
  batch: OFAC_BATCH_LAYOUT,
  pdf: { path: '/pdfs/ofac/download', fileName: () => 'ofac_report.pdf', failure: PDF_FAILURES.unexpected },
  // sanctions screening (31 CFR 501), not an FCRA consumer report: no permissible purpose
  permissiblePurposes: [],
  testSubjects: OFAC_TEST_SUBJECTS,
});
