import type { PersonaConsumer, PersonaDataSourceResponse } from '@creditdesk/contracts';
import { type BilledCall, unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * The Persona's data source: the identifying part of the bureau's file on one consumer (names,
 * addresses, employment, phones), no credit data. The sandbox (sandbox/) implements it; a real
 * connector implements the same and nothing above it changes.
 */
export type PersonaPull = {
  /** who is searched: the name, the SSN (nine digits), the date of birth and the current address. */
  consumer: PersonaConsumer;
  permissiblePurpose: string;
} & BilledCall;

export interface PersonaDataSource {
  readonly name: string;
  pullPersona(request: PersonaPull): Promise<PersonaDataSourceResponse>;
}

/** The bureau could not be reached for a Persona; the pipeline answers 502 and stores nothing. */
export const PersonaUnavailableError = unavailableErrorOf('Persona service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    persona: PersonaDataSource;
  }
}
