import type { EidCompareDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { eidCompareReportFor } from './eidcompare-compare.sandbox.js';
import { type EidCompareDataSource } from './eidcompare.port.js';
export * from './eidcompare.port.js';

/** The sandbox: the documented files (docs/products/eidcompare.md); anyone else has no file. It never fails. */
export function createSandboxEidCompare(options: { asOf?: Date } = {}): EidCompareDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<EidCompareDataSourceResponse>();
  return {
    name: 'sandbox',
    async compareIdentity(request) {
      return answered.once(request.idempotencyKey, () => ({ value: { eidCompareReport: eidCompareReportFor(request.applicant, asOf) }, errors: [], status: 200 }));
    },
  };
}
