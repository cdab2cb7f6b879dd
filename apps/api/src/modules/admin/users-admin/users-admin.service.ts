import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_ERROR_DETAILS,
  ADMIN_MESSAGES,
  type AdminMessage,
  type AdminUser,
  MESSAGES,
  type createUserBodySchema,
  type recertifyUsersEndpoint,
  type updateUserBodySchema,
  type userStatusBodySchema,
} from '@creditdesk/contracts';
import { customers, passwordHistory, userGroupMembers, users } from '../../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import { hashPassword } from '../../../lib/passwords.js';
import { generateTemporaryPassword } from '../../passwords/password-policy.js';
import { revokeUserSessions, storePassword } from '../../passwords/password-store.js';
import { usernameKey } from '../../users/users.repository.js';
import { findGroupsByNames, groupsOfUser, privilegeOf, setUserGroups } from '../groups/groups.repository.js';
import {
  type Act,
  type Executor,
  type Tx,
  UNIQUE_VIOLATION,
  assertOwnCompany,
  auditAdmin,
  lockCompany,
  pgError,
  ruleError,
} from '../shared/admin-context.js';
import {
  assertMayGiveRole,
  assertMayTouch,
  assertMemberships,
  assertUserAdminRemains,
  checkEntitlements,
  isActiveUserAdmin,
} from '../shared/rules.js';
import { type UserRow, findListRow, findLiveUser, userNameTaken, withGroups } from './users-admin.repository.js';

type CreateInput = z.infer<typeof createUserBodySchema>;
type UpdateInput = z.infer<typeof updateUserBodySchema>;
type StatusInput = z.infer<typeof userStatusBodySchema>;
type RecertifyInput = z.infer<NonNullable<(typeof recertifyUsersEndpoint)['body']>>;

/** What the audit trail keeps of a user: the administered fields, never a password or secret. */
export const auditView = (u: AdminUser) => ({
  userName: u.userName,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
  status: u.status,
  blockedReason: u.blockedReason,
  entitlements: u.entitlements,
  userGroups: u.userGroups,
});

export async function adminViewOf(db: Executor, userId: string): Promise<AdminUser> {
  const row = await findListRow(db, userId);
  if (!row) throw notFound(MESSAGES.access.userNotFound);
  const [view] = await withGroups(db, [row]);
  return view;
}

/** A live user of the caller's company: 404 when there is none by the name, 403 when it is another company's. */
export async function loadTarget(db: Executor, act: Act, userName: string): Promise<UserRow> {
  const user = await findLiveUser(db, userName);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound(userName));
  if (user.customerId !== act.caller.customerId) throw forbidden(ADMIN_MESSAGES.otherCompany);
  return user;
}

/**
 * One user's change: the caller's own company, locked for the transaction, and a target the caller
 * may touch (404/403 otherwise).
 */
function inTargetTransaction<R>(act: Act, input: { customerId?: string; userName: string }, change: (tx: Tx, target: UserRow) => Promise<R>): Promise<R> {
  assertOwnCompany(act.caller, input.customerId);
  return act.ctx.db.transaction(async (tx) => {
    await lockCompany(tx, act.caller.customerId);
    const target = await loadTarget(tx, act, input.userName);
    assertMayTouch(act.caller, target);
    return change(tx, target);
  });
}

async function resolveGroups(db: Executor, customerId: string, names: string[]) {
  const { found, missing } = await findGroupsByNames(db, customerId, names);
  if (missing.length > 0) throw badRequest(ADMIN_MESSAGES.groupNotFound(missing[0]), { fields: [{ field: 'body.userGroups', message: ADMIN_MESSAGES.groupNotFound(missing[0]) }] });
  return found;
}

const ROLE_RANK: Record<string, number> = { enduser: 0, adminuser: 1, systemadmin: 2 };

// ---------------------------------------------------------------------------------------------
// Create

/**
 * Creates a user and e-mails the invitation: the user name and a temporary password (16
 * characters, ~93 bits) that must be changed at the first login (users.must_change_password). The
 * unique index on user names is the authority: a name taken between the portal's check and the
 * submit is the same 400 'userName already exists'.
 */
export async function createUser(act: Act, input: CreateInput): Promise<AdminMessage & { user: AdminUser }> {
  const { ctx, caller } = act;
  assertOwnCompany(caller, input.customerId);
  const userName = usernameKey(input.userName);
  assertMayGiveRole(caller, input.role);
  const entitlements = checkEntitlements(caller, input.role, input.entitlements, []);

  const temporary = generateTemporaryPassword({ userName, email: input.email, firstName: input.firstName, lastName: input.lastName });
  const hash = await hashPassword(temporary);
  let created: { user: AdminUser; companyName: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const groups = await resolveGroups(tx, caller.customerId, input.userGroups);
      assertMemberships(userName, input.role, groups.map((g) => ({ privilege: privilegeOf(g) })));
      const [row] = await tx
        .insert(users)
        .values({
          customerId: caller.customerId,
          username: userName,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          entitlements,
        })
        .returning({ id: users.id });
      await setUserGroups(tx, row.id, groups.map((g) => g.id));
      await storePassword(tx, row.id, hash, { mustChange: true });
      const user = await adminViewOf(tx, row.id);
      await auditAdmin(tx, act, { action: 'user.created', targetType: 'user', targetId: userName, after: auditView(user) });
      const [company] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, caller.customerId));
      return { user, companyName: company?.name ?? '' };
    });
  } catch (err) {
    if (pgError(err).code === UNIQUE_VIOLATION && (await userNameTaken(ctx.db, userName))) {
      throw ruleError(ADMIN_ERROR_DETAILS.userNameExists, MESSAGES.users.alreadyExists(userName));
    }
    throw err;
  }

  const mail = await ctx.mailer.send({
    to: input.email,
    template: 'invitation',
    subject: 'Your Creditdesk user',
    text: [
      `Hello ${input.firstName},`,
      '',
      `${created.companyName} has given you a user on Creditdesk.`,
      '',
      `User name: ${userName}`,
      `Temporary password: ${temporary}`,
      '',
      `Log in at ${ctx.config.publicUrl}/login with them. You will be asked to choose your own password before you can continue.`,
      'If you did not expect this e-mail, tell your company’s administrator.',
    ].join('\n'),
  });
  await auditAdmin(ctx.db, act, { action: 'user.invited', targetType: 'user', targetId: userName, details: { outboxId: mail.id, emailSent: mail.sent } });
  return { status: 'success', message: MESSAGES.users.created(userName, input.email), user: created.user };
}

// ---------------------------------------------------------------------------------------------
// Update

/**
 * Changes the given fields. Rights that shrink (a lower role, an entitlement removed) end the
 * user's sessions, so the old rights do not live on in tokens already issued.
 */
export async function updateUser(act: Act, input: UpdateInput): Promise<AdminMessage & { user: AdminUser }> {
  const { caller } = act;
  return inTargetTransaction(act, input, async (tx, target) => {
    const role = input.role ?? target.role;
    assertMayGiveRole(caller, role);
    // a Standard user holds no entitlement: demoting one clears them unless new ones are given (then refused)
    const requested = input.entitlements ?? (role === 'enduser' ? [] : target.entitlements);
    const entitlements = checkEntitlements(caller, role, requested, target.entitlements);
    const groups = input.userGroups ? await resolveGroups(tx, caller.customerId, input.userGroups) : await groupsOfUser(tx, target.id);
    assertMemberships(target.username, role, groups.map((g) => ({ privilege: privilegeOf(g) })));

    const before = await adminViewOf(tx, target.id);
    await tx
      .update(users)
      .set({
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        role,
        entitlements,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, target.id));
    if (input.userGroups) await setUserGroups(tx, target.id, groups.map((g) => g.id));
    if (isActiveUserAdmin(target) && !entitlements.includes('usermanagementadmin')) await assertUserAdminRemains(tx, caller.customerId, target.username);

    const reduced = ROLE_RANK[role] < (ROLE_RANK[target.role] ?? 0) || target.entitlements.some((e) => !entitlements.includes(e as never));
    const sessionsEnded = reduced ? await revokeUserSessions(tx, target.id, 'rights-reduced') : 0;
    const after = await adminViewOf(tx, target.id);
    await auditAdmin(tx, act, {
      action: 'user.updated',
      targetType: 'user',
      targetId: target.username,
      before: auditView(before),
      after: auditView(after),
      ...(reduced ? { details: { sessionsEnded } } : {}),
    });
    return { status: 'success' as const, message: ADMIN_MESSAGES.userUpdated(target.username), user: after };
  });
}

// ---------------------------------------------------------------------------------------------
// Status: reactivate, deactivate, revoke, block

export async function setUserStatus(act: Act, input: StatusInput): Promise<AdminMessage & { user: AdminUser }> {
  const { caller } = act;
  return inTargetTransaction(act, input, async (tx, target) => {
    if (target.id === caller.userId && input.status !== 'active') throw badRequest(ADMIN_MESSAGES.cannotChangeOwnStatus);
    const before = await adminViewOf(tx, target.id);
    await tx
      .update(users)
      .set({ status: input.status, blockedReason: input.status === 'blocked' ? input.reason! : null, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    if (isActiveUserAdmin(target) && input.status !== 'active') await assertUserAdminRemains(tx, caller.customerId, target.username);
    const sessionsEnded = input.status === 'active' ? 0 : await revokeUserSessions(tx, target.id, `status-${input.status}`);
    const after = await adminViewOf(tx, target.id);
    await auditAdmin(tx, act, {
      action: 'user.status-changed',
      targetType: 'user',
      targetId: target.username,
      before: { status: before.status, blockedReason: before.blockedReason },
      after: { status: after.status, blockedReason: after.blockedReason },
      details: { sessionsEnded },
    });
    return { status: 'success' as const, message: ADMIN_MESSAGES.statusChanged(target.username, input.status), user: after };
  });
}

// ---------------------------------------------------------------------------------------------
// Re-certification

/** An administrator confirms the users' access now: login stops answering 1006 for them until the next period ends. */
export async function recertifyUsers(act: Act, input: RecertifyInput): Promise<AdminMessage & { users: AdminUser[] }> {
  const { ctx, caller } = act;
  assertOwnCompany(caller, input.customerId);
  return ctx.db.transaction(async (tx) => {
    const names = [...new Set(input.userNames.map(usernameKey))];
    const targets: UserRow[] = [];
    for (const name of names) {
      const target = await loadTarget(tx, act, name);
      assertMayTouch(caller, target);
      targets.push(target);
    }
    const views: AdminUser[] = [];
    for (const target of targets) {
      await tx.update(users).set({ lastRecertifiedAt: sql`now()`, lastRecertifiedBy: caller.userId }).where(eq(users.id, target.id));
      const after = await adminViewOf(tx, target.id);
      await auditAdmin(tx, act, {
        action: 'user.recertified',
        targetType: 'user',
        targetId: target.username,
        before: { lastRecertifiedAt: target.lastRecertifiedAt?.toISOString() ?? null },
        after: { lastRecertifiedAt: after.lastRecertifiedAt, lastRecertifiedBy: after.lastRecertifiedBy },
      });
      views.push(after);
    }
    return { status: 'success' as const, message: ADMIN_MESSAGES.recertified(views.length), users: views };
  });
}

// ---------------------------------------------------------------------------------------------
// Delete

/**
 * Deletes users, all or none. The row stays (their reports and the audit trail name it) but has
 * no password, sessions, groups, entitlements or second factor, is never found by a login, and its
 * name is never given to anyone else.
 */
export async function deleteUsers(act: Act, input: { customerId: string; deleteList: string[] }): Promise<AdminMessage & { deleted: string[] }> {
  const { ctx, caller } = act;
  assertOwnCompany(caller, input.customerId);
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, caller.customerId);
    const names = [...new Set(input.deleteList.map(usernameKey))];
    const targets: UserRow[] = [];
    for (const name of names) {
      const target = await loadTarget(tx, act, name);
      if (target.id === caller.userId) throw badRequest(ADMIN_MESSAGES.cannotDeleteSelf);
      assertMayTouch(caller, target);
      targets.push(target);
    }
    for (const target of targets) {
      const before = await adminViewOf(tx, target.id);
      await tx
        .update(users)
        .set({
          deletedAt: sql`now()`,
          deletedBy: caller.userId,
          status: 'inactive',
          passwordHash: null,
          mustChangePassword: false,
          entitlements: [],
          corporateUserId: null,
          totpSecretEnc: null,
          totpEnrolledAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, target.id));
      await tx.delete(userGroupMembers).where(eq(userGroupMembers.userId, target.id));
      await tx.delete(passwordHistory).where(eq(passwordHistory.userId, target.id));
      const sessionsEnded = await revokeUserSessions(tx, target.id, 'user-deleted');
      await auditAdmin(tx, act, { action: 'user.deleted', targetType: 'user', targetId: target.username, before: auditView(before), after: null, details: { sessionsEnded } });
    }
    const lastAdmin = targets.find(isActiveUserAdmin);
    if (lastAdmin) await assertUserAdminRemains(tx, caller.customerId, lastAdmin.username);
    const deleted = targets.map((t) => t.username);
    return { status: 'success' as const, message: deleted.length === 1 ? MESSAGES.users.deletedOne : MESSAGES.users.deletedMany(deleted.length), deleted };
  });
}
