import { z } from 'zod';
import { ISO_DAY_OR_EMPTY_FORMAT } from '../../common/date-formats.js';
import { nameSuffixSchema } from '../../common/enums.js';
import type { GivenNameParts } from '../applicant-identity.js';
import { requiredText } from '../../common/fields.js';
import { optionalPersonName, personName } from '../../common/person-name.js';
import { PATTERNS, US_STATES, validateZip } from '../../common/patterns.js';
import { isRealCalendarDate, streetAddressFields, todayIso } from '../consumer-request.js';
import { PRIMARY_REQUEST_ID } from '../credit-report.js';
import { isoTimestamp } from '../../common/timestamp.js';

/*
 * What the products ordered on one consumer's identity share (ADV, ID Report, DTEC, Persona,
 * Recovery Report): the name parts, the SSN, the date of birth, a US address, the list of exactly
 * one consumer, the reference, the submit body's "given" rule and the answer's envelope
 * (reports.md §3). Each message is the one the products' tests check.
 */

/** A required name part: the person-name rule (common/person-name.ts), stored and sent in NFC. */
export const identityNameText = (field: string) => personName(field);

/** An optional text field: blank or absent is left out of the parsed request (sent only when not empty). */
export const optionalIdentityText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const optionalMiddleName = optionalPersonName('middleName');

export const optionalSuffix = z
  .enum(['', ...nameSuffixSchema.options], { error: 'suffix must be JR, SR, I, II, III, IV or V' })
  .meta(ISO_DAY_OR_EMPTY_FORMAT)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The SSN to verify: nine digits, dashes optional (3-2-4) and removed. A number the Social Security
 * Administration never issues is accepted here on purpose: saying so is the report's finding.
 */
export const verifiedSsnSchema = requiredText('ssn')
  .refine((v) => PATTERNS.ssn.test(v), 'ssn must be 9 digits (dashes optional, grouped 3-2-4)')
  .transform((v) => v.replace(/\D/g, ''));

/** YYYY-MM-DD, a real date from 1900 to today; blank or absent means "not given" (the element is then not checked). */
export const optionalDateOfBirthSchema = z
  .string({ error: 'dateOfBirth must be text' })
  .trim()
  .refine((v) => v === '' || isRealCalendarDate(v), 'dateOfBirth must be a real date written YYYY-MM-DD')
  .refine((v) => v === '' || v >= '1900-01-01', 'dateOfBirth must be after 1900')
  .refine((v) => v === '' || v <= todayIso(), 'dateOfBirth cannot be in the future')
  .optional()
  .transform((v) => (v ? v : undefined));

/** A US address's state and ZIP: the state a US code, the ZIP 5 or 5+4 digits. */
export function refineUsAddress(a: { state: string; zip: string }, ctx: z.RefinementCtx): void {
  if (!(US_STATES as readonly string[]).includes(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: `state '${a.state}' is not a US state code` });
  const zipError = validateZip(a.zip, 'US');
  if (zipError) ctx.addIssue({ code: 'custom', path: ['zip'], message: zipError });
}

/** A US street address: every part required, the state a US code, the ZIP 5 or 5+4 digits. */
export const usAddressSchema = z
  .object(
    streetAddressFields,
    { error: 'address is required' },
  )
  .superRefine(refineUsAddress);

/** One consumer's identity as the ID Report and DTEC take it: the SSN required (never-issued accepted), the date of birth optional. */
export const identityConsumerFields = {
  firstName: identityNameText('firstName'),
  middleName: optionalMiddleName,
  lastName: identityNameText('lastName'),
  suffix: optionalSuffix,
  ssn: verifiedSsnSchema,
  dateOfBirth: optionalDateOfBirthSchema,
  address: usAddressSchema,
};

/** A list the spec keys by identifier, holding exactly the one consumer ('current'). */
export const oneConsumerEntry = <T extends z.ZodType>(entry: T, field: string) =>
  z.array(entry, { error: `${field} must be a list` }).length(1, `${field} must hold exactly one entry, identified '${PRIMARY_REQUEST_ID}'`);

/** blank: the server stores the user name (reports.md §3). */
export const customerReferenceNumberSchema = z
  .string({ error: 'customerReferenceNumber must be text' })
  .trim()
  .max(50, 'customerReferenceNumber must be at most 50 characters')
  .optional()
  .default('');

/** A form value as the submit bodies send it: trimmed, and absent when blank. */
export const givenText = (value: string | undefined): string | undefined => (value && value.trim() ? value.trim() : undefined);

/** The name parts a submit body sends, from the form: trimmed, the middle name and suffix only when given. */
type NameSuffix = (typeof nameSuffixSchema.options)[number];

export function givenNameParts(form: GivenNameParts): { firstName: string; middleName?: string; lastName: string; suffix?: NameSuffix } {
  const middleName = givenText(form.middleName);
  const suffix = givenText(form.suffix);
  return {
    firstName: form.firstName.trim(),
    ...(middleName ? { middleName } : {}),
    lastName: form.lastName.trim(),
    ...(suffix ? { suffix: suffix as NameSuffix } : {}),
  };
}

/** Who an order is billed to, from the form: the account number, and the reference (blank: the user name). */
export const billedTo = (form: { accountNumber: string; customerReferenceNumber?: string }, session: { userName: string }) => ({
  accountNumber: form.accountNumber.trim(),
  customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName,
});

/** The data source's answer (reports.md §3): the product's value, its errors and status. */
export const productDataSourceResponseSchema = <V extends z.ZodType>(value: V) =>
  z.object({
    value,
    errors: z.array(z.object({ code: z.string(), message: z.string(), identifier: z.string().optional() })),
    status: z.number().int(),
  });

/** A product's order answer (reports.md §3): the stored inquiry, the product's key, the data source's answer and its JSON. */
export const productResponseSchema = <K extends string, D extends z.ZodType>(product: K, dataSourceResponse: D) =>
  z.object({
    inquiryId: z.string(),
    product: z.literal(product),
    createdAt: isoTimestamp(),
    dataSourceResponse,
    /** reports.md §3: a JSON string containing { dataSourceResponse }. */
    formatedResponse: z.string(),
  });
