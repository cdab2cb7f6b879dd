import type { EidCompareDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../calendar.js';
import { IdempotentAnswers } from '../idempotent-answers.js';
import { eidCompareReportFor } from './eidcompare-compare.js';
import { type EidCompareDataSource } from '../../eidcompare.js';
export * from '../../eidcompare.js';

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
