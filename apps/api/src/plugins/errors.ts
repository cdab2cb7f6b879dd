import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorBody, MESSAGES, shapeErrorBody } from '@creditdesk/contracts';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { HttpError } from '../lib/http-error.js';

/** The common body, shaped as the route's endpoint declares (Kount's JSON message, reports.md §3). */
function send(reply: FastifyReply, req: FastifyRequest, status: number, message: string, details?: Record<string, unknown>) {
  const body: ErrorBody = {
    status,
    message,
    ...(details ? { additionalErrorDetails: details } : {}),
    correlationId: String(req.id),
  };
  return reply.status(status).type('application/json').send(shapeErrorBody(body, req.routeOptions.config?.endpoint?.errorShape));
}

/**
 * One place turns every failure into the error body of ARCHITECTURE.md. Expected failures say what
 * is wrong; anything else is logged with its stack and answered with the generic message only.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) return send(reply, req, error.statusCode, error.message, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      return send(reply, req, 400, `Invalid request: ${summary}`, { fields });
    }

    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its contract');
      return send(reply, req, 500, MESSAGES.generic.unexpected);
    }

    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, req, 413, `The request body is larger than the limit of ${app.initialConfig.bodyLimit} bytes`);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, req, 415, `Unsupported content type '${req.headers['content-type'] ?? ''}'`);
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, req, 400, 'The request body is empty but JSON was declared');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, req, 400, 'The request body is not valid JSON');
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, req, 400, error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, req, error.statusCode, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return send(reply, req, 503, MESSAGES.generic.databaseUnavailable);
    }
    req.log.error({ err: error }, 'unexpected error');
    return send(reply, req, 500, MESSAGES.generic.unexpected);
  });
}

/** Unknown /api paths get a JSON 404; everything else may be the SPA (see spa.ts). */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, req, 404, `No API endpoint answers ${req.method} ${req.url.split('?')[0]}`);
}
