import { z } from 'zod';
import { requiredText } from '../../common/fields.js';
import { optionalPersonName, personName } from '../../common/person-name.js';
import { isoTimestamp } from '../../common/timestamp.js';
import { isRealCalendarDate, todayIso } from '../consumer-request.js';
import { customerReferenceNumberSchema, givenText } from './consumer-identity.js';
import type { ScreeningSubjectFields } from './product.js';

/*
 * The SDN screen's shapes, which OFAC, AML Connect and Kount all ask and answer (one declaration, shared
 * by the three products): the subject screened (a person or a business), the screening form's values
 * and body, and the screen's answer (the list, the threshold, the candidates).
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
