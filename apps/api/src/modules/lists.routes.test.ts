import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
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
import { telecheckListEntries } from '../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../datasources/sandbox/personas.js';
import { consumerRequest } from '../testing/consumer-requests.js';
import { type AdminKit, createAdminKit } from './admin/admin-testing.js';

/*
 * The portal's lists (issue 33), on one app: every list sorts by its column headers (`sort=<column>`
 * ascending, `sort=-<column>` descending, an unknown column a 400 that names the accepted ones), and
 * the lists that export give the users export's streamed CSV in the list's order. Each list's rows
 * come from the demo data or are made below; the order asked for is checked on the answer.
 */

const TEMPLATE_COLUMNS = ['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip'].map((column) => ({ header: column, column }));

let k: AdminKit;
let demo: string;
beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
  // a second page's worth of rows where the demo data has too few to tell an order
  await k.call('demo.admin', 'POST', '/orchestrator/users/groups', { groupName: 'Auditors', description: 'zz reviewers', privilege: 'standard', isFileTransportAuthorized: false, productList: [], userList: ['demo.user', 'demo.admin'] });
  for (const name of ['Beta layout', 'alpha layout', 'Gamma layout']) {
    const res = await k.call('demo.admin', 'POST', '/batch/templates', { templateName: name, description: `${name} of the loan system`, product: 'acrov6', columns: TEMPLATE_COLUMNS });
    expect(res.statusCode, res.body).toBe(201);
  }
  // reports of three consumers, by two users: My Reports and Report History have rows to sort
  for (const [user, persona] of [['demo.admin', SANDBOX_PERSONAS[0]], ['demo.user', SANDBOX_PERSONAS[1]], ['demo.admin', SANDBOX_PERSONAS[2]]] as const) {
    const res = await k.call(user, 'POST', '/consumers/reports/acrov6', consumerRequest(persona));
    expect(res.statusCode, res.body).toBe(200);
  }
  const entries = [
    { consumerName: 'Carla Zed', checkNumber: '1003', amountCents: 500, placedAt: new Date('2026-01-02T10:00:00Z') },
    { consumerName: 'anna Young', checkNumber: '1001', amountCents: 9000, placedAt: new Date('2026-03-02T10:00:00Z') },
    { consumerName: 'Bob Xu', checkNumber: '1002', amountCents: 1200, placedAt: new Date('2026-02-02T10:00:00Z') },
  ];
  await k.t.database.db.insert(telecheckListEntries).values(
    entries.map((e) => ({ ...e, id: randomUUID(), customerId: demo, type: 'collections', routingNumber: '011000015', accountLast4: '6789', accountEncrypted: 'x', placedBy: 'demo.admin', source: 'file' })),
  );
});
afterAll(() => k.t.close());

type Answer = Record<string, unknown>;
type SortableList = {
  name: string;
  as: string;
  method: 'GET' | 'POST';
  path: () => string;
  body?: unknown;
  rows: (answer: Answer) => Answer[];
  /** columns whose order is checked on the rows, with the field that shows each. */
  checked: Record<string, (row: Answer) => string | number | null>;
};

const field = (name: string) => (row: Answer) => row[name] as string | number | null;
const arr = (key: string, inner?: string) => (a: Answer) => (inner ? ((a[key] as Answer)[inner] as Answer[]) : (a[key] as Answer[]));

const LISTS: SortableList[] = [
  { name: 'users', as: 'demo.admin', method: 'GET', path: () => `/users/customers/${demo}`, rows: arr('data'), checked: { lastName: field('lastName'), userName: field('userName'), email: field('email') } },
  { name: 'users search', as: 'demo.admin', method: 'POST', path: () => `/users/customers/${demo}/search`, body: { keyWords: 'demo' }, rows: arr('data'), checked: { firstName: field('firstName') } },
  { name: 'user groups', as: 'demo.admin', method: 'GET', path: () => `/usergroups/customers/${demo}`, rows: arr('data'), checked: { groupName: field('groupName'), memberCount: field('memberCount'), description: field('description') } },
  { name: 'user groups search', as: 'demo.admin', method: 'POST', path: () => `/usergroups/customers/${demo}/search`, body: { keyWords: '' }, rows: arr('data'), checked: { groupName: field('groupName') } },
  { name: 'account numbers', as: 'demo.admin', method: 'GET', path: () => `/customers/${demo}/members`, rows: arr('members'), checked: { memberNumber: field('memberNumber'), name: field('name') } },
  { name: 'product configurations', as: 'demo.admin', method: 'POST', path: () => `/products/configurations/customers/${demo}/search`, body: {}, rows: (a) => arr('data', 'data')(a), checked: { configurationName: field('configurationName'), productCode: field('productCode') } },
  { name: 'batches', as: 'demo.admin', method: 'POST', path: () => `/consumers/batchs/customers/${demo}/search`, body: {}, rows: arr('content'), checked: {} },
  { name: 'batch templates', as: 'demo.admin', method: 'GET', path: () => `/batch/templates/customers/${demo}/list`, rows: arr('content'), checked: { templateName: field('templateName'), description: field('description') } },
  { name: 'My Reports', as: 'demo.admin', method: 'GET', path: () => `/reportinquiries/extract/customers/${demo}/pages`, rows: arr('content'), checked: { consumerName: field('consumerName'), userName: field('userName') } },
  { name: 'My Reports search', as: 'demo.admin', method: 'POST', path: () => `/reportinquiries/extract/customers/${demo}/search`, body: { keyWords: '' }, rows: arr('content'), checked: {} },
  { name: 'letters tracker', as: 'demo.admin', method: 'GET', path: () => `/eletters/letters/customers/${demo}`, rows: arr('content'), checked: {} },
  { name: 'audit: user activity', as: 'demo.admin', method: 'GET', path: () => `/audit/customers/${demo}/user-activity`, rows: arr('data'), checked: { action: field('action'), occurredAt: field('occurredAt') } },
  { name: 'audit: report history', as: 'demo.admin', method: 'GET', path: () => `/audit/customers/${demo}/report-history`, rows: arr('data'), checked: { userName: field('userName') } },
  { name: 'audit: report audit downloads', as: 'demo.admin', method: 'GET', path: () => `/audit/customers/${demo}/report-audit-downloads`, rows: arr('data'), checked: {} },
  { name: 'audit: user audit downloads', as: 'demo.admin', method: 'GET', path: () => `/audit/customers/${demo}/user-audit-downloads`, rows: arr('data'), checked: {} },
  { name: 'audit: user status downloads', as: 'demo.admin', method: 'GET', path: () => `/audit/customers/${demo}/user-status-downloads`, rows: arr('data'), checked: { email: field('email') } },
  { name: 'OFAC cases', as: 'demo.admin', method: 'GET', path: () => '/compliance/ofac/cases', rows: arr('cases'), checked: {} },
  { name: 'TeleCheck collections', as: 'demo.admin', method: 'GET', path: () => `/telecheck/collections-negatives/customers/${demo}/reports/collections`, rows: arr('content'), checked: { consumerName: field('consumerName'), amount: field('amount'), placedAt: field('placedAt'), checkNumber: field('checkNumber') } },
  { name: 'TeleCheck search', as: 'demo.admin', method: 'POST', path: () => `/telecheck/collections-negatives/customers/${demo}/reports/collections`, body: { keyWords: '' }, rows: arr('content'), checked: { consumerName: field('consumerName') } },
  { name: 'PM Alerts watch list', as: 'demo.admin', method: 'GET', path: () => `/pmalerts/customers/${demo}/watchlist`, rows: arr('data'), checked: {} },
  { name: 'PM Alerts alerts', as: 'demo.admin', method: 'GET', path: () => `/pmalerts/customers/${demo}/alerts`, rows: arr('data'), checked: {} },
];

const withSort = (path: string, sort: string) => `${path}${path.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`;
const call = (list: SortableList, sort?: string) => k.call(list.as, list.method, sort === undefined ? list.path() : withSort(list.path(), sort), list.body);

/** How the server compares: text case-blind, empty values last whichever the direction. */
function inOrder(values: (string | number | null)[], direction: 'asc' | 'desc'): boolean {
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1], values[i]];
    if (a === null || b === null) {
      if (a === null && b !== null) return false;
      continue;
    }
    const cmp = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).toLowerCase().localeCompare(String(b).toLowerCase(), 'en');
    if (direction === 'asc' ? cmp > 0 : cmp < 0) return false;
  }
  return true;
}

describe('every list sorts by its columns (sort=column, sort=-column)', () => {
  it.each(LISTS.map((l) => [l.name, l] as const))('%s: an unknown column is a 400 naming the sortable ones', async (_name, list) => {
    const res = await call(list, 'password');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/cannot sort by 'password': sort must be one of \w+/);
  });

  it.each(LISTS.map((l) => [l.name, l] as const))('%s: answers in the order asked', async (_name, list) => {
    expect((await call(list)).statusCode).toBe(200);
    for (const [column, valueOf] of Object.entries(list.checked)) {
      const asc = list.rows((await call(list, column)).json());
      const desc = list.rows((await call(list, `-${column}`)).json());
      expect(asc.length, `${list.name} has rows to sort by ${column}`).toBeGreaterThan(1);
      expect(inOrder(asc.map(valueOf), 'asc'), `${column} ascending: ${JSON.stringify(asc.map(valueOf))}`).toBe(true);
      expect(inOrder(desc.map(valueOf), 'desc'), `${column} descending: ${JSON.stringify(desc.map(valueOf))}`).toBe(true);
      // the same rows, the other way round (ties kept in id order both ways, so compare the values)
      expect(desc.map(valueOf)).not.toEqual(asc.map(valueOf));
    }
  });
});

describe('sorting and paging', () => {
  it('pages through a sorted list without repeating or skipping a row (ties broken by id)', async () => {
    // every group but one shares its privilege: the id decides within it
    const all = (await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}?sort=privilege&pageSize=50`)).json().data.map((g: Answer) => g.groupName);
    const paged: string[] = [];
    for (let page = 1; page <= all.length; page++) {
      paged.push(...(await k.call('demo.admin', 'GET', `/usergroups/customers/${demo}?sort=privilege&pageSize=1&pageNumber=${page}`)).json().data.map((g: Answer) => g.groupName));
    }
    expect(paged).toEqual(all);
  });

  it('keeps the spec’s own sort words: letter templates by sortbyfield and sortorder', async () => {
    const bad = await k.call('demo.admin', 'GET', `/eletters/customers/${demo}?sortbyfield=password`);
    expect(bad.statusCode).toBe(400);
    expect((await k.call('demo.admin', 'GET', `/eletters/customers/${demo}?sortbyfield=eletterName&sortorder=desc`)).statusCode).toBe(200);
  });

  it('reads a batch search’s sort against the batch rows’ columns', async () => {
    const res = await k.call('demo.admin', 'POST', `/reportinquiries/extract/customers/${demo}/search?batchId=${randomUUID()}&sort=createdAt`, { keyWords: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/rowNumber/);
  });
});

// ---- exports ---------------------------------------------------------------------------------------

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

  it.each(CASES.map((c) => [c.name, c] as const))('%s: the export shows under User Audit Downloads (the spec’s tab for downloads), not User Activity', async (_name, c) => {
    const res = await k.call('demo.admin', c.download.method, c.download.url(), c.download.body);
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await k.audit(c.action);
    const list = event.targetType as string;
    const downloads = await k.call('demo.admin', 'GET', `/audit/customers/${demo}/user-audit-downloads?pageSize=100&sort=-occurredAt`);
    expect(downloads.statusCode, downloads.body).toBe(200);
    const row = (downloads.json().data as Answer[]).find((r) => r.id === String(event.id));
    expect(row).toMatchObject({ userName: 'demo.admin', tab: list, rows: expect.any(Number) });
    const activity = await k.call('demo.admin', 'GET', `/audit/customers/${demo}/user-activity?pageSize=100`);
    expect((activity.json().data as Answer[]).some((r) => r.action === c.action)).toBe(false);
  });

  it('keeps to the caller’s own company', async () => {
    expect((await k.call('other.admin', 'GET', `/usergroups/customers/${demo}/download`)).statusCode).toBe(403);
    expect((await k.call('other.admin', 'GET', `/reportinquiries/extract/customers/${demo}/download`)).statusCode).toBe(403);
  });
});
