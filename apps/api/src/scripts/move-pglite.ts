/*
 * npm run db:move-pglite
 *
 * Moves the database of a release before issue 29 (PGlite, DATA_DIR/pglite) into the embedded PostgreSQL
 * (DATA_DIR/postgres), once, with the server stopped: PGlite opened and brought to this release's schema (its
 * only change), every table's rows copied (db/table-copy.ts), then DATA_DIR/pglite/MOVED-TO-POSTGRES marks
 * it done. The only use of PGlite left in the app (docs/decisions.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openAppDatabase, migrationsFolder } from '../db/client.js';
import { hasUnmovedPglite, pgliteDirOf } from '../db/pglite-data-dir.js';
import { dumpTables, loadTables } from '../db/table-copy.js';
import { runScript } from './run-script.js';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('db:move-pglite fills the embedded PostgreSQL under DATA_DIR: unset DATABASE_URL.');
    return 2;
  }
  const from = pgliteDirOf(config.dataDir);
  if (!hasUnmovedPglite(config.dataDir)) {
    console.log(`Nothing to move: no PGlite database in ${from} (or it was moved already).`);
    return 0;
  }
  if (fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    console.error(`${path.join(config.dataDir, 'postgres')} exists already: move it aside first (the move fills a new embedded database).`);
    return 1;
  }
  const rowsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-move-'));
  try {
    const pglite = await PGlite.create({ dataDir: from, extensions: { pg_trgm } });
    try {
      await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });
      await dumpTables(pglite, rowsDir);
    } finally {
      await pglite.close();
    }
    const database = await openAppDatabase(config, (line) => console.log(`Database: ${line}`));
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const counts = await loadTables(client, rowsDir);
        console.log(`Moved ${Object.values(counts).reduce((a, b) => a + b, 0)} rows of ${Object.keys(counts).length} tables from ${from} into the embedded PostgreSQL.`);
      } finally {
        await client.end();
      }
    } finally {
      await database.close();
    }
    fs.writeFileSync(path.join(from, 'MOVED-TO-POSTGRES'), `moved ${new Date().toISOString()}; the server no longer reads this folder: delete it when satisfied\n`);
    return 0;
  } finally {
    fs.rmSync(rowsDir, { recursive: true, force: true });
  }
}

runScript(main, { unexpectedPrefix: 'db:move-pglite failed (the PGlite folder is unchanged):' });
