import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with TEST_DB=pg (or
 * DATABASE_URL set and TEST_DB unset) a database of its own is created on that server and dropped
 * afterwards, so runs never see each other's data.
 */
export async function createTestDatabase(options: { pgliteDir?: string } = {}): Promise<Database> {
  const kind = process.env.TEST_DB ?? (process.env.DATABASE_URL ? 'pg' : 'pglite');
  if (kind !== 'pg') return openDatabase({ kind: 'pglite', dataDir: options.pgliteDir });

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=pg needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `creditdesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
