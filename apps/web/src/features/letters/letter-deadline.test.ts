import { describe, expect, it } from 'vitest';
import { daysFrom, deadlineOf, todayIso } from './letter-deadline';

const due = (dueDate: string | null) => ({ status: 'due' as const, sentOn: null, dueDate });

describe('a letter’s deadline in the tracker', () => {
  it('counts whole calendar days, across a month and a daylight-saving change', () => {
    expect(daysFrom('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysFrom('2026-03-07', '2026-03-09')).toBe(2);
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('says days left, soon within a week, due today, overdue, sent, or no deadline', () => {
    expect(deadlineOf(due('2026-12-10'), '2026-11-20')).toEqual({ tone: 'open', text: '20 days left', detail: 'Due December 10, 2026' });
    expect(deadlineOf(due('2026-11-21'), '2026-11-20')).toEqual({ tone: 'soon', text: '1 day left', detail: 'Due November 21, 2026' });
    expect(deadlineOf(due('2026-11-20'), '2026-11-20').text).toBe('Due today');
    expect(deadlineOf(due('2026-11-18'), '2026-11-20')).toEqual({ tone: 'overdue', text: 'Overdue by 2 days', detail: 'Due November 18, 2026' });
    expect(deadlineOf({ status: 'sent', sentOn: '2026-11-19', dueDate: '2026-11-18' }, '2026-11-20')).toEqual({ tone: 'sent', text: 'Sent November 19, 2026' });
    expect(deadlineOf(due(null), '2026-11-20').tone).toBe('none');
  });
});
