import type { FastifyInstance } from 'fastify';
import {
  addPasskeyEndpoint,
  companyPasskeyUsersEndpoint,
  listPasskeysEndpoint,
  passkeyLoginEndpoint,
  passkeyLoginOptionsEndpoint,
  passkeyRegistrationOptionsEndpoint,
  passkeyValidateEndpoint,
  removePasskeyEndpoint,
  renamePasskeyEndpoint,
  resetUserPasskeysEndpoint,
} from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf } from '../admin/shared/admin-context.js';
import { requestMeta } from '../auth/auth.routes.js';
import { openMfaChallengeUser, validatePasskeyFactor } from '../mfa/mfa.service.js';
import { beginPasskeyAssertion } from './passkey-assertion.js';
import {
  beginRegistration,
  companyPasskeyUsers,
  finishRegistration,
  listOwnPasskeys,
  loginWithPasskey,
  removeOwnPasskey,
  renameOwnPasskey,
  resetUserPasskeys,
} from './passkeys.service.js';

export function registerPasskeyRoutes(app: FastifyInstance) {
  const ctx = app.ctx;

  registerEndpoint(app, listPasskeysEndpoint, async (req) => ({ passkeys: await listOwnPasskeys(ctx, req.caller) }));
  registerEndpoint(app, passkeyRegistrationOptionsEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return beginRegistration(ctx, req.caller);
  });
  registerEndpoint(app, addPasskeyEndpoint, async (req, reply) => reply.status(201).send(await finishRegistration(ctx, req.caller, req.body, requestMeta(req))));
  registerEndpoint(app, renamePasskeyEndpoint, async (req) => renameOwnPasskey(ctx, req.caller, req.params.passkeyId, req.body.name, requestMeta(req)));
  registerEndpoint(app, removePasskeyEndpoint, async (req) => removeOwnPasskey(ctx, req.caller, req.params.passkeyId, requestMeta(req)));

  registerEndpoint(app, companyPasskeyUsersEndpoint, async (req) => companyPasskeyUsers(ctx, req.params.customerId));
  registerEndpoint(app, resetUserPasskeysEndpoint, async (req) => resetUserPasskeys(actOf(req), req.params.customerId, req.params.userId));

  registerEndpoint(app, passkeyLoginOptionsEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (req.body.mfa_token === undefined) return beginPasskeyAssertion(ctx);
    // the second factor: only the pending challenge's user's passkeys may answer
    const opened = await openMfaChallengeUser(ctx, req.body.mfa_token, requestMeta(req));
    return 'error_code' in opened ? opened : beginPasskeyAssertion(ctx, { userId: opened.id });
  });
  registerEndpoint(app, passkeyLoginEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return loginWithPasskey(ctx, req.body, requestMeta(req));
  });
  registerEndpoint(app, passkeyValidateEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return validatePasskeyFactor(ctx, req.body, requestMeta(req));
  });
}
