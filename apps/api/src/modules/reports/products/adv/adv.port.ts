import type { AdvDataSourceResponse } from '@creditdesk/contracts';
import { type BilledCall, unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * The Automated Data View's data source: a public-records search of one consumer. The sandbox
 * implements it; a real connector implements the same and nothing above it changes.
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
} & BilledCall;

export interface AdvDataSource {
  readonly name: string;
  pullAdv(request: AdvPull): Promise<AdvDataSourceResponse>;
}

/** The public-records service could not be reached; the pipeline answers 502 and stores nothing. */
export const AdvUnavailableError = unavailableErrorOf('public-records service');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    adv: AdvDataSource;
  }
}
