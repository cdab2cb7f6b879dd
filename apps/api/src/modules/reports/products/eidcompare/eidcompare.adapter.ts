import { EID_COMPARE_PRODUCT } from '@creditdesk/contracts';
import { renderEidComparePdf } from './eidcompare-pdf.js';
import { defineAdapter, fullNameOf, subscriberOf } from '../product-adapter.js';

/** eIDcompare: the applicant compared with the file, billed to the account number the request names (docs/products/eidcompare.md). */
export const eidCompareAdapter = defineAdapter(EID_COMPARE_PRODUCT, {
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const dataSourceResponse = await ctx.dataSources.get('eidcompare').compareIdentity({ applicant: body.consumer, subscriber: subscriberOf(member), idempotencyKey });
    return { dataSourceResponse, status: dataSourceResponse.value.eidCompareReport.verdict === 'no-record' ? 'No Hit' : 'Completed' };
  },
  pdf: renderEidComparePdf,
});
