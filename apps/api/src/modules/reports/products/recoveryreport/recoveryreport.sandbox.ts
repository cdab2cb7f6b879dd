import type { RecoveryDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { recoveryReportFor } from './recoveryreport-generator.sandbox.js';
import { type RecoveryDataSource } from './recoveryreport.port.js';

/**
 * The sandbox: the documented personas (docs/products/recoveryreport.md) by SSN; anyone else gets
 * a report generated deterministically from who they are and the charge-off date. Its "as of" date
 * is the sandbox bureau's (2026-11-01), or the charge-off date when that is later. It never fails.
 */
export function createSandboxRecovery(options: { asOf?: Date } = {}): RecoveryDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<RecoveryDataSourceResponse>();
  return {
    name: 'sandbox',
    async pullRecovery(request) {
      return answered.once(request.idempotencyKey, () => {
        const chargeOff = new Date(`${request.chargeOffDate}T00:00:00Z`);
        return {
          value: { recoveryReport: recoveryReportFor(request.consumer, request.chargeOffDate, chargeOff > asOf ? chargeOff : asOf) },
          errors: [],
          status: 200,
        };
      });
    },
  };
}
