import { MLA_PRODUCT } from '@creditdesk/contracts';
import { renderMlaPdf } from './mla-pdf.js';
import { defineAdapter, fullNameOf } from '../product-adapter.js';

/**
 * The Military Lending Act check, billed to the account number the request names. Not an FCRA
 * consumer report: no permissible purpose. The stored inquiry with its answer is the safe-harbour
 * record of 32 CFR 232.5(b): who asked, when, for whom, the answer and its source.
 */
export const mlaAdapter = defineAdapter(MLA_PRODUCT, {
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { idempotencyKey }) {
    const dataSourceResponse = await ctx.dataSources.get('mla').checkCoveredBorrower({ consumer: body.consumer, idempotencyKey });
    return { dataSourceResponse, status: 'Completed' };
  },
  pdf: renderMlaPdf,
});
