import { describe, expect, it } from 'vitest';
import { AUDIT_TABS, auditBoundInstant, formatAuditBound, parseAuditBound, reportHistoryQuerySchema, userActivityQuerySchema } from './audit.js';

describe('audit contracts', () => {
  it('names the five tabs of reports.md §2 in order', () => {
    expect(AUDIT_TABS.map((t) => t.slug)).toEqual(['report-history', 'user-activity', 'report-audit-downloads', 'user-audit-downloads', 'user-status-downloads']);
  });

  it('reads bounds with or without the time, refusing impossible dates', () => {
    expect(auditBoundInstant(parseAuditBound('03/05/2026 00:00:00', 'start')!).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(auditBoundInstant(parseAuditBound('03/05/2026', 'end')!).toISOString()).toBe('2026-03-05T23:59:59.999Z');
    expect(parseAuditBound('02/30/2025', 'start')).toBeUndefined();
    expect(parseAuditBound('13/01/2025 00:00:00', 'start')).toBeUndefined();
    expect(parseAuditBound('01/01/2025 24:00:00', 'start')).toBeUndefined();
    expect(parseAuditBound('2025-01-01', 'start')).toBeUndefined();
    expect(formatAuditBound({ year: 2026, month: 3, day: 5 }, 'end')).toBe('03/05/2026 23:59:59');
  });

  it('defaults to page 1 of 10 and refuses an end before the start or a wrong type', () => {
    expect(reportHistoryQuerySchema.parse({})).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(reportHistoryQuerySchema.safeParse({ fromDate: '03/05/2026', toDate: '03/04/2026' }).success).toBe(false);
    expect(reportHistoryQuerySchema.safeParse({ fromDate: '03/05/2026', toDate: '03/05/2026' }).success).toBe(true);
    expect(reportHistoryQuerySchema.safeParse({ pageNumber: 'two' }).success).toBe(false);
    expect(reportHistoryQuerySchema.safeParse({ event: 'login' }).success).toBe(false);
    expect(userActivityQuerySchema.safeParse({ event: 'login' }).success).toBe(true);
  });
});
