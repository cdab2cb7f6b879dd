import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The same schema and queries serve the embedded PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite: its data directory, for other databases to start from (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>;
};

export type DatabaseOptions =
  /**
   * migrationUrl: the tables' owner, through which the migrations run (DATABASE_MIGRATION_URL); the
   * application's queries then run through url, a role that does not own the tables (docs/audit.md:
   * the database role). Without it both go through url, as before.
   */
  | { kind: 'postgres'; url: string; migrationUrl?: string }
  /**
   * dataDir undefined: in memory (tests). sharedBuffers: PostgreSQL's shared_buffers (PGlite's own 128MB
   * when not given). template: a dumped data directory to start from instead of an empty one (tests).
   */
  | { kind: 'pglite'; dataDir?: string; sharedBuffers?: string; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle connection that the server ends (a restart, a failover, an administrator) is dropped
    // from the pool and replaced on next use. Without this listener the 'error' would end the process.
    pool.on('error', (err) => {
      if (!closing) console.warn(`database: an idle connection failed (${err.message}); it is replaced on next use`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      if (options.migrationUrl) await migrateAsOwner(options.migrationUrl);
      else await migrateWithLock(pool, () => migratePg(db as never, { migrationsFolder: migrationsFolder() }));
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw explainMigrationError(err, options.migrationUrl !== undefined);
    }
    return {
      db,
      kind: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the trigram index of the user-administration keyword search (migration 0005)
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    extensions: { pg_trgm },
    // a smaller buffer cache: the pages it would hold stay in the operating system's file cache (issue 12)
    ...(options.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

/** The migrations through the owner's own short-lived connection; the application's pool never runs DDL. */
async function migrateAsOwner(url: string) {
  // two: one holds the advisory lock while the migrations run on the other
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  try {
    const db = drizzlePg(pool, { schema });
    await migrateWithLock(pool, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
  } finally {
    await pool.end();
  }
}

/** A role that may not create (the application's role without DATABASE_MIGRATION_URL): say what to set. */
function explainMigrationError(err: unknown, viaMigrationUrl: boolean): unknown {
  if (viaMigrationUrl || sqlState(err) !== '42501') return err;
  const message = err instanceof Error ? err.message : String(err);
  return new Error(`DATABASE_URL's role may not run the migrations (${message}): when it does not own the tables, set DATABASE_MIGRATION_URL to the owner's address (README, Run on PostgreSQL)`, { cause: err });
}

/** The SQLSTATE of a driver error, also when drizzle wraps it. */
function sqlState(err: unknown): string | undefined {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Several API processes may start at once against one server: migrations run one at a time. */
// The lock is held by one dedicated connection for the whole run (a pool would unlock on another).
async function migrateWithLock(pool: pg.Pool, run: () => Promise<void>) {
  const lockId = 727_274_001;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    await run();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}

/** The versioned SQL migrations live in apps/api/drizzle, found from source and from the bundle alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('database migrations folder (apps/api/drizzle) not found');
}
