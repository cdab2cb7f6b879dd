import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { API_CLIENT_MESSAGES, IDEMPOTENCY_KEY_HEADER, type Endpoint } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { HttpError, badRequest } from '../../lib/http-error.js';

/*
 * Idempotency-Key on order and batch calls (IETF httpapi idempotency-key draft): the first call with
 * a key runs and its answer is kept (encrypted: it holds consumer data) for IDEMPOTENCY_HOURS (at least); a
 * retry with the same key and body answers that answer again, without a second pull; the same key
 * with another body is 422; a retry while the first still runs waits for its answer (then 409 if
 * it never comes). A failure worth retrying (5xx, 429) keeps nothing, so the retry runs afresh.
 * Keys are the caller's own (per user or API client identity), held in the database: across processes.
 */

/** How long a key's answer is kept (the clean-up deletes older rows). */
export const IDEMPOTENCY_HOURS = 24;
/** A call in progress for longer than this is taken to have died with its process: a retry runs it again. */
const STALE_SECONDS = 300;
const POLL_MS = 50;

declare module 'fastify' {
  interface FastifyRequest {
    /** the idempotency key this call holds (set by begin, answered by finish). */
    idempotency?: { userId: string; key: string };
  }
}

const KEY = /^[\x21-\x7e]{1,255}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  return value;
}

/** The request's fingerprint: its call and its body (a multipart body: its fields and its file's digest, read by the handler). */
export const fingerprintOf = (endpoint: Endpoint, req: FastifyRequest, body: unknown = req.body) =>
  createHash('sha256').update(`${endpoint.method} ${req.url.split('?')[0]}\n${JSON.stringify(canonical(body ?? null))}`).digest('base64url');

const contextOf = (userId: string, key: string) => `idempotency:${userId}:${key}`;

type BeginOptions = {
  waitMs?: number;
  /** a multipart call's fingerprint (its handler read the body) */
  fingerprint?: string;
  /** runs before a kept answer is sent (the multipart call removes the copy it staged) */
  beforeReplay?: () => Promise<void>;
};

/**
 * Before the handler: runs the call (the key is now held), or answers the kept answer (the reply is sent).
 * A multipart call begins in its handler, once it has read the body and can give its fingerprint.
 */
export async function beginIdempotent(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, options: BeginOptions = {}): Promise<boolean> {
  const { waitMs = 30_000, fingerprint = fingerprintOf(endpoint, req) } = options;
  const header = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined || !req.caller) return false;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!KEY.test(key)) throw badRequest(API_CLIENT_MESSAGES.badKey);
  const userId = req.caller.userId;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const inserted = await ctx.db
      .insert(idempotencyKeys)
      .values({ userId, key, customerId: req.caller.customerId, route: `${endpoint.method} ${endpoint.path}`, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      req.idempotency = { userId, key };
      // now and then, forget the answers older than IDEMPOTENCY_HOURS (as the login limits forget quiet addresses)
      if (Math.random() < 0.01) await ctx.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`);
      return false;
    }
    const [row] = await ctx.db
      .select({ fingerprint: idempotencyKeys.fingerprint, statusCode: idempotencyKeys.statusCode, responseEnc: idempotencyKeys.responseEnc, stale: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${STALE_SECONDS})` })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row) continue; // deleted meanwhile (the first call failed in a way worth retrying): take the key
    if (row.fingerprint !== fingerprint) throw new HttpError(422, API_CLIENT_MESSAGES.keyReused);
    if (row.statusCode !== null && row.responseEnc !== null) {
      await options.beforeReplay?.();
      await reply.status(row.statusCode).header('idempotent-replayed', 'true').type('application/json').send(ctx.cipher.decrypt(row.responseEnc, contextOf(userId, key)));
      return true;
    }
    if (row.stale) {
      await ctx.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.statusCode} is null`));
      continue;
    }
    if (Date.now() >= deadline) throw new HttpError(409, API_CLIENT_MESSAGES.keyInProgress);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** After the handler (onSend): keeps the answer of the key, or lets the key go when the failure is worth a retry. */
export async function finishIdempotent(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const held = req.idempotency;
  if (!held) return;
  req.idempotency = undefined;
  const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
  const status = reply.statusCode;
  if (status >= 500 || status === 429 || typeof payload !== 'string') {
    await ctx.db.delete(idempotencyKeys).where(where);
    return;
  }
  await ctx.db.update(idempotencyKeys).set({ statusCode: status, responseEnc: ctx.cipher.encrypt(payload, contextOf(held.userId, held.key)) }).where(where);
}
