import { EID_VERIFIER_PRODUCT, type EidVerifierDataSourceResponse, type EidVerifierRequestParsed, eidVerifierDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type EidVerifierDataSource, createSandboxEidVerifier } from '../../../datasources/sandbox/eidverifier/eidverifier-source.js';
import { renderEidVerifierPdf } from '../pdf/products/eidverifier-pdf.js';
import { fileNameSubjectOf, fullNameOf } from './eidcompare.adapter.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

/** What the server stores for a verification: the data source's answer and, beside it, the answer key (encrypted with it, never sent). */
export type StoredVerification = EidVerifierDataSourceResponse & { answerKey: Record<string, string> };

/** The stored verification without its answer key: what the portal, the order's answer and My Reports see. */
export const withoutAnswerKey = (stored: unknown): unknown => {
  if (!stored || typeof stored !== 'object') return stored;
  const { answerKey: _key, ...rest } = stored as StoredVerification;
  return rest;
};

const answer = productAnswer(EID_VERIFIER_PRODUCT.key);

/**
 * eIDverifier: the questions for the applicant, billed when ordered to the account number the request
 * names; the answers are scored later (../eidverifier/eidverifier-answers.ts). docs/products/eidverifier.md.
 */
export const eidVerifierAdapter: ProductAdapter<EidVerifierRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<EidVerifierDataSource>(ctx, EID_VERIFIER_PRODUCT.key, () => createSandboxEidVerifier());
    const { dataSourceResponse, answerKey } = await source.startVerification({ applicant: body.consumer, subscriber: { customerName: member!.name, accountNumber: member!.memberNumber }, idempotencyKey });
    const stored: StoredVerification = { ...dataSourceResponse, answerKey };
    return { dataSourceResponse: stored, status: dataSourceResponse.value.eidVerifierReport.status === 'no-record' ? 'No Hit' : 'Completed' };
  },
  // the key stays on the server: every answer the portal gets passes here (the order, My Reports' stored report)
  answer: (inquiry, stored) => answer(inquiry, withoutAnswerKey(stored)),
  fileNameSubject: fileNameSubjectOf,
  renderPdf: ({ dataSourceResponse, inquiry }) => renderEidVerifierPdf({ dataSourceResponse: eidVerifierDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
