import { randomUUID } from 'node:crypto';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportInquiries, users } from '../../db/schema/index.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { Database } from '../../db/client.js';
import { seedDemoData } from '../../demo-seed.js';
import { pageInquiries } from './inquiries.repository.js';

let database: Database;
let scope: { customerId: string; userId: string };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const [u] = await database.db.select().from(users).where(eq(users.username, 'demo.user'));
  scope = { customerId: u.customerId, userId: u.id };
});
afterAll(() => database.close());

const row = (i: number) => ({
  id: randomUUID(),
  ...scope,
  username: 'demo.user',
  product: 'acrov6',
  productCode: 'CCR',
  accountNumber: '100200300',
  customerReferenceNumber: `R${i}`,
  permissiblePurpose: 'CREDIT_TRANSACTION',
  status: 'Completed',
  consumerName: `Consumer ${i}`,
  ssnLast4: '0000',
  searchText: `consumer ${i}`,
  identityEnc: 'x',
  reportEnc: 'y',
});

const actual = async () =>
  Number((await database.db.select({ n: count() }).from(reportInquiries).where(isNull(reportInquiries.deletedAt)))[0].n);

describe('the live-inquiry counters behind the My Reports total', () => {
  it('follow inserts, soft deletes, restores and hard deletes, however they are written', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const r = row(i);
      ids.push(r.id);
      await database.db.insert(reportInquiries).values(r);
    }
    const page = () => pageInquiries(database.db, scope, { pageNumber: 1, pageSize: 2 });
    expect((await page()).total).toBe(5);
    await database.db.update(reportInquiries).set({ deletedAt: new Date() }).where(eq(reportInquiries.id, ids[0]));
    await database.db.update(reportInquiries).set({ deletedAt: new Date() }).where(eq(reportInquiries.id, ids[0])); // twice: no double count
    expect((await page()).total).toBe(4);
    await database.db.update(reportInquiries).set({ deletedAt: null }).where(eq(reportInquiries.id, ids[0]));
    expect((await page()).total).toBe(5);
    await database.db.delete(reportInquiries).where(eq(reportInquiries.id, ids[1]));
    await database.db.execute(sql`update report_inquiries set customer_reference_number = 'changed'`);
    expect((await page()).total).toBe(4);
    expect((await page()).total).toBe(await actual());
    // With a filter the total is counted from the rows themselves.
    expect((await pageInquiries(database.db, scope, { pageNumber: 1, pageSize: 2, keyWords: 'consumer 3' })).total).toBe(1);
    // A company-wide scope sums the users.
    expect((await pageInquiries(database.db, { customerId: scope.customerId }, { pageNumber: 1, pageSize: 2 })).total).toBe(4);
  });
});
