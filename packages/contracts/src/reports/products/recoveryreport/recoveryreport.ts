import { z } from 'zod';
import { ISO_DAY_FORMAT } from '../../../common/date-formats.js';
import { nameSuffixSchema } from '../../../common/enums.js';
import { requiredText } from '../../../common/fields.js';
import { consumerAddressSchema, dateOfBirthSchema, isRealCalendarDate, permissiblePurposeSchema, ssnSchema, todayIso } from '../../consumer-request.js';
import { PRIMARY_REQUEST_ID } from '../../credit-report.js';
import { customerReferenceNumberSchema, identityNameText, oneConsumerEntry, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { personaSubmitBody, type PersonaFormValues } from '../one-consumer-order.js';
import { PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';
import { SANDBOX_IDENTITIES } from '../sandbox-identities.js';
import { reportedAddressFields, reportedNameFields } from '../../reported-parts.js';

export * from './recoveryreport-presentation.js';

/*
 * RREP, the Recovery Report (reports.md §1, §7): locate information for the collection of a
 * charged-off account. The lender names the consumer (as for a consumer credit report, one
 * applicant), its account number, the permissible purpose (collection of an account:
 * ACCOUNT_REVIEW only) and the date the account was charged off; the answer is where the consumer
 * is now and what changed since the charge-off: addresses and phones with their dates, employers,
 * new accounts opened since, the deceased and bankruptcy flags and a recovery score.
 * docs/products/recoveryreport.md describes it.
 */

/** The earliest charge-off date accepted. */
export const RECOVERY_EARLIEST_CHARGE_OFF = '1970-01-01';

const identifier = z.literal(PRIMARY_REQUEST_ID, { error: `identifier must be '${PRIMARY_REQUEST_ID}': the Recovery Report is about one consumer` });

export const chargeOffDateSchema = requiredText('chargeOffDate')
  .refine(isRealCalendarDate, 'chargeOffDate must be a real date written YYYY-MM-DD')
  .refine((v) => v >= RECOVERY_EARLIEST_CHARGE_OFF, 'chargeOffDate cannot be before 1970')
  .refine((v) => v <= todayIso(), 'chargeOffDate cannot be in the future')
  .meta(ISO_DAY_FORMAT);

export const recoveryReportRequestSchema = z
  .object({
    /** the pipeline refuses every purpose but ACCOUNT_REVIEW (collection of an account) with a 400. */
    permissiblePurpose: permissiblePurposeSchema,
    accountNumber: requiredText('accountNumber', { max: 20 }),
    /** blank: the server uses the username (reports.md §3). */
    customerReferenceNumber: customerReferenceNumberSchema,
    /** the date the account being collected was charged off: YYYY-MM-DD, from 1970 to today. */
    chargeOffDate: chargeOffDateSchema,
    consumers: z.object(
      {
        name: oneConsumerEntry(
          z.object({
            identifier,
            firstName: identityNameText('firstName'),
            middleName: z.string({ error: 'middleName must be text' }).trim().max(40, 'middleName must be at most 40 characters').optional().default(''),
            lastName: identityNameText('lastName'),
            suffix: z.enum(['', ...nameSuffixSchema.options], { error: 'suffix must be JR, SR, I, II, III, IV or V' }).optional().default(''),
          }),
          'name',
        ),
        socialNum: oneConsumerEntry(z.object({ identifier, number: ssnSchema }), 'socialNum'),
        dateOfBirth: oneConsumerEntry(z.object({ identifier, dob: dateOfBirthSchema }), 'dateOfBirth'),
        addresses: oneConsumerEntry(consumerAddressSchema, 'addresses'),
      },
      { error: 'consumers is required' },
    ),
  })
  .superRefine((req, ctx) => {
    const address = req.consumers.addresses[0];
    if (address && address.identifier !== PRIMARY_REQUEST_ID) {
      ctx.addIssue({ code: 'custom', path: ['consumers', 'addresses', 0, 'identifier'], message: `identifier must be '${PRIMARY_REQUEST_ID}': the Recovery Report is about one consumer` });
    }
    const dob = req.consumers.dateOfBirth[0]?.dob;
    if (dob && req.chargeOffDate <= dob) ctx.addIssue({ code: 'custom', path: ['chargeOffDate'], message: "chargeOffDate must be after the consumer's date of birth" });
  });
export type RecoveryReportRequest = z.input<typeof recoveryReportRequestSchema>;
export type RecoveryReportRequestParsed = z.output<typeof recoveryReportRequestSchema>;

/** The order form's values, as the user typed them: the Persona's one consumer, a US or Canadian address and the charge-off date. */
export type RecoveryReportFormValues = PersonaFormValues & { country?: 'US' | 'CA'; chargeOffDate: string };

/**
 * The body the portal sends: the consumer request's shape for the one consumer (the SSN without
 * dashes, a middle name and suffix only when given), the address's country, the charge-off date.
 * A blank reference is sent blank: the server stores the user name.
 */
export function recoveryReportSubmitBody(form: RecoveryReportFormValues): RecoveryReportRequest {
  const body = personaSubmitBody(form);
  const [address] = body.consumers.addresses;
  return { ...body, chargeOffDate: form.chargeOffDate.trim(), consumers: { ...body.consumers, addresses: [{ ...address, country: form.country ?? 'US' }] } };
}

// ---- the answer ---------------------------------------------------------------------------------

const isoDate = z.string();

export const RECOVERY_ADDRESS_SOURCES = ['credit-file', 'change-of-address', 'utility', 'public-record'] as const;
export const RECOVERY_PHONE_TYPES = ['mobile', 'landline', 'voip'] as const;
export const RECOVERY_ACCOUNT_TYPES = ['Credit card', 'Retail card', 'Auto loan', 'Personal loan', 'Mortgage', 'Student loan'] as const;
export const RECOVERY_ACCOUNT_STATUSES = ['current', 'late', 'collection'] as const;

export const recoveryReportSchema = z.object({
  identifier: z.string(),
  /** false: the bureau holds no locate data for the consumer (every list empty, no score). */
  hit: z.boolean(),
  /** the date the data is current to. */
  asOfDate: isoDate,
  /** the charge-off date the lender named: "since the charge-off" is after this date. */
  chargeOffDate: isoDate,
  subject: z.object({
    ...reportedNameFields,
    /** ***-**-1234, never the whole number. */
    ssnMasked: z.string(),
    dateOfBirth: isoDate,
    age: z.number().int().nullable(),
    deceased: z.boolean(),
    deceasedDate: isoDate.nullable(),
  }),
  /** a bankruptcy on file, the latest; null when none. */
  bankruptcy: z
    .object({
      chapter: z.enum(['7', '11', '13']),
      court: z.string(),
      caseNumber: z.string(),
      filedDate: isoDate,
      status: z.enum(['filed', 'discharged', 'dismissed']),
      statusDate: isoDate.nullable(),
    })
    .nullable(),
  /** newest first; `sinceChargeOff`: first reported after the charge-off date. */
  addresses: z.array(
    z.object({
      ...reportedAddressFields,
      firstReported: isoDate,
      lastReported: isoDate,
      current: z.boolean(),
      sinceChargeOff: z.boolean(),
      source: z.enum(RECOVERY_ADDRESS_SOURCES),
    }),
  ),
  phones: z.array(
    z.object({
      /** ten digits. */
      number: z.string(),
      type: z.enum(RECOVERY_PHONE_TYPES),
      firstReported: isoDate,
      lastReported: isoDate,
      current: z.boolean(),
      sinceChargeOff: z.boolean(),
    }),
  ),
  employers: z.array(
    z.object({
      name: z.string(),
      position: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      firstReported: isoDate,
      lastReported: isoDate,
      current: z.boolean(),
      sinceChargeOff: z.boolean(),
      verified: z.boolean(),
    }),
  ),
  /** accounts opened after the charge-off date, newest first. */
  newAccounts: z.array(
    z.object({
      creditor: z.string(),
      accountType: z.enum(RECOVERY_ACCOUNT_TYPES),
      openedDate: isoDate,
      /** the credit limit of a card, the amount of a loan. */
      limitOrAmount: z.number(),
      balance: z.number(),
      monthlyPayment: z.number().nullable(),
      status: z.enum(RECOVERY_ACCOUNT_STATUSES),
    }),
  ),
  recoveryScore: z.object({
    model: z.string(),
    /** 1–999, higher: more likely to pay; null when not scored. */
    value: z.number().int().nullable(),
    /** why the consumer was not scored, when not. */
    notScoredReason: z.string().nullable(),
    reasons: z.array(z.object({ code: z.string(), text: z.string() })),
  }),
});
export type RecoveryReport = z.infer<typeof recoveryReportSchema>;

export const recoveryDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ recoveryReport: recoveryReportSchema }));
export type RecoveryDataSourceResponse = z.infer<typeof recoveryDataSourceResponseSchema>;

export const recoveryReportResponseSchema = productResponseSchema('recoveryreport', recoveryDataSourceResponseSchema);
export type RecoveryReportResponse = z.infer<typeof recoveryReportResponseSchema>;

/**
 * The Recovery Report's documented test consumers (docs/products/recoveryreport.md, "Sandbox
 * personas"), served by GET /sandbox/personas for its form while the sandbox answers. Their outcomes read as documented for a
 * charge-off some months before November 2026 (the tests use 2024-03-15). Fictitious: never a real consumer.
 */
export const RECOVERY_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  {
    key: 'skip',
    ...SANDBOX_IDENTITIES.collections,
    description: 'A skip: moved twice since the charge-off (Shreveport to Bossier City, then Dallas), a new mobile number with each move, the same employer; no new accounts; a medium score.',
  },
  {
    key: 'newEmployer',
    firstName: 'DERRICK',
    lastName: 'HOLLAND',
    ssn: '123453201',
    dateOfBirth: '1984-08-22',
    address: { line1: '1187 Cedar St', city: 'Akron', state: 'OH', zip: '44308', country: 'US' },
    description: 'Still at the address on file, with a new employer since the charge-off (FedEx Ground) and two new accounts in good standing; a high score.',
  },
  {
    key: 'noLocate',
    ...SANDBOX_IDENTITIES.noHit,
    description: 'No locate data: the bureau holds no address, phone or employer; not scored.',
  },
  {
    key: 'deceased',
    ...SANDBOX_IDENTITIES.deceased,
    description: 'Reported deceased in January 2026: the last address and phone, no new accounts, not scored.',
  },
  {
    key: 'bankruptcy',
    ...SANDBOX_IDENTITIES.bankruptcy,
    description: 'A Chapter 7 bankruptcy filed in March 2025 and discharged: an account charged off before it was most likely discharged in it.',
  },
];

export const RECOVERY_REPORT_PRODUCT = defineProduct({
  key: 'recoveryreport',
  code: 'RREP',
  name: 'Recovery Report',
  family: 'consumer-credit',
  position: 100,
  description: 'Locate information for collecting a charged-off account: current and former addresses, phones, employers, new accounts since the charge-off, deceased and bankruptcy flags and a recovery score.',
  order: { path: '/consumers/reports/recoveryreport', request: recoveryReportRequestSchema, response: recoveryReportResponseSchema },
  pdf: { path: '/pdfs/recoveryReport/download', fileName: () => 'recovery_report.pdf', failure: PDF_FAILURES.unexpected },
  // FCRA §604(a)(3)(A): review or collection of an account of the consumer
  permissiblePurposes: ['ACCOUNT_REVIEW'],
  testConsumers: RECOVERY_TEST_CONSUMERS,
});
