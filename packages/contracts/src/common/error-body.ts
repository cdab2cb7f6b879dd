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

/**
 * How an endpoint's error answers are shaped beyond the common body (declared on the endpoint, applied
 * by the server's one error handler). 'jsonMessage': reports.md §3 (Kount Compliance) says its errors
 * carry `additionalErrorDetails.message` as a JSON string of the error object; the common body's
 * fields all stay (message, correlation id, `additionalErrorDetails.fields` on a 400).
 */
export type ErrorShape = 'jsonMessage';

/** The error object a 'jsonMessage' answer holds as JSON: the body's message, its status as the code, and a 400's fields. */
export const jsonErrorObjectSchema = z.object({
  message: z.string(),
  code: z.number().int(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type JsonErrorObject = z.infer<typeof jsonErrorObjectSchema>;

export const jsonMessageErrorBodySchema = errorBodySchema
  .extend({
    additionalErrorDetails: z
      .object({ message: z.string().describe('JSON of the error object: { message, code, fields? }') })
      .catchall(z.unknown()),
  })
  .meta({ id: 'JsonMessageErrorBody', description: 'The body of an error answer, its error object also as a JSON string in additionalErrorDetails.message' });

/** The error body's schema for an endpoint's error shape. */
export const errorBodySchemaOf = (shape: ErrorShape | undefined) => (shape === 'jsonMessage' ? jsonMessageErrorBodySchema : errorBodySchema);

/** The common body shaped as the endpoint declares: for 'jsonMessage', its error object added as JSON. */
export function shapeErrorBody(body: ErrorBody, shape: ErrorShape | undefined): ErrorBody {
  if (shape !== 'jsonMessage') return body;
  const fields = body.additionalErrorDetails?.fields;
  const error: JsonErrorObject = { message: body.message, code: body.status, ...(Array.isArray(fields) ? { fields: fields as JsonErrorObject['fields'] } : {}) };
  return { ...body, additionalErrorDetails: { ...body.additionalErrorDetails, message: JSON.stringify(error) } };
}
