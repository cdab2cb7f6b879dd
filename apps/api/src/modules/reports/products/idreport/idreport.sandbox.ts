import type { IdReportDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { idReportFor } from '../../../../datasources/sandbox/id-records/idreport-verifier.js';
import { type IdReportDataSource } from './idreport.port.js';
export * from './idreport.port.js';

/**
 * The sandbox: the documented personas (docs/products/idreport.md) by SSN; anyone else is verified
 * against a record generated from who they are. Never-issued numbers are judged by the SSA's rules
 * whoever submits them. It never fails.
 */
export function createSandboxIdReport(options: { asOf?: Date } = {}): IdReportDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<IdReportDataSourceResponse>();
  return {
    name: 'sandbox',
    async verifyIdentity(request) {
      return answered.once(request.idempotencyKey, () => ({ value: { idReport: idReportFor(request.consumer, asOf) }, errors: [], status: 200 }));
    },
  };
}
