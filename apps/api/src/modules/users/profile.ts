import { type UserProfile, parseEntitlements, roleSchema, userStatusSchema } from '@creditdesk/contracts';
import type { GroupAccess } from '../admin/groups/group-access.js';
import type { UserWithCustomer } from './users.repository.js';

/** `access`: what the user's groups give them (user administration: the union of their groups'). */
export function toProfile(user: UserWithCustomer, subscriptions: string[], access: GroupAccess): UserProfile {
  return {
    id: user.id,
    userName: user.username,
    customerId: user.customerId,
    customerName: user.customerName,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: roleSchema.parse(user.role),
    status: userStatusSchema.parse(user.status),
    entitlements: parseEntitlements(user.entitlements),
    lastLogin: user.previousLoginAt?.toISOString() ?? null,
    isSSOUser: user.isSsoUser,
    userGroups: access.userGroups,
    subscriptionList: subscriptions,
    productList: access.productList,
    isFileTransportAuthorized: access.isFileTransportAuthorized,
    privacyNeverDisplay: user.privacyNeverDisplay,
  };
}
