import type { FastifyInstance } from 'fastify';
import { otpEmailEndpoint, otpValidateEndpoint, stepUpChallengeEndpoint, stepUpEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { requestMeta } from '../auth/auth.routes.js';
import { sendEmailOtp, validateOtp } from './mfa.service.js';
import { proveStepUp, startStepUp } from './step-up.service.js';

export function registerMfaRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  registerEndpoint(app, otpValidateEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return validateOtp(ctx, req.body, requestMeta(req));
  });

  registerEndpoint(app, otpEmailEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return sendEmailOtp(ctx, req.body.mfa_token, requestMeta(req));
  });

  registerEndpoint(app, stepUpChallengeEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return startStepUp(ctx, req.caller, requestMeta(req));
  });

  registerEndpoint(app, stepUpEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return proveStepUp(ctx, req.caller, req.body, requestMeta(req));
  });
}
