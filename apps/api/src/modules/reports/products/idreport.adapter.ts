import { ID_REPORT_PRODUCT, type IdReportConsumer, type IdReportRequestParsed, idReportDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type IdReportDataSource, createSandboxIdReport } from '../../../datasources/sandbox/idreport/idreport-source.js';
import { renderIdReportPdf } from '../pdf/products/idreport-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

const fullName = (c: Pick<IdReportConsumer, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) => [c.firstName, c.middleName, c.lastName, c.suffix].filter(Boolean).join(' ');

/**
 * ID Report: identity verification of one consumer, billed to the account number the request
 * names. Not an FCRA consumer report: no permissible purpose (docs/products/idreport.md).
 */
export const idReportAdapter: ProductAdapter<IdReportRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: fullName(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<IdReportDataSource>(ctx, ID_REPORT_PRODUCT.key, () => createSandboxIdReport());
    const dataSourceResponse = await source.verifyIdentity({
      consumer: body.consumer,
      subscriber: { customerName: member!.name, accountNumber: member!.memberNumber },
      idempotencyKey,
    });
    return { dataSourceResponse, status: dataSourceResponse.value.idReport.hit ? 'Completed' : 'No Hit' };
  },
  answer: productAnswer(ID_REPORT_PRODUCT.key),
  fileNameSubject(identity) {
    const consumer = identity as Partial<IdReportConsumer> | null;
    return { firstName: consumer?.firstName ?? '', lastName: consumer?.lastName ?? '' };
  },
  renderPdf: ({ dataSourceResponse, inquiry }) => renderIdReportPdf({ dataSourceResponse: idReportDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
