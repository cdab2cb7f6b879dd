import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_MESSAGES,
  createWebhookEndpointEndpoint,
  deleteWebhookEndpointEndpoint,
  listWebhookDeliveriesEndpoint,
  listWebhookEndpointsEndpoint,
  resendWebhookDeliveryEndpoint,
  rotateWebhookSecretEndpoint,
  sendWebhookTestEventEndpoint,
  updateWebhookEndpointEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf, audited } from '../admin/shared/admin-context.js';
import { listDeliveries, listEndpoints } from './webhooks.repository.js';
import { createEndpoint, deleteEndpoint, endpointOf, resendDelivery, rotateSecret, sendTestEvent, updateEndpoint } from './webhooks.service.js';

/** The Webhooks screen (securityadmin): register, change, disable, rotate, delete; deliveries, resend, test. Every act audited. */
export function registerWebhookRoutes(app: FastifyInstance) {
  const target = (targetId: string) => ({ targetType: 'webhook-endpoint' as const, targetId });

  registerEndpoint(app, listWebhookEndpointsEndpoint, async (req) => ({ endpoints: await listEndpoints(app.ctx.db, req.params.customerId) }));

  registerEndpoint(app, createWebhookEndpointEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'webhook-endpoint.created', target(req.body.url), () =>
      createEndpoint(act, req.params.customerId, { url: req.body.url, description: req.body.description ?? '', events: req.body.events }),
    );
  });

  registerEndpoint(app, updateWebhookEndpointEndpoint, async (req) => {
    const act = actOf(req);
    const endpoint = await audited(act, 'webhook-endpoint.changed', target(req.params.endpointId), () => updateEndpoint(act, req.params.customerId, req.params.endpointId, req.body));
    return { message: WEBHOOK_MESSAGES.updated, endpoint };
  });

  registerEndpoint(app, rotateWebhookSecretEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'webhook-endpoint.secret-rotated', target(req.params.endpointId), () => rotateSecret(act, req.params.customerId, req.params.endpointId, req.body.graceHours));
  });

  registerEndpoint(app, deleteWebhookEndpointEndpoint, async (req) => {
    const act = actOf(req);
    const message = await audited(act, 'webhook-endpoint.deleted', target(req.params.endpointId), () => deleteEndpoint(act, req.params.customerId, req.params.endpointId));
    return { message };
  });

  registerEndpoint(app, listWebhookDeliveriesEndpoint, async (req) => {
    const endpoint = await endpointOf(actOf(req), req.params.customerId, req.params.endpointId);
    return { deliveries: await listDeliveries(app.ctx.db, endpoint.id) };
  });

  registerEndpoint(app, resendWebhookDeliveryEndpoint, async (req) => {
    const act = actOf(req);
    const delivery = await audited(act, 'webhook-endpoint.delivery-resent', target(req.params.endpointId), () =>
      resendDelivery(act, req.params.customerId, req.params.endpointId, req.params.deliveryId),
    );
    return { message: WEBHOOK_MESSAGES.resent, delivery };
  });

  registerEndpoint(app, sendWebhookTestEventEndpoint, async (req) => {
    const act = actOf(req);
    const delivery = await audited(act, 'webhook-endpoint.test-sent', target(req.params.endpointId), () => sendTestEvent(act, req.params.customerId, req.params.endpointId));
    return { message: WEBHOOK_MESSAGES.testSent, delivery };
  });
}
