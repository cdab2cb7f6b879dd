import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';

/*
 * Every test file's database is created from one migrated template database (./test-database-template.ts,
 * made once per run by the API and browser projects' global setup) on one server: the machine's
 * PostgreSQL when DATABASE_URL is set, else an embedded PostgreSQL the global setup starts for the run.
 * Outside vitest (no template) a database is created on DATABASE_URL's server, else on an embedded server of
 * its own, and migrated as the server does.
 */

function provided<K extends 'pgTemplateDatabase' | 'testServerUrl'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined; // not in a vitest worker
  }
}

/** The server the tests' databases live on (a connection string to its default database). */
export function testServerUrl(): string {
  const url = provided('testServerUrl') ?? process.env.DATABASE_URL;
  if (!url) throw new Error('no test database server: run the tests through vitest (its global setup starts one), or set DATABASE_URL');
  return url;
}

/** Outside vitest without DATABASE_URL (a benchmark, the screenshots): an embedded server of its own, removed on close. */
async function ownEmbeddedDatabase(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-pg-'));
  const database = await openDatabase({ kind: 'embedded', dataDir: dir });
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, migrated database of its own for one test file, on the run's server, dropped afterwards,
 * so files and runs never see each other's data.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!provided('testServerUrl') && !process.env.DATABASE_URL) return ownEmbeddedDatabase();
  const serverUrl = testServerUrl();
  const name = `creditdesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = provided('pgTemplateDatabase');
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

/** The URL of another database on the same server (an embedded server's socket stays in its query). */
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
    /** the migrated database every test database is created from. */
    pgTemplateDatabase?: string;
    /** the server of the run's test databases: DATABASE_URL, or the embedded one the global setup started. */
    testServerUrl?: string;
  }
}
