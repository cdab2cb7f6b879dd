import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { type AdminKit, createAdminKit } from '../admin-testing.js';
import { countCompanyUsers } from './users-admin.repository.js';

let k: AdminKit;
beforeAll(async () => {
  k = await createAdminKit();
});
afterAll(() => k.t.close());

const live = async (customerId: string) =>
  rowsOf<{ n: number }>(await k.t.database.db.execute(sql`select count(*)::int as n from users where customer_id = ${customerId} and deleted_at is null`))[0].n;

describe('user_counters (the user list total, kept by statement-level triggers)', () => {
  it('follows bulk inserts, soft deletes, moves between companies and deletes', async () => {
    const db = k.t.database.db;
    const { demo, second } = k.company;
    const check = async () => {
      expect(await countCompanyUsers(db, demo)).toBe(await live(demo));
      expect(await countCompanyUsers(db, second)).toBe(await live(second));
    };
    await check();
    await db.execute(sql`insert into users (customer_id, username, email, first_name, last_name, role)
      select case when i % 3 = 0 then ${second}::uuid else ${demo}::uuid end, 'bulk_' || i, 'b' || i || '@x.example', 'B', 'U', 'enduser'
      from generate_series(1, 2000) i`);
    await check();
    await db.execute(sql`update users set deleted_at = now() where username like 'bulk\\_1%'`);
    await check();
    await db.execute(sql`update users set customer_id = ${second} where username like 'bulk\\_2%'`);
    await check();
    // an update that changes no count (a login stamp) leaves the counters alone
    await db.execute(sql`update users set last_login_at = now() where username like 'bulk\\_3%'`);
    await check();
    await db.execute(sql`delete from users where username like 'bulk\\_%'`);
    await check();
  });
});
