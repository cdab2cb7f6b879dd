import { ID_REPORT_PRODUCT } from '@creditdesk/contracts';
import { renderIdReportPdf } from './idreport-pdf.js';
import { defineAdapter, fullNameOf, subscriberOf } from '../product-adapter.js';

/**
 * ID Report: identity verification of one consumer, billed to the account number the request
 * names. Not an FCRA consumer report: no permissible purpose (docs/products/idreport.md).
 */
export const idReportAdapter = defineAdapter(ID_REPORT_PRODUCT, {
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const dataSourceResponse = await ctx.dataSources.get('idreport').verifyIdentity({ consumer: body.consumer, subscriber: subscriberOf(member), idempotencyKey });
    return { dataSourceResponse, status: dataSourceResponse.value.idReport.hit ? 'Completed' : 'No Hit' };
  },
  pdf: renderIdReportPdf,
});
