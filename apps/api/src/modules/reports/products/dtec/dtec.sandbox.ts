import type { DtecDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { dtecReportFor } from './dtec-screen.sandbox.js';
import { type DtecDataSource } from './dtec.port.js';
export * from './dtec.port.js';

/**
 * The sandbox: the documented personas (docs/products/dtec.md) by SSN; anyone else screened against
 * an identity generated from who they are, with the address and phone classified by rule. It never fails.
 */
export function createSandboxDtec(options: { asOf?: Date } = {}): DtecDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<DtecDataSourceResponse>();
  return {
    name: 'sandbox',
    async screenIdentity(request) {
      return answered.once(request.idempotencyKey, () => ({ value: { dtecReport: dtecReportFor(request.applicant, asOf) }, errors: [], status: 200 }));
    },
  };
}
