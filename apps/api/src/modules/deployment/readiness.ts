import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readiness, ReadinessCheck } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { migrationsFolder } from '../../db/client.js';
import { currentListInfo } from '../compliance/ofac/sdn-lists.repository.js';
import type { FileStore } from '../efts/store/file-store.js';
import { pingDatabase } from '../users/users.repository.js';
import { newestAppliedMigration } from './readiness.repository.js';

/** A check that does not answer within this long fails (a database that hangs rather than refuses). */
const CHECK_TIMEOUT_MS = 2_000;
/** A file-store write that passed is trusted this long: a balancer asks every second or so. */
const STORE_PASS_MS = 15_000;
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

export type ReadinessProbe = {
  /** every check, run side by side; READY only when all pass. */
  check(): Promise<Readiness>;
  /** on SIGTERM: `accepting` fails from now on, so the balancer takes the process out before it drains. */
  stopAccepting(): void;
  /** removes the file store's probe object (on close). */
  forget(): Promise<void>;
};

/** The newest migration this build carries (the journal's last `when`). */
export function newestShippedMigration(folder = migrationsFolder()): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

const withinTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS).unref())]);

/**
 * The readiness checks. Cheap enough for a balancer's every-second check: the database is one
 * `select 1`; the migrations and the SDN list, once found, stay found (a process only loses them to a
 * restore of an older backup, after which it is restarted anyway); the store's write is remembered
 * for STORE_PASS_MS. A failure is never remembered: the next check tries again.
 */
export function createReadinessProbe(db: Db, store: FileStore, shipped = newestShippedMigration()): ReadinessProbe {
  let accepting = true;
  let migrationsCurrent = false;
  let sdnLoaded = false;
  let storeWrittenAt = Number.NEGATIVE_INFINITY;
  // a store key is `<companyId>/<uploadId>`: no company's (the nil UUID), this process's own upload id
  const probeKey = `${NO_COMPANY}/${randomUUID()}`;

  const checks: Record<Exclude<ReadinessCheck, 'accepting'>, () => Promise<boolean>> = {
    database: async () => {
      await pingDatabase(db);
      return true;
    },
    migrations: async () => {
      if (!migrationsCurrent) {
        const applied = await newestAppliedMigration(db);
        // undefined: the application role may not read drizzle's table; its owner migrated at this process's start
        migrationsCurrent = applied === undefined || applied >= shipped;
      }
      return migrationsCurrent;
    },
    sdnList: async () => {
      sdnLoaded ||= (await currentListInfo(db)) !== undefined;
      return sdnLoaded;
    },
    fileStore: async () => {
      if (Date.now() - storeWrittenAt < STORE_PASS_MS) return true;
      await store.putObject(probeKey, Buffer.from(new Date().toISOString()));
      storeWrittenAt = Date.now();
      return true;
    },
  };

  return {
    async check() {
      const names = Object.keys(checks) as (keyof typeof checks)[];
      const outcomes = await Promise.all(names.map((name) => withinTimeout(checks[name]()).catch(() => false)));
      const result = { ...Object.fromEntries(names.map((name, i) => [name, outcomes[i] ? 'pass' : 'fail'])), accepting: accepting ? 'pass' : 'fail' } as Readiness['checks'];
      return { status: Object.values(result).every((v) => v === 'pass') ? 'READY' : 'NOT_READY', checks: result };
    },
    stopAccepting() {
      accepting = false;
    },
    async forget() {
      if (storeWrittenAt > Number.NEGATIVE_INFINITY) await store.remove(probeKey).catch(() => undefined);
    },
  };
}
