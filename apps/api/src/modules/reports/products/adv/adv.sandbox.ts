import type { AdvDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { advReportFor } from './adv-generator.sandbox.js';
import { type AdvDataSource } from './adv.port.js';
export * from './adv.port.js';

/**
 * The sandbox: the documented personas (docs/products/adv.md) by SSN, or by name when no SSN is
 * searched; anyone else gets a view generated deterministically from who they are. It never fails.
 */
export function createSandboxAdv(options: { asOf?: Date } = {}): AdvDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<AdvDataSourceResponse>();
  return {
    name: 'sandbox',
    async pullAdv(request) {
      return answered.once(request.idempotencyKey, () => ({
        value: { advReport: advReportFor(request.search, request.profileName, asOf) },
        errors: [],
        status: 200,
      }));
    },
  };
}
