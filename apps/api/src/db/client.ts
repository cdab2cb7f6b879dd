import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { joinEmbeddedPostgres } from './embedded-postgres.js';
import * as schema from './schema/index.js';

/** One engine: PostgreSQL, either a server of the operator's (DATABASE_URL) or the embedded one the app starts under DATA_DIR. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** the connection string the pool uses (the embedded one's names its Unix socket). */
  url: string;
  /** the application's connection pool (metrics read its use; traces wrap its queries). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * migrationUrl: the tables' owner, through which the migrations run (DATABASE_MIGRATION_URL); the
   * application's queries then run through url, a role that does not own the tables (docs/audit.md:
   * the database role). Without it both go through url, as before.
   */
  | { kind: 'postgres'; url: string; migrationUrl?: string }
  /** the embedded server under dataDir (DATA_DIR), started or joined (db/embedded-postgres.ts). log: its one-line news. */
  | { kind: 'embedded'; dataDir: string; log?: (line: string) => void };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'embedded') {
    const server = await joinEmbeddedPostgres(options.dataDir, options.log);
    try {
      const database = await openPostgres(server.url);
      return {
        ...database,
        kind: 'embedded',
        close: async () => {
          await database.close();
          await server.release();
        },
      };
    } catch (err) {
      await server.release().catch(() => undefined);
      throw err;
    }
  }
  return openPostgres(options.url, options.migrationUrl);
}

async function openPostgres(url: string, migrationUrl?: string): Promise<Database> {
  // a connection attempt that gets no answer (a server going down or coming up as it is made) fails
  // after 10 s rather than waiting for ever with the caller (a batch loop) behind it
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  let closing = false;
  // An idle connection that the server ends (a restart, a failover, an administrator) is dropped
  // from the pool and replaced on next use. Without this listener the 'error' would end the process.
  pool.on('error', (err) => {
    if (!closing) console.warn(`database: an idle connection failed (${err.message}); it is replaced on next use`);
  });
  // A connection the server ends while it is checked out but between two queries (a transaction's
  // work in JS) emits 'error' on its client, which the pool does not listen to then: unheard, it would
  // end the process (the deployment rehearsal's database restart did). Its next query fails instead,
  // and the pool drops the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!closing) console.warn(`database: a connection in use failed (${err.message}); its work fails and it is replaced`);
    });
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    if (migrationUrl) await migrateAsOwner(migrationUrl);
    else await migrateWithLock(pool, () => migratePg(db as never, { migrationsFolder: migrationsFolder() }));
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw explainMigrationError(err, migrationUrl !== undefined);
  }
  return {
    db,
    kind: 'postgres',
    url,
    pool,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
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

type WhereSettings = { dataDir: string; databaseUrl?: string; databaseMigrationUrl?: string };

/** The app's database as the server, the worker and the scripts open it: DATABASE_URL, else the embedded one under DATA_DIR. */
export function openAppDatabase(config: WhereSettings, log?: (line: string) => void): Promise<Database> {
  return openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, migrationUrl: config.databaseMigrationUrl } : { kind: 'embedded', dataDir: config.dataDir, log });
}

/** Where the data is, for the start-up line. */
export const describeDatabase = (database: Database, config: WhereSettings): string =>
  database.kind === 'embedded' ? `embedded PostgreSQL, data in ${path.join(config.dataDir, 'postgres')}` : 'PostgreSQL (DATABASE_URL)';
