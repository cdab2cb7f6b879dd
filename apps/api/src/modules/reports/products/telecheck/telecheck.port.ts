import { type TelecheckConsumer, type TelecheckDataSourceResponse } from '@creditdesk/contracts';
import { type BilledCall, unavailableErrorOf } from '../../../../datasources/data-source.js';

/**
 * TeleCheck's check verification: the check's MICR line (routing number, checking account, check
 * number), its amount and the check writer. The sandbox (sandbox/) implements it; a real connector
 * implements the same and nothing above it changes.
 */
export type TelecheckVerification = {
  routingNumber: string;
  /** the full checking account number: sent to TeleCheck only, never answered or logged. */
  checkingAccountNumber: string;
  checkNumber: string;
  amount: number;
  consumer: TelecheckConsumer;
} & BilledCall;

export interface TelecheckDataSource {
  readonly name: string;
  verifyCheck(request: TelecheckVerification): Promise<TelecheckDataSourceResponse>;
}

/** TeleCheck could not be reached; the pipeline answers 502 and stores nothing. */
export const TelecheckUnavailableError = unavailableErrorOf('TeleCheck');

declare module '../../../../datasources/data-sources.js' {
  interface DataSources {
    telecheck: TelecheckDataSource;
  }
}
