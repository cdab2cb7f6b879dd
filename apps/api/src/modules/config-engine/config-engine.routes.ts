import type { FastifyInstance } from 'fastify';
import {
  chooseTwnTemplateEndpoint,
  dataSourceConnectionsEndpoint,
  dataxValidateEndpoint,
  disconnectDataSourceEndpoint,
  twnTemplatesEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf, audited } from '../admin/shared/admin-context.js';
import { chooseTwnTemplate, connectDatax, connectTwn, connectionsOf, disconnect } from './config-engine.service.js';

/** The Configuration Engine (issue 17, docs/config-engine.md): the company's TWN and DataX accounts. */
export function registerConfigEngineRoutes(app: FastifyInstance) {
  registerEndpoint(app, dataSourceConnectionsEndpoint, async (req) => connectionsOf(app.ctx, req.caller.customerId));

  registerEndpoint(app, twnTemplatesEndpoint, async (req) => connectTwn(actOf(req), req.body));

  registerEndpoint(app, dataxValidateEndpoint, async (req) => connectDatax(actOf(req), req.body));

  registerEndpoint(app, chooseTwnTemplateEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, 'data-source.twn.template-chosen', { targetType: 'data-source', targetId: 'twn' }, () => chooseTwnTemplate(act, req.body.templatename));
  });

  registerEndpoint(app, disconnectDataSourceEndpoint, async (req) => {
    const act = actOf(req);
    return audited(act, `data-source.${req.params.source}.disconnected`, { targetType: 'data-source', targetId: req.params.source }, () => disconnect(act, req.params.source));
  });
}
