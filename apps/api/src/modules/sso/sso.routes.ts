import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES, authorizeEndpoint, idpDetailsEndpoint, openIdConfigurationEndpoint, ssoCallbackEndpoint } from '@creditdesk/contracts';
import { badRequest, notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { requestMeta } from '../auth/auth.routes.js';
import { type SsoOutcome, completeAuthorization, identityProviderDetails, openIdConfiguration, startAuthorization } from './sso.service.js';

/** Single sign-on: our OpenID Provider face (discovery, authorize) and the company provider's callback. */
export function registerSsoRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  const answer = (reply: FastifyReply, outcome: SsoOutcome) => {
    reply.header('cache-control', 'no-store');
    if (outcome.kind === 'refuse') throw badRequest(outcome.message);
    return reply.redirect(outcome.location, 302);
  };

  registerEndpoint(app, idpDetailsEndpoint, async (req) => {
    const details = await identityProviderDetails(ctx, req.query.idpIdentifier);
    if (!details) throw notFound(MESSAGES.access.identityProviderNotFound);
    return details;
  });

  registerEndpoint(app, openIdConfigurationEndpoint, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return openIdConfiguration(ctx);
  });

  registerEndpoint(app, authorizeEndpoint, async (req, reply) => answer(reply, await startAuthorization(ctx, req.query, requestMeta(req))));

  registerEndpoint(app, ssoCallbackEndpoint, async (req, reply) => answer(reply, await completeAuthorization(ctx, req.query, requestMeta(req))));
}
