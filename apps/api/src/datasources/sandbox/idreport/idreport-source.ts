import type { IdReportConsumer, IdReportDataSourceResponse } from '@creditdesk/contracts';
import { DataSourceUnavailableError } from '../../data-source.js';
import { SANDBOX_AS_OF } from '../calendar.js';
import { IdempotentAnswers } from '../idempotent-answers.js';
import { idReportFor } from './idreport-verifier.js';

/**
 * The ID Report's data source: verification of one submitted identity against the identity
 * records, the SSA's rules and the Death Master File. The sandbox below implements it; a real
 * connector implements the same and nothing above it changes.
 */
export type IdReportVerification = {
  /** the identity as submitted: SSN as nine digits, optional parts absent when not given. */
  consumer: IdReportConsumer;
  subscriber: { customerName: string; accountNumber: string };
  /** the inquiry id: the same key is answered once (a retried call gets the first answer). */
  idempotencyKey: string;
};

export interface IdReportDataSource {
  readonly name: string;
  verifyIdentity(request: IdReportVerification): Promise<IdReportDataSourceResponse>;
}

/** The identity verification service could not be reached; the pipeline answers 502 and stores nothing. */
export class IdentityServiceUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('identity verification service', message);
  }
}

/**
 * The sandbox: the documented personas (docs/products/idreport.md) by SSN; anyone else is verified
 * against a record generated from who they are. Never-issued numbers are judged by the SSA's rules
 * whoever submits them. It never fails.
 */
export function createSandboxIdReport(options: { asOf?: Date } = {}): IdReportDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<IdReportDataSourceResponse>();
  return {
    name: 'sandbox',
    async verifyIdentity(request) {
      return answered.once(request.idempotencyKey, () => ({ value: { idReport: idReportFor(request.consumer, asOf) }, errors: [], status: 200 }));
    },
  };
}
