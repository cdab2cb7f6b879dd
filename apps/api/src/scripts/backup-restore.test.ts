import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { seedDemoData } from '../demo-seed.js';
import { recordAudit } from '../modules/audit/audit.repository.js';

/*
 * npm run backup while the installation runs (this process holds its embedded PostgreSQL open and keeps
 * writing), then npm run restore into a fresh DATA_DIR, and npm run audit:verify on the restored one: the
 * audit chains and the signed checkpoint taken before the backup agree. Each script is its own process,
 * as an operator runs it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-bk-'));
fs.chmodSync(dir, 0o711); // as root, the database's OS user passes through it to the DATA_DIRs below
const live = path.join(dir, 'live');
const restored = path.join(dir, 'restored');
const backup = path.join(dir, 'backup');
let database: Database;

const script = (name: string, args: string[], dataDir: string) => {
  const { DATABASE_URL: _machine, ...env } = process.env;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', `apps/api/src/scripts/${name}.ts`, ...args], { cwd: root, env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'development' } }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  );
};

beforeAll(async () => {
  database = await openDatabase({ kind: 'embedded', dataDir: live });
  await seedDemoData(database.db);
  // the app once, for its keys (the audit signing key, the data key) under DATA_DIR
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: live, LOG_LEVEL: 'silent' }), database, logger: false });
  await app.ready();
  await app.close();
  await recordAudit(database.db, { action: 'company.updated', actorUsername: 'backup-test', targetType: 'customer', targetId: 'before-checkpoint' });
}, 120_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('backs up a running embedded installation, restores it into a fresh DATA_DIR, and the audit verifier passes there', { timeout: 300_000 }, async () => {
    // a checkpoint of the running installation's chains, then more writes: the backup is ahead of it
    expect(await script('audit-verify', ['--database', '--checkpoint'], live)).toMatchObject({ code: 0, out: expect.stringContaining('Checkpoint of ') });
    await recordAudit(database.db, { action: 'company.updated', actorUsername: 'backup-test', targetType: 'customer', targetId: 'after-checkpoint' });

    // a file of the local file store (an uploaded file's encrypted part, as modules/efts writes them)
    const stored = path.join('files', 'uploads', 'company-1', 'upload-1', 'part-00001');
    fs.mkdirSync(path.dirname(path.join(live, stored)), { recursive: true });
    fs.writeFileSync(path.join(live, stored), Buffer.from('encrypted part bytes'));

    const made = await script('backup', ['--to', backup], live);
    expect(made, made.out).toMatchObject({ code: 0, out: expect.stringContaining(`Backup written to ${backup}`) });
    expect(fs.statSync(backup).mode & 0o077).toBe(0);
    expect(fs.existsSync(path.join(backup, 'files', 'audit-checkpoints'))).toBe(true);

    const back = await script('restore', [backup], restored);
    expect(back, back.out).toMatchObject({ code: 0, out: expect.stringContaining(`into ${restored}`) });
    // a second restore into the same (no longer fresh) folder is refused
    expect(await script('restore', [backup], restored)).toMatchObject({ code: 1, out: expect.stringContaining('not empty') });

    expect(fs.readFileSync(path.join(restored, stored), 'utf8')).toBe('encrypted part bytes');
    expect(fs.readdirSync(path.join(restored, 'audit-checkpoints')).length).toBeGreaterThan(0);

    const verified = await script('audit-verify', ['--database'], restored);
    expect(verified, verified.out).toMatchObject({ code: 0, out: expect.stringMatching(/^OK: /m) });

    // the restored rows are the live ones, the sequences continue after them
    const copy = await openDatabase({ kind: 'embedded', dataDir: restored });
    try {
      const count = async (d: Database) => rowsOf<{ n: number }>(await d.db.execute(sql`select count(*)::int as n from audit_events`))[0]!.n;
      expect(await count(copy)).toBe(await count(database));
      const users = async (d: Database) => rowsOf<{ names: string }>(await d.db.execute(sql`select string_agg(username, ',' order by username) as names from users`))[0]!.names;
      expect(await users(copy)).toBe(await users(database));
      await recordAudit(copy.db, { action: 'company.updated', actorUsername: 'backup-test', targetType: 'customer', targetId: 'after-restore' });
    } finally {
      await copy.close();
    }
  });
});
