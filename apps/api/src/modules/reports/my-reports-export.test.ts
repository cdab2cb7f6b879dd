import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_REPORTS_CSV } from '@creditdesk/contracts';
import { reportInquiries, users } from '../../db/schema/index.js';
import { CSV_EXPORT_BATCH } from '../../lib/csv-export.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';
import { inquiriesAfter } from './inquiries.repository.js';

/*
 * My Reports' CSV export reads by keyset (issue 33): a batch at a time after the last row sent, in the
 * list's order, so a file of several batches holds every report once, in the order of the list, and a
 * report stored while the file is being read neither repeats a row nor pushes one out.
 */

let k: AdminKit;
let demo: string;
let adminId: string;
// more than two batches, stored in one statement: they share one created_at (to the microsecond)
const COUNT = CSV_EXPORT_BATCH * 2 + 300;

const inquiry = (i: number, userId: string) => ({
  id: randomUUID(),
  customerId: demo,
  userId,
  username: 'demo.admin',
  product: 'acrov6',
  productCode: 'CCR',
  accountNumber: '100200300',
  customerReferenceNumber: `KEYSET-${String(i).padStart(5, '0')}`,
  permissiblePurpose: 'CREDIT_TRANSACTION',
  status: 'Completed',
  // few names, each many times: the sorted file's ties are broken by id across batches
  consumerName: i % 2 === 0 ? `consumer ${i % 5}` : `CONSUMER ${i % 5}`,
  ssnLast4: '0000',
  searchText: `keyset consumer ${i % 5}`,
  identityEnc: 'x',
  reportEnc: 'y',
});

beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
  [{ id: adminId }] = await k.t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.admin'));
  await k.t.database.db.insert(reportInquiries).values(Array.from({ length: COUNT }, (_, i) => inquiry(i, adminId)));
}, 120_000);
afterAll(() => k.t.close());

const csvRows = (body: string) => parse(body, { bom: true }) as string[][];
const REFERENCE = MY_REPORTS_CSV.columns.indexOf('Reference');
const CONSUMER = MY_REPORTS_CSV.columns.indexOf('Consumer');

describe("My Reports' CSV export (keyset, streamed)", () => {
  it.each(['', '?sort=consumerName', '?sort=-consumerName'])('holds every report once, in the list’s order, across several batches (%s)', async (query) => {
    const res = await k.call('demo.admin', 'GET', `/reportinquiries/extract/customers/${demo}/download${query}${query ? '&' : '?'}keyWords=keyset`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([...MY_REPORTS_CSV.columns]);
    const references = rows.map((r) => r[REFERENCE]);
    expect(references).toHaveLength(COUNT);
    expect(new Set(references).size).toBe(COUNT);

    // the list's own pages, in the same order
    const listed: string[] = [];
    for (let page = 1; listed.length < COUNT; page++) {
      const sort = query ? `&${query.slice(1)}` : '';
      const answer = await k.call('demo.admin', 'POST', `/reportinquiries/extract/customers/${demo}/search?pageNumber=${page}&pageSize=100${sort}`, { keyWords: 'keyset' });
      expect(answer.statusCode, answer.body).toBe(200);
      const content = answer.json().content as { customerReferenceNumber: string }[];
      if (content.length === 0) break;
      listed.push(...content.map((c) => c.customerReferenceNumber));
    }
    expect(references).toEqual(listed);
    if (query === '?sort=consumerName') {
      const names = rows.map((r) => r[CONSUMER].toLowerCase());
      expect(names).toEqual([...names].sort());
    }
  });

  it('reads on from the last row sent: a report stored between two batches is neither repeated nor pushes a row out', async () => {
    const scope = { customerId: demo };
    const filters = { keyWords: 'keyset' };
    const first = await inquiriesAfter(k.t.database.db, scope, filters, undefined, CSV_EXPORT_BATCH);
    // a newer report arrives at the top of the list while the file is being read (by offset, the first
    // batch's last row would come again at the head of the second)
    await k.t.database.db.insert(reportInquiries).values({ ...inquiry(COUNT + 1, adminId), createdAt: new Date(Date.now() + 60_000) });
    const second = await inquiriesAfter(k.t.database.db, scope, filters, first.at(-1)!.id, CSV_EXPORT_BATCH);
    const seen = new Set(first.map((r) => r.id));
    expect(second.filter((r) => seen.has(r.id))).toEqual([]);
    expect(second).toHaveLength(CSV_EXPORT_BATCH);
    const third = await inquiriesAfter(k.t.database.db, scope, filters, second.at(-1)!.id, CSV_EXPORT_BATCH);
    expect(first.length + second.length + third.length).toBe(COUNT); // all the stored ones, the newcomer not among them
  });
});
