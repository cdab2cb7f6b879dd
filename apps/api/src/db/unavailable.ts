/**
 * Whether an error means the database cannot be reached right now (refused, reset or timed-out
 * connections; a server shutting down, starting up or ending sessions: SQLSTATE class 08 and 57P01-03),
 * looked for through drizzle's wrapping. Such a failure is answered 503, not 500: a restart or a
 * failover, not a fault, and the caller may send the request again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|is not queryable/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 6; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
