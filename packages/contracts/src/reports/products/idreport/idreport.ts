import { z } from 'zod';
import { requiredText } from '../../../common/fields.js';
import { customerReferenceNumberSchema, identityConsumerFields, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { identitySubjectSchema } from '../identity-applicant.js';
import { usAddress, SHARED_TEST_IDENTITIES } from '../test-identities.js';
import { PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';

export * from './idreport-presentation.js';

/*
 * ID Report (IDRT): verification of one consumer's identity as the lender received it (name, SSN,
 * date of birth, address) against the bureau's identity records, with the Social Security
 * Administration's rules for the SSN: numbers never issued, what the number says about where and
 * when it was issued (nothing, for numbers issued since randomisation), the Death Master File,
 * issuance that does not fit the date of birth and other identities using the same number.
 * reports.md gives no shape: docs/products/idreport.md records this one and its sources.
 */

/** The one identifier of the answer's report (the spec's identifier for a single consumer). */
export const ID_REPORT_IDENTIFIER = 'current';

// ---- the request --------------------------------------------------------------------------------

export {
  identityNameText,
  optionalDateOfBirthSchema,
  optionalIdentityText,
  optionalMiddleName,
  optionalSuffix,
  usAddressSchema,
  verifiedSsnSchema,
} from '../consumer-identity.js';

export const idReportRequestSchema = z.object({
  /** the company's account number the inquiry is billed to (the pipeline checks it is the company's, active). */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name (reports.md §3). */
  customerReferenceNumber: customerReferenceNumberSchema,
  consumer: z.object(identityConsumerFields, { error: 'consumer is required' }),
});
export type IdReportRequest = z.input<typeof idReportRequestSchema>;
export type IdReportRequestParsed = z.output<typeof idReportRequestSchema>;
// The consumer a data source receives, the form's values and the submit body (IdReportConsumer,
// idReportSubmitBody): ../identity-applicant.ts, since DTEC and eIDcompare extend them.

// ---- the Social Security Administration's rules -------------------------------------------------

/** The date the SSA began assigning numbers at random (no more state in the area, no more order in the group). */
export const SSN_RANDOMIZATION_DATE = '2011-06-25';

/** Why a number is one the SSA never issues, before or after randomisation. */
export const SSN_NEVER_ISSUED_REASONS = ['area-000', 'area-666', 'area-900-999', 'group-00', 'serial-0000'] as const;
export type SsnNeverIssuedReason = (typeof SSN_NEVER_ISSUED_REASONS)[number];

/** Every reason a nine-digit number is never issued: area 000, 666 or 900–999, group 00, serial 0000. Empty for an issuable number. */
export function ssnNeverIssuedReasons(ssn: string): SsnNeverIssuedReason[] {
  const digits = ssn.replace(/\D/g, '');
  if (digits.length !== 9) return [];
  const area = digits.slice(0, 3);
  const reasons: SsnNeverIssuedReason[] = [];
  if (area === '000') reasons.push('area-000');
  if (area === '666') reasons.push('area-666');
  if (area >= '900') reasons.push('area-900-999');
  if (digits.slice(3, 5) === '00') reasons.push('group-00');
  if (digits.slice(5) === '0000') reasons.push('serial-0000');
  return reasons;
}

// ---- the answer ---------------------------------------------------------------------------------

const isoDate = z.string();

export const ID_ELEMENTS = ['name', 'ssn', 'dateOfBirth', 'address'] as const;
export type IdElement = (typeof ID_ELEMENTS)[number];
export const ID_MATCH_RESULTS = ['match', 'partial', 'no-match', 'not-checked'] as const;
export type IdMatchResult = (typeof ID_MATCH_RESULTS)[number];
export const ID_VERDICTS = ['verified', 'review', 'not-verified', 'no-record'] as const;
export type IdVerdict = (typeof ID_VERDICTS)[number];
export const ID_RISK_SEVERITIES = ['high', 'medium', 'low'] as const;
export type IdRiskSeverity = (typeof ID_RISK_SEVERITIES)[number];

/**
 * How the number's issuance is known: in a state before randomisation (the file shows it in use
 * before 25 June 2011), by the Railroad Retirement Board (areas 700–728, until 1963), at random
 * since 25 June 2011 (an area never allocated before), or undetermined (issued before or after
 * randomisation: nothing on file tells which, so no state is inferred).
 */
export const SSN_ASSIGNMENTS = ['state', 'railroad', 'randomized', 'undetermined'] as const;
export type SsnAssignment = (typeof SSN_ASSIGNMENTS)[number];

export const idReportSchema = z.object({
  identifier: z.string(),
  /** false: no identity record was found for the SSN (or the number is never issued). */
  hit: z.boolean(),
  /** the date the records are current to. */
  asOfDate: isoDate,
  /** the identity as the lender submitted it; the SSN masked. */
  subject: identitySubjectSchema,
  verdict: z.enum(ID_VERDICTS),
  /** one result per element, in the order of ID_ELEMENTS; `detail` says what was compared, never the value on file. */
  elements: z.array(z.object({ element: z.enum(ID_ELEMENTS), result: z.enum(ID_MATCH_RESULTS), detail: z.string() })),
  ssn: z.object({
    ssnMasked: z.string(),
    validity: z.enum(['valid', 'never-issued']),
    neverIssuedReasons: z.array(z.enum(SSN_NEVER_ISSUED_REASONS)),
    /** null for a number never issued. */
    issuance: z
      .object({
        assignment: z.enum(SSN_ASSIGNMENTS),
        /** the area number (first three digits). */
        area: z.string(),
        /** the state the area was allocated to before randomisation (USPS code); null when none or unknown. */
        areaState: z.string().nullable(),
        /** the earliest and latest dates the number can have been issued, where anything bounds them. */
        issuedNotBefore: isoDate.nullable(),
        issuedNotAfter: isoDate.nullable(),
      })
      .nullable(),
    /** the first time the number was reported on the bureau's file (any identity); null when never. */
    firstReported: isoDate.nullable(),
    deceased: z.boolean(),
    dateOfDeath: isoDate.nullable(),
    /** where the death was reported: 'Death Master File'. */
    deathSource: z.string().nullable(),
    /** identities other than the subject reported with this number. */
    otherIdentities: z.array(
      z.object({
        firstName: z.string(),
        middleName: z.string().nullable(),
        lastName: z.string(),
        dateOfBirth: isoDate.nullable(),
        state: z.string(),
        firstReported: isoDate,
        lastReported: isoDate,
      }),
    ),
  }),
  /** the risk indicators found, most severe first: a code of ID_RISK_INDICATORS and plain-English text. */
  riskIndicators: z.array(z.object({ code: z.string(), severity: z.enum(ID_RISK_SEVERITIES), text: z.string() })),
});
export type IdReport = z.infer<typeof idReportSchema>;
export type IdReportSsnFindings = IdReport['ssn'];
export type IdRiskIndicator = IdReport['riskIndicators'][number];

export const idReportDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ idReport: idReportSchema }));
export type IdReportDataSourceResponse = z.infer<typeof idReportDataSourceResponseSchema>;

export const idReportResponseSchema = productResponseSchema('idreport', idReportDataSourceResponseSchema);
export type IdReportResponse = z.infer<typeof idReportResponseSchema>;

/**
 * The ID Report's documented test consumers (docs/products/idreport.md, "Sandbox"), offered on its
 * form while the sandbox answers. Fictitious: never a real consumer.
 */
export const ID_REPORT_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  { key: 'clean', ...SHARED_TEST_IDENTITIES.ellison, description: 'Verified: every element matches; the SSN was issued in New York before randomisation.' },
  { key: 'noHit', ...SHARED_TEST_IDENTITIES.raman, description: 'No record found: no identity record for the SSN, every element not checked.' },
  { key: 'deceased', ...SHARED_TEST_IDENTITIES.jennings, description: 'Not verified: the identity matches, but the Death Master File reports the SSN deceased.' },
  {
    key: 'neverIssued',
    firstName: 'VICTOR',
    lastName: 'NASH',
    ssn: '666451204',
    dateOfBirth: '1988-03-15',
    address: usAddress('1420 Commerce St', 'Dallas', 'TX', '75201'),
    description: 'Not verified: area 666 is never issued; the other elements are not checked.',
  },
  {
    key: 'issuedAfterBirth',
    firstName: 'DENISE',
    lastName: 'HOLLOWAY',
    ssn: '812451205',
    dateOfBirth: '1974-02-08',
    address: usAddress('3906 Cedar Springs Rd', 'Dallas', 'TX', '75219'),
    description: 'Review needed: a randomised-only area, so the SSN was issued when she was at least 37.',
  },
  {
    key: 'issuedBeforeBirth',
    firstName: 'CONNOR',
    lastName: 'WALSH',
    ssn: '712451206',
    dateOfBirth: '1994-07-19',
    address: usAddress('615 W Lake St', 'Minneapolis', 'MN', '55408'),
    description: 'Not verified: a Railroad Retirement Board number, issued by 1963, 30 years before his birth.',
  },
  {
    key: 'multipleIdentities',
    firstName: 'RAYMOND',
    lastName: 'PIERCE',
    ssn: '123451207',
    dateOfBirth: '1979-05-23',
    address: usAddress('2210 Fairview Ave', 'Baltimore', 'MD', '21215'),
    description: 'Review needed: his identity matches; two other people are reported with the number.',
  },
  {
    key: 'addressMismatch',
    firstName: 'GLORIA',
    lastName: 'TRAN',
    ssn: '123451208',
    dateOfBirth: '1982-11-30',
    address: usAddress('77 Harbor Point Rd', 'Tampa', 'FL', '33602'),
    description: 'Review needed: name, SSN and date of birth match; the Tampa address is not on file.',
  },
];

export const ID_REPORT_PRODUCT = defineProduct({
  key: 'idreport',
  code: 'IDRT',
  name: 'ID Report',
  family: 'identity-fraud',
  position: 50,
  description: "Verifies a consumer's name, SSN, date of birth and address, with the SSN's validity, issuance and deceased checks and other identities on the number.",
  order: { path: '/consumers/reports/idreport', request: idReportRequestSchema, response: idReportResponseSchema },
  pdf: { path: '/pdfs/idreport/download', fileName: () => 'id_report.pdf', failure: PDF_FAILURES.unexpected },
  // identity verification for fraud prevention, not an FCRA consumer report: no permissible purpose (docs/products/idreport.md)
  permissiblePurposes: [],
  testConsumers: ID_REPORT_TEST_CONSUMERS,
});
