import { z } from 'zod';
import type { GivenNameParts } from '../../applicant-identity.js';
import { formatDate } from '../../../common/formatters.js';
import { MESSAGES } from '../../../common/messages.js';
import { requiredText } from '../../../common/fields.js';
import { PATTERNS } from '../../../common/patterns.js';
import { dateOfBirthSchema } from '../../consumer-request.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { billedTo, customerReferenceNumberSchema, givenNameParts, identityNameText, optionalMiddleName, optionalSuffix, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { ACCOUNT_NUMBER_COLUMN, DATE_OF_BIRTH_COLUMN, REFERENCE_COLUMN, batchColumn, cellOr, defineBatchLayout } from '../../../batches/batch-layout.js';
import { SHARED_TEST_IDENTITIES } from '../test-identities.js';
import { ORDER_FAILURES, PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';
import { reportedNameFields } from '../../reported-parts.js';

/*
 * MLA, the Military Lending Act check (32 CFR 232): is the applicant a covered borrower (a member of
 * the armed forces on active duty, or a dependent of one) when the credit is extended? The answer
 * comes from the Department of Defense's Manpower Data Center (DMDC) by SSN, date of birth and
 * name; the sandbox stands in for it. The stored check is the record 32 CFR 232.5(b) asks a
 * creditor to keep to claim the safe harbour: who asked, when, for which consumer, the answer and
 * its source. docs/products/mla.md records the shapes.
 */

export const mlaRequestSchema = z.object({
  /** the company's account number the check is billed to. */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name. */
  customerReferenceNumber: customerReferenceNumberSchema,
  consumer: z.object(
    {
      firstName: identityNameText('firstName'),
      middleName: optionalMiddleName,
      lastName: identityNameText('lastName'),
      suffix: optionalSuffix,
      /** nine digits, dashes optional; the DMDC matches on it, so a number never issued is refused. */
      ssn: requiredText('ssn')
        .refine((v) => PATTERNS.ssn.test(v), 'ssn must be 9 digits (dashes optional, grouped 3-2-4)')
        .transform((v) => v.replace(/\D/g, ''))
        .refine((v) => !v.startsWith('000') && !v.startsWith('666') && !v.startsWith('9') && v.slice(3, 5) !== '00' && v.slice(5) !== '0000', 'ssn is not a number the Social Security Administration issues'),
      dateOfBirth: dateOfBirthSchema,
    },
    { error: 'consumer is required' },
  ),
});
export type MlaRequest = z.input<typeof mlaRequestSchema>;
export type MlaRequestParsed = z.output<typeof mlaRequestSchema>;
export type MlaConsumer = MlaRequestParsed['consumer'];

/** The order form's values, as the user typed them. */
export type MlaFormValues = GivenNameParts & { accountNumber: string; customerReferenceNumber?: string; ssn: string; dateOfBirth: string };

/** The body the portal sends: middle name and suffix only when given, the SSN without dashes, a blank reference replaced by the user name. */
export function mlaSubmitBody(form: MlaFormValues, session: { userName: string }): MlaRequest {
  return {
    ...billedTo(form, session),
    consumer: {
      ...givenNameParts(form),
      ssn: form.ssn.replace(/-/g, '').trim(),
      dateOfBirth: form.dateOfBirth.trim(),
    },
  };
}

// ---- the answer ---------------------------------------------------------------------------------

/** What the DMDC answers: a covered member, a covered dependent, or not covered (no active-duty record). */
export const MLA_STATUSES = ['covered-member', 'covered-dependent', 'not-covered'] as const;
export type MlaStatus = (typeof MLA_STATUSES)[number];

export const mlaReportSchema = z.object({
  identifier: z.string(),
  subject: z.object({ ...reportedNameFields, ssnMasked: z.string(), dateOfBirth: z.string() }),
  /** true: a covered borrower (32 CFR 232.3(g)): the MLA's limits apply to this credit. */
  coveredBorrower: z.boolean(),
  status: z.enum(MLA_STATUSES),
  /** the DMDC's words for the answer. */
  statusText: z.string(),
  /** the date the DMDC's records are current to. */
  recordsAsOf: z.string(),
  /** when the check was made (ISO time): the safe harbour counts from it. */
  checkedAt: isoTimestamp(),
  /** the source of the answer, as the safe-harbour record names it. */
  source: z.string(),
  /** the DMDC's reference for this check. */
  certificateId: z.string(),
});
export type MlaReport = z.infer<typeof mlaReportSchema>;

export const mlaDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ mlaReport: mlaReportSchema }));
export type MlaDataSourceResponse = z.infer<typeof mlaDataSourceResponseSchema>;

export const mlaResponseSchema = productResponseSchema('mla', mlaDataSourceResponseSchema);
export type MlaResponse = z.infer<typeof mlaResponseSchema>;

/** The Military Lending Act check: one consumer a row, no address. */
export const MLA_BATCH_LAYOUT = defineBatchLayout(
  [
    batchColumn('firstName', 'First Name', true, 'Jane'),
    batchColumn('middleName', 'Middle Name', false, ''),
    batchColumn('lastName', 'Last Name', true, 'Sample'),
    batchColumn('suffix', 'Suffix', false, ''),
    batchColumn('ssn', 'SSN', true, '123-45-6789', { hint: '9 digits, dashes optional.' }),
    DATE_OF_BIRTH_COLUMN,
    ACCOUNT_NUMBER_COLUMN,
    REFERENCE_COLUMN,
  ],
  (c, defaults) => ({
    accountNumber: cellOr(c.accountNumber, defaults.accountNumber),
    customerReferenceNumber: cellOr(c.customerReferenceNumber) ?? '',
    consumer: {
      firstName: cellOr(c.firstName),
      middleName: cellOr(c.middleName),
      lastName: cellOr(c.lastName),
      suffix: cellOr(c.suffix)?.toUpperCase(),
      ssn: cellOr(c.ssn),
      dateOfBirth: cellOr(c.dateOfBirth),
    },
  }),
  (response) => {
    const report = (response as MlaDataSourceResponse).value.mlaReport;
    return `${MLA_STATUS_INFO[report.status].label} (${report.statusText})`;
  },
);

/** The Bells' household (the shared personas' active-duty soldier); the MLA's form asks no address. */
const FAYETTEVILLE = { line1: '56 Liberty Ln', city: 'Fayetteville', state: 'NC', zip: '28303', country: 'US' as const };

/**
 * The MLA sandbox's documented consumers (docs/products/mla.md, "Sandbox"), offered on its form while
 * the sandbox answers; matched on SSN and date of birth, as the DMDC matches. Fictitious: never a
 * real consumer.
 */
export const MLA_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  {
    key: 'activeDuty',
    firstName: 'MARCUS',
    lastName: 'BELL',
    ssn: '123451006',
    dateOfBirth: '1992-01-17',
    address: FAYETTEVILLE,
    description: 'Covered borrower: an active-duty Army staff sergeant.',
  },
  {
    key: 'dependent',
    firstName: 'ANGELA',
    lastName: 'BELL',
    ssn: '123451201',
    dateOfBirth: '1993-05-09',
    address: FAYETTEVILLE,
    description: 'Covered borrower: his spouse, a dependent of an active-duty member.',
  },
  { key: 'civilian', ...SHARED_TEST_IDENTITIES.ellison, description: 'Not a covered borrower: no active-duty record (as everyone else).' },
];

export const MLA_PRODUCT = defineProduct({
  key: 'mla',
  code: 'MLA',
  name: 'Military Lending Act',
  family: 'compliance',
  position: 140,
  description: 'Checks with the Defense Manpower Data Center whether the applicant is a covered borrower (an active-duty service member or a dependent), and keeps the record the safe harbour asks for.',
  order: { path: '/consumers/reports/mla', request: mlaRequestSchema, response: mlaResponseSchema, failure: ORDER_FAILURES.unexpectedFail },
  batch: MLA_BATCH_LAYOUT,
  pdf: { path: '/pdfs/mla/download', fileName: () => 'mla_report.pdf', downloadedMessage: MESSAGES.reports.mlaDownloaded, failure: PDF_FAILURES.unexpected },
  // a covered-borrower check of the DoD's records (32 CFR 232.5), not an FCRA consumer report: no permissible purpose
  permissiblePurposes: [],
  testConsumers: MLA_TEST_CONSUMERS,
});

// ---- how it reads (screen and PDF alike) --------------------------------------------------------

export const MLA_STATUS_INFO: Record<MlaStatus, { label: string; level: PresentationLevel; text: string }> = {
  'covered-member': {
    label: 'Covered borrower',
    level: 'alarm',
    text: 'A member of the armed forces on active duty. The Military Lending Act applies: a military annual percentage rate of 36 % at most, the required disclosures, no mandatory arbitration, no prepayment penalty.',
  },
  'covered-dependent': {
    label: 'Covered borrower',
    level: 'alarm',
    text: 'A dependent of a member of the armed forces on active duty. The Military Lending Act applies: a military annual percentage rate of 36 % at most, the required disclosures, no mandatory arbitration, no prepayment penalty.',
  },
  'not-covered': {
    label: 'Not a covered borrower',
    level: 'good',
    text: 'The Defense Manpower Data Center has no active-duty record for this consumer or for a sponsor of theirs on the date checked.',
  },
};

/** Why the record is kept, under it on screen and in the PDF. */
export const MLA_SAFE_HARBOR_NOTE =
  'Keep this record with the credit file: a check of the DMDC database made when the consumer applies, or up to 30 days before, is the safe harbour of 32 CFR 232.5(b) for this transaction.';

/** The safe-harbour record of a check, as lines: what 32 CFR 232.5(b) asks a creditor to keep. */
export function mlaSafeHarborFacts(report: MlaReport, checkedBy: string): { label: string; value: string }[] {
  return [
    { label: 'Checked by', value: checkedBy },
    { label: 'Checked on', value: `${formatDate(report.checkedAt.slice(0, 10))} ${report.checkedAt.slice(11, 16)} UTC` },
    { label: 'Source', value: report.source },
    { label: 'Records as of', value: formatDate(report.recordsAsOf) },
    { label: 'Certificate', value: report.certificateId },
  ];
}
