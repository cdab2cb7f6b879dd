import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { type Endpoint, MESSAGES } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { forbidden } from '../../lib/http-error.js';
import { callerOfClientToken } from '../api-clients/client-caller.js';
import { noteSupportAgent } from '../audit/audit-context.js';
import { callerOfClaims } from './caller-of-claims.js';
import { callerFromLinkGrant } from './link-grant.js';
import { passwordChangeStillRequired } from './login-policy.js';
import { findLiveSession } from './sessions.repository.js';

/*
 * The caller of a request, for the endpoint registration's guard (plugins/endpoint.ts, given this
 * through the app context: plugins/ imports no module): a verified access token whose session is
 * still live, or a link grant.
 */

/**
 * Logout and refresh-token reuse revoke the session; its tokens (and link grants) die with it: at once
 * in this process, within SESSION_CHECK_CACHE_MS (1 s) in every other.
 */
async function sessionIsLive(ctx: AppContext, sessionId: string, userId: string): Promise<boolean> {
  if (ctx.access.sessionUser(sessionId) === userId) return true;
  const generation = ctx.access.generation();
  const checkedAt = ctx.access.now();
  const session = await findLiveSession(ctx.db, sessionId);
  if (!session || session.userId !== userId) return false;
  ctx.access.rememberSession(sessionId, session, checkedAt, generation);
  return true;
}

/** The token_use a token says it is, before any verification: only to choose which verification to run. */
function unverifiedUse(token: string): unknown {
  try {
    return decodeJwt(token).token_use;
  } catch {
    return undefined;
  }
}

export async function callerOfRequest(req: FastifyRequest, endpoint: Endpoint): Promise<Caller | null> {
  const header = req.headers.authorization;
  const { ctx } = req.server;
  // a browser's own download of an endpoint that allows it: a link grant in the query (modules/auth/link-grant.ts)
  if (!header?.startsWith('Bearer ')) return (endpoint.linkGrant && (await callerFromLinkGrant(req, endpoint, (sid, sub) => sessionIsLive(ctx, sid, sub)))) || null;
  const token = header.slice(7).trim();
  // A token verified before is not verified again until it expires (modules/auth/access-cache.ts).
  let claims = ctx.access.token(token);
  if (!claims) {
    // an API client's token (client credentials, modules/api-clients): its own checks, at every call
    if (unverifiedUse(token) === 'client') return (await callerOfClientToken(ctx, req, endpoint, token)) ?? null;
    const verified = await ctx.tokens.verifyAccessToken(token);
    if (!verified) return null;
    claims = verified.claims;
    ctx.access.rememberToken(token, claims, verified.exp);
  }
  if (!(await sessionIsLive(ctx, claims.sid, claims.sub))) return null;
  // A token issued while the password must be changed (temporary or expired) opens only the
  // endpoints that say so, until the password has been changed (then the database no longer requires it).
  if (claims.pwd_change && !endpoint.allowDuringPasswordChange && (await passwordChangeStillRequired(ctx, claims.sub))) {
    if (endpoint.access.kind === 'public') return null;
    throw forbidden(MESSAGES.password.mustChange);
  }
  // a support session's events name the agent as well as the user (modules/audit/audit-context.ts)
  noteSupportAgent(claims.act?.sub);
  return callerOfClaims(claims);
}

