import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  SUBSCRIPTION_NAMES,
  type Subscription,
  getSubscriptionsEndpoint,
  updateSubscriptionsEndpoint,
} from '@creditdesk/contracts';
import { customerSubscriptions } from '../../../db/schema/index.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { type Executor, actOf, auditAdmin, audited, lockCompany } from '../shared/admin-context.js';

/** Every feature the portal knows, with whether the company holds it (no row: inactive). */
export async function companySubscriptions(db: Executor, customerId: string): Promise<Subscription[]> {
  const rows = await db.select().from(customerSubscriptions).where(eq(customerSubscriptions.customerId, customerId));
  const held = new Map(rows.map((r) => [r.subscriptionName, r.status]));
  return SUBSCRIPTION_NAMES.map((subscriptionName) => ({ subscriptionName, status: held.get(subscriptionName) === 'active' ? 'active' : 'inactive' }));
}

export function registerSubscriptionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, getSubscriptionsEndpoint, async (req) => ({ subscriptions: await companySubscriptions(db, req.params.customerId) }));

  // Each toggle that changes something is its own audit event (before and after).
  registerEndpoint(app, updateSubscriptionsEndpoint, async (req) => {
    const act = actOf(req);
    const { customerId } = req.params;
    return audited(act, 'subscription.changed', { targetType: 'subscription', targetId: req.body.subscriptions.map((s) => s.subscriptionName).join(',') }, () =>
      db.transaction(async (tx) => {
        await lockCompany(tx, customerId);
        const before = new Map((await companySubscriptions(tx, customerId)).map((s) => [s.subscriptionName, s.status]));
        for (const s of req.body.subscriptions) {
          if (before.get(s.subscriptionName) === s.status) continue;
          await tx
            .insert(customerSubscriptions)
            .values({ customerId, subscriptionName: s.subscriptionName, status: s.status })
            .onConflictDoUpdate({
              target: [customerSubscriptions.customerId, customerSubscriptions.subscriptionName],
              set: { status: s.status, updatedAt: sql`now()` },
            });
          await auditAdmin(tx, act, {
            action: 'subscription.changed',
            targetType: 'subscription',
            targetId: s.subscriptionName,
            before: { status: before.get(s.subscriptionName) },
            after: { status: s.status },
          });
        }
        return { status: 'success' as const, message: ADMIN_MESSAGES.subscriptionsUpdated, subscriptions: await companySubscriptions(tx, customerId) };
      }),
    );
  });
}
