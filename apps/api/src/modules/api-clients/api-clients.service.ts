import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_CLIENT_MESSAGES, type ApiClient, type ApiClientSecret, type CreateApiClient } from '@creditdesk/contracts';
import type { z } from 'zod';
import type { updateApiClientSchema } from '@creditdesk/contracts';
import { apiClients, users } from '../../db/schema/index.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { type Act, UNIQUE_VIOLATION, auditAdmin, pgError } from '../admin/shared/admin-context.js';
import { validIpRange } from '../auth/login-policy.js';
import type { AppContext } from '../../app-context.js';
import { addSecret, clientView, findClient, newClientSecret } from './api-clients.repository.js';
import { assertJwksUrlAllowed, publicJwkOf } from './client-assertion.js';

/*
 * The API Clients screen's acts (securityadmin): each audited with its actor, the client, before and
 * after; a secret is answered once and never written anywhere but as its hash.
 */

const HOUR_MS = 3_600_000;

function checkRanges(ranges: readonly string[]): void {
  const bad = ranges.find((r) => !validIpRange(r));
  if (bad !== undefined) throw badRequest(API_CLIENT_MESSAGES.badRange(bad), { fields: [{ field: 'body.ipRanges', message: API_CLIENT_MESSAGES.badRange(bad) }] });
}

type KeyFields = { publicKey?: string; jwksUrl?: string };

/** A private_key_jwt client's key columns from the form: exactly one of a public key and a JWKS URL, or 400. */
async function keyColumnsOf(ctx: AppContext, body: KeyFields): Promise<{ publicJwk: Record<string, unknown> | null; jwksUrl: string | null; jwksCached: null; jwksFetchedAt: null }> {
  if ((body.publicKey === undefined) === (body.jwksUrl === undefined)) {
    throw badRequest(API_CLIENT_MESSAGES.keyNeeded, { fields: [{ field: 'body.publicKey', message: API_CLIENT_MESSAGES.keyNeeded }] });
  }
  if (body.jwksUrl !== undefined) await assertJwksUrlAllowed(ctx, body.jwksUrl);
  const publicJwk = body.publicKey !== undefined ? (publicJwkOf(body.publicKey) as Record<string, unknown>) : null;
  return { publicJwk, jwksUrl: body.jwksUrl ?? null, jwksCached: null, jwksFetchedAt: null };
}

const audit = (act: Act, action: string, client: ApiClient, extra: Record<string, unknown> = {}) =>
  auditAdmin(act.ctx.db, act, { action, targetType: 'api-client', targetId: client.id, details: { client: client.name, ...extra } });

export async function createClient(act: Act, customerId: string, body: Required<Omit<CreateApiClient, keyof KeyFields>> & KeyFields): Promise<ApiClientSecret> {
  checkRanges(body.ipRanges);
  const byKey = body.authMethod === 'private_key_jwt';
  if (!byKey && (body.publicKey !== undefined || body.jwksUrl !== undefined)) {
    throw badRequest(API_CLIENT_MESSAGES.keyNotForSecret, { fields: [{ field: 'body.authMethod', message: API_CLIENT_MESSAGES.keyNotForSecret }] });
  }
  const key = byKey ? await keyColumnsOf(act.ctx, body) : {};
  const secret = byKey ? undefined : newClientSecret();
  const { db } = act.ctx;
  let client: ApiClient;
  try {
    client = await db.transaction(async (tx) => {
      // the client's service identity (its orders and audit events name it); never a person's: no password, out of every list
      const username = `apiclient.${randomBytes(6).toString('hex')}`;
      const [identity] = await tx
        .insert(users)
        .values({ customerId, username, email: `${username}@api-clients.invalid`, firstName: 'API client', lastName: body.name, role: 'apiclient', deletedAt: new Date() })
        .returning({ id: users.id });
      const [row] = await tx
        .insert(apiClients)
        .values({ customerId, userId: identity.id, name: body.name, scopes: [...new Set(body.scopes)], ipRanges: body.ipRanges, createdBy: act.caller.username, authMethod: body.authMethod, ...key })
        .returning();
      if (secret) await addSecret(tx, row.id, secret);
      return clientView(tx, row);
    });
  } catch (err) {
    if (pgError(err).code === UNIQUE_VIOLATION) throw new HttpError(409, API_CLIENT_MESSAGES.nameTaken(body.name));
    throw err;
  }
  await audit(act, 'api-client.created', client, { after: { scopes: client.scopes, ipRanges: client.ipRanges, authMethod: client.authMethod, jwksUrl: client.jwksUrl, publicKey: client.publicKey } });
  if (!secret) return { message: API_CLIENT_MESSAGES.createdWithKey(client.name), client, clientId: client.id };
  return { message: API_CLIENT_MESSAGES.created(client.name), client, clientId: client.id, clientSecret: secret };
}

async function existing(act: Act, customerId: string, clientId: string) {
  const row = await findClient(act.ctx.db, customerId, clientId);
  if (!row) throw notFound(API_CLIENT_MESSAGES.notFound);
  return row;
}

export async function updateClient(act: Act, customerId: string, clientId: string, body: z.infer<typeof updateApiClientSchema>): Promise<ApiClient> {
  const before = await existing(act, customerId, clientId);
  if (body.ipRanges) checkRanges(body.ipRanges);
  const newKey = body.publicKey !== undefined || body.jwksUrl !== undefined;
  if (newKey && before.authMethod !== 'private_key_jwt') {
    throw badRequest(API_CLIENT_MESSAGES.keyNotForSecret, { fields: [{ field: 'body.publicKey', message: API_CLIENT_MESSAGES.keyNotForSecret }] });
  }
  const changes = {
    ...(newKey ? await keyColumnsOf(act.ctx, body) : {}),
    ...(body.scopes ? { scopes: [...new Set(body.scopes)] } : {}),
    ...(body.ipRanges ? { ipRanges: body.ipRanges } : {}),
    ...(body.status ? { status: body.status } : {}),
  };
  // nothing named: nothing changes (the answer is the client as it is)
  const [row] = Object.keys(changes).length === 0 ? [before] : await act.ctx.db.update(apiClients).set(changes).where(eq(apiClients.id, before.id)).returning();
  const client = await clientView(act.ctx.db, row);
  const action = body.status && body.status !== before.status ? (body.status === 'disabled' ? 'api-client.disabled' : 'api-client.enabled') : 'api-client.changed';
  await audit(act, action, client, {
    before: { scopes: before.scopes, ipRanges: before.ipRanges, status: before.status, jwksUrl: before.jwksUrl, publicKey: before.publicJwk },
    after: { scopes: row.scopes, ipRanges: row.ipRanges, status: row.status, jwksUrl: row.jwksUrl, publicKey: row.publicJwk },
  });
  return client;
}

/** A new secret; the old ones stay valid for `graceHours` (0: they stop at once). */
export async function rotateClient(act: Act, customerId: string, clientId: string, graceHours: number): Promise<ApiClientSecret> {
  const row = await existing(act, customerId, clientId);
  if (row.authMethod === 'private_key_jwt') throw badRequest(API_CLIENT_MESSAGES.noSecretToRotate);
  const secret = newClientSecret();
  const oldEnd = new Date(Date.now() + graceHours * HOUR_MS);
  await act.ctx.db.transaction(async (tx) => addSecret(tx, row.id, secret, oldEnd));
  const client = await clientView(act.ctx.db, row);
  await audit(act, 'api-client.secret-rotated', client, { graceHours, oldSecretsEnd: oldEnd.toISOString() });
  return { message: API_CLIENT_MESSAGES.rotated(client.name), client, clientId: client.id, clientSecret: secret };
}

/** Deletes the client and its secrets; its service identity stays (its reports and audit trail name it). */
export async function deleteClient(act: Act, customerId: string, clientId: string): Promise<string> {
  const row = await existing(act, customerId, clientId);
  const client = await clientView(act.ctx.db, row);
  await act.ctx.db.delete(apiClients).where(eq(apiClients.id, row.id));
  await audit(act, 'api-client.deleted', client, { before: { scopes: client.scopes, ipRanges: client.ipRanges, status: client.status } });
  return API_CLIENT_MESSAGES.deleted(client.name);
}
