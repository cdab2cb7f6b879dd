import type { PersonaConsumer, PersonaDataSourceResponse } from '@creditdesk/contracts';
import { DataSourceUnavailableError } from '../../data-source.js';
import { SANDBOX_AS_OF } from '../calendar.js';
import { IdempotentAnswers } from '../idempotent-answers.js';
import { personaReportFor } from './persona-generator.js';

/**
 * The Persona's data source: the identifying part of the bureau's file on one consumer (names,
 * addresses, employment, phones), no credit data. The sandbox below implements it; a real
 * connector implements the same and nothing above it changes.
 */
export type PersonaPull = {
  /** who is searched: the name, the SSN (nine digits), the date of birth and the current address. */
  consumer: PersonaConsumer;
  permissiblePurpose: string;
  subscriber: { customerName: string; accountNumber: string };
  /** the inquiry id: the same key is answered once (a retried call gets the first answer). */
  idempotencyKey: string;
};

export interface PersonaDataSource {
  readonly name: string;
  pullPersona(request: PersonaPull): Promise<PersonaDataSourceResponse>;
}

/** The bureau could not be reached for a Persona; the pipeline answers 502 and stores nothing. */
export class PersonaUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('Persona service', message);
  }
}

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
