/*
 * npm run restore -- <backup folder>
 *
 * A backup (npm run backup) into a fresh DATA_DIR on the embedded PostgreSQL: its files first (the keys,
 * the audit checkpoints), then the database created, migrated and loaded with the backup's rows. Then
 * `npm run audit:verify -- --database` checks the restored audit trail against its checkpoint. For a
 * PostgreSQL server of your own, use pg_dump/pg_restore instead (README "Backups").
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, readManifest, restoreFiles, restoreRows } from '../db/backup.js';
import { describeDatabase } from '../db/client.js';
import { EmbeddedPostgresError } from '../db/embedded-postgres.js';
import { runScript, withAppDatabase } from './run-script.js';

async function main(): Promise<number> {
  const from = process.argv[2];
  if (!from || from === '--help' || from === '-h') {
    console.log('Usage: DATA_DIR=<new folder> npm run restore -- <backup folder>');
    return from ? 0 : 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupError('npm run restore fills the embedded database of a fresh DATA_DIR: unset DATABASE_URL (for your own PostgreSQL server use pg_restore: README "Backups")');
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  const manifest = readManifest(source);
  if (fs.existsSync(config.dataDir) && fs.readdirSync(config.dataDir).length > 0) throw new BackupError(`${config.dataDir} is not empty: restore into a fresh DATA_DIR`);
  restoreFiles(source, config.dataDir);
  return withAppDatabase(config, async (database) => {
    const tables = await restoreRows(database, source);
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${rows} rows (${describeDatabase(database, config)}) and its files.`);
    console.log('Check its audit trail: npm run audit:verify -- --database');
    return 0;
  });
}

runScript(main, { known: (err) => err instanceof ConfigError || err instanceof BackupError || err instanceof EmbeddedPostgresError });
