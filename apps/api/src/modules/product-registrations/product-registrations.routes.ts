import type { FastifyInstance } from 'fastify';
import { PRODUCT_REGISTRATION_ENDPOINTS } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { listProductRegistrations, submitEidVerifierForm } from './product-registrations.service.js';

/** /product-registration's calls: the company's registrations, and the eIDverifier registration form. */
export function registerProductRegistrationRoutes(app: FastifyInstance) {
  registerEndpoint(app, PRODUCT_REGISTRATION_ENDPOINTS.list, async (req) => ({ registrations: await listProductRegistrations(app.ctx, req.caller!.customerId) }));
  registerEndpoint(app, PRODUCT_REGISTRATION_ENDPOINTS.submitEidVerifierForm, async (req, reply) =>
    reply.status(201).send(await submitEidVerifierForm(app.ctx, req.caller!, req.body, { correlationId: String(req.id), ip: req.ip })),
  );
}
