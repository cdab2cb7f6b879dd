import { ADMIN_MESSAGES, SUBSCRIPTION_NAMES, type Subscription } from '@creditdesk/contracts';
import { type Act, type Executor, auditAdmin, lockCompany } from '../shared/admin-context.js';
import { setSubscriptionStatus, subscriptionRowsOf } from './subscriptions.repository.js';

/** Every feature the portal knows, with whether the company holds it (no row: inactive). */
export async function companySubscriptions(db: Executor, customerId: string): Promise<Subscription[]> {
  const rows = await subscriptionRowsOf(db, customerId);
  const held = new Map(rows.map((r) => [r.subscriptionName, r.status]));
  return SUBSCRIPTION_NAMES.map((subscriptionName) => ({ subscriptionName, status: held.get(subscriptionName) === 'active' ? 'active' : 'inactive' }));
}

/** Each toggle that changes something is its own audit event (before and after). */
export async function updateSubscriptions(act: Act, customerId: string, subscriptions: Subscription[]) {
  return act.ctx.db.transaction(async (tx) => {
    await lockCompany(tx, customerId);
    const before = new Map((await companySubscriptions(tx, customerId)).map((s) => [s.subscriptionName, s.status]));
    for (const s of subscriptions) {
      if (before.get(s.subscriptionName) === s.status) continue;
      await setSubscriptionStatus(tx, customerId, s.subscriptionName, s.status);
      await auditAdmin(tx, act, {
        action: 'subscription.changed',
        targetType: 'subscription',
        targetId: s.subscriptionName,
        before: { status: before.get(s.subscriptionName) },
        after: { status: s.status },
      });
    }
    return { status: 'success' as const, message: ADMIN_MESSAGES.subscriptionsUpdated, subscriptions: await companySubscriptions(tx, customerId) };
  });
}
