import type { EidVerifierDataSourceResponse } from '@creditdesk/contracts';
import { createHash } from 'node:crypto';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { verificationFor } from './eidverifier-questions.sandbox.js';
import { type EidVerifierDataSource } from './eidverifier.port.js';
export * from './eidverifier.port.js';

/** The sandbox: the documented files (docs/products/eidverifier.md); anyone else has no file. It never fails. */
export function createSandboxEidVerifier(options: { asOf?: Date } = {}): EidVerifierDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<{ dataSourceResponse: EidVerifierDataSourceResponse; answerKey: Record<string, string> }>();
  return {
    name: 'sandbox',
    async startVerification(request) {
      return answered.once(request.idempotencyKey, () => {
        const transactionId = `EIDV-${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 12).toUpperCase()}`;
        const { report, answerKey } = verificationFor(request.applicant, transactionId, asOf);
        return { dataSourceResponse: { value: { eidVerifierReport: report }, errors: [], status: 200 }, answerKey };
      });
    },
  };
}
