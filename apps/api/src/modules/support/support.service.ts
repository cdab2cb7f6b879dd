import { API_MESSAGES, PORTAL_CLIENT_ID, type ImpersonationResponse, type TokenSet } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { HttpError, badRequest, forbidden, unauthorized } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type RequestMeta, openSession, subjectOf } from '../auth/open-session.js';
import { loginRefusal, passwordChangeRequired } from '../auth/login-policy.js';
import { findLiveSession, issueRefreshToken } from '../auth/sessions.repository.js';
import { HANDOFF_CHALLENGE, issueCode, redeemCode, sessionIdForCode } from '../sso/authorization-codes.js';
import { findUserById, findUserByUsername } from '../users/users.repository.js';
import { findActiveApiKey } from './api-keys.repository.js';
import { findActiveConsent } from './consent.repository.js';

/*
 * Support impersonation (portal.md §4, §7 "GET /token?userName&uuid with an API key header").
 * The provider's support console holds a support API key; a user must have given help consent.
 * The session records the agent (sessions.impersonator_id) and its tokens say so (act), it ends no
 * later than the consent, and it does not touch the user's "Last Login". A one-time handoff code
 * lets the agent's browser open the portal in that session.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HANDOFF_SECONDS = 60;

type Who = { id: string; customerId: string; username: string };

function audit(ctx: AppContext, meta: RequestMeta, action: string, result: 'success' | 'failure', details: Record<string, unknown>, target?: Who, actor?: string) {
  return recordAudit(ctx.db, {
    action,
    outcome: result,
    customerId: target?.customerId,
    actorUsername: actor,
    targetType: 'user',
    targetId: target?.username ?? (typeof details.userName === 'string' ? details.userName : undefined),
    details,
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}

/** The support API key of a request, or 401 (audited; the key itself never is). */
export async function requireSupportKey(ctx: AppContext, key: string | undefined, meta: RequestMeta, attempted: string) {
  const row = await findActiveApiKey(ctx.db, key, 'support');
  if (row) return row;
  await audit(ctx, meta, 'support.api-key-refused', 'failure', { reason: key ? 'invalid-key' : 'missing-key', attempted });
  throw unauthorized(key ? API_MESSAGES.support.apiKeyInvalid : API_MESSAGES.support.apiKeyRequired);
}

/** GET /token?userName=&uuid=: a session as a consenting user, for the support agent `uuid`. */
export async function impersonate(
  ctx: AppContext,
  apiKey: string | undefined,
  query: { userName?: string; uuid?: string },
  meta: RequestMeta,
): Promise<ImpersonationResponse> {
  const key = await requireSupportKey(ctx, apiKey, meta, 'impersonation');
  const agent = query.uuid?.trim() ?? '';
  const actor = UUID.test(agent) ? `support:${agent.toLowerCase()}` : undefined;
  const refuse = async (error: HttpError, reason: string, target?: Who) => {
    await audit(ctx, meta, 'support.impersonation-refused', 'failure', { reason, supportIdentity: actor ?? null, userName: query.userName, apiKey: key.name }, target, actor);
    return error;
  };
  if (!query.userName?.trim()) throw await refuse(badRequest(API_MESSAGES.invalid.userNameRequired), 'missing-user-name');
  if (!actor) throw await refuse(badRequest(API_MESSAGES.support.agentUuid), 'bad-uuid');
  const supportId = agent.toLowerCase();

  const user = await findUserByUsername(ctx.db, query.userName);
  const consent = user ? await findActiveConsent(ctx.db, user.id) : undefined;
  // An unknown user and a user without consent get the same answer.
  if (!user || !consent) throw await refuse(forbidden(API_MESSAGES.support.noConsent), user ? 'no-consent' : 'unknown-user', user);
  const who = { id: user.id, customerId: user.customerId, username: user.username };
  const refused = await loginRefusal(ctx, user, meta);
  if (refused) throw await refuse(forbidden(API_MESSAGES.support.cannotSignIn(refused.error_message)), 'login-refused', who);

  const { tokens, code, sessionId } = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as never as Db };
    const handoff = await issueCode(txCtx.db, {
      userId: user.id,
      clientId: PORTAL_CLIENT_ID,
      redirectUri: `${ctx.config.publicUrl}/login`,
      codeChallenge: HANDOFF_CHALLENGE,
      ttlSeconds: HANDOFF_SECONDS,
    });
    const id = sessionIdForCode(handoff.codeHash);
    const set = await openSession(txCtx, user, PORTAL_CLIENT_ID, meta, undefined, {
      sessionId: id,
      impersonatorId: supportId,
      notAfter: consent.expiresAt,
    });
    return { tokens: set, code: handoff.code, sessionId: id };
  });
  await audit(
    ctx,
    meta,
    'support.impersonation',
    'success',
    {
      supportIdentity: supportId,
      impersonatedUser: user.username,
      sessionId,
      apiKey: key.name,
      consentExpiresAt: consent.expiresAt.toISOString(),
    },
    who,
    actor,
  );
  return { ...tokens, handoffUrl: `${ctx.config.publicUrl}/login?handoff=${encodeURIComponent(code)}` };
}

/** POST /oauth2/handoff {code}: the impersonation session's tokens for the agent's browser, once. */
export async function redeemHandoff(ctx: AppContext, code: string, meta: RequestMeta): Promise<TokenSet> {
  type Use = { ok: true; tokens: TokenSet; who: Who; agent: string | null } | { ok: false; reason: string; who?: Who };
  const redemption = await redeemCode<Use>(ctx, code, async (row, txCtx) => {
    if (row.codeChallenge !== HANDOFF_CHALLENGE) return { ok: false, reason: 'not-a-handoff-code' };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    const user = await findUserById(txCtx.db, row.userId);
    const session = await findLiveSession(txCtx.db, sessionIdForCode(row.codeHash));
    if (!user || !session) return { ok: false, reason: 'session-ended' };
    const who = { id: user.id, customerId: user.customerId, username: user.username };
    if (await loginRefusal(txCtx, user, meta)) return { ok: false, reason: 'login-refused', who };
    const refreshToken = await issueRefreshToken(txCtx.db, session.id, session.expiresAt);
    const tokens = await txCtx.tokens.issue(subjectOf(user), session, row.clientId, refreshToken, {
      passwordChangeRequired: await passwordChangeRequired(txCtx, user),
    });
    return { ok: true, tokens, who, agent: session.impersonatorId };
  });

  if (redemption.kind === 'unknown') {
    await audit(ctx, meta, 'support.handoff-refused', 'failure', { reason: 'unknown-code' });
    throw badRequest(API_MESSAGES.support.handoffInvalid);
  }
  if (redemption.kind === 'reused') {
    const owner = await findUserById(ctx.db, redemption.row.userId);
    await audit(ctx, meta, 'support.handoff-refused', 'failure', { reason: 'reused-code', sessionEnded: true }, owner);
    throw badRequest(API_MESSAGES.support.handoffUsed);
  }
  const used = redemption.result;
  if (!used.ok) {
    await audit(ctx, meta, 'support.handoff-refused', 'failure', { reason: used.reason }, used.who);
    throw badRequest(used.reason === 'expired' ? API_MESSAGES.support.handoffExpired : API_MESSAGES.support.handoffInvalid);
  }
  await audit(ctx, meta, 'support.handoff', 'success', { supportIdentity: used.agent }, used.who, used.agent ? `support:${used.agent}` : undefined);
  return used.tokens;
}
