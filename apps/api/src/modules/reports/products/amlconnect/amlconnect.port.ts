import { type AmlListsAnswer, type OfacSubject } from '@creditdesk/contracts';
import { unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * AML Connect's other lists: politically exposed persons (and their relatives and close associates)
 * and adverse media, asked by name (and date of birth, country). The sandbox (sandbox/) implements it for
 * its documented subjects; a real connector (a PEP and media screening service) implements the same.
 */
export interface AmlListsDataSource {
  readonly name: string;
  screenLists(request: { subject: OfacSubject; idempotencyKey: string }): Promise<AmlListsAnswer>;
}

/** The screening service could not be reached; the pipeline answers 502 and stores nothing. */
export const AmlListsUnavailableError = unavailableErrorOf('PEP and adverse-media service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    amlconnect: AmlListsDataSource;
  }
}
