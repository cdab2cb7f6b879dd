import { describe, expect, it } from 'vitest';
import { ofacReportDeadline } from './ofac-cases.js';

describe('the deadline of a confirmed match’s report to OFAC', () => {
  it('names the day and the rule, and counts the business days left', () => {
    // decided Tuesday 24 November 2026: due Wednesday 9 December (Thanksgiving and two weekends skipped)
    expect(ofacReportDeadline('2026-12-09', '2026-11-24')).toEqual({
      headline: 'Report to OFAC by 12-09-2026 — 10 business days, 31 CFR 501.604',
      businessDaysLeft: 10,
      countdown: '10 business days left',
      level: 'poor',
    });
    expect(ofacReportDeadline('2026-12-09', '2026-12-08')).toMatchObject({ businessDaysLeft: 1, countdown: '1 business day left', level: 'alarm' });
  });

  it('says when it is due today and when it is overdue', () => {
    expect(ofacReportDeadline('2026-12-09', '2026-12-09')).toMatchObject({ businessDaysLeft: 0, countdown: 'Due today', level: 'alarm' });
    expect(ofacReportDeadline('2026-12-09', '2026-12-12')).toMatchObject({ businessDaysLeft: -2, countdown: 'Overdue since 12-09-2026', level: 'alarm' });
    // the Saturday after a Friday deadline: no business day has passed, yet it is overdue
    expect(ofacReportDeadline('2026-12-11', '2026-12-12')).toMatchObject({ businessDaysLeft: -1, countdown: 'Overdue since 12-11-2026' });
  });
});
