import { z } from 'zod';
import { errorBodySchema } from '../../../common/error-body.js';
import { requiredText } from '../../../common/fields.js';
import { AUTHENTICATED, defineEndpoint } from '../../../http/endpoint.js';
import { orderScopesOf } from '../../../http/scopes.js';
import { productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { identitySubjectSchema } from '../identity-applicant.js';
import { type DtecApplicant, type DtecRequest, type DtecRequestParsed, dtecRequestSchema, dtecSubmitBody } from '../identity-phone-request.js';
import { usAddress, SHARED_TEST_IDENTITIES } from '../test-identities.js';
import { PDF_FAILURES, defineProduct, type ProductTestConsumer } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';

export * from './eidverifier-presentation.js';

/*
 * eIDverifier (EIDV): identity verification by knowledge-based questions. The order sends the
 * applicant's identity; the bureau's file yields 3 or 4 multiple-choice questions only the person
 * should know; the applicant answers them in the portal (POST …/eidverifier/:inquiryId/answers) and
 * the server scores them against the answer key it keeps (never sent): verified, not verified, or
 * too many attempts. Ordered only by a company with the eIDverifier registration (portal.md §3).
 * reports.md gives no shape: docs/products/eidverifier.md records this one.
 */

/** The identity to verify, with an optional phone: DTEC's request, its rules and its submit body. */
export const eidVerifierRequestSchema = dtecRequestSchema;
export type EidVerifierRequest = DtecRequest;
export type EidVerifierRequestParsed = DtecRequestParsed;
export type EidVerifierApplicant = DtecApplicant;
export const eidVerifierSubmitBody = dtecSubmitBody;

// ---- the answer ---------------------------------------------------------------------------------

/**
 * questions: waiting for the applicant's answers; verified: passed; not-verified: failed the last
 * attempt; too-many-attempts: the identity was asked too often lately, no questions are given;
 * no-record: no file to ask questions from.
 */
export const EIDV_STATUSES = ['questions', 'verified', 'not-verified', 'too-many-attempts', 'no-record'] as const;
export type EidVerifierStatus = (typeof EIDV_STATUSES)[number];

export const eidVerifierQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  choices: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type EidVerifierQuestion = z.infer<typeof eidVerifierQuestionSchema>;

export const eidVerifierReportSchema = z.object({
  identifier: z.string(),
  asOfDate: z.string(),
  /** the bureau's reference of the verification. */
  transactionId: z.string(),
  subject: identitySubjectSchema,
  status: z.enum(EIDV_STATUSES),
  /** the questions, never their answers (the server keeps the key). */
  questions: z.array(eidVerifierQuestionSchema),
  maxAttempts: z.number().int(),
  /** each scored attempt: when, and how many answers were right of how many. */
  attempts: z.array(z.object({ answeredAt: isoTimestamp(), correct: z.number().int(), total: z.number().int() })),
});
export type EidVerifierReport = z.infer<typeof eidVerifierReportSchema>;

export const eidVerifierDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ eidVerifierReport: eidVerifierReportSchema }));
export type EidVerifierDataSourceResponse = z.infer<typeof eidVerifierDataSourceResponseSchema>;

export const eidVerifierResponseSchema = productResponseSchema('eidverifier', eidVerifierDataSourceResponseSchema);
export type EidVerifierResponse = z.infer<typeof eidVerifierResponseSchema>;

/** eIDverifier's documented test consumers (docs/products/eidverifier.md, "Sandbox"). Fictitious. */
export const EIDV_TEST_CONSUMERS: readonly ProductTestConsumer[] = [
  { key: 'fourQuestions', ...SHARED_TEST_IDENTITIES.ellison, description: '4 questions from her file (the right answers are in the product’s documentation).' },
  { key: 'threeQuestions', ...SHARED_TEST_IDENTITIES.okafor, address: usAddress('1180 Birch St Apt 4B', 'Columbus', 'OH', '43215'), description: '3 questions from his file.' },
  { key: 'tooManyAttempts', firstName: 'MARTIN', lastName: 'VOSS', ssn: '123451404', dateOfBirth: '1968-06-22', address: usAddress('9 Kestrel Way', 'Madison', 'WI', '53703'), description: 'Too many attempts: his identity was asked to verify too often lately.' },
  { key: 'noRecord', ...SHARED_TEST_IDENTITIES.raman, description: 'No record: the bureau holds no file to ask questions from.' },
];

export const EID_VERIFIER_PRODUCT = defineProduct({
  key: 'eidverifier',
  code: 'EIDV',
  name: 'eIDverifier',
  family: 'identity-fraud',
  position: 90,
  description: 'Verifies an applicant with 3 or 4 multiple-choice questions from the bureau’s file that only the person should know: verified, not verified or too many attempts.',
  order: { path: '/idfc/reports/eidverifier', request: eidVerifierRequestSchema, response: eidVerifierResponseSchema },
  pdf: { path: '/pdfs/eidv/download', fileName: () => 'eIDverifier_report.pdf', failure: PDF_FAILURES.unexpected },
  // identity verification to prevent fraud, not an FCRA consumer report (docs/products/eidverifier.md)
  permissiblePurposes: [],
  requiresRegistration: 'eidVerifier',
  testConsumers: EIDV_TEST_CONSUMERS,
});

// ---- answering the questions ---------------------------------------------------------------------

export const eidVerifierAnswersSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: requiredText('questionId', { max: 20 }),
        choiceId: requiredText('choiceId', { max: 20 }),
      }),
      { error: 'answers must be a list of { questionId, choiceId }' },
    )
    .min(1, 'answers must answer every question')
    .max(10, 'answers must answer every question once'),
});
export type EidVerifierAnswers = z.infer<typeof eidVerifierAnswersSchema>;

/**
 * The applicant's answers to a verification's questions, by the user who may read the report: scored
 * against the key the server keeps; the answer is the stored report with its new status. 404 for
 * another company's (or an unknown) inquiry, 409 once the verification is over.
 */
export const EID_VERIFIER_ANSWER_ENDPOINT = defineEndpoint({
  method: 'POST',
  path: '/idfc/reports/eidverifier/:inquiryId/answers',
  summary: "Answer an eIDverifier's questions",
  access: AUTHENTICATED,
  // the answers finish an identity order: the order's scopes (eIDverifier's family)
  scopes: orderScopesOf('identity-fraud'),
  tenancy: 'object',
  params: z.object({ inquiryId: z.string().uuid('inquiryId must be an inquiry id') }),
  body: eidVerifierAnswersSchema,
  response: { 200: eidVerifierResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
});
