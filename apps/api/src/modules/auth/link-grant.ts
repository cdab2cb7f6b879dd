import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Endpoint, LINK_GRANT_MESSAGES, LINK_GRANT_QUERY, accessClaimsSchema, buildPath, formatEntitlements } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { HttpError, forbidden } from '../../lib/http-error.js';
import { currentSupportAgent, noteSupportAgent } from '../audit/audit-context.js';
import { callerOfClaims } from './caller-of-claims.js';

/*
 * A link grant (Endpoint.linkGrant; docs/file-transfer.md "Downloads"): the caller's identity, signed
 * with the token key as a token of its own kind ('link', never an access token), bound to one
 * endpoint and its exact path parameters, for a few minutes and only while the caller's session lives.
 * A browser downloads the link natively (to disk, resuming with Range) without the access token in a URL.
 */

const linkClaimsSchema = accessClaimsSchema.omit({ pwd_change: true }).extend({
  /** the endpoint ('GET /path/:param') and its path parameters, as the router read them. */
  call: z.string(),
  params: z.record(z.string(), z.string()),
});

const callOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** Same parameters whatever their order (the router's object, the grant's JSON). */
const sameParams = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** A link that opens `endpoint` with these path parameters for `seconds`: its URL below the origin, and when it ends. */
export async function issueLinkGrant(
  ctx: AppContext,
  caller: Caller,
  endpoint: Endpoint,
  params: Record<string, string>,
  seconds: number,
): Promise<{ url: string; expiresAt: string }> {
  if (!endpoint.linkGrant) throw new Error(`${callOf(endpoint)} is not opened by a link grant`);
  const expiresAt = new Date(Math.floor(ctx.access.now() / 1000) * 1000 + seconds * 1000);
  const claims = {
    sid: caller.sessionId,
    customerId: caller.customerId,
    username: caller.username,
    role: caller.role,
    entitlements: formatEntitlements(caller.entitlements),
    call: callOf(endpoint),
    params,
    // a support agent acting as the user: the download's audit names them too
    ...(currentSupportAgent() ? { act: { sub: currentSupportAgent() } } : {}),
  };
  const token = await ctx.tokens.signLink(claims, caller.userId, expiresAt);
  return { url: `/api${buildPath(endpoint.path, params)}?${LINK_GRANT_QUERY}=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The caller a request's link grant names, or undefined when it carries none. A grant that is
 * forged, expired or whose session has ended: 401; one of another call or other parameters: 403.
 * `sessionIsLive` is the guard's own check of a bearer token's session.
 */
export async function callerFromLinkGrant(
  req: FastifyRequest,
  endpoint: Endpoint,
  sessionIsLive: (sessionId: string, userId: string) => Promise<boolean>,
): Promise<Caller | undefined> {
  const token = (req.query as Record<string, unknown> | undefined)?.[LINK_GRANT_QUERY];
  if (typeof token !== 'string' || token === '') return undefined;
  const verified = await req.server.ctx.tokens.verifyLink(token);
  const parsed = verified ? linkClaimsSchema.safeParse(verified) : undefined;
  if (!parsed?.success) throw new HttpError(401, LINK_GRANT_MESSAGES.invalid);
  const claims = parsed.data;
  if (claims.call !== callOf(endpoint) || !sameParams(claims.params, req.params as Record<string, string>)) throw forbidden(LINK_GRANT_MESSAGES.otherCall);
  if (!(await sessionIsLive(claims.sid, claims.sub))) throw new HttpError(401, LINK_GRANT_MESSAGES.sessionEnded);
  noteSupportAgent(claims.act?.sub);
  return { ...callerOfClaims(claims), viaLink: true };
}
