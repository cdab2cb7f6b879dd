import { z } from 'zod';
import { requiredText } from '../../../common/fields.js';
import { PATTERNS, US_STATES } from '../../../common/patterns.js';
import { customerReferenceNumberSchema, givenText, identityConsumerFields, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { type IdReportConsumer, type IdReportFormValues, idReportSubmitBody, identitySubjectSchema } from '../identity-applicant.js';
import { usAddress, SHARED_TEST_IDENTITIES } from '../test-identities.js';
import { PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';

export * from './eidcompare-presentation.js';

/*
 * eIDcompare (EIDC): the applicant's identity as the application gives it (name, address, SSN, date
 * of birth, phone, email, driver's licence) compared field by field with the bureau's file, a match
 * level per field and one verdict. Ordered only by a company with the eIDcompare registration
 * (portal.md §3). reports.md gives no shape: docs/products/eidcompare.md records this one.
 */

/** An optional phone: ten digits, dashes optional (3-3-4) and removed. */
export const optionalPhoneSchema = z
  .string({ error: 'phone must be text' })
  .trim()
  .refine((v) => v === '' || PATTERNS.phone334.test(v), 'phone must be 10 digits (dashes optional, grouped 3-3-4)')
  .transform((v) => v.replace(/\D/g, ''))
  .optional()
  .transform((v) => (v ? v : undefined));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const optionalEmailSchema = z
  .string({ error: 'email must be text' })
  .trim()
  .max(100, 'email must be at most 100 characters')
  .refine((v) => v === '' || EMAIL.test(v), 'email must be an address like name@example.com')
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

/** A driver's licence: its number (letters and digits, 4 to 20) and the issuing US state. */
const driversLicenseSchema = z
  .object(
    {
      number: requiredText('driversLicense.number', { max: 20 })
        .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
        .refine((v) => /^[A-Z0-9]{4,20}$/.test(v), 'driversLicense.number must be 4 to 20 letters and digits'),
      state: requiredText('driversLicense.state', { max: 2 })
        .transform((s) => s.toUpperCase())
        .refine((s) => (US_STATES as readonly string[]).includes(s), 'driversLicense.state must be a US state code'),
    },
    { error: "driversLicense must hold the licence's number and state" },
  )
  .optional();

export const eidCompareRequestSchema = z.object({
  accountNumber: requiredText('accountNumber', { max: 20 }),
  customerReferenceNumber: customerReferenceNumberSchema,
  consumer: z.object({ ...identityConsumerFields, phone: optionalPhoneSchema, email: optionalEmailSchema, driversLicense: driversLicenseSchema }, { error: 'consumer is required' }),
});
export type EidCompareRequest = z.input<typeof eidCompareRequestSchema>;
export type EidCompareRequestParsed = z.output<typeof eidCompareRequestSchema>;

/** The applicant as a data source receives it: SSN and phone as digits, optional parts absent when not given. */
export type EidCompareApplicant = IdReportConsumer & { phone?: string; email?: string; driversLicense?: { number: string; state: string } };

/** The order form's values, as the user typed them. */
export type EidCompareFormValues = IdReportFormValues & { phone?: string; email?: string; driversLicenseNumber?: string; driversLicenseState?: string };

/** The body the portal sends: optional fields only when given, SSN and phone without dashes, a blank reference replaced by the user name. */
export function eidCompareSubmitBody(form: EidCompareFormValues, session: { userName: string }): EidCompareRequest {
  const body = idReportSubmitBody(form, session);
  const phone = givenText(form.phone)?.replace(/-/g, '');
  const email = givenText(form.email);
  const dlNumber = givenText(form.driversLicenseNumber);
  const dlState = givenText(form.driversLicenseState);
  const driversLicense = dlNumber || dlState ? { number: dlNumber ?? '', state: dlState ?? '' } : undefined;
  return { ...body, consumer: { ...body.consumer, ...(phone ? { phone } : {}), ...(email ? { email } : {}), ...(driversLicense ? { driversLicense } : {}) } };
}

// ---- the answer ---------------------------------------------------------------------------------

/** The fields compared, in the order the report lists them. */
export const EIDC_FIELDS = ['name', 'address', 'ssn', 'dateOfBirth', 'phone', 'email', 'driversLicense'] as const;
export type EidCompareField = (typeof EIDC_FIELDS)[number];
export const EIDC_MATCH_LEVELS = ['exact', 'partial', 'no-match', 'not-on-file'] as const;
export type EidCompareMatch = (typeof EIDC_MATCH_LEVELS)[number];
export const EIDC_VERDICTS = ['verified', 'review', 'not-verified', 'no-record'] as const;
export type EidCompareVerdict = (typeof EIDC_VERDICTS)[number];

/** The applicant as submitted, the SSN masked: the ID Report's subject (eIDverifier's too). */
export const eidSubjectSchema = identitySubjectSchema;
export type EidSubject = z.infer<typeof eidSubjectSchema>;

export const eidCompareReportSchema = z.object({
  identifier: z.string(),
  asOfDate: z.string(),
  subject: eidSubjectSchema,
  verdict: z.enum(EIDC_VERDICTS),
  /** one line per field the application gave, in EIDC_FIELDS order: what was given, what the file holds (SSN and licence masked), the match. */
  comparisons: z.array(
    z.object({
      field: z.enum(EIDC_FIELDS),
      submitted: z.string(),
      onFile: z.string().nullable(),
      match: z.enum(EIDC_MATCH_LEVELS),
      /** why a partial or no match reads so: "Apartment differs". */
      note: z.string().nullable(),
    }),
  ),
});
export type EidCompareReport = z.infer<typeof eidCompareReportSchema>;
export type EidCompareComparison = EidCompareReport['comparisons'][number];

export const eidCompareDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ eidCompareReport: eidCompareReportSchema }));
export type EidCompareDataSourceResponse = z.infer<typeof eidCompareDataSourceResponseSchema>;

export const eidCompareResponseSchema = productResponseSchema('eidcompare', eidCompareDataSourceResponseSchema);
export type EidCompareResponse = z.infer<typeof eidCompareResponseSchema>;

/**
 * The sandbox's identity files as eIDcompare's documented test consumers (docs/products/eidcompare.md,
 * "Sandbox"), each given as the description says. Fictitious: never a real consumer.
 */
export const EIDC_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  {
    key: 'verified',
    ...SHARED_TEST_IDENTITIES.ellison,
    phone: '8475550134',
    email: 'm.ellison@example.com',
    driversLicense: { number: 'E42516612041', state: 'IL' },
    description: 'Identity verified: every field matches the file exactly.',
  },
  {
    key: 'review',
    ...SHARED_TEST_IDENTITIES.okafor,
    phone: '6145550199',
    email: 'dan.okafor@example.com',
    description: 'Review: another apartment on the same street, a phone that differs, an email not on file.',
  },
  {
    key: 'notVerified',
    firstName: 'REBECCA',
    lastName: 'STONE',
    ssn: '123451402',
    dateOfBirth: '1983-07-19',
    address: usAddress('415 Cedar Ridge Rd', 'Boise', 'ID', '83702'),
    description: 'Not verified: the date of birth differs from the file.',
  },
  {
    key: 'ssnTypo',
    firstName: 'ELLEN',
    lastName: 'PARKS',
    ssn: '123451430',
    dateOfBirth: '1990-12-01',
    address: usAddress('77 Waterfront Pl', 'Seattle', 'WA', '98121'),
    description: 'Review: two SSN digits swapped (found by name and ZIP: a partial match).',
  },
  { key: 'noRecord', ...SHARED_TEST_IDENTITIES.raman, description: 'No record: the bureau holds no file for her.' },
];

export const EID_COMPARE_PRODUCT = defineProduct({
  key: 'eidcompare',
  code: 'EIDC',
  name: 'eIDcompare',
  family: 'identity-fraud',
  position: 80,
  description: "Compares the applicant's name, address, SSN, date of birth, phone, email and driver's licence with the bureau's file: a match level per field and one verdict.",
  order: { path: '/idfc/reports/eidcompare', request: eidCompareRequestSchema, response: eidCompareResponseSchema },
  pdf: { path: '/pdfs/eidc/download', fileName: () => 'eIDcompare_report.pdf', failure: PDF_FAILURES.unexpected },
  // identity comparison to prevent fraud, not an FCRA consumer report (docs/products/eidcompare.md)
  permissiblePurposes: [],
  requiresRegistration: 'eidCompare',
  testConsumers: EIDC_TEST_CONSUMERS,
});
