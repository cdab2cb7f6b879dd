import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { ApiKeyPurpose } from '@creditdesk/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';
import { readOrCreateKeyFile } from '../../lib/key-file.js';

/*
 * Keys of server-to-server callers (the provider's support console) and of the registration calls
 * (modules/registration/registration-key.ts). Only a SHA-256 hash is stored: a key is 256 random bits, so a plain hash is enough
 * (no password stretching) and lookups stay one indexed equality.
 */

export type { ApiKeyPurpose };
export type ApiKeyRow = typeof apiKeys.$inferSelect;

const CONFIGURED = 'SUPPORT_API_KEYS';
const DEV_KEY_NAME = 'development support key';

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('base64url');

/** A new key: a recognisable prefix (for secret scanners) and 256 random bits. */
export const newApiKey = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

export async function findActiveApiKey(db: Db, key: string | undefined, purpose: ApiKeyPurpose): Promise<ApiKeyRow | undefined> {
  if (!key || key.length > 512) return undefined;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), eq(apiKeys.purpose, purpose), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

export async function upsertKey(db: Db, name: string, purpose: ApiKeyPurpose, key: string) {
  await db
    .insert(apiKeys)
    .values({ name, purpose, keyHash: hashApiKey(key) })
    .onConflictDoUpdate({ target: apiKeys.keyHash, set: { name, purpose, revokedAt: null } });
}

/**
 * SUPPORT_API_KEYS into the table, at every start: the listed keys are active, and a key that was
 * listed before but no longer is gets revoked (so removing it from the setting withdraws it).
 */
export async function syncConfiguredSupportKeys(db: Db, keys: readonly string[]): Promise<void> {
  for (const [i, key] of keys.entries()) await upsertKey(db, `${CONFIGURED}[${i}]`, 'support', key);
  const listed = keys.map(hashApiKey);
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(
      and(like(apiKeys.name, `${CONFIGURED}[%`), isNull(apiKeys.revokedAt), ...(listed.length > 0 ? [notInArray(apiKeys.keyHash, listed)] : [])),
    );
}

/**
 * Outside production: a support key for trying impersonation locally, created on first start
 * under DATA_DIR/keys (like the development signing key) and printed by server.ts with the demo
 * logins. Production never has one. Returns the key, or undefined in production.
 */
export async function ensureDevSupportKey(db: Db, config: Pick<Config, 'isProduction' | 'dataDir'>): Promise<string | undefined> {
  if (config.isProduction) return undefined;
  const key = readOrCreateKeyFile(config.dataDir, 'dev-support-api.key', () => newApiKey('cdsk_dev_support'));
  await upsertKey(db, DEV_KEY_NAME, 'support', key);
  return key;
}
