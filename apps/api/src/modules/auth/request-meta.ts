/** Where a request came from, for the audit trail and the login policy (network ranges, the per-address limit). */
export type RequestMeta = { ip?: string; userAgent?: string; correlationId?: string };
