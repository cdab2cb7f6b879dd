import { DataSourceUnavailableError } from './data-source.js';
import type { AsciiPersonName, ConsumerProduct, CreditReport, DataxReport, TwnSelectReport } from '@creditdesk/contracts';

/**
 * The one interface for consumer credit bureau calls. The sandbox bureau implements it here; a real
 * bureau connector implements the same and nothing above this interface knows which one answers.
 */
export type ApplicantIdentity = {
  role: 'primary' | 'coapplicant';
  /** The name as the lender gave it (NFC): 'José', 'Nguyễn', '李'. */
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  /**
   * The same name in ASCII for a bureau that files names in ASCII (contracts' asciiPersonName:
   * 'Jose', 'Nguyen'); null when the name has no ASCII form ('李'): such a bureau answers that it
   * cannot file the applicant rather than guess a spelling (docs/decisions.md, "Person names").
   */
  asciiName: AsciiPersonName | null;
  /** nine digits, no dashes. */
  ssn: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string; country: 'US' | 'CA' };
};

export type ConsumerReportPull = {
  product: ConsumerProduct;
  permissiblePurpose: string;
  /** the primary applicant first, then an optional co-applicant. */
  applicants: ApplicantIdentity[];
  subscriber: { customerName: string; accountNumber: string };
  /**
   * The same key for a retried call of the same pull, so the bureau answers it once: the inquiry id
   * for a single order, `<batchId>:<rowNumber>` for a batch row. The HTTP connector sends it as the
   * Idempotency-Key header.
   */
  idempotencyKey: string;
  /**
   * oneviewplus only: the ordering company's The Work Number account and chosen template
   * (Configuration Engine, docs/config-engine.md). Absent: no employment section is asked for.
   */
  twn?: { userId: string; userPass: string; templateName: string };
  /** oneviewplus only: the company's DataX account. Absent: no alternative-data section is asked for. */
  datax?: { licensekey: string; password: string };
  /**
   * The score model the order's product configuration chose, by its display name ('FICO Score 8');
   * absent: the bureau's default model (issue 17, docs/product-configurations.md).
   */
  scoreModel?: string;
};

export type BureauError = { code: string; message: string; identifier?: string };

export type ConsumerReportResult = {
  /** one per applicant, in request order, identified 'Primary Report 1' / 'Co-Applicant Report 1'. */
  reports: CreditReport[];
  /** oneviewplus only, and only the sources the pull carried: verified employment and alternative data, one entry per applicant. */
  twnSelectReport?: TwnSelectReport[];
  dataxReport?: DataxReport[];
  errors: BureauError[];
};

export interface ConsumerBureau {
  readonly name: string;
  pullConsumerReport(request: ConsumerReportPull): Promise<ConsumerReportResult>;
}

/** The bureau could not be reached or failed; the caller answers 502 with its correlation id. */
export class BureauUnavailableError extends DataSourceUnavailableError {
  constructor(message?: string) {
    super('credit bureau', message);
  }
}
