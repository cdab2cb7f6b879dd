import type { FastifyInstance } from 'fastify';
import { PORTAL_CLIENT_ID, clientConfigEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';

export function registerPortalConfigRoutes(app: FastifyInstance) {
  const { client } = app.ctx.config;
  // the registration key is a public client's key (docs/onboarding.md): the portal sends it on the registration calls
  const registrationApiKey = app.ctx.registrationApiKey;
  // the issuer the single-sign-on return must name (RFC 9207): the same one sso.service puts in `iss`
  const { issuer } = app.ctx.config;
  // outside production the development outbox exists (its contents still need this machine and its key)
  const devOutbox = !app.ctx.config.isProduction;
  registerEndpoint(app, clientConfigEndpoint, async () => ({ clientId: PORTAL_CLIENT_ID, ...client, registrationApiKey, issuer, devOutbox }));
}
