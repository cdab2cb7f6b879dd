import { MLA_PRODUCT, type MlaConsumer, type MlaRequestParsed, mlaDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type MlaDataSource, createSandboxMla } from '../../../datasources/sandbox/mla/mla-source.js';
import { renderMlaPdf } from '../pdf/products/mla-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

const fullName = (c: Pick<MlaConsumer, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) => [c.firstName, c.middleName, c.lastName, c.suffix].filter(Boolean).join(' ');

/**
 * The Military Lending Act check, billed to the account number the request names. Not an FCRA
 * consumer report: no permissible purpose. The stored inquiry with its answer is the safe-harbour
 * record of 32 CFR 232.5(b): who asked, when, for whom, the answer and its source.
 */
export const mlaAdapter: ProductAdapter<MlaRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: fullName(body.consumer), coApplicantName: null, ssnLast4: body.consumer.ssn.slice(-4), identity: body.consumer }),
  async pull(ctx, body, { idempotencyKey }) {
    const source = dataSourceFor<MlaDataSource>(ctx, MLA_PRODUCT.key, () => createSandboxMla());
    const dataSourceResponse = await source.checkCoveredBorrower({ consumer: body.consumer, idempotencyKey });
    return { dataSourceResponse, status: 'Completed' };
  },
  answer: productAnswer(MLA_PRODUCT.key),
  fileNameSubject(identity) {
    const consumer = identity as Partial<MlaConsumer> | null;
    return { firstName: consumer?.firstName ?? '', lastName: consumer?.lastName ?? '' };
  },
  renderPdf: ({ dataSourceResponse, inquiry }) => renderMlaPdf({ dataSourceResponse: mlaDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
