import { RECOVERY_REPORT_PRODUCT, type RecoveryReportRequestParsed } from '@creditdesk/contracts';
import type { RecoveryConsumer } from './recoveryreport.port.js';
import { renderRecoveryPdf } from './recoveryreport-pdf.js';
import { defineAdapter, fullNameOf, subscriberOf } from '../product-adapter.js';

/** The one consumer of a request, every list read. */
export function recoveryConsumerOf(body: RecoveryReportRequestParsed): RecoveryConsumer {
  const { name: [n], socialNum, dateOfBirth, addresses: [a] } = body.consumers;
  const address = { line1: a.line1, city: a.city, state: a.state, zip: a.zip, country: a.country };
  return { firstName: n.firstName, middleName: n.middleName, lastName: n.lastName, suffix: n.suffix, ssn: socialNum[0].number, dateOfBirth: dateOfBirth[0].dob, address };
}

/**
 * RREP, the Recovery Report: locate data for collecting a charged-off account, ordered on one of
 * the company's account numbers for the collection of an account (ACCOUNT_REVIEW; the pipeline
 * refuses any other purpose).
 */
export const recoveryReportAdapter = defineAdapter(RECOVERY_REPORT_PRODUCT, {
  subjectOf(body) {
    const consumer = recoveryConsumerOf(body);
    return { consumerName: fullNameOf(consumer), coApplicantName: null, ssnLast4: consumer.ssn.slice(-4), identity: { ...consumer, chargeOffDate: body.chargeOffDate } };
  },
  async pull(ctx, body, { member, idempotencyKey }) {
    const { chargeOffDate, permissiblePurpose } = body;
    const dataSourceResponse = await ctx.dataSources.get('recoveryreport').pullRecovery({ consumer: recoveryConsumerOf(body), chargeOffDate, permissiblePurpose, subscriber: subscriberOf(member), idempotencyKey });
    return { dataSourceResponse, status: dataSourceResponse.value.recoveryReport.hit ? 'Completed' : 'No Hit' };
  },
  pdf: renderRecoveryPdf,
});
