import { AML_CONNECT_PRODUCT, type AmlConnectDataSourceResponse, amlRiskOf, ofacSubjectName } from '@creditdesk/contracts';
import { ofacSourceFor } from '../../../compliance/ofac/ofac-source.js';
import { companyOfacThreshold } from '../../../compliance/ofac/sdn-lists.repository.js';
import { renderAmlConnectPdf } from './amlconnect-pdf.js';
import { defineAdapter } from '../product-adapter.js';

/**
 * AML Connect: the OFAC screen on the SDN list and the PEP and adverse-media lists, asked together,
 * with one risk summary; billed to the account number the request names. Not an FCRA consumer
 * report: no permissible purpose.
 */
export const amlConnectAdapter = defineAdapter(AML_CONNECT_PRODUCT, {
  subjectOf: (body) => ({ consumerName: ofacSubjectName(body.subject), coApplicantName: null, ssnLast4: '', identity: body.subject }),
  async pull(ctx, body, { customerId, idempotencyKey }) {
    const [ofac, found] = await Promise.all([
      companyOfacThreshold(ctx.db, customerId).then((threshold) => ofacSourceFor(ctx).screen({ subject: body.subject, threshold, idempotencyKey })),
      ctx.dataSources.get('amlconnect').screenLists({ subject: body.subject, idempotencyKey }),
    ]);
    const sanctions = ofac.value.ofacReport;
    const dataSourceResponse: AmlConnectDataSourceResponse = {
      value: {
        amlConnectReport: {
          identifier: 'current',
          subject: sanctions.subject,
          risk: amlRiskOf({ sanctionsHit: sanctions.result === 'hit', peps: found.peps, adverseMedia: found.adverseMedia }),
          sanctions: { list: sanctions.list, threshold: sanctions.threshold, result: sanctions.result, candidates: sanctions.candidates },
          peps: found.peps,
          adverseMedia: found.adverseMedia,
          listsAsOf: found.listsAsOf,
          screenedAt: sanctions.screenedAt,
        },
      },
      errors: ofac.errors,
      status: 200,
    };
    return { dataSourceResponse, status: 'Completed' };
  },
  pdf: renderAmlConnectPdf,
});
