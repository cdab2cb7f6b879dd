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

function requireKnownClient(clientId: string) {
  if (!KNOWN_CLIENTS.has(clientId)) throw badRequest(MESSAGES.session.unknownClient(clientId));
}

const outcome = (error_code: number, error_message: string): LoginError => ({ error_code, error_message });

export async function loginWithPassword(deps: Deps, input: PasswordLogin, meta: RequestMeta): Promise<TokenResponse> {
  const { db, config } = deps;
  requireKnownClient(input.client_id);
  const key = usernameKey(input.userName);
  const audit = (action: string, result: 'success' | 'failure', user?: UserWithCustomer, details?: Record<string, unknown>) =>
    recordAudit(db, {
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

  // 1012 before anything else: every attempt from the address counts, whatever the name.
  const throttled = await loginAttemptRefusal(deps, meta);
  if (throttled) {
    await audit('login.refused', 'failure', undefined, { code: throttled.error_code, reason: 'address-rate-limit' });
    return throttled;
  }

  // The check is counted before the password is verified (login-throttle.repository.ts): guesses
  // arriving together cannot all be verified before the first failure is recorded.
  const check = await reservePasswordCheck(db, key, config.lockout);
  if (check.kind === 'locked') {
    await audit('login.refused', 'failure', undefined, { reason: 'locked-out' });
    return outcome(LOGIN_ERROR_CODES.lockedOut, MESSAGES.login.lockedOut);
  }

  const user = await findUserByUsername(db, key);
  const passwordOk =
    user?.passwordHash != null ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);

  if (!user || !passwordOk) {
    await audit('login.failed', 'failure', user, { reason: 'invalid-credentials', lockedOut: check.last });
    // this failure locked a user of a company: its webhooks are told (the lock itself is already stored)
    if (user && check.last) {
      deps.metrics.lockout();
      const lockedUntil = new Date(Date.now() + config.lockout.minutes * 60_000).toISOString();
      await emitWebhookEvent(db, { customerId: user.customerId, type: 'user.locked', data: { userId: user.id, username: user.username, lockedUntil } });
    }
    return check.last
      ? outcome(LOGIN_ERROR_CODES.lockedOut, MESSAGES.login.lockedOut)
      : outcome(LOGIN_ERROR_CODES.invalidCredentials, MESSAGES.login.invalidCredentials);
  }

  await clearFailures(db, key);
  const refused = await loginRefusal(deps, user, meta, { passwordLogin: true });
  if (refused) {
    await audit('login.refused', 'failure', user, { code: refused.error_code });
    return refused;
  }
  if (await mfaRequired(deps, user)) {
    await audit('login.mfa-challenged', 'success', user);
    return startMfaChallenge(deps, user, input.client_id, meta);
  }
  return openSession(deps, user, input.client_id, meta, await loginWarning(deps, user));
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
