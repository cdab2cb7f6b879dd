import {
  ADMIN_ERROR_DETAILS,
  ADMIN_MESSAGES,
  type Entitlement,
  type GroupPrivilege,
  groupAdmitsRole,
  MESSAGES,
  parseEntitlements,
  ROLE_LABELS,
  type Role,
  rightsBeyond,
} from '@creditdesk/contracts';
import type { Caller } from '../../../app-context.js';
import { HttpError, badRequest, forbidden } from '../../../lib/http-error.js';
import { countActiveUserAdmins } from '../users-admin/users-admin.repository.js';
import { type Executor, ruleError } from './admin-context.js';

/**
 * The rules of portal.md §5 and §6 for user and group administration, in one place. Each refusal
 * is a 400 whose `additionalErrorDetails.message` is the server text the portal maps (§8).
 */

/**
 * "An admin user cannot update a system admin" (§8's 400), nor delete, block, re-certify, reset or
 * regroup one; and nobody acts on a user holding entitlements they lack themselves (403).
 */
export function assertMayTouch(caller: Caller, target: { username: string; role: string; entitlements: readonly string[] }): void {
  const beyond = rightsBeyond(caller, target);
  if (beyond.role && target.role === 'systemadmin') {
    throw ruleError(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin, MESSAGES.users.adminCannotUpdateSysadmin);
  }
  if (beyond.role || beyond.entitlements.length > 0) {
    const rights = [...(beyond.role ? [ROLE_LABELS[target.role as Role] ?? target.role] : []), ...beyond.entitlements].join(', ');
    throw forbidden(ADMIN_MESSAGES.rightsBeyondYours(target.username, rights), { reason: 'rights-beyond-yours' });
  }
}

/** Only a system administrator makes another one. */
export function assertMayGiveRole(caller: Caller, role: string): void {
  if (role === 'systemadmin' && caller.role !== 'systemadmin') {
    throw ruleError(ADMIN_ERROR_DETAILS.adminCannotUpdateSysadmin, MESSAGES.users.adminCannotUpdateSysadmin);
  }
}

/** Who may be a member (contracts' groupAdmitsRole, §5); a refusal carries the §8 detail of the group's level. */
export function membershipRefusal(userName: string, role: string, privilege: GroupPrivilege): HttpError | undefined {
  if (groupAdmitsRole(privilege, role)) return undefined;
  return privilege === 'sysadmin'
    ? ruleError(ADMIN_ERROR_DETAILS.toSysadminGroup, MESSAGES.users.toSysadminGroup(userName, role === 'adminuser' ? 'Admin user' : 'Standard user'))
    : ruleError(ADMIN_ERROR_DETAILS.standardToAdminGroup, MESSAGES.users.standardToAdminGroup(userName));
}

export function assertMemberships(userName: string, role: string, groups: { privilege: GroupPrivilege }[]): void {
  for (const g of groups) {
    const refusal = membershipRefusal(userName, role, g.privilege);
    if (refusal) throw refusal;
  }
}

/** Only a System administrator creates, changes or deletes a group with System Administrator privileges. */
export function assertMayManageGroup(caller: Caller, privileges: GroupPrivilege[]): void {
  if (privileges.includes('sysadmin') && caller.role !== 'systemadmin') throw forbidden(ADMIN_MESSAGES.sysadminGroupOnly);
}

/**
 * A Standard user holds no administrator entitlement; and an administrator grants only
 * entitlements they hold themselves (no one raises their own or anyone's rights beyond theirs).
 */
export function checkEntitlements(caller: Caller, role: string, next: readonly string[], previous: readonly string[]): Entitlement[] {
  const wanted = parseEntitlements(next);
  if (role === 'enduser' && wanted.length > 0) throw badRequest(ADMIN_MESSAGES.standardUserEntitlements);
  const had = new Set(parseEntitlements(previous));
  const added = wanted.filter((e) => !had.has(e) && !caller.entitlements.includes(e));
  if (added.length > 0) throw forbidden(ADMIN_MESSAGES.grantOnlyHeld(added.join(', ')));
  return wanted;
}

/** Whether a user row counts as an active user-management administrator. */
export const isActiveUserAdmin = (u: { status: string; entitlements: readonly string[]; deletedAt?: Date | null }) =>
  u.status === 'active' && !u.deletedAt && u.entitlements.includes('usermanagementadmin');

/**
 * After a change inside the company's locked transaction: the company must keep at least one
 * active user-management administrator, or nobody could administer its users any more.
 */
export async function assertUserAdminRemains(tx: Executor, customerId: string, userName: string): Promise<void> {
  if ((await countActiveUserAdmins(tx, customerId)) === 0) {
    throw ruleError(ADMIN_ERROR_DETAILS.lastUserAdmin, ADMIN_MESSAGES.lastUserAdmin(userName));
  }
}
