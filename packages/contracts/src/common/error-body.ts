import { z } from 'zod';

/**
 * ARCHITECTURE.md: every non-2xx answer has this body; the correlation id is also a response header.
 * Its id makes it one shared component of the OpenAPI document (#/components/schemas/ErrorBody).
 */
export const errorBodySchema = z
  .object({
    status: z.number().int(),
    message: z.string(),
    additionalErrorDetails: z.record(z.string(), z.unknown()).optional(),
    correlationId: z.string(),
  })
  .meta({ id: 'ErrorBody', description: 'The body of an error answer' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const CORRELATION_HEADER = 'x-correlation-id';
