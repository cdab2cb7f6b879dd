import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerSubscriptions, customers, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type UserWithCustomer = UserRow & { customerName: string; customerStatus: string };

/** Login names are case-insensitive: stored lower-cased, looked up lower-cased. */
export const usernameKey = (name: string) => name.trim().toLowerCase();

const withCustomer = {
  user: users,
  customerName: customers.name,
  customerStatus: customers.status,
};

/** A user who may exist for the portal: a deleted user (administration) is never found. */
export async function findUserByUsername(db: Db, username: string): Promise<UserWithCustomer | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.username, usernameKey(username)), isNull(users.deletedAt)))
    .limit(1);
  return row && { ...row.user, customerName: row.customerName, customerStatus: row.customerStatus };
}

export async function findUserById(db: Db, id: string): Promise<UserWithCustomer | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row && { ...row.user, customerName: row.customerName, customerStatus: row.customerStatus };
}

/** Stamps a successful login; the previous one becomes the "Last Login" the header shows. */
export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The user's privacy-policy choice: never show the policy again, or show it. */
export async function setPrivacyNeverDisplay(db: Db, customerId: string, userId: string, neverDisplay: boolean): Promise<void> {
  await db
    .update(users)
    .set({ privacyNeverDisplay: neverDisplay, updatedAt: sql`now()` })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
}

/** The health check's round trip to the database; throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function activeSubscriptions(db: Db, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: customerSubscriptions.subscriptionName })
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.customerId, customerId), eq(customerSubscriptions.status, 'active')))
    .orderBy(customerSubscriptions.subscriptionName);
  return rows.map((r) => r.name);
}
