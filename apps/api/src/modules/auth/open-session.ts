import type { TokenSet } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type UserWithCustomer, recordLogin } from '../users/users.repository.js';
import { passwordChangeRequired } from './login-policy.js';
import type { RequestMeta } from './request-meta.js';
import { createSession, issueRefreshToken } from './sessions.repository.js';

/*
 * Opening a session, apart from the password login: the second factor (modules/mfa), single sign-on and
 * support sessions open one too, and the login opens one after the second factor is asked; in
 * login.service.ts it made login.service ↔ mfa.service an import cycle.
 */

export type { RequestMeta } from './request-meta.js';
type Deps = AppContext;

export type OpenSessionOptions = {
  /** the session's id, when the caller derives it (an authorization code that must be able to revoke its session). */
  sessionId?: string;
  /** OpenID Connect nonce of the authorization request, echoed in the id token. */
  nonce?: string | null;
  /** a support agent acting as the user: recorded on the session, named in the tokens (act), no "Last Login" stamp. */
  impersonatorId?: string;
  /** an earlier end than the usual session length (a help consent that runs out sooner). */
  notAfter?: Date;
  /** how the user proved who they are, when not a password (recorded in the audit only). */
  method?: 'passkey';
  /** the sign-in proved a second factor (RFC 8176 amr values): a fresh factor for step-up acts now. */
  factorAmr?: string[];
};

/** Creates the session and its tokens for a user who has proven who they are (password, second factor or SSO). */
export async function openSession(
  deps: Deps,
  user: UserWithCustomer,
  clientId: string,
  meta: RequestMeta,
  warningCode?: number,
  options: OpenSessionOptions = {},
): Promise<TokenSet> {
  const { db, config } = deps;
  const usualEnd = Date.now() + config.tokens.sessionMaxSeconds * 1000;
  const session = await createSession(db, {
    userId: user.id,
    customerId: user.customerId,
    expiresAt: new Date(options.notAfter ? Math.min(usualEnd, options.notAfter.getTime()) : usualEnd),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512),
    ...(options.sessionId ? { id: options.sessionId } : {}),
    ...(options.impersonatorId ? { impersonatorId: options.impersonatorId } : {}),
    ...(options.factorAmr ? { factorAmr: options.factorAmr } : {}),
  });
  const refreshToken = await issueRefreshToken(db, session.id, session.expiresAt);
  const mustChangePassword = await passwordChangeRequired(deps, user);
  if (!options.impersonatorId) await recordLogin(db, user.id);
  await recordAudit(db, {
    action: 'login.succeeded',
    customerId: user.customerId,
    actorUserId: user.id,
    actorUsername: user.username,
    targetType: 'user',
    targetId: user.username,
    details: {
      sessionId: session.id,
      ...(warningCode ? { warningCode } : {}),
      ...(mustChangePassword ? { passwordChangeRequired: true } : {}),
      ...(options.impersonatorId ? { impersonatorId: options.impersonatorId } : {}),
      ...(options.method ? { method: options.method } : {}),
    },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
  return deps.tokens.issue(subjectOf(user), session, clientId, refreshToken, {
    warningCode,
    passwordChangeRequired: mustChangePassword,
    nonce: options.nonce,
  });
}

export function subjectOf(user: UserWithCustomer) {
  return {
    userId: user.id,
    customerId: user.customerId,
    username: user.username,
    role: user.role,
    entitlements: user.entitlements,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
