/*
 * npm run backup -- [--to <folder>]
 *
 * A consistent copy of the installation while the server runs: every table's rows from one snapshot of
 * the database (the embedded PostgreSQL under DATA_DIR, or DATABASE_URL), DATA_DIR's files (keys, audit
 * checkpoints, the local file store). Default folder: ./backups/creditdesk-<time>. db/backup.ts; README "Backups".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, createBackup } from '../db/backup.js';
import { describeDatabase } from '../db/client.js';
import { EmbeddedPostgresError } from '../db/embedded-postgres.js';
import { PgliteDataDirError, refuseOldPgliteDataDir } from '../db/pglite-data-dir.js';
import { runScript, withAppDatabase } from './run-script.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    console.log('Usage: npm run backup -- [--to <new folder>]   (default ./backups/creditdesk-<time>)');
    return 0;
  }
  const config = loadConfig();
  if (!config.databaseUrl) refuseOldPgliteDataDir(config.dataDir);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const to = path.resolve(cwd, values.to ?? path.join('backups', `creditdesk-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  return withAppDatabase(config, async (database) => {
    const manifest = await createBackup(database, config.dataDir, to);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`Backup written to ${to}: ${rows} rows in ${Object.keys(manifest.tables).length} tables (${describeDatabase(database, config)}) and the files of ${config.dataDir}.`);
    console.log('It holds the keys and every row: keep it as safe as the server. Restore: npm run restore -- <folder> (into a fresh DATA_DIR).');
    return 0;
  });
}

runScript(main, { known: (err) => err instanceof ConfigError || err instanceof BackupError || err instanceof EmbeddedPostgresError || err instanceof PgliteDataDirError });
