/**
 * A data source (a bureau, a list, a verification service) could not be reached or failed. The order
 * pipeline audits it and answers 502 with the correlation id; nothing is stored or billed.
 */
export class DataSourceUnavailableError extends Error {
  constructor(
    /** what did not answer, for the message: 'credit bureau', 'identity service', … */
    readonly source: string,
    message?: string,
  ) {
    super(message ?? `${source} unavailable`);
  }
}

/**
 * What a data source is told of every call besides its question: whom it is billed to, and the
 * inquiry id (the same key is answered once: a retried call gets the first answer).
 */
export type BilledCall = {
  subscriber: { customerName: string; accountNumber: string };
  idempotencyKey: string;
};

/** A data source's own failure, naming what did not answer: `new DtecUnavailableError()` is a DataSourceUnavailableError. */
export const unavailableErrorOf = (source: string) =>
  class extends DataSourceUnavailableError {
    constructor(message?: string) {
      super(source, message);
    }
  };
