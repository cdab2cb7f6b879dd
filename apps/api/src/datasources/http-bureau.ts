import { z } from 'zod';
import { creditReportSchema, dataxReportSchema, twnSelectReportSchema } from '@creditdesk/contracts';
import { BureauUnavailableError, type ConsumerBureau, type ConsumerReportPull, type ConsumerReportResult } from './consumer-bureau.js';

export type HttpBureauOptions = {
  /** the bureau's base address; pulls go to `${url}/consumer-reports`. */
  url: string;
  /** how long a pull may take, answer included; default 15 s. */
  timeoutMs?: number;
};

const answerSchema = z.object({
  reports: z.array(creditReportSchema),
  twnSelectReport: z.array(twnSelectReportSchema).optional(),
  dataxReport: z.array(dataxReportSchema).optional(),
  errors: z.array(z.object({ code: z.string(), message: z.string(), identifier: z.string().optional() })),
});

/** The body of a pull on the wire: the pull without its key, which travels as the Idempotency-Key header. */
export type HttpBureauRequestBody = Omit<ConsumerReportPull, 'idempotencyKey'>;

/**
 * The consumer bureau over HTTP (BUREAU_URL): each pull is one POST of JSON with its idempotency key
 * as the Idempotency-Key header, so a retried pull (a batch resumed after a restart) is answered once.
 * Anything but a 2xx with a well-formed answer, a network error or the timeout is BureauUnavailableError;
 * its message names the status or the error's code only, never a body (requests carry SSNs).
 */
export function createHttpBureau(options: HttpBureauOptions): ConsumerBureau {
  const endpoint = `${options.url.replace(/\/+$/, '')}/consumer-reports`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: 'http',
    async pullConsumerReport({ idempotencyKey, ...pull }: ConsumerReportPull): Promise<ConsumerReportResult> {
      let json: unknown;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
          body: JSON.stringify(pull satisfies HttpBureauRequestBody),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          await res.body?.cancel();
          throw new BureauUnavailableError(`credit bureau answered ${res.status}`);
        }
        json = await res.json();
      } catch (err) {
        if (err instanceof BureauUnavailableError) throw err;
        throw new BureauUnavailableError(failureOf(err, timeoutMs));
      }
      const answer = answerSchema.safeParse(json);
      if (!answer.success) throw new BureauUnavailableError('credit bureau answered a malformed report');
      return answer.data;
    },
  };
}

function failureOf(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `credit bureau did not answer within ${timeoutMs} ms`;
  if (err instanceof SyntaxError) return 'credit bureau answered malformed JSON';
  const code = err instanceof Error && err.cause instanceof Error ? (err.cause as NodeJS.ErrnoException).code : undefined;
  return `credit bureau unreachable${code ? ` (${code})` : ''}`;
}
