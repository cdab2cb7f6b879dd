import { z } from 'zod';

/** ARCHITECTURE.md: every non-2xx answer has this body; the correlation id is also a response header. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  additionalErrorDetails: z.record(z.string(), z.unknown()).optional(),
  correlationId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const CORRELATION_HEADER = 'x-correlation-id';
