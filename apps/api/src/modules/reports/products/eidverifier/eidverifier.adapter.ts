import { EID_VERIFIER_PRODUCT, type EidVerifierDataSourceResponse } from '@creditdesk/contracts';
import { renderEidVerifierPdf } from './eidverifier-pdf.js';
import { defineAdapter, fullNameOf, productAnswer, subscriberOf } from '../product-adapter.js';

/** What the server stores for a verification: the data source's answer and, beside it, the answer key (encrypted with it, never sent). */
export type StoredVerification = EidVerifierDataSourceResponse & { answerKey: Record<string, string> };

/** The stored verification without its answer key: what the portal, the order's answer and My Reports see. */
export const withoutAnswerKey = (stored: unknown): unknown => {
  if (!stored || typeof stored !== 'object' || !('answerKey' in stored)) return stored;
  const { answerKey: _key, ...rest } = stored;
  return rest;
};

const answer = productAnswer(EID_VERIFIER_PRODUCT.key);

/**
 * eIDverifier: the questions for the applicant, billed when ordered to the account number the request
 * names; the answers are scored later (./eidverifier-answers.ts). docs/products/eidverifier.md.
 */
export const eidVerifierAdapter = defineAdapter(EID_VERIFIER_PRODUCT, {
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const { dataSourceResponse, answerKey } = await ctx.dataSources.get('eidverifier').startVerification({ applicant: body.consumer, subscriber: subscriberOf(member), idempotencyKey });
    const stored: StoredVerification = { ...dataSourceResponse, answerKey };
    const verdict = dataSourceResponse.value.eidVerifierReport.status;
    // the verification's own state beside "Completed": My Reports tells one awaiting answers from a verified one (issue 33)
    return { dataSourceResponse: stored, status: verdict === 'no-record' ? 'No Hit' : 'Completed', outcome: verdict };
  },
  // the key stays on the server: every answer the portal gets passes here (the order, My Reports' stored report)
  answer: (inquiry, stored) => answer(inquiry, withoutAnswerKey(stored)),
  pdf: renderEidVerifierPdf,
});
