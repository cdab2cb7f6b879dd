import type { FastifyInstance } from 'fastify';
import {
  API_CLIENT_MESSAGES,
  createApiClientEndpoint,
  deleteApiClientEndpoint,
  listApiClientsEndpoint,
  rotateApiClientEndpoint,
  updateApiClientEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf, audited } from '../admin/shared/admin-context.js';
import { listClients } from './api-clients.repository.js';
import { createClient, deleteClient, rotateClient, updateClient } from './api-clients.service.js';

/** The API Clients screen (securityadmin): create, list, change, disable, rotate, delete. Every act audited. */
export function registerApiClientRoutes(app: FastifyInstance) {
  registerEndpoint(app, listApiClientsEndpoint, async (req) => ({ clients: await listClients(app.ctx.db, req.params.customerId, req.query.sort) }));

  registerEndpoint(app, createApiClientEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'api-client.created', { targetType: 'api-client', targetId: req.body.name }, () =>
      createClient(act, req.params.customerId, {
        name: req.body.name,
        scopes: req.body.scopes,
        ipRanges: req.body.ipRanges ?? [],
        authMethod: req.body.authMethod ?? 'client_secret',
        publicKey: req.body.publicKey,
        jwksUrl: req.body.jwksUrl,
      }),
    );
  });

  registerEndpoint(app, updateApiClientEndpoint, async (req) => {
    const act = actOf(req);
    const client = await audited(act, 'api-client.changed', { targetType: 'api-client', targetId: req.params.clientId }, () =>
      updateClient(act, req.params.customerId, req.params.clientId, req.body),
    );
    return { message: API_CLIENT_MESSAGES.updated(client.name), client };
  });

  registerEndpoint(app, rotateApiClientEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'api-client.secret-rotated', { targetType: 'api-client', targetId: req.params.clientId }, () =>
      rotateClient(act, req.params.customerId, req.params.clientId, req.body.graceHours),
    );
  });

  registerEndpoint(app, deleteApiClientEndpoint, async (req) => {
    const act = actOf(req);
    const message = await audited(act, 'api-client.deleted', { targetType: 'api-client', targetId: req.params.clientId }, () =>
      deleteClient(act, req.params.customerId, req.params.clientId),
    );
    return { message };
  });
}
