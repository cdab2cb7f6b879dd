import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { customerSubscriptions, userGroupMembers, userGroupProducts, userGroups, users } from '../../../db/schema/index.js';
import { companyProductCodes } from '../../products/products.repository.js';

export type GroupAccess = {
  /** the user's groups, by name. */
  userGroups: string[];
  /** the products the user may order: granted by one of their groups and held by the company. */
  productList: string[];
  /** one of the user's groups grants file transfer and the company holds the 'filetransfer' feature (efts-access.ts asks the same). */
  isFileTransportAuthorized: boolean;
};

/** What a user's groups give them (portal.md §3: the union of their groups'). */
export async function userGroupAccess(db: Db, userId: string, customerId: string): Promise<GroupAccess> {
  const groups = await db
    .select({ id: userGroups.id, name: userGroups.name, fileTransfer: userGroups.fileTransfer })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(and(eq(userGroupMembers.userId, userId), eq(userGroups.customerId, customerId)))
    .orderBy(asc(sql`lower(${userGroups.name})`));
  if (groups.length === 0) return { userGroups: [], productList: [], isFileTransportAuthorized: false };
  const granted = await db
    .selectDistinct({ code: userGroupProducts.productCode })
    .from(userGroupProducts)
    .where(inArray(userGroupProducts.groupId, groups.map((g) => g.id)));
  const held = await companyProductCodes(db, customerId);
  const grantsTransfer = groups.some((g) => g.fileTransfer);
  return {
    userGroups: groups.map((g) => g.name),
    productList: granted.map((g) => g.code).filter((code) => held.has(code)).sort(),
    isFileTransportAuthorized: grantsTransfer && (await holdsFeature(db, customerId, 'filetransfer')),
  };
}

/**
 * Whether one of the user's groups grants the product (the company's holding is checked apart). An
 * API client's service identity (role 'apiclient') is in no group: its scopes decide, so every
 * product the company holds is open to it (as to its orders' add-on checks).
 */
export async function groupsGrantProduct(db: Db, userId: string, productCode: string): Promise<boolean> {
  // one statement: a group of the user grants it, or the user is an API client's identity
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        or(
          eq(users.role, 'apiclient'),
          exists(
            db
              .select({ one: sql`1` })
              .from(userGroupMembers)
              .innerJoin(userGroupProducts, eq(userGroupProducts.groupId, userGroupMembers.groupId))
              .where(and(eq(userGroupMembers.userId, users.id), eq(userGroupProducts.productCode, productCode))),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the company holds the feature (portal.md §3 Subscription) switched on. */
export async function holdsFeature(db: Db, customerId: string, name: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.customerId, customerId), eq(customerSubscriptions.subscriptionName, name), eq(customerSubscriptions.status, 'active')))
    .limit(1);
  return row !== undefined;
}
