import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';
import { readOrCreateKeyFile } from '../../lib/key-file.js';
import { hashApiKey, newApiKey, upsertKey } from '../support/api-keys.repository.js';

/*
 * The registration API key (docs/onboarding.md). The portal is a public client: it reads the key
 * from GET /api/portal/config, so the key is in every browser that opens /registration and is no
 * secret. It names the client (the audit trail and the operator can tell its calls apart) and can
 * be withdrawn at once (a new REGISTRATION_API_KEY revokes the old); what protects a registration is
 * the member number, its security code and the lock after three wrong codes.
 *
 * REGISTRATION_API_KEY when set (share it between processes, like TOKEN_SIGNING_KEY); unset, a key
 * is created under DATA_DIR/keys on first start and kept there.
 */

const CONFIGURED = 'REGISTRATION_API_KEY';
const FILE_KEY = 'registration key (DATA_DIR/keys)';

/** The key this process gives the portal: the setting, else the one under DATA_DIR/keys (created on first start). */
export function loadRegistrationKey(config: Pick<Config, 'dataDir' | 'registration'>): string {
  if (config.registration.apiKey) return config.registration.apiKey;
  return readOrCreateKeyFile(config.dataDir, 'registration-api.key', () => newApiKey('cdsk_reg'));
}

/**
 * Into api_keys (hashed) at every start. A configured key revokes the earlier configured ones and
 * every DATA_DIR key; without a setting the DATA_DIR key is active and a formerly configured key is
 * revoked (removing the setting withdraws it).
 */
export async function syncRegistrationKey(db: Db, key: string, configured: boolean): Promise<void> {
  await upsertKey(db, configured ? CONFIGURED : FILE_KEY, 'registration', key);
  const revoke = configured ? [CONFIGURED, FILE_KEY] : [CONFIGURED];
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.purpose, 'registration'), inArray(apiKeys.name, revoke), ne(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
}
