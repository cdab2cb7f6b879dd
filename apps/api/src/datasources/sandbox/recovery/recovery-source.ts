import type { RecoveryDataSourceResponse } from '@creditdesk/contracts';
import { DataSourceUnavailableError } from '../../data-source.js';
import { SANDBOX_AS_OF } from '../calendar.js';
import { IdempotentAnswers } from '../idempotent-answers.js';
import { recoveryReportFor } from './recovery-generator.js';

/** The consumer a Recovery Report locates: as the lender's account file knows them. */
export type RecoveryConsumer = {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  /** nine digits, no dashes. */
  ssn: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** the last address the lender has (usually the one at the charge-off). */
  address: { line1: string; city: string; state: string; zip: string; country: 'US' | 'CA' };
};

export type RecoveryPull = {
  consumer: RecoveryConsumer;
  /** YYYY-MM-DD: "since the charge-off" is after it. */
  chargeOffDate: string;
  permissiblePurpose: string;
  subscriber: { customerName: string; accountNumber: string };
  /** the inquiry id: the same key is answered once (a retried call gets the first answer). */
  idempotencyKey: string;
};

/**
 * The Recovery Report's data source: the bureau's locate data for collections. The sandbox below
 * implements it; a real connector implements the same and nothing above it changes.
 */
export interface RecoveryDataSource {
  readonly name: string;
  pullRecovery(request: RecoveryPull): Promise<RecoveryDataSourceResponse>;
}

/** The locate service could not be reached; the pipeline answers 502 and stores nothing. */
export class RecoveryUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('locate service', message);
  }
}

/**
 * The sandbox: the documented personas (docs/products/recoveryreport.md) by SSN; anyone else gets
 * a report generated deterministically from who they are and the charge-off date. Its "as of" date
 * is the sandbox bureau's (2026-11-01), or the charge-off date when that is later. It never fails.
 */
export function createSandboxRecovery(options: { asOf?: Date } = {}): RecoveryDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<RecoveryDataSourceResponse>();
  return {
    name: 'sandbox',
    async pullRecovery(request) {
      return answered.once(request.idempotencyKey, () => {
        const chargeOff = new Date(`${request.chargeOffDate}T00:00:00Z`);
        return {
          value: { recoveryReport: recoveryReportFor(request.consumer, request.chargeOffDate, chargeOff > asOf ? chargeOff : asOf) },
          errors: [],
          status: 200,
        };
      });
    },
  };
}
