import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { GROUPS_SORT, type GroupPrivilege, type SortOrder, type UserGroup, groupPrivilegeSchema } from '@creditdesk/contracts';
import { orderByOf } from '../../../db/order-by.js';
import { userGroupMembers, userGroupProducts, userGroups, users } from '../../../db/schema/index.js';
import { type Executor, containsPattern } from '../shared/admin-context.js';

export type GroupRow = typeof userGroups.$inferSelect;

const byName = (customerId: string, name: string) =>
  and(eq(userGroups.customerId, customerId), eq(sql`lower(${userGroups.name})`, name.trim().toLowerCase()));

export async function findGroup(db: Executor, customerId: string, name: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(userGroups).where(byName(customerId, name)).limit(1);
  return row;
}

/** The company's groups by the given names (any case); the names not found are returned apart. */
export async function findGroupsByNames(db: Executor, customerId: string, names: string[]): Promise<{ found: GroupRow[]; missing: string[] }> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (wanted.length === 0) return { found: [], missing: [] };
  const rows = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.customerId, customerId), inArray(sql`lower(${userGroups.name})`, wanted.map((n) => n.toLowerCase()))));
  const have = new Set(rows.map((r) => r.name.toLowerCase()));
  return { found: rows, missing: wanted.filter((n) => !have.has(n.toLowerCase())) };
}

export async function groupsOfUser(db: Executor, userId: string): Promise<GroupRow[]> {
  return db
    .select({ group: userGroups })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(eq(userGroupMembers.userId, userId))
    .then((rows) => rows.map((r) => r.group));
}

/** Makes the user a member of exactly these groups. */
export async function setUserGroups(db: Executor, userId: string, groupIds: string[]): Promise<void> {
  await db.delete(userGroupMembers).where(eq(userGroupMembers.userId, userId));
  if (groupIds.length > 0) await db.insert(userGroupMembers).values(groupIds.map((groupId) => ({ groupId, userId })));
}

export async function productsOfGroups(db: Executor, groupIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return map;
  const rows = await db
    .select()
    .from(userGroupProducts)
    .where(inArray(userGroupProducts.groupId, groupIds))
    .orderBy(asc(userGroupProducts.productCode));
  for (const r of rows) map.get(r.groupId)?.push(r.productCode);
  return map;
}

export async function setGroupProducts(db: Executor, groupId: string, codes: string[]): Promise<void> {
  await db.delete(userGroupProducts).where(eq(userGroupProducts.groupId, groupId));
  const unique = [...new Set(codes)];
  if (unique.length > 0) await db.insert(userGroupProducts).values(unique.map((productCode) => ({ groupId, productCode })));
}

export type MemberRow = { id: string; username: string; firstName: string; lastName: string; role: string; status: string };

export async function membersOfGroup(db: Executor, groupId: string): Promise<MemberRow[]> {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, role: users.role, status: users.status })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(and(eq(userGroupMembers.groupId, groupId), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
}

const memberCount = sql<number>`(select count(*)::int from ${userGroupMembers} m where m.group_id = ${userGroups.id})`;

/** What each sortable column of the groups list (GROUPS_SORT) is read from. */
const SORT_COLUMNS = {
  groupName: userGroups.name,
  description: userGroups.description,
  privilege: userGroups.privilege,
  memberCount,
  createdAt: userGroups.createdAt,
  updatedAt: userGroups.updatedAt,
};

export type GroupListRow = GroupRow & { memberCount: number };

/** A page of the company's groups by name (a keyword matches the name or the description), and how many match. */
export async function findGroupsPage(
  db: Executor,
  customerId: string,
  options: { keyWords?: string; limit: number; offset: number; sort?: SortOrder<(typeof GROUPS_SORT.columns)[number]> },
): Promise<{ rows: GroupListRow[]; total: number }> {
  const term = options.keyWords ? containsPattern(options.keyWords.toLowerCase()) : undefined;
  const where = and(
    eq(userGroups.customerId, customerId),
    term ? or(sql`lower(${userGroups.name}) like ${term}`, sql`lower(${userGroups.description}) like ${term}`) : undefined,
  );
  const rows = await db
    .select({ group: userGroups, memberCount })
    .from(userGroups)
    .where(where)
    .orderBy(...orderByOf(options.sort ?? GROUPS_SORT.defaultOrder, SORT_COLUMNS, userGroups.id, { caseBlind: ['groupName', 'description'] }))
    .limit(options.limit)
    .offset(options.offset);
  const [{ n }] = await db.select({ n: count() }).from(userGroups).where(where);
  return { rows: rows.map((r) => ({ ...r.group, memberCount: Number(r.memberCount) })), total: Number(n) };
}

export async function countMembers(db: Executor, groupId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  return Number(n);
}

export function toUserGroup(row: GroupRow, products: string[], memberCount: number): UserGroup {
  return {
    groupName: row.name,
    description: row.description,
    privilege: privilegeOf(row),
    isFileTransportAuthorized: row.fileTransfer,
    productList: products,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An unknown stored level is treated as the strictest (fail closed). */
export function privilegeOf(row: Pick<GroupRow, 'privilege'>): GroupPrivilege {
  const parsed = groupPrivilegeSchema.safeParse(row.privilege);
  return parsed.success ? parsed.data : 'sysadmin';
}

/** The group → member names map of the company (groups without members map to []). */
export async function groupMap(db: Executor, customerId: string): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ name: userGroups.name, username: users.username })
    .from(userGroups)
    .leftJoin(userGroupMembers, eq(userGroupMembers.groupId, userGroups.id))
    .leftJoin(users, and(eq(users.id, userGroupMembers.userId), isNull(users.deletedAt)))
    .where(eq(userGroups.customerId, customerId))
    .orderBy(asc(sql`lower(${userGroups.name})`), asc(users.username));
  const map: Record<string, string[]> = {};
  for (const r of rows) {
    map[r.name] ??= [];
    if (r.username) map[r.name].push(r.username);
  }
  return map;
}
