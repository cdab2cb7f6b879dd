import { type Placeholder, type SQL, and, asc, count, eq, gt, gte, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import { ADMIN_MAX_PAGE_SIZE, API_MESSAGES, type AdminUser, type SortOrder, type UserFilter, USERS_SORT, adminUserStatusSchema, isDefaultSort, parseEntitlements, roleSchema } from '@creditdesk/contracts';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { orderByOf } from '../../../db/order-by.js';
import { preparedOnce, rawRowsOf } from '../../../db/prepared.js';
import { rowsOf } from '../../../db/rows.js';
import { retiredUsernames, userCounters, userGroupMembers, userGroups, users } from '../../../db/schema/index.js';
import { badRequest } from '../../../lib/http-error.js';
import { parseRangeBound } from '../../reports/inquiry-list.js';
import { usernameKey } from '../../users/users.repository.js';
import { type Executor, containsPattern } from '../shared/admin-context.js';

export type UserRow = typeof users.$inferSelect;

/** The columns the administration screens show (never a hash, secret or the search text). */
/** What both the screens and the export show of a user. */
const shownColumns = {
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  entitlements: users.entitlements,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  lastRecertifiedAt: users.lastRecertifiedAt,
};

const listColumns = {
  id: users.id,
  customerId: users.customerId,
  ...shownColumns,
  blockedReason: users.blockedReason,
  isSsoUser: users.isSsoUser,
  // qualified by hand: inside the subquery a bare column would be the inner row's
  lastRecertifiedBy: sql<string | null>`(select r.username from users r where r.id = "users"."last_recertified_by")`.as('recertified_by_name'),
  // the user's group names, in the same statement (evaluated only for the rows of the page)
  userGroups: sql<string[]>`(select coalesce(array_agg(g.name order by lower(g.name)), '{}') from ${userGroupMembers} m
    join ${userGroups} g on g.id = m.group_id where m.user_id = "users"."id")`.as('group_names'),
};
/** A row of the shown columns. */
type ShownRow = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  status: string;
  entitlements: string[];
  createdAt: Date;
  lastLoginAt: Date | null;
  lastRecertifiedAt: Date | null;
};
export type ListRow = ShownRow & {
  id: string;
  customerId: string;
  blockedReason: string | null;
  isSsoUser: boolean;
  lastRecertifiedBy: string | null;
  userGroups: string[];
};

/**
 * A row of the list's prepared statements as node-postgres answers it (db/prepared.ts, rawRowsOf: by
 * column name, timestamps as PostgreSQL's text), made a ListRow here: drizzle's generic per-column mapping was a
 * tenth of the Node process's work per users-list request (docs/benchmarks.md, issue 29).
 */
type RawListRow = {
  id: string;
  customer_id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  status: string;
  entitlements: string[];
  created_at: string;
  last_login_at: string | null;
  last_recertified_at: string | null;
  blocked_reason: string | null;
  is_sso_user: boolean;
  recertified_by_name: string | null;
  group_names: string[] | null;
  total: number;
};

// as drizzle reads a timestamptz (its text always names the offset)
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

const listRowOf = (r: RawListRow): ListRow => ({
  id: r.id,
  customerId: r.customer_id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: r.role,
  status: r.status,
  entitlements: r.entitlements,
  createdAt: new Date(r.created_at),
  lastLoginAt: dateOf(r.last_login_at),
  lastRecertifiedAt: dateOf(r.last_recertified_at),
  blockedReason: r.blocked_reason,
  isSsoUser: r.is_sso_user,
  lastRecertifiedBy: r.recertified_by_name,
  userGroups: r.group_names ?? [],
});

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function toAdminUser(row: ListRow, groups: string[]): AdminUser {
  const status = adminUserStatusSchema.safeParse(row.status);
  return {
    userName: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: roleSchema.parse(row.role),
    status: status.success ? status.data : 'inactive',
    blockedReason: row.status === 'blocked' ? row.blockedReason : null,
    entitlements: parseEntitlements(row.entitlements),
    userGroups: groups,
    isSSOUser: row.isSsoUser,
    createdAt: iso(row.createdAt)!,
    lastLoginAt: iso(row.lastLoginAt),
    lastRecertifiedAt: iso(row.lastRecertifiedAt),
    lastRecertifiedBy: row.lastRecertifiedBy,
  };
}

/** The administration view of listed rows (their group names came with them). */
export async function withGroups(_db: Executor, rows: ListRow[]): Promise<AdminUser[]> {
  return rows.map((r) => toAdminUser(r, r.userGroups ?? []));
}

/** The company's live (not deleted) users. */
const liveOf = (customerId: string) => and(eq(users.customerId, customerId), isNull(users.deletedAt))!;

/**
 * The conditions of a search or an export: every keyword (split on spaces) must occur in the user
 * name, first or last name or e-mail (trigram index); created between fromDate and toDate (inclusive,
 * to the second); status; role; member of any of userGroups.
 */
export function filterConditions(customerId: string, f: UserFilter): SQL[] {
  return [liveOf(customerId), ...narrowingConditions(customerId, f)];
}

/** The filter's own conditions (none for the plain list, which so builds no SQL per request). */
function narrowingConditions(customerId: string, f: UserFilter): SQL[] {
  const conditions: SQL[] = [];
  for (const word of (f.keyWords ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    conditions.push(like(users.searchText, containsPattern(word)));
  }
  const from = parseRangeBound(f.fromDate, 'fromDate');
  const to = parseRangeBound(f.toDate, 'toDate');
  if (from && to && from > to) throw badRequest(API_MESSAGES.invalid.fromAfterTo);
  if (from) conditions.push(gte(users.createdAt, from));
  if (to) conditions.push(lt(users.createdAt, new Date(to.getTime() + 1000)));
  if (f.status) conditions.push(eq(users.status, f.status));
  if (f.role) conditions.push(eq(users.role, f.role));
  if (f.userGroups && f.userGroups.length > 0) {
    const names = f.userGroups.map((n) => n.toLowerCase());
    conditions.push(sql`exists (select 1 from ${userGroupMembers} m join ${userGroups} g on g.id = m.group_id
      where m.user_id = ${users.id} and g.customer_id = ${customerId} and lower(g.name) in ${names})`);
  }
  return conditions;
}

export type Page = { pageNumber: number; pageSize: number; sort?: SortOrder<(typeof USERS_SORT.columns)[number]> };

/** What each sortable column of the users list (USERS_SORT) is read from. */
const SORT_COLUMNS = {
  userName: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** Matches under this share of the company's users are read through the trigram index and sorted (see findUsersPage). */
const SPARSE_MATCH_SHARE = 0.05;

/**
 * A page of users by user name, and how many match. The unfiltered total comes from user_counters
 * (no count(*)). With a filter the count comes first (the trigram index for keywords) and chooses the
 * plan of the page (pageQuery): walking the user-name index would pass most of the company before
 * meeting a page of a rare name.
 */
export async function findUsersPage(db: Executor, customerId: string, filter: UserFilter, page: Page) {
  const narrowing = narrowingConditions(customerId, filter);
  const unfiltered = narrowing.length === 0;
  const sort = page.sort && !isDefaultSort(USERS_SORT, page.sort) ? page.sort : undefined;
  if (unfiltered && !sort) {
    // the list screen's call: the page and the company's total in one prepared statement
    const offset = (page.pageNumber - 1) * page.pageSize;
    const statement = offset < ROW_NUMBER_OFFSET_LIMIT ? listPageByRowNumber(db) : listPageStatement(db);
    const rows = await rawRowsOf<RawListRow>(statement, { customerId, limit: page.pageSize, offset });
    if (rows.length > 0) return { rows: rows.map(listRowOf), total: Number(rows[0].total) };
    return { rows: [] as ListRow[], total: await countCompanyUsers(db, customerId) };
  }
  const conditions = [liveOf(customerId), ...narrowing];
  if (sort) return sortedPage(db, customerId, conditions, page, sort);
  const companyTotal = await countCompanyUsers(db, customerId);
  const total = unfiltered ? companyTotal : await countMatching(db, conditions);
  if (total === 0 || (page.pageNumber - 1) * page.pageSize >= total) return { rows: [] as ListRow[], total };
  const plan: PagePlan = unfiltered ? 'list' : total < companyTotal * SPARSE_MATCH_SHARE ? 'sparse' : 'dense';
  const rows: ListRow[] = await pageQuery(db, conditions, page, plan);
  return { rows, total };
}

/** A page in an order of the user's choosing (a column header): the matches sorted, then the page. */
async function sortedPage(db: Executor, customerId: string, conditions: SQL[], page: Page, sort: NonNullable<Page['sort']>) {
  const total = conditions.length === 1 ? await countCompanyUsers(db, customerId) : await countMatching(db, conditions);
  if (total === 0 || (page.pageNumber - 1) * page.pageSize >= total) return { rows: [] as ListRow[], total };
  const rows: ListRow[] = await db
    .select(listColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(...orderByOf(sort, SORT_COLUMNS, users.id, { caseBlind: ['firstName', 'lastName', 'email'], nullable: ['lastLoginAt'] }))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  return { rows, total };
}

/**
 * - list (no filter): the page's ids from the (customer, user name, id) index alone, then those
 *   rows, so a deep page walks index entries, not the rows it skips;
 * - sparse (few matches): ordered by lower(username) — the same order, as user names are stored
 *   lower-cased — which keeps the planner on the trigram index and a small sort;
 * - dense (many matches): the user-name index, which meets a page of matches at once.
 */
export type PagePlan = 'list' | 'sparse' | 'dense';

export function pageQuery(db: Executor, conditions: SQL[], page: Page, plan: PagePlan) {
  const offset = (page.pageNumber - 1) * page.pageSize;
  if (plan === 'list') {
    const ids = db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(users.username))
      .limit(page.pageSize)
      .offset(offset)
      .as('page_ids');
    return db.select(listColumns).from(users).innerJoin(ids, eq(ids.id, users.id)).orderBy(asc(ids.username));
  }
  return db
    .select(listColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(plan === 'sparse' ? asc(sql`lower(${users.username})`) : asc(users.username))
    .limit(page.pageSize)
    .offset(offset);
}

/**
 * The unfiltered page ('list' below) with the company's total from user_counters as a column of
 * every row: one round trip. Prepared once per executor (db/prepared.ts).
 */
function listPageStatement(db: Executor) {
  return preparedOnce(db, 'users_list_page', () => {
    const customerId = sql.placeholder('customerId');
    const ids = db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.customerId, customerId), isNull(users.deletedAt)))
      .orderBy(asc(users.username))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page_ids');
    return pageOfIds(db, customerId, ids).prepare('users_list_page');
  });
}

/**
 * Pages that start before this offset (the first 20 pages of 50) are read by listPageByRowNumber, deeper
 * ones by listPageStatement: numbering costs about twice what OFFSET does per skipped row (at offset
 * 50,000: ~50 ms against ~20 ms), which outweighs the planning it saves once a page starts past a
 * thousand rows.
 */
export const ROW_NUMBER_OFFSET_LIMIT = 1000;

/**
 * The same page and total as listPageStatement, with a plan PostgreSQL plans once per connection and
 * keeps. A statement with LIMIT $n or OFFSET $n is planned again at every execution: with a parameter
 * there the planner's generic plan assumes a tenth of the company is read (10,000 of 100,000 users),
 * so its cost is far above the custom plan's and PostgreSQL never switches to it; planning that join
 * with its subqueries was half the database's time per request (~0.25 ms of ~0.5 ms; docs/benchmarks.md,
 * issue 29). Here the page is a range of row numbers over the (customer, user name, id) index, whose
 * estimate does not depend on the parameters (no statistics on a row number), and LIMIT is a constant
 * (ADMIN_MAX_PAGE_SIZE): the generic plan costs what a custom one does and is kept after five executions.
 * The numbering stops at the page's last row (a run condition of row_number()), like OFFSET.
 */
function listPageByRowNumber(db: Executor) {
  return preparedOnce(db, 'users_list_page_rn', () => {
    const customerId = sql.placeholder('customerId');
    const numbered = db
      .select({ id: users.id, username: users.username, n: sql<number>`row_number() over (order by ${users.username})`.as('n') })
      .from(users)
      .where(and(eq(users.customerId, customerId), isNull(users.deletedAt)))
      .as('numbered');
    const offset = sql`${sql.placeholder('offset')}::int8`;
    const ids = db
      .select({ id: numbered.id, username: numbered.username })
      .from(numbered)
      .where(sql`${numbered.n} > ${offset} and ${numbered.n} <= ${offset} + ${sql.placeholder('limit')}::int8`)
      // a constant, not a parameter (see above): a page is never longer
      .limit(sql.raw(String(ADMIN_MAX_PAGE_SIZE)) as never)
      .as('page_ids');
    return pageOfIds(db, customerId, ids).prepare('users_list_page_rn');
  });
}

/** The page's users (`ids`, in user-name order) with the listed columns and the company's total: one statement. */
function pageOfIds(db: Executor, customerId: Placeholder, ids: SubqueryWithSelection<{ id: typeof users.id; username: typeof users.username }, 'page_ids'>) {
  return db
    .select({ ...listColumns, total: sql<number>`(select c.users from ${userCounters} c where c.customer_id = ${customerId})`.as('total') })
    .from(users)
    .innerJoin(ids, eq(ids.id, users.id))
    .orderBy(asc(ids.username));
}

/** How many of the company's users match the filter. */
export async function countUsers(db: Executor, customerId: string, filter: UserFilter): Promise<number> {
  const conditions = filterConditions(customerId, filter);
  return conditions.length === 1 ? countCompanyUsers(db, customerId) : countMatching(db, conditions);
}

async function countMatching(db: Executor, conditions: SQL[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(...conditions));
  return Number(row?.n ?? 0);
}

export async function countCompanyUsers(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ n: userCounters.users }).from(userCounters).where(eq(userCounters.customerId, customerId));
  return row?.n ?? 0;
}

/** All the company's users (of the given groups), at most `limit`. */
export async function findAllUsers(db: Executor, customerId: string, filter: UserFilter, limit: number): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(users)
    .where(and(...filterConditions(customerId, filter)))
    .orderBy(asc(users.username))
    .limit(limit);
}

export async function findUsersByRole(db: Executor, customerId: string, role: string): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(users)
    .where(and(liveOf(customerId), eq(users.role, role)))
    .orderBy(asc(users.username));
}

/** What an export row holds: the user and their group names, joined in SQL. */
export type ExportRow = ShownRow & { groups: string | null };

/** One batch of an export: the users after `afterUserName` by user name (keyset: every batch is an index range). */
export function exportBatch(db: Executor, conditions: SQL[], afterUserName: string | undefined, size: number) {
  return db
    .select({
      ...shownColumns,
      groups: sql<string | null>`(select string_agg(g.name, '; ' order by lower(g.name)) from ${userGroupMembers} m
        join ${userGroups} g on g.id = m.group_id where m.user_id = "users"."id")`,
    })
    .from(users)
    .where(and(...conditions, afterUserName === undefined ? undefined : gt(users.username, afterUserName)))
    .orderBy(asc(users.username))
    .limit(size);
}

/** A live user by name in any company (the caller's company is checked by the caller: another's is a 403). */
export async function findLiveUser(db: Executor, userName: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, usernameKey(userName)), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findListRow(db: Executor, userId: string): Promise<ListRow | undefined> {
  const [row] = await db.select(listColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Whether a name is taken: by any user, in any company, deleted or not, or retired (names are never reused). */
export async function userNameTaken(db: Executor, userName: string): Promise<boolean> {
  return (await takenNames(db, [usernameKey(userName)])).size > 0;
}

/** Which of the candidate names are taken (one index probe each, in one statement). */
export async function takenNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  // a user's name (a deleted user's too), or a name given up for a new User ID (retired_usernames)
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, names))
    .union(db.select({ username: retiredUsernames.username }).from(retiredUsernames).where(inArray(retiredUsernames.username, names)));
  return new Set(rows.map((r) => r.username));
}

/** Active users of the company holding usermanagementadmin. */
export async function countActiveUserAdmins(db: Executor, customerId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users
      where customer_id = ${customerId} and deleted_at is null and status = 'active' and 'usermanagementadmin' = any(entitlements)`),
  );
  return Number(rows[0]?.n ?? 0);
}
