import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { joinEmbeddedPostgres, liveUsers, runningPostmaster } from '../db/embedded-postgres.js';
import { databaseUrl, onServer } from './test-database.js';

/**
 * The global setup of the projects that open test databases (API and browser): the run's server (the
 * machine's PostgreSQL when DATABASE_URL is set, else an embedded one started here for the run, so a
 * fresh machine needs no database server) and one migrated template database on it, which every test
 * file's database is created from (./test-database.ts) instead of running every migration again (issue 12).
 */
const PREFIX = 'cd-test-pg-';

/** The servers of earlier runs that were killed before their teardown (no live process uses them): stopped and removed. */
function removeAbandonedServers() {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    // a young one may be another project's of this run, between its folder and its first user
    if (Date.now() - fs.statSync(dir).mtimeMs < 10 * 60_000 || liveUsers(dir).length > 0) continue;
    const pid = runningPostmaster(path.join(dir, 'postgres'));
    if (pid) process.kill(pid, 'SIGQUIT'); // a throwaway: no shutdown checkpoint needed
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let serverUrl = process.env.DATABASE_URL;
  let stopEmbedded = async () => undefined as void;
  if (!serverUrl) {
    removeAbandonedServers();
    // a short folder of the run's own: its socket path must stay under the ~107-byte limit
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
    const server = await joinEmbeddedPostgres(dir);
    serverUrl = databaseUrl(server.url, 'postgres');
    stopEmbedded = async () => {
      await server.release();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const name = `creditdesk_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  await onServer(serverUrl, `create database "${name}"`);
  const template = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  await template.close(); // a template database must have no connection when it is copied
  project.provide('testServerUrl', serverUrl);
  project.provide('pgTemplateDatabase', name);
  return async () => {
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
    await stopEmbedded();
  };
}
