/**
 * The benchmarks' user administration data (admin.bench.ts, throughput.bench.ts): `users` users and
 * `groups` groups in one company, every user in one or two groups, names with a realistic spread.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

// Names with a realistic spread: 200 first names × 500 last names (surnames repeat about every 500 users).
export const FIRST = 'james mary robert patricia john jennifer michael linda david elizabeth william barbara richard susan joseph jessica thomas sarah charles karen christopher lisa daniel nancy matthew betty anthony sandra mark margaret donald ashley steven kimberly andrew emily paul donna joshua michelle kenneth carol kevin amanda brian melissa george deborah timothy stephanie ronald dorothy jason rebecca edward sharon jeffrey laura ryan cynthia jacob amy gary kathleen nicholas angela eric shirley jonathan brenda stephen emma larry anna justin pamela scott nicole brandon samantha benjamin katherine samuel christine gregory helen alexander debra frank rachel patrick carolyn raymond janet jack maria dennis catherine jerry heather tyler diane aaron olivia jose julie adam joyce nathan victoria henry ruth zachary virginia douglas lauren peter kelly kyle christina noah joan ethan evelyn jeremy judith walter andrea christian hannah keith megan roger cheryl terry jacqueline austin martha sean madison gerald teresa carl gloria harold sara dylan janice arthur ann lawrence kathryn jordan abigail jesse sophia bryan frances billy jean bruce alice gabriel judy joe isabella logan julia alan grace juan amber albert denise willie danielle elijah marilyn wayne beverly randy charlotte vincent natalie mason theresa roy diana ralph brittany bobby doris russell kayla'.split(' ');
export const LAST = Array.from({ length: 500 }, (_, i) => {
  const roots = 'smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young allen king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter roberts'.split(' ');
  return i < roots.length ? roots[i] : `${roots[i % roots.length]}${['son', 'ley', 'ford', 'ton', 'well', 'wood', 'field', 'man', 'er', 'by'][Math.floor(i / roots.length) % 10]}`;
});

/** Loads the users, groups and memberships into the company (one statement each); `step` names each part when done. */
export async function loadUsers(db: Db, customerId: string, size: { users: number; groups: number }, step: (name: string) => void = () => undefined) {
  const firstNames = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
  const lastNames = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
  await db.execute(sql`
    insert into users (customer_id, username, email, first_name, last_name, role, entitlements, status, created_at)
    select ${customerId}, f || '_' || l || i, f || '.' || l || i || '@demolending.example', initcap(f), initcap(l),
      case when i % 50 = 0 then 'adminuser' else 'enduser' end, '{}',
      case when i % 97 = 0 then 'inactive' when i % 211 = 0 then 'blocked' else 'active' end,
      now() - (i || ' minutes')::interval
    from (select i, a.f[1 + i % ${FIRST.length}] as f, a.l[1 + (i / ${FIRST.length}) % ${LAST.length}] as l
          from (select ${firstNames} as f, ${lastNames} as l) a, generate_series(1, ${size.users}) i) n`);
  step('users');
  await db.execute(sql`
    insert into user_groups (customer_id, name, description, privilege, file_transfer)
    select ${customerId}, 'Team ' || lpad(g::text, 4, '0'), 'Branch team ' || g, case when g % 10 = 0 then 'admin' else 'standard' end, g % 2 = 0
    from generate_series(1, ${size.groups}) g`);
  step('groups');
  await db.execute(sql`
    insert into user_group_products (group_id, product_code)
    select g.id, p from user_groups g, unnest(array['CCR', 'NAL']) p where g.customer_id = ${customerId} and g.name like 'Team %'`);
  // user n joins a standard team (and every fifth user a second one); admin teams take the admin users
  await db.execute(sql`
    with teams as (select id, row_number() over (order by name) as n, privilege from user_groups where customer_id = ${customerId} and name like 'Team %'),
         bench as (select id, role, row_number() over (order by username) as n from users where customer_id = ${customerId} and username like '%\\_%' escape '\\')
    insert into user_group_members (group_id, user_id)
    select t.id, b.id from bench b join teams t on t.n = 1 + (b.n % ${size.groups})
      where t.privilege = 'standard' or b.role = 'adminuser'
    union
    select t.id, b.id from bench b join teams t on t.n = 1 + ((b.n * 7) % ${size.groups})
      where b.n % 5 = 0 and (t.privilege = 'standard' or b.role = 'adminuser')`);
  step('memberships');
}

/** Fresh statistics after a load, so the planner sees the company's size. */
export async function analyzeUsers(db: Db) {
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`analyze user_groups`);
  await db.execute(sql`analyze user_group_members`);
  await db.execute(sql`analyze user_group_products`);
}
