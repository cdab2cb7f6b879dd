import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBERS_CSV,
  CONFIGURATIONS_CSV,
  type CsvExport,
  GROUPS_CSV,
  LETTERS_CSV,
  MY_REPORTS_CSV,
  OFAC_CASES_CSV,
  PM_ALERTS_CSV,
} from '@creditdesk/contracts';
import { parse } from 'csv-parse/sync';
import { type AdminKit, createAdminKit } from './admin/admin-testing.js';

/*
 * The lists' CSV exports (issue 33): the users export's stream for My Reports, groups, account numbers,
 * configurations, the letters tracker, OFAC cases and PM Alerts. Each answers its declared header row
 * and the list's rows in the list's order (its filters and sort), and is on record.
 */

let k: AdminKit;
let demo: string;
beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
});
afterAll(() => k.t.close());

type Answer = Record<string, unknown>;
type ExportCase = {
  name: string;
  file: CsvExport;
  action: string;
  download: { method: 'GET' | 'POST'; url: (sort?: string) => string; body?: unknown };
  /** the list's own call and the first column's values of its rows, to compare the file with. */
  list?: { method: 'GET' | 'POST'; url: (sort?: string) => string; body?: unknown; firstColumn: (a: Answer) => string[] };
  sort?: string;
};

const q = (sort?: string, extra = '') => (sort ? `?sort=${encodeURIComponent(sort)}${extra ? `&${extra}` : ''}` : extra ? `?${extra}` : '');

const CASES: ExportCase[] = [
  {
    name: 'user groups',
    file: GROUPS_CSV,
    action: 'group.exported',
    download: { method: 'GET', url: (s) => `/usergroups/customers/${demo}/download${q(s)}` },
    list: { method: 'GET', url: (s) => `/usergroups/customers/${demo}${q(s, 'pageSize=50')}`, firstColumn: (a) => (a.data as Answer[]).map((g) => g.groupName as string) },
    sort: '-groupName',
  },
  {
    name: 'account numbers',
    file: ACCOUNT_NUMBERS_CSV,
    action: 'account-number.exported',
    download: { method: 'GET', url: (s) => `/customers/${demo}/members/download${q(s)}` },
    list: { method: 'GET', url: (s) => `/customers/${demo}/members${q(s)}`, firstColumn: (a) => (a.members as Answer[]).map((m) => m.memberNumber as string) },
    sort: '-memberNumber',
  },
  {
    name: 'product configurations',
    file: CONFIGURATIONS_CSV,
    action: 'product-configuration.exported',
    download: { method: 'POST', url: (s) => `/products/configurations/customers/${demo}/download${q(s)}`, body: {} },
    list: {
      method: 'POST',
      url: (s) => `/products/configurations/customers/${demo}/search${q(s, 'pageSize=100')}`,
      body: {},
      firstColumn: (a) => ((a.data as Answer).data as Answer[]).map((c) => c.configurationName as string),
    },
    sort: '-configurationName',
  },
  { name: 'My Reports', file: MY_REPORTS_CSV, action: 'my-reports.exported', download: { method: 'GET', url: (s) => `/reportinquiries/extract/customers/${demo}/download${q(s)}` }, sort: 'consumerName' },
  { name: 'letters tracker', file: LETTERS_CSV, action: 'letter.exported', download: { method: 'GET', url: (s) => `/eletters/letters/customers/${demo}/download${q(s, 'status=all')}` }, sort: '-createdAt' },
  { name: 'OFAC cases', file: OFAC_CASES_CSV, action: 'ofac-case.exported', download: { method: 'GET', url: (s) => `/compliance/ofac/cases/download${q(s)}` }, sort: 'subjectName' },
  { name: 'PM Alerts', file: PM_ALERTS_CSV, action: 'pm-alerts.exported', download: { method: 'GET', url: (s) => `/pmalerts/customers/${demo}/alerts/download${q(s)}` }, sort: 'consumerName' },
];

const rowsOf = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('every list exports the same streamed CSV as the users list', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: its header, the list’s rows in its order, on record', async (_name, c) => {
    const res = await k.call('demo.admin', c.download.method, c.download.url(c.sort), c.download.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${c.file.fileName}"`);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([...c.file.columns]);
    for (const row of rows) expect(row).toHaveLength(c.file.columns.length);
    if (c.list) {
      const list = await k.call('demo.admin', c.list.method, c.list.url(c.sort), c.list.body);
      const expected = c.list.firstColumn(list.json());
      expect(expected.length).toBeGreaterThan(1);
      expect(rows.map((r) => r[0])).toEqual(expected);
    }
    const [event] = await k.audit(c.action);
    expect(event).toMatchObject({ outcome: 'success', actorUsername: 'demo.admin' });
    expect(event.details).toMatchObject({ rows: rows.length, complete: true });
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s: an unknown sort column is a 400 before any row', async (_name, c) => {
    const res = await k.call('demo.admin', c.download.method, c.download.url('password'), c.download.body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot sort by 'password'/);
  });

  it('shows the export in User Activity by the company’s name, not its id', async () => {
    await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}/download`);
    const res = await k.call('demo.admin', 'GET', `/audit/customers/${demo}/user-activity?pageSize=100`);
    const row = (res.json().data as Answer[]).find((r) => r.action === 'group.exported');
    expect(row).toMatchObject({ targetType: 'user-groups', targetId: demo, targetName: 'Demo Lending' });
  });

  it('keeps to the caller’s own company', async () => {
    expect((await k.call('other.admin', 'GET', `/usergroups/customers/${demo}/download`)).statusCode).toBe(403);
    expect((await k.call('other.admin', 'GET', `/reportinquiries/extract/customers/${demo}/download`)).statusCode).toBe(403);
  });
});
