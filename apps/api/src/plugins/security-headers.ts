import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser-hardening headers of every answer (docs/decisions.md, "browser hardening").
 *
 * The portal's pages (the SPA and the Swagger UI at /api/docs) load only their own files: no inline
 * script, no plug-ins, no framing. `style-src` allows 'unsafe-inline' because MUI (emotion) and the
 * Swagger UI insert <style> elements at run time; a style cannot run code, and script stays 'self'.
 * `img-src data:` is for the MFA enrolment's QR code, a PNG data URL, and the Swagger UI's icons.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON (and PDF, CSV) answers are never a document to render: nothing may load from them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The Swagger UI is a page of its own under /api (its HTML, scripts and styles). */
const isDocsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Sets the headers on one answer. HSTS only when the portal is reached over https: the request's
 * protocol as Fastify sees it (x-forwarded-proto counts only from a trusted proxy, TRUST_PROXY), or a
 * PUBLIC_URL that says https. Over plain http a browser ignores it, and a developer's localhost must
 * not be pinned to https.
 */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply, options: { publicUrl: string }) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'same-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('content-security-policy', isApi(req.url) && !isDocsPage(req.url) ? API_CSP : PAGE_CSP);
  if (req.protocol === 'https' || options.publicUrl.startsWith('https:')) reply.header('strict-transport-security', HSTS);
}
