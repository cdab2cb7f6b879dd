import { TELECHECK_PRODUCT, type TelecheckConsumer, type TelecheckRequestParsed, telecheckDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type TelecheckDataSource, createSandboxTelecheck } from '../../../datasources/sandbox/telecheck/telecheck-source.js';
import { renderTelecheckPdf } from '../pdf/products/telecheck-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

/** What the stored inquiry keeps of the order, encrypted at rest: the check writer and the check (the full account number with it, for a later placement). */
export type TelecheckOrderIdentity = TelecheckConsumer & { check: Pick<TelecheckRequestParsed, 'routingNumber' | 'checkingAccountNumber' | 'checkNumber' | 'amount'> };

/**
 * TeleCheck, billed to the account number the request names. The routing number's check digit and
 * every field are checked by the contract before any call; the answer holds the checking account's
 * last four digits only, and the full number is kept only in the encrypted identity.
 */
export const telecheckAdapter: ProductAdapter<TelecheckRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({
    consumerName: `${body.consumer.firstName} ${body.consumer.lastName}`,
    coApplicantName: null,
    ssnLast4: '',
    identity: { ...body.consumer, check: { routingNumber: body.routingNumber, checkingAccountNumber: body.checkingAccountNumber, checkNumber: body.checkNumber, amount: body.amount } } satisfies TelecheckOrderIdentity,
  }),
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<TelecheckDataSource>(ctx, TELECHECK_PRODUCT.key, () => createSandboxTelecheck());
    const dataSourceResponse = await source.verifyCheck({
      routingNumber: body.routingNumber,
      checkingAccountNumber: body.checkingAccountNumber,
      checkNumber: body.checkNumber,
      amount: body.amount,
      consumer: body.consumer,
      subscriber: { customerName: member!.name, accountNumber: member!.memberNumber },
      idempotencyKey,
    });
    return { dataSourceResponse, status: 'Completed' };
  },
  answer: productAnswer(TELECHECK_PRODUCT.key),
  fileNameSubject(identity) {
    const consumer = identity as Partial<TelecheckConsumer> | null;
    return { firstName: consumer?.firstName ?? '', lastName: consumer?.lastName ?? '' };
  },
  renderPdf: ({ dataSourceResponse, inquiry }) => renderTelecheckPdf({ dataSourceResponse: telecheckDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
