import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { databaseUrl, onServer } from './test-database.js';

/**
 * The global setup of the projects that open test databases (API and browser): one migrated database a run, which every test file's database
 * starts from (./test-database.ts) instead of running initdb and every migration again (issue 12).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // the same choice as createTestDatabase's
  if ((project.config.env?.TEST_DB ?? (process.env.DATABASE_URL ? 'pg' : 'pglite')) === 'pg') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return async () => undefined; // createTestDatabase says what is missing
    const name = `creditdesk_template_${process.pid}`;
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    await onServer(serverUrl, `create database "${name}"`);
    const template = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    await template.close(); // a template database must have no connection when it is copied
    project.provide('pgTemplateDatabase', name);
    return () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
  const template = await openDatabase({ kind: 'pglite' });
  const dump = await template.dumpDataDir!();
  await template.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditdesk-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
