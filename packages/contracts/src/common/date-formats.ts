/**
 * How the OpenAPI document states a date field's form (`.meta(...)` on its schema), so that a client
 * knows before calling that '04/12/1966' is refused where YYYY-MM-DD is asked. The zod checks stay
 * what they are (a real calendar date, not in the future…); these only describe the form.
 */
export const ISO_DAY_FORMAT = { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** An optional day that may also be sent empty. */
export const ISO_DAY_OR_EMPTY_FORMAT = { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } as const;

/** The spec's filter bounds (portal.md §9, reports.md §9): MM/DD/YYYY, optionally with HH:mm:ss, read as UTC. */
export const US_BOUND_FORMAT = { pattern: '^\\d{2}/\\d{2}/\\d{4}( \\d{2}:\\d{2}:\\d{2})?$' } as const;

/** A moment as the server answers it: RFC 3339 in UTC (`2026-11-28T14:03:00.000Z`). */
export const ISO_TIMESTAMP_FORMAT = { format: 'date-time' } as const;
