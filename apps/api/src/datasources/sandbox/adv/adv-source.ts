import type { AdvDataSourceResponse } from '@creditdesk/contracts';
import { DataSourceUnavailableError } from '../../data-source.js';
import { SANDBOX_AS_OF } from '../calendar.js';
import { IdempotentAnswers } from '../idempotent-answers.js';
import { advReportFor } from './adv-generator.js';

/**
 * The Automated Data View's data source: a public-records search of one consumer. The sandbox
 * below implements it; a real connector implements the same and nothing above it changes.
 */
export type AdvSearch = {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
  address: { addressLine1?: string; city: string; state: string; zip?: string };
  /** nine digits, no dashes. */
  ssn?: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
};

export type AdvPull = {
  search: AdvSearch;
  /** the company's product configuration the view is ordered under. */
  profileName: string;
  subscriber: { customerName: string; accountNumber: string };
  /** the inquiry id: the same key is answered once (a retried call gets the first answer). */
  idempotencyKey: string;
};

export interface AdvDataSource {
  readonly name: string;
  pullAdv(request: AdvPull): Promise<AdvDataSourceResponse>;
}

/** The public-records service could not be reached; the pipeline answers 502 and stores nothing. */
export class AdvUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('public-records service', message);
  }
}

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
