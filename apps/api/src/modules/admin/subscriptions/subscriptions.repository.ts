import { eq, sql } from 'drizzle-orm';
import { customerSubscriptions } from '../../../db/schema/index.js';
import type { Executor } from '../shared/admin-context.js';

export type SubscriptionRow = typeof customerSubscriptions.$inferSelect;

export async function subscriptionRowsOf(db: Executor, customerId: string): Promise<SubscriptionRow[]> {
  return db.select().from(customerSubscriptions).where(eq(customerSubscriptions.customerId, customerId));
}

/** Sets the feature's status for the company, creating its row the first time. */
export async function setSubscriptionStatus(db: Executor, customerId: string, subscriptionName: string, status: string): Promise<void> {
  await db
    .insert(customerSubscriptions)
    .values({ customerId, subscriptionName, status })
    .onConflictDoUpdate({
      target: [customerSubscriptions.customerId, customerSubscriptions.subscriptionName],
      set: { status, updatedAt: sql`now()` },
    });
}
