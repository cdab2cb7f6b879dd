import { randomUUID } from 'node:crypto';
import { type SQL, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchDryRunSchema } from '@creditdesk/contracts';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { auditEvents, batchRows } from '../../db/schema/index.js';
import { multipartBody } from '../../testing/multipart.js';
import { type TestApp, bearer, createTestApp } from '../../testing/test-app.js';
import { databaseUrl } from '../../testing/test-database.js';
import { verifyDatabase } from '../audit/audit-verify.js';
import { processClaim } from './batch-processing.js';
import { claimRows } from './batch-queue.repository.js';
import { workOnce } from './batch-worker.js';

/*
 * Issue 29: one company's batch rows stored by several processes at once. Two workers on connections
 * of their own (as two `npm run worker` processes): while the first is in the middle of storing its
 * slice, the second claims the next rows and stores them. Before issue 29 the slice's first statement
 * took the batch's counter row (and the chain head soon after) to its commit, so the second worker
 * waited on the first's lock for its claim and its store: one company's rows went one slice at a time.
 * Since migration 0037 a slice is stored in one statement (batch_store_slice), so no row both write
 * is held across a round trip to a worker.
 */

const onPostgres = (process.env.TEST_DB ?? (process.env.DATABASE_URL ? 'pg' : 'pglite')) === 'pg';
const HEADER = 'First Name,Last Name,SSN,Date of Birth,Address,City,State,ZIP,Reference';
const line = (i: number) => `Scale${String.fromCharCode(65 + (i % 26))},Sample,123-46-${String(1000 + i)},4/12/1980,${i} Main St,Columbus,OH,43004,SCALE-${i}`;
const log = { error: () => undefined, info: () => undefined };

/**
 * A database handle that stops before its slice's store statement (batch_store_slice) until `open()`,
 * and records what A sends while storing: the statements and whether it opened a transaction.
 */
function pausedBeforeStore(db: Db) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reached!: () => void;
  const paused = new Promise<void>((resolve) => (reached = resolve));
  const sent = { stores: 0, transactions: 0 };
  const dialect = (db as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect;
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') sent.transactions += 1;
      if (prop === 'execute') {
        return (query: SQL) => {
          if (!dialect.sqlToQuery(query).sql.includes('batch_store_slice(')) return target.execute(query);
          sent.stores += 1;
          reached();
          return gate.then(() => target.execute(query));
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy as Db, open, paused, sent };
}

let t: TestApp;
let second: Database;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const [{ name }] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
  second = await openDatabase({ kind: 'postgres', url: databaseUrl(process.env.DATABASE_URL!, name) });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe.skipIf(!onPostgres)('one company’s batch stored by two workers at once (issue 29)', () => {
  it('lets a second worker claim and store its rows while the first is in the middle of storing its slice; every row once, the chain whole', async () => {
    const token = (await t.login('demo.user')).access_token;
    const body = multipartBody({ product: 'acrov6', accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' }, { name: 'scale.csv', content: `${HEADER}\n${Array.from({ length: 8 }, (_, i) => line(i)).join('\n')}\n` });
    const res = await t.app.inject({ method: 'POST', url: '/api/consumers/batchs/submission', payload: body.payload, headers: { ...body.headers, ...bearer({ access_token: token }) } });
    expect(res.statusCode, res.body).toBe(201);
    const { batch } = batchDryRunSchema.parse(res.json());
    expect((await t.app.inject({ method: 'POST', url: `/api/consumers/batchs/${batch.batchId}/confirm`, headers: bearer({ access_token: token }) })).statusCode).toBe(200);

    // worker A claims the first four rows, pulls them and stops as it begins storing them
    const a = pausedBeforeStore(t.app.ctx.db);
    const claimA = await claimRows(a.db, { token: randomUUID(), limit: 4, leaseSeconds: 60 });
    expect(claimA?.rows.map((r) => r.rowNumber).sort()).toEqual([1, 2, 3, 4]);
    a.sent.transactions = 0; // those of the claim
    const storingA = processClaim({ ...t.app.ctx, db: a.db }, claimA!, 'worker-a', log);
    await a.paused;

    // worker B, on its own connections: done, or seen waiting on a lock A holds, whichever comes first
    const events: string[] = [];
    const storingB = workOnce({ ...t.app.ctx, db: second.db }, { chunkSize: 4, leaseSeconds: 60 }, log).then(() => events.push('B stored its slice'));
    const watcher = (async () => {
      while (events.length === 0) {
        const waiting = rowsOf<{ n: number }>(
          await second.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
        );
        if (waiting[0]!.n > 0) events.push('B waited on A');
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.race([storingB, watcher]);
    expect(events[0]).toBe('B stored its slice');
    const midway = await t.database.db.select({ rowNumber: batchRows.rowNumber, status: batchRows.status }).from(batchRows).where(eq(batchRows.batchId, batch.batchId)).orderBy(batchRows.rowNumber);
    expect(midway.map((r) => r.status)).toEqual([...Array(4).fill('processing'), ...Array(4).fill('completed')]);

    a.open();
    await storingA;
    await storingB;
    await watcher;
    // A stored its slice (rows, inquiries, audit events, counters) in one statement, in no transaction
    // of its own: the rows both workers write were never held across a round trip to A
    expect(a.sent).toEqual({ stores: 1, transactions: 0 });
    const done = await t.database.db.select({ status: batchRows.status, inquiryId: batchRows.inquiryId }).from(batchRows).where(eq(batchRows.batchId, batch.batchId));
    expect(done.every((r) => r.status === 'completed' && r.inquiryId)).toBe(true);
    const ordered = await t.database.db.select({ seq: auditEvents.seq, details: auditEvents.details }).from(auditEvents).where(eq(auditEvents.action, 'report.ordered'));
    const ofBatch = ordered.filter((e) => (e.details as { batchId?: string } | null)?.batchId === batch.batchId);
    expect(ofBatch).toHaveLength(8);
    // B's rows were linked into the company's chain before A's: the chain is whole, in the order stored
    expect((await verifyDatabase(t.database.db)).problems).toEqual([]);
    const detailsRes = await t.app.inject({ method: 'GET', url: `/api/consumers/batchs/${batch.batchId}/details`, headers: bearer({ access_token: token }) });
    expect(detailsRes.json()).toMatchObject({ status: 'completed', counts: { completed: 8, failed: 0 } });
  });
});
