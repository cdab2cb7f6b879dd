import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoginError, isMfaChallenge, jwksEndpoint, loginEndpoint, logoutEndpoint, refreshEndpoint } from '@creditdesk/contracts';
import { HttpError } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { exchangeAuthorizationCode } from '../sso/sso.service.js';
import { ClientRefusal, clientCredentialsGrant } from '../api-clients/client-credentials.js';
import { loginWithPassword, logout, refreshSession } from './login.service.js';
import type { RequestMeta } from './open-session.js';

export const requestMeta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  correlationId: String(req.id),
});

export function registerAuthRoutes(app: FastifyInstance) {
  const deps = app.ctx;

  registerEndpoint(app, loginEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const body = req.body;
    switch (body.grant_type) {
      case 'authorization_code': {
        // single sign-on (modules/sso): RFC 6749 errors, 400 { error, error_description }
        const result = await exchangeAuthorizationCode(deps, body, requestMeta(req));
        return 'error' in result ? reply.status(400).send(result) : result;
      }
      case 'refresh_token':
        try {
          return await refreshSession(deps, body, requestMeta(req));
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode !== 401) throw err;
          return reply.status(400).send({ error: 'invalid_grant', error_description: err.message });
        }
      case 'client_credentials':
        // an API client (modules/api-clients): refusals are the error body with the OAuth error (RFC 6749 §5.2)
        try {
          return await clientCredentialsGrant(deps, req, body, requestMeta(req));
        } catch (err) {
          if (!(err instanceof ClientRefusal)) throw err;
          if (err.statusCode === 401) reply.header('www-authenticate', 'Basic realm="creditdesk", charset="UTF-8"');
          return reply
            .status(err.statusCode)
            .send({ status: err.statusCode, message: err.message, correlationId: String(req.id), error: err.oauthError as 'invalid_client', error_description: err.message });
        }
      default: {
        const result = await loginWithPassword(deps, body, requestMeta(req));
        deps.metrics.loginOutcome(isLoginError(result) ? String(result.error_code) : isMfaChallenge(result) ? 'mfa' : 'signed-in');
        return result;
      }
    }
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
