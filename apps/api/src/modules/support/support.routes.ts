import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  API_MESSAGES,
  API_KEY_HEADER,
  HELP_CONSENT_HOURS,
  consentGrantEndpoint,
  consentRefreshEndpoint,
  consentStatusEndpoint,
  consentWithdrawEndpoint,
  handoffEndpoint,
  impersonationEndpoint,
  privacyPolicyEndpoint,
} from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { recordAudit } from '../audit/audit.repository.js';
import { requestMeta } from '../auth/auth.routes.js';
import { findLiveSession } from '../auth/sessions.repository.js';
import { findUserByUsername, setPrivacyNeverDisplay, usernameKey } from '../users/users.repository.js';
import { syncConfiguredSupportKeys } from './api-keys.repository.js';
import { extendConsent, findActiveConsent, grantConsent, withdrawConsent } from './consent.repository.js';
import { impersonate, redeemHandoff } from './support.service.js';

const consentEnd = () => new Date(Date.now() + HELP_CONSENT_HOURS * 3600 * 1000);

/** Help consent, the privacy-policy choice, support impersonation and its browser handoff. */
export function registerSupportRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const { db } = ctx;

  // SUPPORT_API_KEYS are synced into api_keys (hashed) before the server answers anything.
  app.addHook('onReady', async () => {
    await syncConfiguredSupportKeys(db, ctx.config.supportApiKeys);
  });

  const audit = (caller: Caller, action: string, target: string, details: Record<string, unknown>, meta: ReturnType<typeof requestMeta>) =>
    recordAudit(db, {
      action,
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'user',
      targetId: target,
      details,
      correlationId: meta.correlationId,
      ip: meta.ip,
    });

  registerEndpoint(app, consentGrantEndpoint, async (req) => {
    const { caller } = req;
    if (usernameKey(req.body.userName) !== caller.username) throw forbidden(API_MESSAGES.support.ownConsentOnly);
    await refuseSupportSession(ctx, caller, 'give help consent');
    const consent = await grantConsent(db, caller.userId, consentEnd());
    await audit(caller, 'help-consent.granted', caller.username, { expiresAt: consent.expiresAt.toISOString() }, requestMeta(req));
    return { consentToken: consent.token, expiresAt: consent.expiresAt.toISOString() };
  });

  // Read-only, so a support session may see it too (it shows how long the session can last).
  registerEndpoint(app, consentStatusEndpoint, async (req) => {
    const consent = await findActiveConsent(db, req.caller.userId);
    return { consent: consent ? { grantedAt: consent.grantedAt.toISOString(), expiresAt: consent.expiresAt.toISOString() } : null };
  });

  // The user withdraws; so may a user-management admin of the same company (as for reading a profile).
  registerEndpoint(app, consentWithdrawEndpoint, async (req) => {
    const { caller } = req;
    const user = await findUserByUsername(db, req.params.user);
    if (user?.id !== caller.userId) {
      if (!caller.entitlements.includes('usermanagementadmin')) throw forbidden(API_MESSAGES.support.withdrawOwnOnly);
      if (user && user.customerId !== caller.customerId) throw forbidden(MESSAGES.access.ownCompanyOnly);
    }
    if (!user) throw notFound(MESSAGES.access.userNotFound);
    const result = await withdrawConsent(db, user.id);
    await audit(caller, 'help-consent.withdrawn', user.username, { consents: result.consents, supportSessionsEnded: result.sessions }, requestMeta(req));
    return { userName: user.username, withdrawn: result.consents, supportSessionsEnded: result.sessions };
  });

  registerEndpoint(app, consentRefreshEndpoint, async (req) => {
    const { caller } = req;
    await refuseSupportSession(ctx, caller, 'extend help consent');
    const expiresAt = await extendConsent(db, caller.userId, req.params.token, consentEnd());
    if (!expiresAt) throw notFound(API_MESSAGES.support.noConsentWithToken);
    await audit(caller, 'help-consent.extended', caller.username, { expiresAt: expiresAt.toISOString() }, requestMeta(req));
    return { consentToken: req.params.token, expiresAt: expiresAt.toISOString() };
  });

  registerEndpoint(app, privacyPolicyEndpoint, async (req) => {
    const { caller } = req;
    if (usernameKey(req.params.id) !== caller.username) throw forbidden(API_MESSAGES.support.ownPrivacyChoiceOnly);
    await refuseSupportSession(ctx, caller, 'change the privacy-policy choice');
    await setPrivacyNeverDisplay(db, caller.customerId, caller.userId, req.body.neverDisplay);
    await audit(caller, 'privacy-policy.updated', caller.username, { neverDisplay: req.body.neverDisplay }, requestMeta(req));
    return { userName: caller.username, neverDisplay: req.body.neverDisplay };
  });

  registerEndpoint(app, impersonationEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const header = req.headers[API_KEY_HEADER];
    return impersonate(ctx, typeof header === 'string' ? header : undefined, req.query, requestMeta(req));
  });

  registerEndpoint(app, handoffEndpoint, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return redeemHandoff(ctx, req.body.code, requestMeta(req));
  });
}

/** Some acts are the user's own: a support agent in the user's session may not do them. */
async function refuseSupportSession(ctx: AppContext, caller: Caller, act: string) {
  const session = await findLiveSession(ctx.db, caller.sessionId);
  if (session?.impersonatorId) throw forbidden(API_MESSAGES.support.notInSupportSession(act));
}
