import type { FastifyInstance } from 'fastify';
import { PORTAL_CLIENT_ID, clientConfigEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';

export function registerPortalConfigRoutes(app: FastifyInstance) {
  const { client } = app.ctx.config;
  registerEndpoint(app, clientConfigEndpoint, async () => ({ clientId: PORTAL_CLIENT_ID, ...client }));
}
