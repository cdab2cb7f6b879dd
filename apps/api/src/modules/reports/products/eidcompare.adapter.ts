import { EID_COMPARE_PRODUCT, type EidCompareApplicant, type EidCompareRequestParsed, eidCompareDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type EidCompareDataSource, createSandboxEidCompare } from '../../../datasources/sandbox/eidcompare/eidcompare-source.js';
import { renderEidComparePdf } from '../pdf/products/eidcompare-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

export const fullNameOf = (c: { firstName: string; middleName?: string; lastName: string; suffix?: string }) => [c.firstName, c.middleName, c.lastName, c.suffix].filter(Boolean).join(' ');
export const fileNameSubjectOf = (identity: unknown) => {
  const applicant = identity as Partial<EidCompareApplicant> | null;
  return { firstName: applicant?.firstName ?? '', lastName: applicant?.lastName ?? '' };
};

/** eIDcompare: the applicant compared with the file, billed to the account number the request names (docs/products/eidcompare.md). */
export const eidCompareAdapter: ProductAdapter<EidCompareRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: fullNameOf(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<EidCompareDataSource>(ctx, EID_COMPARE_PRODUCT.key, () => createSandboxEidCompare());
    const dataSourceResponse = await source.compareIdentity({ applicant: body.consumer, subscriber: { customerName: member!.name, accountNumber: member!.memberNumber }, idempotencyKey });
    return { dataSourceResponse, status: dataSourceResponse.value.eidCompareReport.verdict === 'no-record' ? 'No Hit' : 'Completed' };
  },
  answer: productAnswer(EID_COMPARE_PRODUCT.key),
  fileNameSubject: fileNameSubjectOf,
  renderPdf: ({ dataSourceResponse, inquiry }) => renderEidComparePdf({ dataSourceResponse: eidCompareDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
