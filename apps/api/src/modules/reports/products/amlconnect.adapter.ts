import { AML_CONNECT_PRODUCT, type AmlConnectDataSourceResponse, type AmlConnectRequestParsed, type OfacSubject, amlConnectDataSourceResponseSchema, amlRiskOf, ofacSubjectName } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type AmlListsDataSource, createSandboxAmlLists } from '../../../datasources/sandbox/amlconnect/aml-lists-source.js';
import { ofacSourceFor } from '../../compliance/ofac/ofac-source.js';
import { companyOfacThreshold } from '../../compliance/ofac/sdn-lists.repository.js';
import { renderAmlConnectPdf } from '../pdf/products/amlconnect-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

/**
 * AML Connect: the OFAC screen on the SDN list and the PEP and adverse-media lists, asked together,
 * with one risk summary; billed to the account number the request names. Not an FCRA consumer
 * report: no permissible purpose.
 */
export const amlConnectAdapter: ProductAdapter<AmlConnectRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: ofacSubjectName(body.subject), coApplicantName: null, ssnLast4: '', identity: body.subject }),
  async pull(ctx, body, { customerId, idempotencyKey }) {
    const lists = dataSourceFor<AmlListsDataSource>(ctx, AML_CONNECT_PRODUCT.key, () => createSandboxAmlLists());
    const [ofac, found] = await Promise.all([
      companyOfacThreshold(ctx.db, customerId).then((threshold) => ofacSourceFor(ctx).screen({ subject: body.subject, threshold, idempotencyKey })),
      lists.screenLists({ subject: body.subject, idempotencyKey }),
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
  answer: productAnswer(AML_CONNECT_PRODUCT.key),
  fileNameSubject(identity) {
    const subject = identity as Partial<OfacSubject> | null;
    return subject?.type === 'individual' ? { firstName: subject.firstName ?? '', lastName: subject.lastName ?? '' } : { firstName: '', lastName: '' };
  },
  renderPdf: ({ dataSourceResponse, inquiry }) => renderAmlConnectPdf({ dataSourceResponse: amlConnectDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
