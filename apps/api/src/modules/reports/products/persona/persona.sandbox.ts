import type { PersonaDataSourceResponse } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { personaReportFor } from './persona-generator.sandbox.js';
import { type PersonaDataSource } from './persona.port.js';

/**
 * The sandbox: the documented consumers (docs/products/persona.md) by SSN; anyone else gets a
 * Persona generated deterministically from who they are. It never fails and never reaches a
 * network. A call seen again with the same idempotency key gets its first answer.
 */
export function createSandboxPersona(options: { asOf?: Date } = {}): PersonaDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<PersonaDataSourceResponse>();
  return {
    name: 'sandbox',
    async pullPersona(request) {
      return answered.once(request.idempotencyKey, () => ({ value: { personaReport: personaReportFor(request.consumer, asOf) }, errors: [], status: 200 }));
    },
  };
}
