import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwksEndpoint, loginEndpoint, logoutEndpoint, refreshEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { loginWithPassword, logout, refreshSession, type RequestMeta } from './login.service.js';

export const requestMeta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  correlationId: String(req.id),
});

export function registerAuthRoutes(app: FastifyInstance) {
  const deps = app.ctx;

  registerEndpoint(app, loginEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return loginWithPassword(deps, req.body, requestMeta(req));
  });

  registerEndpoint(app, refreshEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return refreshSession(deps, req.body, requestMeta(req));
  });

  registerEndpoint(app, logoutEndpoint, async (req) => {
    await logout(deps, req.caller, requestMeta(req));
    return { loggedOut: true as const };
  });

  registerEndpoint(app, jwksEndpoint, async () => deps.tokens.publicJwks());
}
