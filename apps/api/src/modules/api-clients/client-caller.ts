import type { FastifyRequest } from 'fastify';
import { API_CLIENT_MESSAGES, type ApiScope, type Endpoint, clientMayCall, scopesOf } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { noteApiClient } from '../audit/audit-context.js';
import { requestMeta } from '../auth/auth.routes.js';
import { clientById, noteUse } from './api-clients.repository.js';
import { ClientRefusal, checkClientStanding, countClientCall, refuseClient } from './client-credentials.js';

/**
 * The caller of a request bearing an API client's token (token_use 'client'), for the guard
 * (modules/auth/request-caller.ts). Checked at every call against the database (a disabled or
 * deleted client, or a scope taken away, stops at once): the client, its company, its network
 * ranges, its call rate, and the endpoint's declared scopes. Every refusal is audited, before any pull.
 */
export async function callerOfClientToken(ctx: AppContext, req: FastifyRequest, endpoint: Endpoint, token: string): Promise<Caller | null | undefined> {
  const verified = await ctx.tokens.verifyClient(token);
  if (!verified) return undefined;
  const { claims } = verified;
  const meta = requestMeta(req);
  const client = await clientById(ctx.db, claims.client_id);
  // a deleted client, or a token naming another company than the client's: as no token at all
  if (!client || client.customerId !== claims.customerId) {
    await refuseClient(ctx, meta, client, new ClientRefusal(401, 'invalid_client', API_CLIENT_MESSAGES.invalidClient), { call: `${endpoint.method} ${endpoint.path}` });
  }
  // a public endpoint treats the client as anonymous; it never gets a machine caller
  if (endpoint.access.kind === 'public') return null;
  const found = client!;
  await countClientCall(ctx, found, meta);
  await checkClientStanding(ctx, found, meta);
  // the token's scopes, as far as the client still holds them
  const scopes = claims.scope.split(' ').filter((s): s is ApiScope => (found.scopes as string[]).includes(s));
  if (!clientMayCall(endpoint, scopes)) {
    const declared = scopesOf(endpoint);
    const message = declared.length === 0 ? API_CLIENT_MESSAGES.personOnly : API_CLIENT_MESSAGES.scopeLacking(declared.join(' or '));
    await refuseClient(ctx, meta, found, new ClientRefusal(403, declared.length === 0 ? 'unauthorized_client' : 'insufficient_scope', message), { call: `${endpoint.method} ${endpoint.path}` });
  }
  noteApiClient({ id: found.id, name: found.name });
  await noteUse(ctx.db, found.id, meta.ip);
  return {
    userId: found.userId,
    sessionId: `client:${found.id}`,
    customerId: found.customerId,
    username: found.username,
    role: 'apiclient',
    entitlements: [],
    client: { id: found.id, name: found.name, scopes },
  };
}
