/*
 * npm run audit:verify -- <file.csv> [--key <jwk or jwks file>]
 *                                         a tab's CSV downloaded from Audit Logs, with its signed manifest
 * npm run audit:verify -- --database [--checkpoint]
 *                                         every chain in the database (DATABASE_URL, else the embedded
 *                                         database under DATA_DIR, also while the server runs), against the
 *                                         latest signed checkpoint in the file store; --checkpoint then
 *                                         writes a new one when everything verified
 * npm run audit:verify -- --public-key    prints the audit key's public JWK (for whoever verifies CSVs)
 *
 * Recomputes the audit hash chains and names the first event altered, removed or inserted
 * (docs/audit.md). Exit 0: verified; 1: a problem found; 2: usage or an unreadable source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../db/client.js';
import { refuseOldPgliteDataDir } from '../db/pglite-data-dir.js';
import { CheckpointError, checkpointStoreOf, currentHeads, readLatestCheckpoint, writeCheckpoint } from '../modules/audit/audit-checkpoint.js';
import { type AuditPublicKey, existingAuditSigner, loadAuditSigner, publicJwkOf, publicKeysOf } from '../modules/audit/audit-signing-key.js';
import { describeResult, verifyCsv, verifyDatabase } from '../modules/audit/audit-verify.js';
import { runScript } from './run-script.js';

const USAGE = `Usage: npm run audit:verify -- <file.csv> [--key <public JWK or JWKS file>]
       npm run audit:verify -- --database [--checkpoint]
       npm run audit:verify -- --public-key

The public key: --key, else AUDIT_SIGNING_PUBLIC_KEY (a JWK as JSON), else the server's own key
(AUDIT_SIGNING_KEY, else DATA_DIR/keys/audit-signing.jwk.json).
Database: DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data);
the embedded database may be in use by the server meanwhile.`;

class UsageError extends Error {}

/** Whoever verifies needs only the public key: given, in the environment, or the server's own. */
function publicKeys(keyFile: string | undefined, config: ReturnType<typeof loadConfig>): AuditPublicKey[] {
  if (keyFile) return publicKeysOf(fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), keyFile), 'utf8'));
  if (process.env.AUDIT_SIGNING_PUBLIC_KEY) return publicKeysOf(process.env.AUDIT_SIGNING_PUBLIC_KEY);
  const own = existingAuditSigner({ fromEnv: config.audit.signingKey, dataDir: config.dataDir });
  if (!own) throw new UsageError('No audit public key: give --key <file>, set AUDIT_SIGNING_PUBLIC_KEY, or run where the server\'s DATA_DIR (or AUDIT_SIGNING_KEY) is.');
  return [own];
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      database: { type: 'boolean', default: false },
      checkpoint: { type: 'boolean', default: false },
      key: { type: 'string' },
      'public-key': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  const config = loadConfig();
  if (values['public-key']) {
    console.log(JSON.stringify({ keys: [publicJwkOf(loadAuditSigner({ fromEnv: config.audit.signingKey, dataDir: config.dataDir }))] }, null, 2));
    return 0;
  }
  if (values.help || (!values.database && positionals.length !== 1) || (values.checkpoint && !values.database)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.database) {
    if (!config.databaseUrl) refuseOldPgliteDataDir(config.dataDir);
    // no key yet (a server never started): there can be no checkpoint to check either
    const keys = values.key || process.env.AUDIT_SIGNING_PUBLIC_KEY || existingAuditSigner({ fromEnv: config.audit.signingKey, dataDir: config.dataDir }) ? publicKeys(values.key, config) : [];
    const store = checkpointStoreOf(config);
    const database = await openAppDatabase(config);
    try {
      let checkpoint;
      try {
        checkpoint = await readLatestCheckpoint(store, keys);
      } catch (err) {
        if (!(err instanceof CheckpointError)) throw err;
        console.log(`FAILED: ${err.message}.`);
        return 1;
      }
      const result = await verifyDatabase(database.db, { checkpoint });
      for (const line of describeResult('the database', result)) console.log(line);
      if (result.problems.length > 0) return 1;
      if (values.checkpoint) {
        const signer = loadAuditSigner({ fromEnv: config.audit.signingKey, dataDir: config.dataDir });
        const written = await writeCheckpoint(store, signer, await currentHeads(database.db));
        console.log(`Checkpoint of ${written.createdAt} written to ${store.where} (${Object.keys(written.heads).length} chains).`);
      }
      return 0;
    } finally {
      await database.close();
    }
  }
  // npm runs scripts from the repository's root: a relative path is the caller's (INIT_CWD)
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const result = await verifyCsv(file, publicKeys(values.key, config));
  for (const line of describeResult(file, result)) console.log(line);
  return result.problems.length === 0 ? 0 : 1;
}

runScript(main, { known: (err) => err instanceof Error, exitCode: 2 });
