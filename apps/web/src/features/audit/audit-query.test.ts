import { describe, expect, it } from 'vitest';
import { NO_FILTERS, auditQuery, filterErrors, paramsOfView, viewFromParams } from './audit-query';

describe('the Audit Logs view in the URL', () => {
  it('reads filters and paging, with page 1 and size 10 when absent or not numbers, and writes back only what is set', () => {
    const view = viewFromParams(new URLSearchParams('fromDate=01/02/2026&userName=demo.user&pageNumber=x&pageSize=500'));
    expect(view).toEqual({ filters: { ...NO_FILTERS, fromDate: '01/02/2026', userName: 'demo.user' }, pageNumber: 1, pageSize: 100, sort: '' });
    expect(paramsOfView({ ...view, pageSize: 10 }).toString()).toBe('fromDate=01%2F02%2F2026&userName=demo.user');
    expect(paramsOfView({ filters: NO_FILTERS, pageNumber: 3, pageSize: 25, sort: '' }).toString()).toBe('pageNumber=3&pageSize=25');
    expect(paramsOfView({ filters: NO_FILTERS, pageNumber: 1, pageSize: 10, sort: '-userName' }).toString()).toBe('sort=-userName');
  });

  it('refuses impossible dates and an end before the start before asking the server', () => {
    expect(filterErrors({ ...NO_FILTERS, fromDate: '02/30/2026' })).toEqual({ fromDate: 'Enter a real date as MM/DD/YYYY' });
    expect(filterErrors({ ...NO_FILTERS, toDate: '2026-01-01' })).toEqual({ toDate: 'Enter a real date as MM/DD/YYYY' });
    expect(filterErrors({ ...NO_FILTERS, fromDate: '03/02/2026', toDate: '03/01/2026' })).toEqual({ toDate: 'The end date must not be before the start date' });
    expect(filterErrors({ ...NO_FILTERS, fromDate: '03/01/2026', toDate: '03/01/2026' })).toEqual({});
  });

  it("sends each tab the filters it takes, by the endpoint's own names", () => {
    const all = { fromDate: '01/01/2026', toDate: '01/31/2026', userName: 'demo.user', product: 'acrov6', event: 'viewed' };
    expect(auditQuery('report-history', all)).toEqual(all);
    expect(auditQuery('user-activity', { ...all, event: 'login' })).toEqual({ fromDate: '01/01/2026', toDate: '01/31/2026', userName: 'demo.user', event: 'login' });
    expect(auditQuery('report-audit-downloads', { ...all, event: 'report-history' })).toEqual({ fromDate: '01/01/2026', toDate: '01/31/2026', userName: 'demo.user', tab: 'report-history' });
    expect(auditQuery('user-status-downloads', { ...all, event: 'blocked' })).toEqual({ userName: 'demo.user', status: 'blocked' });
  });
});
