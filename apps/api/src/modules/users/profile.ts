import { type UserProfile, parseEntitlements, roleSchema, userStatusSchema } from '@creditdesk/contracts';
import type { UserWithCustomer } from './users.repository.js';

export function toProfile(user: UserWithCustomer, subscriptions: string[]): UserProfile {
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
    // Groups, products and file-transfer rights come with user administration (a later issue).
    userGroups: [],
    subscriptionList: subscriptions,
    productList: [],
    isFileTransportAuthorized: false,
    privacyNeverDisplay: user.privacyNeverDisplay,
  };
}
