import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';

/*
 * Every test file starts from a migrated template (./test-database-template.ts, made once per run by
 * the API and browser projects' global setup), not from initdb and every migration: a PGlite data
 * directory loaded from its dump, or a PostgreSQL database created from a template database. Without
 * a template (outside vitest) a database is created and migrated as the server does.
 */

let pgliteTemplate: Blob | undefined;

/** The run's PGlite template, read once per worker; undefined outside the API projects. */
function loadPgliteTemplate(): Blob | undefined {
  const file = providedTemplate('pgliteTemplateFile');
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

function providedTemplate(key: 'pgliteTemplateFile' | 'pgTemplateDatabase'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined; // not in a vitest worker
  }
}

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with TEST_DB=pg (or
 * DATABASE_URL set and TEST_DB unset) a database of its own is created on that server and dropped
 * afterwards, so runs never see each other's data.
 */
export async function createTestDatabase(options: { pgliteDir?: string } = {}): Promise<Database> {
  const kind = process.env.TEST_DB ?? (process.env.DATABASE_URL ? 'pg' : 'pglite');
  if (kind !== 'pg') {
    const template = options.pgliteDir ? undefined : loadPgliteTemplate();
    return openDatabase({ kind: 'pglite', dataDir: options.pgliteDir, ...(template ? { template } : {}) });
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=pg needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const name = `creditdesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = providedTemplate('pgTemplateDatabase');
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The URL of another database on the same server. */
export const databaseUrl = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** One statement on the server's default database (create and drop database run outside any other). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the dumped data directory every PGlite test database starts from. */
    pgliteTemplateFile?: string;
    /** the migrated PostgreSQL database every test database is created from. */
    pgTemplateDatabase?: string;
  }
}
