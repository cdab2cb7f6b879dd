import type { FastifyInstance } from 'fastify';
import { getSubscriptionsEndpoint, updateSubscriptionsEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { actOf, audited } from '../shared/admin-context.js';
import { companySubscriptions, updateSubscriptions } from './subscriptions.service.js';

export function registerSubscriptionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  registerEndpoint(app, getSubscriptionsEndpoint, async (req) => ({ subscriptions: await companySubscriptions(db, req.params.customerId) }));

  // Each toggle that changes something is its own audit event (before and after).
  registerEndpoint(app, updateSubscriptionsEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'subscription.changed', { targetType: 'subscription', targetId: req.body.subscriptions.map((s) => s.subscriptionName).join(',') }, () =>
      updateSubscriptions(act, req.params.customerId, req.body.subscriptions),
    );
  });
}
