import { DTEC_PRODUCT, type DtecApplicant, type DtecRequestParsed, dtecDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type DtecDataSource, createSandboxDtec } from '../../../datasources/sandbox/dtec/dtec-source.js';
import { renderDtecPdf } from '../pdf/products/dtec-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

const fullName = (c: Pick<DtecApplicant, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) => [c.firstName, c.middleName, c.lastName, c.suffix].filter(Boolean).join(' ');

/**
 * DTEC: the fraud screen of one application's identity, billed to the account number the request
 * names. Not an FCRA consumer report: no permissible purpose (docs/products/dtec.md).
 */
export const dtecAdapter: ProductAdapter<DtecRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: fullName(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<DtecDataSource>(ctx, DTEC_PRODUCT.key, () => createSandboxDtec());
    const dataSourceResponse = await source.screenIdentity({
      applicant: body.consumer,
      subscriber: { customerName: member!.name, accountNumber: member!.memberNumber },
      idempotencyKey,
    });
    const { nameOnSsn } = dataSourceResponse.value.dtecReport.ssn;
    return { dataSourceResponse, status: nameOnSsn === 'no-record' || nameOnSsn === 'never-issued' ? 'No Hit' : 'Completed' };
  },
  answer: productAnswer(DTEC_PRODUCT.key),
  fileNameSubject(identity) {
    const applicant = identity as Partial<DtecApplicant> | null;
    return { firstName: applicant?.firstName ?? '', lastName: applicant?.lastName ?? '' };
  },
  renderPdf: ({ dataSourceResponse, inquiry }) => renderDtecPdf({ dataSourceResponse: dtecDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
