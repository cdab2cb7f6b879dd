import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { readOrCreateKeyFile } from '../../lib/key-file.js';
import { newApiKey, upsertKey } from '../support/api-keys.repository.js';

/**
 * Outside production: the key that opens the development outbox (x-api-key, purpose dev-outbox),
 * DEV_OUTBOX_KEY when set, else created under DATA_DIR/keys on first start. server.ts prints it as
 * a link. Production has none (the outbox route is not even registered there).
 */
export async function ensureDevOutboxKey(db: Db, config: Pick<Config, 'isProduction' | 'dataDir' | 'devOutboxKey'>): Promise<string | undefined> {
  if (config.isProduction) return undefined;
  const key = config.devOutboxKey ?? readOrCreateKeyFile(config.dataDir, 'dev-outbox-api.key', () => newApiKey('cdsk_dev_outbox'));
  await upsertKey(db, 'development outbox key', 'dev-outbox', key);
  return key;
}
