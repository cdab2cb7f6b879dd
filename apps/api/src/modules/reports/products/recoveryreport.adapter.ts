import { RECOVERY_REPORT_PRODUCT, type RecoveryReportRequestParsed, recoveryDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type RecoveryConsumer, type RecoveryDataSource, createSandboxRecovery } from '../../../datasources/sandbox/recovery/recovery-source.js';
import { badRequest } from '../../../lib/http-error.js';
import { renderRecoveryPdf } from '../pdf/products/recovery-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

/** The one consumer of a request, every list read. */
export function recoveryConsumerOf(body: RecoveryReportRequestParsed): RecoveryConsumer {
  const { name, socialNum, dateOfBirth, addresses } = body.consumers;
  const [n] = name;
  const [a] = addresses;
  return {
    firstName: n.firstName,
    middleName: n.middleName,
    lastName: n.lastName,
    suffix: n.suffix,
    ssn: socialNum[0].number,
    dateOfBirth: dateOfBirth[0].dob,
    address: { line1: a.line1, city: a.city, state: a.state, zip: a.zip, country: a.country },
  };
}

const fullName = (c: Pick<RecoveryConsumer, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) => [c.firstName, c.middleName, c.lastName, c.suffix].filter(Boolean).join(' ');

/**
 * RREP, the Recovery Report: locate data for collecting a charged-off account, ordered on one of
 * the company's account numbers for the collection of an account (ACCOUNT_REVIEW; the pipeline
 * refuses any other purpose).
 */
export const recoveryReportAdapter: ProductAdapter<RecoveryReportRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: (body) => body.permissiblePurpose,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf(body) {
    const consumer = recoveryConsumerOf(body);
    return { consumerName: fullName(consumer), coApplicantName: null, ssnLast4: consumer.ssn.slice(-4), identity: { ...consumer, chargeOffDate: body.chargeOffDate } };
  },
  async pull(ctx, body, { member, idempotencyKey }) {
    const source = dataSourceFor<RecoveryDataSource>(ctx, RECOVERY_REPORT_PRODUCT.key, () => createSandboxRecovery());
    const dataSourceResponse = await source.pullRecovery({
      consumer: recoveryConsumerOf(body),
      chargeOffDate: body.chargeOffDate,
      permissiblePurpose: body.permissiblePurpose,
      subscriber: { customerName: member!.name, accountNumber: member!.memberNumber },
      idempotencyKey,
    });
    return { dataSourceResponse, status: dataSourceResponse.value.recoveryReport.hit ? 'Completed' : 'No Hit' };
  },
  answer: productAnswer(RECOVERY_REPORT_PRODUCT.key),
  fileNameSubject(identity) {
    const consumer = identity as Partial<RecoveryConsumer> | null;
    return { firstName: consumer?.firstName ?? '', lastName: consumer?.lastName ?? '' };
  },
  async renderPdf({ dataSourceResponse, view, inquiry }) {
    if (view !== 'primary') throw badRequest('Invalid request: body.view: this report has no co-applicant view');
    return renderRecoveryPdf({ dataSourceResponse: recoveryDataSourceResponseSchema.parse(dataSourceResponse), inquiry });
  },
};
