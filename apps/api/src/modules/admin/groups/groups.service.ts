import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminMessage,
  type GroupPrivilege,
  MESSAGES,
  type createGroupBodySchema,
  type detachUsersBodySchema,
  type updateGroupBodySchema,
  type userGroupDetailSchema,
} from '@creditdesk/contracts';
import { userGroupMembers, userGroups, users } from '../../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import { companyProductCodes } from '../../products/products.repository.js';
import { usernameKey } from '../../users/users.repository.js';
import { type Act, type Executor, UNIQUE_VIOLATION, assertOwnCompany, auditAdmin, lockCompany, pgError } from '../shared/admin-context.js';
import { assertMayManageGroup, assertMayTouch, membershipRefusal } from '../shared/rules.js';
import type { UserRow } from '../users-admin/users-admin.repository.js';
import {
  type GroupRow,
  findGroup,
  membersOfGroup,
  privilegeOf,
  productsOfGroups,
  setGroupProducts,
  toUserGroup,
} from './groups.repository.js';

type GroupDetail = z.infer<typeof userGroupDetailSchema>;
type CreateInput = z.infer<typeof createGroupBodySchema>;
type UpdateInput = z.infer<typeof updateGroupBodySchema>;
type DetachInput = z.infer<typeof detachUsersBodySchema>;

export async function groupDetail(db: Executor, group: GroupRow): Promise<GroupDetail> {
  const [products, members] = [(await productsOfGroups(db, [group.id])).get(group.id) ?? [], await membersOfGroup(db, group.id)];
  return {
    ...toUserGroup(group, products, members.length),
    members: members.map((m) => ({
      userName: m.username,
      firstName: m.firstName,
      lastName: m.lastName,
      role: m.role as GroupDetail['members'][number]['role'],
      status: m.status as GroupDetail['members'][number]['status'],
    })),
  };
}

/** Names in an audit event: the first 1,000 and how many there were. */
const namesOf = (names: string[]) => (names.length <= 1000 ? names : [...names.slice(0, 1000), `… ${names.length - 1000} more`]);

/** What the audit trail keeps of a group (members as a count; the act records who was added or removed). */
const auditView = (g: GroupDetail) => ({
  groupName: g.groupName,
  description: g.description,
  privilege: g.privilege,
  isFileTransportAuthorized: g.isFileTransportAuthorized,
  productList: g.productList,
  memberCount: g.memberCount,
});

export async function loadGroup(db: Executor, customerId: string, name: string): Promise<GroupRow> {
  const group = await findGroup(db, customerId, name);
  if (!group) throw notFound(ADMIN_MESSAGES.groupNotFound(name));
  return group;
}

async function assertProductsHeld(db: Executor, customerId: string, codes: string[]): Promise<void> {
  const held = await companyProductCodes(db as never, customerId);
  const missing = codes.find((c) => !held.has(c));
  if (missing) throw badRequest(ADMIN_MESSAGES.productNotHeld(missing), { fields: [{ field: 'body.productList', message: ADMIN_MESSAGES.productNotHeld(missing) }] });
}

/** The company's live users by name: 404 for a name nobody has, 403 for another company's user. */
async function loadUsers(db: Executor, act: Act, names: string[]): Promise<UserRow[]> {
  const keys = [...new Set(names.map(usernameKey))];
  if (keys.length === 0) return [];
  const rows = await db.select().from(users).where(and(inArray(users.username, keys), sql`${users.deletedAt} is null`));
  const byName = new Map(rows.map((r) => [r.username, r]));
  for (const key of keys) {
    const row = byName.get(key);
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound(key));
    if (row.customerId !== act.caller.customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
  }
  return keys.map((k) => byName.get(k)!);
}

async function allMembers(db: Executor, groupId: string): Promise<UserRow[]> {
  return db
    .select({ user: users })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(eq(userGroupMembers.groupId, groupId))
    .then((rows) => rows.map((r) => r.user));
}

/** §5: every member fits the group's level; an admin user adds or removes no system administrator. */
function checkMembers(act: Act, privilege: GroupPrivilege, members: UserRow[], changed: UserRow[]): void {
  for (const u of changed) assertMayTouch(act.caller, u);
  for (const u of members) {
    const refusal = membershipRefusal(u.username, u.role, privilege);
    if (refusal) throw refusal;
  }
}

function uniqueName(err: unknown, name: string): never {
  if (pgError(err).code === UNIQUE_VIOLATION) throw badRequest(ADMIN_MESSAGES.groupExists(name), { fields: [{ field: 'body.groupName', message: ADMIN_MESSAGES.groupExists(name) }] });
  throw err;
}

export async function createGroup(act: Act, input: CreateInput): Promise<AdminMessage & { group: GroupDetail }> {
  const { ctx, caller } = act;
  assertOwnCompany(caller, input.customerId);
  assertMayManageGroup(caller, [input.privilege]);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCompany(tx, caller.customerId);
      await assertProductsHeld(tx, caller.customerId, input.productList);
      const members = await loadUsers(tx, act, input.userList);
      checkMembers(act, input.privilege, members, members);
      const [group] = await tx
        .insert(userGroups)
        .values({
          customerId: caller.customerId,
          name: input.groupName,
          description: input.description,
          privilege: input.privilege,
          fileTransfer: input.isFileTransportAuthorized,
        })
        .returning();
      await setGroupProducts(tx, group.id, input.productList);
      if (members.length > 0) await tx.insert(userGroupMembers).values(members.map((u) => ({ groupId: group.id, userId: u.id })));
      const detail = await groupDetail(tx, group);
      await auditAdmin(tx, act, {
        action: 'group.created',
        targetType: 'user-group',
        targetId: group.name,
        after: auditView(detail),
        details: { membersAdded: namesOf(members.map((m) => m.username)) },
      });
      return { status: 'success' as const, message: ADMIN_MESSAGES.groupCreated(group.name), group: detail };
    });
  } catch (err) {
    return uniqueName(err, input.groupName);
  }
}

export async function updateGroup(act: Act, input: UpdateInput): Promise<AdminMessage & { group: GroupDetail }> {
  const { ctx, caller } = act;
  assertOwnCompany(caller, input.customerId);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockCompany(tx, caller.customerId);
      const group = await loadGroup(tx, caller.customerId, input.groupName);
      const privilege = input.privilege ?? privilegeOf(group);
      assertMayManageGroup(caller, [privilegeOf(group), privilege]);
      if (input.productList) await assertProductsHeld(tx, caller.customerId, input.productList);
      const before = await groupDetail(tx, group);

      const current = await allMembers(tx, group.id);
      const next = input.userList ? await loadUsers(tx, act, input.userList) : current;
      const currentIds = new Set(current.map((u) => u.id));
      const nextIds = new Set(next.map((u) => u.id));
      const added = next.filter((u) => !currentIds.has(u.id));
      const removed = current.filter((u) => !nextIds.has(u.id));
      checkMembers(act, privilege, next, [...added, ...removed]);

      await tx
        .update(userGroups)
        .set({
          ...(input.newGroupName !== undefined ? { name: input.newGroupName } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.isFileTransportAuthorized !== undefined ? { fileTransfer: input.isFileTransportAuthorized } : {}),
          privilege,
          updatedAt: sql`now()`,
        })
        .where(eq(userGroups.id, group.id));
      if (input.productList) await setGroupProducts(tx, group.id, input.productList);
      if (removed.length > 0) {
        await tx
          .delete(userGroupMembers)
          .where(and(eq(userGroupMembers.groupId, group.id), inArray(userGroupMembers.userId, removed.map((u) => u.id))));
      }
      if (added.length > 0) await tx.insert(userGroupMembers).values(added.map((u) => ({ groupId: group.id, userId: u.id })));

      const [updated] = await tx.select().from(userGroups).where(eq(userGroups.id, group.id));
      const after = await groupDetail(tx, updated);
      await auditAdmin(tx, act, {
        action: 'group.updated',
        targetType: 'user-group',
        targetId: group.name,
        before: auditView(before),
        after: auditView(after),
        details: { membersAdded: namesOf(added.map((u) => u.username)), membersRemoved: namesOf(removed.map((u) => u.username)) },
      });
      return { status: 'success' as const, message: ADMIN_MESSAGES.groupUpdated(updated.name), group: after };
    });
  } catch (err) {
    return uniqueName(err, input.newGroupName ?? input.groupName);
  }
}

export async function detachUsers(act: Act, input: DetachInput): Promise<AdminMessage & { group: GroupDetail }> {
  const { ctx, caller } = act;
  assertOwnCompany(caller, input.customerId);
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, caller.customerId);
    const group = await loadGroup(tx, caller.customerId, input.groupName);
    assertMayManageGroup(caller, [privilegeOf(group)]);
    const leaving = await loadUsers(tx, act, input.userList);
    for (const u of leaving) assertMayTouch(caller, u);
    const removed = await tx
      .delete(userGroupMembers)
      .where(and(eq(userGroupMembers.groupId, group.id), inArray(userGroupMembers.userId, leaving.map((u) => u.id))))
      .returning({ userId: userGroupMembers.userId });
    const removedNames = leaving.filter((u) => removed.some((r) => r.userId === u.id)).map((u) => u.username);
    const after = await groupDetail(tx, group);
    await auditAdmin(tx, act, {
      action: 'group.members-detached',
      targetType: 'user-group',
      targetId: group.name,
      before: { memberCount: after.memberCount + removed.length },
      after: { memberCount: after.memberCount },
      details: { membersRemoved: namesOf(removedNames) },
    });
    return { status: 'success' as const, message: ADMIN_MESSAGES.usersDetached(removedNames.length, group.name), group: after };
  });
}

export async function deleteGroup(act: Act, name: string): Promise<AdminMessage> {
  const { ctx, caller } = act;
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, caller.customerId);
    const group = await loadGroup(tx, caller.customerId, name);
    assertMayManageGroup(caller, [privilegeOf(group)]);
    const before = await groupDetail(tx, group);
    for (const m of await allMembers(tx, group.id)) assertMayTouch(caller, m);
    await tx.delete(userGroups).where(eq(userGroups.id, group.id));
    await auditAdmin(tx, act, {
      action: 'group.deleted',
      targetType: 'user-group',
      targetId: group.name,
      before: auditView(before),
      after: null,
      details: { membersRemoved: namesOf(before.members.map((m) => m.userName)) },
    });
    return { status: 'success' as const, message: MESSAGES.users.groupDeleted };
  });
}
