import { z } from 'zod';
import { ISO_DAY_FORMAT } from '../common/date-formats.js';
import { requiredText } from '../common/fields.js';
import { personName, personNameText } from '../common/person-name.js';
import { CANADIAN_PROVINCES, PATTERNS, US_STATES, validateZip } from '../common/patterns.js';
import { nameSuffixSchema } from '../common/enums.js';
import { COAPPLICANT_REQUEST_ID, PRIMARY_REQUEST_ID } from './credit-report.js';
import { checkDuplicateConfirmation, duplicateConfirmationFields } from './report-reuse.js';

/** FCRA §604 permissible purposes a lender may name for a consumer report. */
export const PERMISSIBLE_PURPOSES = [
  { value: 'CREDIT_TRANSACTION', label: 'Credit transaction initiated by the consumer' },
  { value: 'ACCOUNT_REVIEW', label: 'Review or collection of an existing account' },
  { value: 'WRITTEN_INSTRUCTIONS', label: "The consumer's written instructions" },
  { value: 'INSURANCE_UNDERWRITING', label: 'Insurance underwriting' },
  { value: 'LEGITIMATE_BUSINESS_NEED', label: 'Legitimate business need in a consumer transaction' },
  { value: 'EMPLOYMENT', label: 'Employment purposes (with written consent)' },
] as const;
export const permissiblePurposeSchema = z.enum(PERMISSIBLE_PURPOSES.map((p) => p.value) as [string, ...string[]], {
  error: (issue) => (issue.input === undefined ? 'permissiblePurpose is required' : 'permissiblePurpose is not a recognised permissible purpose'),
});

export const APPLICANT_IDENTIFIERS = [PRIMARY_REQUEST_ID, COAPPLICANT_REQUEST_ID] as const;
const identifier = z.enum(APPLICANT_IDENTIFIERS, { error: `identifier must be '${PRIMARY_REQUEST_ID}' or '${COAPPLICANT_REQUEST_ID}'` });


/** Today as YYYY-MM-DD in the server's or browser's own calendar. */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function isRealCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

export const dateOfBirthSchema = requiredText('dateOfBirth')
  .refine(isRealCalendarDate, 'dateOfBirth must be a real date written YYYY-MM-DD')
  .refine((v) => v >= '1900-01-01', 'dateOfBirth must be after 1900')
  .refine((v) => v <= todayIso(), 'dateOfBirth cannot be in the future')
  .meta(ISO_DAY_FORMAT);

export const ssnSchema = requiredText('socialNum')
  .refine((v) => PATTERNS.ssn.test(v), 'socialNum must be 9 digits (dashes optional, grouped 3-2-4)')
  .transform((v) => v.replace(/\D/g, ''))
  .refine((v) => !v.startsWith('000') && !v.startsWith('666') && !v.startsWith('9') && v.slice(3, 5) !== '00' && v.slice(5) !== '0000', {
    message: 'socialNum is not a number the Social Security Administration issues',
  });

export const COUNTRIES = ['US', 'CA'] as const;

/** A street address's parts as an order takes them: each required, the state upper-cased (its code and the ZIP checked by the caller). */
export const streetAddressFields = {
  line1: requiredText('line1', { max: 80 }).regex(PATTERNS.noPipeBangPlus, 'line1 cannot contain | ! or +'),
  city: requiredText('city', { max: 40 }),
  state: requiredText('state', { max: 2 }).transform((s) => s.toUpperCase()),
  zip: requiredText('zip', { max: 10 }),
};

export const consumerAddressSchema = z
  .object({
    identifier,
    ...streetAddressFields,
    country: z.enum(COUNTRIES, { error: 'country must be US or CA' }).default('US'),
  })
  .superRefine((a, ctx) => {
    const states: readonly string[] = a.country === 'CA' ? CANADIAN_PROVINCES : US_STATES;
    if (!states.includes(a.state)) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: a.country === 'CA' ? `state '${a.state}' is not a Canadian province code` : `state '${a.state}' is not a US state code`,
      });
    }
    const zipError = validateZip(a.zip, a.country);
    if (zipError) ctx.addIssue({ code: 'custom', path: ['zip'], message: zipError });
  });

export const consumerReportRequestSchema = z
  .object({
    permissiblePurpose: permissiblePurposeSchema,
    accountNumber: requiredText('accountNumber', { max: 20 }),
    /** blank: the server uses the username (reports.md §3). */
    customerReferenceNumber: z.string().trim().max(50, 'customerReferenceNumber must be at most 50 characters').optional().default(''),
    /**
     * The product configuration the order is placed under (issue 17): one of the company's, of this
     * product, on this account number. Its options (score model, add-ons) apply; absent: the
     * product's defaults.
     */
    productConfigurationId: z.string().uuid('productConfigurationId must be a configuration id').optional(),
    /** pull again although the company ordered this consumer's report within its reuse window (./report-reuse.ts). */
    ...duplicateConfirmationFields,
    consumers: z.object({
      name: z
        .array(
          z.object({
            identifier,
            firstName: personName('firstName'),
            middleName: personNameText('middleName').optional().default(''),
            lastName: personName('lastName'),
            suffix: z.union([nameSuffixSchema, z.literal('')]).optional().default(''),
          }),
        )
        .min(1, 'at least the primary applicant is required')
        .max(2, 'at most an applicant and a co-applicant'),
      socialNum: z.array(z.object({ identifier, number: ssnSchema })),
      dateOfBirth: z.array(z.object({ identifier, dob: dateOfBirthSchema })),
      addresses: z.array(consumerAddressSchema),
    }),
  })
  .superRefine((req, ctx) => {
    checkDuplicateConfirmation(req, ctx);
    const { name, socialNum, dateOfBirth, addresses } = req.consumers;
    const ids = name.map((n) => n.identifier);
    if (!ids.includes(PRIMARY_REQUEST_ID)) {
      ctx.addIssue({ code: 'custom', path: ['consumers', 'name'], message: `the primary applicant ('${PRIMARY_REQUEST_ID}') is required` });
    }
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['consumers', 'name'], message: 'each applicant may appear once' });
    }
    for (const [list, field] of [
      [socialNum, 'socialNum'],
      [dateOfBirth, 'dateOfBirth'],
      [addresses, 'addresses'],
    ] as const) {
      for (const id of ids) {
        const count = list.filter((e) => e.identifier === id).length;
        if (count !== 1) {
          ctx.addIssue({ code: 'custom', path: ['consumers', field], message: `${field} is required once for '${id}'` });
        }
      }
      if (list.some((e) => !ids.includes(e.identifier))) {
        ctx.addIssue({ code: 'custom', path: ['consumers', field], message: `${field} names an applicant that is not in consumers.name` });
      }
    }
  });
export type ConsumerReportRequest = z.input<typeof consumerReportRequestSchema>;
export type ConsumerReportRequestParsed = z.output<typeof consumerReportRequestSchema>;
