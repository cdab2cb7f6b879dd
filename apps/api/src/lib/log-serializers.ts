import type { FastifyRequest } from 'fastify';

/*
 * What a log line may say about a request or an error. Logs are read by more people, and kept in
 * more places, than the database: they carry no consumer data (names, SSNs, dates of birth, search
 * text) and no secrets. A failing query's parameters, a database error's detail ("Key (ssn_last4)=
 * (6789) already exists"), the value quoted in a data exception ("invalid input syntax for type
 * date: \"1980-13-01\"") and query strings never reach a log line.
 */

const SSN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b/g;

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

type ErrorLike = Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown; severity?: unknown; [k: string]: unknown };

/** A database error of PostgreSQL or PGlite: SQLSTATE code and severity. */
const isDatabaseError = (e: ErrorLike) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

function scrubMessage(error: ErrorLike): string {
  let message = String(error.message ?? '');
  // drizzle's "Failed query: <sql>\nparams: <values>": the SQL text holds placeholders only
  if (error.query !== undefined) message = `Failed query: ${String(error.query)}`;
  // a data exception (class 22) quotes the offending value
  if (isDatabaseError(error) && String(error.code).startsWith('22')) message = message.replace(/"[^"]*"/g, '"[redacted]"');
  return message.replace(SSN_LIKE, '[redacted]');
}

/** The pino `err` serializer: type, code, a scrubbed message and stack, the database error's names (never its values), and the cause, likewise. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error thrown]', stack: '' };
  const e = error as ErrorLike;
  const message = scrubMessage(e);
  const stackFrames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message,
    stack: [`${e.constructor?.name ?? 'Error'}: ${message}`, ...stackFrames].join('\n'),
  };
  if (e.code !== undefined) out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (isDatabaseError(e)) {
    for (const key of ['severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const) if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'ip'> & Partial<Pick<FastifyRequest, 'routeOptions' | 'params'>>;

/**
 * The path as a log line says it: without its query string (search text, names, e-mails live there)
 * and, on a route whose endpoint declares secret path parameters (Endpoint.secretParams, e.g. the help
 * consent's token), as the route's pattern with those parameters '[redacted]' and the others filled in.
 */
function loggedPath(req: LoggedRequest): string {
  const secret = req.routeOptions?.config?.endpoint?.secretParams;
  const pattern = req.routeOptions?.url;
  if (!secret?.length || !pattern) return req.url.split('?')[0];
  const params = (req.params ?? {}) as Record<string, unknown>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (secret.includes(name) ? '[redacted]' : encodeURIComponent(String(params[name] ?? ''))));
}

/** The pino `req` serializer: the path without its query string or secret path parameters, and the client's address. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: loggedPath(req),
    ...(req.url.includes('?') ? { query: '[redacted]' } : {}),
    remoteAddress: req.ip,
  };
}
