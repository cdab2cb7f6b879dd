import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './client.js';
import { type Queryable, dumpTables, loadTables } from './table-copy.js';

/*
 * npm run backup / restore (README "Backups"). A backup folder holds:
 *   manifest.json    when, from which engine, the schema's migration count, each table's row count
 *   files/           DATA_DIR's own files (keys, audit checkpoints, the local file store), not the database's
 *   database/        every table's rows (db/table-copy.ts), read in one snapshot
 * The audit checkpoints are copied BEFORE the database snapshot, so the restored database is never behind
 * its latest checkpoint (the verifier would call that removed events); the rest of the files after it, so
 * every file a restored row names is there.
 */

/** DATA_DIR entries that are the embedded database itself or its bookkeeping, not the app's files. */
const NOT_FILES = new Set(['postgres', 'postgres.lock', 'postgres.users', 'pglite']);
const CHECKPOINTS = 'audit-checkpoints';

export type BackupManifest = { createdAt: string; engine: Database['kind']; migrations: number; tables: Record<string, number> };

export class BackupError extends Error {}

async function withClient<T>(url: string, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const migrationCount = async (q: Queryable) => Number(((await q.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0] as { n: number }).n);

function copyFiles(dataDir: string, to: string, which: (name: string) => boolean) {
  if (!fs.existsSync(dataDir)) return;
  for (const name of fs.readdirSync(dataDir)) {
    if (NOT_FILES.has(name) || !which(name)) continue;
    fs.cpSync(path.join(dataDir, name), path.join(to, name), { recursive: true, preserveTimestamps: true });
  }
}

/** A consistent backup of a running (or stopped) installation into `to`, which must not exist yet. */
export async function createBackup(database: Database, dataDir: string, to: string): Promise<BackupManifest> {
  if (fs.existsSync(to)) throw new BackupError(`${to} already exists: give a new folder`);
  fs.mkdirSync(path.join(to, 'files'), { recursive: true, mode: 0o700 });
  fs.chmodSync(to, 0o700); // it holds the keys and every row
  copyFiles(dataDir, path.join(to, 'files'), (name) => name === CHECKPOINTS);
  const manifest = await withClient(database.url, async (q) => {
    const migrations = await migrationCount(q);
    const tables = await dumpTables(q, path.join(to, 'database'));
    return { createdAt: new Date().toISOString(), engine: database.kind, migrations, tables };
  });
  copyFiles(dataDir, path.join(to, 'files'), (name) => name !== CHECKPOINTS);
  fs.writeFileSync(path.join(to, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`${from} is not a Creditdesk backup (no manifest.json)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
}

/** The backup's files into dataDir (before the database opens: it holds the keys). */
export function restoreFiles(from: string, dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const files = path.join(from, 'files');
  for (const name of fs.existsSync(files) ? fs.readdirSync(files) : []) fs.cpSync(path.join(files, name), path.join(dataDir, name), { recursive: true, preserveTimestamps: true });
}

/** The backup's rows into a database of the same schema (migrated by opening it); every table's rows are replaced. */
export async function restoreRows(database: Database, from: string): Promise<Record<string, number>> {
  const manifest = readManifest(from);
  return withClient(database.url, async (q) => {
    const migrations = await migrationCount(q);
    if (migrations !== manifest.migrations) {
      throw new BackupError(`the backup was made at migration ${manifest.migrations} and this release is at ${migrations}: restore it with the release that made it, then upgrade`);
    }
    return loadTables(q, path.join(from, 'database'));
  });
}
