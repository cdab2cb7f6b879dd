import { DTEC_PRODUCT } from '@creditdesk/contracts';
import { renderDtecPdf } from './dtec-pdf.js';
import { defineAdapter, fullNameOf, subscriberOf } from '../product-adapter.js';

/**
 * DTEC: the fraud screen of one application's identity, billed to the account number the request
 * names. Not an FCRA consumer report: no permissible purpose (docs/products/dtec.md).
 */
export const dtecAdapter = defineAdapter(DTEC_PRODUCT, {
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const dataSourceResponse = await ctx.dataSources.get('dtec').screenIdentity({ applicant: body.consumer, subscriber: subscriberOf(member), idempotencyKey });
    const { nameOnSsn } = dataSourceResponse.value.dtecReport.ssn;
    return { dataSourceResponse, status: nameOnSsn === 'no-record' || nameOnSsn === 'never-issued' ? 'No Hit' : 'Completed' };
  },
  pdf: renderDtecPdf,
});
