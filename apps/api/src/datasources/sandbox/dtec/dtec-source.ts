import type { DtecApplicant, DtecDataSourceResponse } from '@creditdesk/contracts';
import { DataSourceUnavailableError } from '../../data-source.js';
import { SANDBOX_AS_OF } from '../calendar.js';
import { IdempotentAnswers } from '../idempotent-answers.js';
import { dtecReportFor } from './dtec-screen.js';

/**
 * DTEC's data source: the fraud screen of one application's identity (the identities on the SSN,
 * alerts, the Death Master File, the address and phone, the inquiries on the identity). The sandbox
 * below implements it; a real connector implements the same and nothing above it changes.
 */
export type DtecScreening = {
  /** the identity as the application gives it: SSN and phone as digits, optional parts absent when not given. */
  applicant: DtecApplicant;
  subscriber: { customerName: string; accountNumber: string };
  /** the inquiry id: the same key is answered once (a retried call gets the first answer). */
  idempotencyKey: string;
};

export interface DtecDataSource {
  readonly name: string;
  screenIdentity(request: DtecScreening): Promise<DtecDataSourceResponse>;
}

/** The fraud screening service could not be reached; the pipeline answers 502 and stores nothing. */
export class FraudScreeningUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('fraud screening service', message);
  }
}

/**
 * The sandbox: the documented personas (docs/products/dtec.md) by SSN; anyone else screened against
 * an identity generated from who they are, with the address and phone classified by rule. It never fails.
 */
export function createSandboxDtec(options: { asOf?: Date } = {}): DtecDataSource {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  const answered = new IdempotentAnswers<DtecDataSourceResponse>();
  return {
    name: 'sandbox',
    async screenIdentity(request) {
      return answered.once(request.idempotencyKey, () => ({ value: { dtecReport: dtecReportFor(request.applicant, asOf) }, errors: [], status: 200 }));
    },
  };
}
