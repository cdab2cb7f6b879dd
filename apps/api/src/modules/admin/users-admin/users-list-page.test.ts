import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { seedDemoData } from '../../../demo-seed.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { ROW_NUMBER_OFFSET_LIMIT, findAllUsers, findUsersPage } from './users-admin.repository.js';

/*
 * The users list's unfiltered page (the list screen's call, issue 29): the first pages by row number,
 * deeper ones by OFFSET. Both answer exactly the page ORDER BY user name LIMIT/OFFSET would, and the
 * row-number statement keeps one plan per connection instead of being planned at every request.
 */
let database: Database;
let demo: string;
const USERS = 1400;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  demo = rowsOf<{ id: string }>(await database.db.execute(sql`select id from customers where name = 'Demo Lending'`))[0].id;
  // names that sort among the demo users' (demo.*), every seventh one deleted (never listed)
  await database.db.execute(sql`insert into users (customer_id, username, email, first_name, last_name, role, deleted_at)
    select ${demo}, (case when i % 2 = 0 then 'a' else 'e' end) || '_page_' || lpad(i::text, 4, '0'), 'p' || i || '@x.example', 'P', 'U', 'enduser',
      case when i % 7 = 0 then now() end
    from generate_series(1, ${USERS}) i`);
  // statistics, as a running installation has them: the planner then knows the company's size
  await database.db.execute(sql`analyze users`);
}, 120_000);
afterAll(() => database.close());

const expected = async (pageNumber: number, pageSize: number) =>
  rowsOf<{ username: string }>(
    await database.db.execute(sql`select username from users where customer_id = ${demo} and deleted_at is null
      order by username limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`),
  ).map((r) => r.username);

describe('the users list page', () => {
  it('answers the same page as ORDER BY user name with OFFSET, on either side of the row-number limit', async () => {
    const live = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users where customer_id = ${demo} and deleted_at is null`))[0].n;
    expect(live).toBeGreaterThan(ROW_NUMBER_OFFSET_LIMIT + 50);
    const last = Math.ceil(live / 50);
    const pages: [number, number][] = [
      [1, 10],
      [3, 50],
      [ROW_NUMBER_OFFSET_LIMIT / 50, 50], // the last page read by row number
      [ROW_NUMBER_OFFSET_LIMIT / 50 + 1, 50], // the first one by OFFSET
      [Math.floor(ROW_NUMBER_OFFSET_LIMIT / 7), 7], // starts just before the limit and ends past it
      [last, 50], // a short last page
      [last + 1, 50], // past the end: no rows, the total still told
    ];
    for (const [pageNumber, pageSize] of pages) {
      const { rows, total } = await findUsersPage(database.db, demo, {}, { pageNumber, pageSize });
      expect({ pageNumber, pageSize, names: rows.map((r) => r.username) }).toEqual({ pageNumber, pageSize, names: await expected(pageNumber, pageSize) });
      expect(total).toBe(live);
    }
  });

  it('maps its rows as drizzle maps the same columns (dates, groups, the recertifier, a blocked reason)', async () => {
    const db = database.db;
    await db.execute(sql`update users set last_login_at = now() - interval '1 day', status = 'blocked', blocked_reason = 'too many attempts',
      last_recertified_at = now(), last_recertified_by = (select id from users where username = 'demo.admin'), is_sso_user = true,
      entitlements = '{usermanagementadmin}' where username = 'a_page_0002'`);
    await db.execute(sql`insert into user_group_members (group_id, user_id)
      select g.id, u.id from user_groups g, users u where g.customer_id = ${demo} and u.username in ('a_page_0002', 'a_page_0004')`);
    const { rows } = await findUsersPage(db, demo, {}, { pageNumber: 1, pageSize: 50 });
    expect(rows.some((r) => r.userGroups.length > 1 && r.lastRecertifiedBy === 'demo.admin' && r.lastLoginAt instanceof Date)).toBe(true);
    expect(rows).toEqual(await findAllUsers(db, demo, {}, 50));
  });

  it('keeps one plan per connection: PostgreSQL stops planning the first pages after five executions', async () => {
    const plans = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await findUsersPage(tx, demo, {}, { pageNumber: 1 + (i % 3), pageSize: 10 });
      return rowsOf<{ generic: number; custom: number }>(
        await tx.execute(sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'users_list_page_rn'`),
      );
    });
    expect(plans).toHaveLength(1);
    expect(plans[0].generic).toBeGreaterThanOrEqual(3);
    expect(plans[0].custom).toBeLessThanOrEqual(5);
  });
});
