import {
  LOGIN_ERROR_CODES,
  MESSAGES,
  PORTAL_CLIENT_ID,
  type LoginError,
  type PasswordLogin,
  type TokenResponse,
  type TokenSet,
} from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { badRequest, unauthorized } from '../../lib/http-error.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type UserWithCustomer, findUserById, findUserByUsername, usernameKey } from '../users/users.repository.js';
import { clearFailures, reservePasswordCheck } from './login-throttle.repository.js';
import {
  findLiveSession,
  issueRefreshToken,
  revokeSession,
  useRefreshToken,
} from './sessions.repository.js';
import { mfaRequired, startMfaChallenge } from '../mfa/mfa.service.js';
import { type RequestMeta, openSession, subjectOf } from './open-session.js';
import { loginAttemptRefusal, loginRefusal, loginWarning, passwordChangeRequired } from './login-policy.js';
import { emitWebhookEvent } from '../webhooks/webhook-events.js';

type Deps = AppContext;

const KNOWN_CLIENTS = new Set([PORTAL_CLIENT_ID]);

export function requireKnownClient(clientId: string) {
  if (!KNOWN_CLIENTS.has(clientId)) throw badRequest(MESSAGES.session.unknownClient(clientId));
}

const outcome = (error_code: number, error_message: string): LoginError => ({ error_code, error_message });

/** How a login proved who the user is; recorded in the audit, never in the tokens. */
export type LoginMethod = 'password' | 'passkey';

/** The audit of one login attempt, under the name typed (or the passkey's user). */
export function loginAuditor(deps: Deps, key: string, meta: RequestMeta) {
  return (action: string, result: 'success' | 'failure', user?: UserWithCustomer, details?: Record<string, unknown>) =>
    recordAudit(deps.db, {
      action,
      outcome: result,
      customerId: user?.customerId,
      actorUserId: user?.id,
      actorUsername: key,
      targetType: 'user',
      targetId: key,
      details,
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
}
export type LoginAudit = ReturnType<typeof loginAuditor>;

/** 3003 for a name locked before this attempt (its credential is not looked at). */
export async function lockedOutcome(audit: LoginAudit, user?: UserWithCustomer, method: LoginMethod = 'password'): Promise<LoginError> {
  await audit('login.refused', 'failure', user, { reason: 'locked-out', ...(method === 'password' ? {} : { method }) });
  return outcome(LOGIN_ERROR_CODES.lockedOut, MESSAGES.login.lockedOut);
}

/**
 * A wrong credential (password or passkey) of a name whose check was reserved: audited, the lock
 * it set told to the company's webhooks; 3003 when it locked the name, else `otherwise` (3002).
 */
export async function credentialFailed(
  deps: Deps,
  audit: LoginAudit,
  user: UserWithCustomer | undefined,
  lockedNow: boolean,
  details: Record<string, unknown>,
  otherwise: LoginError = outcome(LOGIN_ERROR_CODES.invalidCredentials, MESSAGES.login.invalidCredentials),
): Promise<LoginError> {
  await audit('login.failed', 'failure', user, { ...details, lockedOut: lockedNow });
  // this failure locked a user of a company: its webhooks are told (the lock itself is already stored)
  if (user && lockedNow) {
    deps.metrics.lockout();
    const lockedUntil = new Date(Date.now() + deps.config.lockout.minutes * 60_000).toISOString();
    await emitWebhookEvent(deps.db, { customerId: user.customerId, type: 'user.locked', data: { userId: user.id, username: user.username, lockedUntil } });
  }
  return lockedNow ? outcome(LOGIN_ERROR_CODES.lockedOut, MESSAGES.login.lockedOut) : otherwise;
}

/**
 * After the credential is proven, whichever it was: ONE path for every outcome of portal.md §8
 * (company inactive, networks, the user's status, single sign-on, re-certification), the second
 * factor (after a password only: a passkey verified its user itself) and the tokens with their warning.
 */
export async function afterCredential(
  deps: Deps,
  user: UserWithCustomer,
  clientId: string,
  meta: RequestMeta,
  audit: LoginAudit,
  method: LoginMethod,
): Promise<TokenResponse> {
  await clearFailures(deps.db, usernameKey(user.username));
  // 1014/1015 apply to the portal's own credentials (a password or a passkey): an SSO user signs in at the company's IdP
  const refused = await loginRefusal(deps, user, meta, { passwordLogin: true });
  // a passkey verified with its user (UV) is two factors at once: a fresh factor for step-up acts (RFC 8176 hwk + user)
  const how = method === 'password' ? {} : { method, factorAmr: ['hwk', 'user'] };
  if (refused) {
    await audit('login.refused', 'failure', user, { code: refused.error_code, ...(method === 'password' ? {} : { method }) });
    return refused;
  }
  if (method === 'password' && (await mfaRequired(deps, user))) {
    await audit('login.mfa-challenged', 'success', user);
    return startMfaChallenge(deps, user, clientId, meta);
  }
  return openSession(deps, user, clientId, meta, await loginWarning(deps, user), how);
}

export async function loginWithPassword(deps: Deps, input: PasswordLogin, meta: RequestMeta): Promise<TokenResponse> {
  const { db, config } = deps;
  requireKnownClient(input.client_id);
  const key = usernameKey(input.userName);
  const audit = loginAuditor(deps, key, meta);

  // 1012 before anything else: every attempt from the address counts, whatever the name.
  const throttled = await loginAttemptRefusal(deps, meta);
  if (throttled) {
    await audit('login.refused', 'failure', undefined, { code: throttled.error_code, reason: 'address-rate-limit' });
    return throttled;
  }

  // The check is counted before the password is verified (login-throttle.repository.ts): guesses
  // arriving together cannot all be verified before the first failure is recorded.
  const check = await reservePasswordCheck(db, key, config.lockout);
  if (check.kind === 'locked') return lockedOutcome(audit);

  const user = await findUserByUsername(db, key);
  const passwordOk =
    user?.passwordHash != null ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);

  if (!user || !passwordOk) return credentialFailed(deps, audit, user, check.last, { reason: 'invalid-credentials' });
  return afterCredential(deps, user, input.client_id, meta, audit, 'password');
}

/** Rotates a refresh token. A token presented twice means it leaked: the whole session ends. */
export async function refreshSession(
  deps: Deps,
  input: { refresh_token: string; client_id: string },
  meta: RequestMeta,
): Promise<TokenSet> {
  const { db } = deps;
  requireKnownClient(input.client_id);
  const use = await useRefreshToken(db, input.refresh_token);
  if (use.kind === 'unknown') throw unauthorized(MESSAGES.session.refreshTokenInvalid);
  if (use.kind === 'reused') {
    await revokeSession(db, use.sessionId, 'refresh-token-reuse');
    await recordAudit(db, {
      action: 'session.refresh-token-reused',
      outcome: 'failure',
      targetType: 'session',
      targetId: use.sessionId,
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    throw unauthorized(MESSAGES.session.refreshTokenReused);
  }
  const session = await findLiveSession(db, use.sessionId);
  if (use.kind === 'expired' || !session) throw unauthorized(MESSAGES.session.ended);
  const user = await findUserById(db, session.userId);
  if (!user || (await loginRefusal(deps, user, meta))) {
    await revokeSession(db, session.id, 'account-no-longer-active');
    throw unauthorized(MESSAGES.session.accountCannotSignIn);
  }
  const refreshToken = await issueRefreshToken(db, session.id, session.expiresAt);
  // A refreshed token stays limited while the password must still be changed.
  return deps.tokens.issue(subjectOf(user), session, input.client_id, refreshToken, {
    passwordChangeRequired: await passwordChangeRequired(deps, user),
  });
}

export async function logout(deps: Deps, caller: { sessionId: string; userId: string; customerId: string; username: string }, meta: RequestMeta) {
  await revokeSession(deps.db, caller.sessionId, 'logout');
  // logout is a GET (the spec's call): this process forgets the session now, not after the request (access-cache.ts)
  deps.access.forgetSessions();
  await recordAudit(deps.db, {
    action: 'logout',
    customerId: caller.customerId,
    actorUserId: caller.userId,
    actorUsername: caller.username,
    targetType: 'session',
    targetId: caller.sessionId,
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}
