import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CHAIN_CSV_COLUMNS, AUDIT_CSV_COLUMNS, AUDIT_ENDPOINTS, buildPath } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { auditEvents, customers } from '../../db/schema/index.js';
import { csvLine } from '../../lib/csv.js';
import { loadConfig } from '../../config.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { startLoopbackS3 } from '../efts/testing/loopback-s3.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { databaseUrl, testServerUrl } from '../../testing/test-database.js';
import { recordAudits } from './audit.repository.js';
import { canonicalRecord, chainHash, chainKeyOf } from './audit-chain.js';
import { createCheckpointer } from './audit-checkpoint-schedule.js';
import { CheckpointError, checkpointStoreOf, currentHeads, LATEST, localCheckpointStore, readLatestCheckpoint, writeCheckpoint } from './audit-checkpoint.js';
import { type AuditSigner, loadAuditSigner, publicJwkOf, publicKeysOf } from './audit-signing-key.js';
import { describeResult, verifyCsv, verifyDatabase } from './audit-verify.js';
import type { EventTab } from './audit-rows.js';

/*
 * Tampering with what the Audit Logs show (docs/audit.md), as the database's owner past the
 * triggers and as whoever holds a downloaded CSV: every column of every tab, the chain's tail, the
 * checkpoint, the file's rows and its manifest. Each must fail verification naming the row.
 */

let t: TestApp;
let demo: string;
let admin: Record<string, string>;
let signer: AuditSigner;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending')))[0]!.id;
  admin = bearer(await t.login('demo.admin'));
  signer = loadAuditSigner({ dataDir: t.dataDir });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-tamper-'));
  const user = bearer(await t.login('demo.user'));
  const order = await t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(SANDBOX_PERSONAS[0]!), headers: user });
  expect(order.statusCode).toBe(200);
  // two reads of it after the order: the chain's tail
  const read = { action: 'report.viewed', customerId: demo, actorUsername: 'demo.user', targetType: 'inquiry', targetId: order.json().inquiryId as string, details: { product: 'acrov6' } };
  await recordAudits(t.database.db, [read, read]);
  // one download of each kind, so that both downloads tabs have rows
  expect((await csvOf('report-history')).length).toBeGreaterThan(0);
  expect((await csvOf('user-activity')).length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const csvUrl = (tab: EventTab) => `/api${buildPath(AUDIT_ENDPOINTS[tab].csv.path, { customerId: demo })}`;
async function csvOf(tab: EventTab): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: csvUrl(tab), headers: admin });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Runs `change` as the tables' owner past the append-only trigger, verifies, and rolls it all back. */
async function verifiedAfter(change: (tx: Db) => Promise<unknown>, options: Parameters<typeof verifyDatabase>[1] = {}) {
  const rollback = new Error('rollback');
  let result: Awaited<ReturnType<typeof verifyDatabase>> | undefined;
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`alter table audit_chain_heads disable trigger audit_chain_heads_append_only`);
      await change(tx as never);
      result = await verifyDatabase(tx as never, options);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return result!;
}

const latestOf = async (category: string, action?: string) =>
  (await t.database.db.select().from(auditEvents).where(sql`customer_id = ${demo} and category = ${category} ${action ? sql`and action = ${action}` : sql``}`).orderBy(sql`seq desc`).limit(1))[0]!;

describe('the database', () => {
  it('verifies as written, every new event in record v2 with Report History\'s consumer copied from the inquiry', async () => {
    const ordered = await latestOf('report', 'report.ordered');
    expect(ordered).toMatchObject({ recordVersion: 2, kind: 'ordered', product: 'acrov6', ssnLast4: SANDBOX_PERSONAS[0]!.ssn.replace(/\D/g, '').slice(-4), permissiblePurpose: 'CREDIT_TRANSACTION' });
    expect(ordered.consumerName).toBeTruthy();
    expect((await verifyDatabase(t.database.db)).problems).toEqual([]);
  });

  // each tab's shown values and the column that holds it
  const SHOWN: [tab: string, column: string, category: string, action: string | undefined, change: string][] = [
    ['report-history', 'Date', 'report', 'report.ordered', "occurred_at = occurred_at + interval '1 second'"],
    ['report-history', 'User', 'report', 'report.ordered', "actor_username = 'someone.else'"],
    ['report-history', 'Support Agent', 'report', 'report.ordered', "support_agent = 'support:x'"],
    ['report-history', 'Action (kind)', 'report', 'report.ordered', "kind = 'viewed'"],
    ['report-history', 'Product', 'report', 'report.ordered', "product = 'ofac'"],
    ['report-history', 'Product code', 'report', 'report.ordered', "product_code = 'XXX'"],
    ['report-history', 'Consumer', 'report', 'report.ordered', "consumer_name = 'JANE DOE'"],
    ['report-history', 'SSN Last 4', 'report', 'report.ordered', "ssn_last4 = '0000'"],
    ['report-history', 'Permissible Purpose', 'report', 'report.ordered', "permissible_purpose = 'EMPLOYMENT'"],
    ['report-history', 'Status', 'report', 'report.ordered', "outcome = 'failure'"],
    ['report-history', 'IP', 'report', 'report.ordered', "ip = '10.9.9.9'"],
    ['report-history', 'record version', 'report', 'report.ordered', 'record_version = 1'],
    ['user-activity', 'Kind', 'user', undefined, "kind = 'mfa'"],
    ['user-activity', 'Action', 'user', undefined, "action = 'logout'"],
    ['user-activity', 'Outcome', 'user', undefined, "outcome = 'failure'"],
    ['user-activity', 'Target Type', 'user', undefined, "target_type = 'group'"],
    ['user-activity', 'Target', 'user', undefined, "target_id = 'x'"],
    ['user-activity', 'Details', 'user', undefined, `details = coalesce(details, '{}'::jsonb) || '{"x": 1}'::jsonb`],
    ['report-audit-downloads', 'Tab / Filters / Rows (details)', 'report-audit-download', undefined, `details = details || '{"rows": 0}'::jsonb`],
    ['user-audit-downloads', 'Tab / Filters / Rows (details)', 'user-audit-download', undefined, `details = details || '{"tab": "users"}'::jsonb`],
  ];
  it.each(SHOWN)('%s: a changed %s fails, naming the event', async (_tab, _column, category, action, change) => {
    const victim = await latestOf(category, action);
    const result = await verifiedAfter((tx) => tx.execute(sql.raw(`update audit_events set ${change} where id = ${victim.id}`)));
    expect(result.problems[0]).toMatchObject({ kind: 'altered', where: `event id ${victim.id}`, chain: chainKeyOf(demo, category) });
    expect(describeResult('the database', result)[0]).toContain(`FAILED: the first problem is the altered event event id ${victim.id}`);
  });

  it('a changed inquiry no longer changes what Report History shows', async () => {
    const ordered = await latestOf('report', 'report.ordered');
    await t.database.db.execute(sql`update report_inquiries set consumer_name = 'SOMEONE ELSE', ssn_last4 = '9999' where id = ${ordered.targetId}::uuid`);
    const page = await t.app.inject({ method: 'GET', url: `/api${buildPath(AUDIT_ENDPOINTS['report-history'].page.path, { customerId: demo })}`, headers: admin });
    const row = page.json().data.find((r: { id: string }) => r.id === String(ordered.id));
    expect(row).toMatchObject({ consumerName: ordered.consumerName, ssnLast4: ordered.ssnLast4 });
    expect((await verifyDatabase(t.database.db)).problems).toEqual([]);
  });

  it('keeps verifying an event of record v1 (written before migration 0029), and checks its unhashed kind and product', async () => {
    // a v1 event as migration 0020's trigger wrote it: its hash over the v1 record
    const chain = chainKeyOf(demo, 'user');
    const [head] = rowsOf<{ seq: string; hash: string }>(await t.database.db.execute(sql`select seq::text as seq, hash from audit_chain_heads where chain_key = ${chain}`));
    const [{ id }] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select nextval('audit_events_id_seq')::text as id`));
    const seq = String(Number(head!.seq) + 1);
    const occurredAt = '2026-01-02T03:04:05.000000Z';
    const fields = { id: id!, customerId: demo, category: 'user', seq, occurredAt, actorUserId: null, actorUsername: 'old.user', supportAgent: null, action: 'mfa.code-sent', outcome: 'success', targetType: null, targetId: null, details: null, correlationId: null, ip: null };
    const hash = chainHash(head!.hash, canonicalRecord(fields));
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into audit_events (id, occurred_at, customer_id, actor_username, action, outcome, category, kind, seq, prev_hash, hash, record_version)
        values (${id}, ${occurredAt}::timestamptz, ${demo}, 'old.user', 'mfa.code-sent', 'success', 'user', 'mfa', ${seq}, ${head!.hash}, ${hash}, 1)`);
      await tx.execute(sql`update audit_chain_heads set seq = ${seq}, hash = ${hash} where chain_key = ${chain}`);
    });
    expect((await verifyDatabase(t.database.db)).problems).toEqual([]);
    const kind = await verifiedAfter((tx) => tx.execute(sql`update audit_events set kind = 'login' where id = ${id}`));
    expect(kind.problems[0]).toMatchObject({ kind: 'altered', where: `event id ${id}`, why: expect.stringContaining('kind or product') });
    const product = await verifiedAfter((tx) => tx.execute(sql`update audit_events set product = 'acrov6' where id = ${id}`));
    expect(product.problems[0]).toMatchObject({ kind: 'altered', where: `event id ${id}` });
  });

  it('links the events of one statement as a chained group (issue 29: one head write a statement): it verifies, and an event removed or edited inside the group is named', async () => {
    const ordered = await latestOf('report', 'report.ordered');
    const view = (n: number) => ({ action: 'report.viewed', customerId: demo, actorUsername: 'demo.user', targetType: 'inquiry', targetId: ordered.targetId!, details: { product: 'acrov6', n } });
    // one statement, two chains interleaved (as a batch slice's reports and its failed-rows event)
    await recordAudits(t.database.db, [view(1), view(2), { action: 'batch.rows-failed', outcome: 'failure', customerId: demo, actorUsername: 'demo.user', details: { rows: 1 } }, view(3), view(4)]);
    const group = await t.database.db.select().from(auditEvents).where(sql`customer_id = ${demo} and category = 'report'`).orderBy(sql`seq`);
    const [first, second, third, last] = group.slice(-4);
    expect([first, second, third, last].map((e) => (e!.details as { n: number }).n)).toEqual([1, 2, 3, 4]);
    expect([second, third, last].map((e) => e!.prevHash)).toEqual([first, second, third].map((e) => e!.hash));
    // the head row, written once when the statement ended, is the group's last event
    const [head] = rowsOf<{ seq: string; hash: string }>(await t.database.db.execute(sql`select seq::text as seq, hash from audit_chain_heads where chain_key = ${chainKeyOf(demo, 'report')}`));
    expect(head).toEqual({ seq: String(last!.seq), hash: last!.hash });
    expect((await verifyDatabase(t.database.db)).problems).toEqual([]);
    // and written once for the statement's events of that chain (before issue 29: once per event), counted and rolled back
    const rollback = new Error('rollback');
    let writes = -1;
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`create table head_writes (chain_key text)`);
        await tx.execute(sql.raw('create function note_head_write() returns trigger language plpgsql as $$ begin insert into head_writes values (new.chain_key); return null; end $$'));
        await tx.execute(sql`create trigger note_head_write after update on audit_chain_heads for each row execute function note_head_write()`);
        await recordAudits(tx as never, [view(5), view(6), view(7)]);
        writes = Number(rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from head_writes`))[0]!.n);
        throw rollback;
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err;
      });
    expect(writes).toBe(1);

    const removed = await verifiedAfter((tx) => tx.execute(sql`delete from audit_events where id = ${second!.id}`));
    expect(removed.problems[0]).toMatchObject({ kind: 'removed', where: `event id ${third!.id}`, chain: chainKeyOf(demo, 'report'), why: `events ${second!.seq} to ${second!.seq} are missing` });
    const edited = await verifiedAfter((tx) => tx.execute(sql`update audit_events set details = details || '{"n": 9}'::jsonb where id = ${third!.id}`));
    expect(edited.problems[0]).toMatchObject({ kind: 'altered', where: `event id ${third!.id}` });
    // an event moved within the group (two swapped seqs): both links break
    const swapped = await verifiedAfter(async (tx) => {
      await tx.execute(sql`update audit_events set seq = -1 where id = ${second!.id}`);
      await tx.execute(sql`update audit_events set seq = ${second!.seq} where id = ${third!.id}`);
      await tx.execute(sql`update audit_events set seq = ${third!.seq} where id = ${second!.id}`);
    });
    expect(swapped.problems.map((p) => p.where)).toEqual(expect.arrayContaining([`event id ${second!.id}`, `event id ${third!.id}`]));
  });
});

describe('the tail, against a signed checkpoint', () => {
  const store = () => localCheckpointStore(path.join(dir, 'checkpoints'));

  it("names the chain and the events missing when the last events are deleted and the head moved back", async () => {
    const checkpoint = await writeCheckpoint(store(), signer, await currentHeads(t.database.db));
    expect(await readLatestCheckpoint(store(), [signer])).toEqual(checkpoint);
    const chain = chainKeyOf(demo, 'report');
    const top = checkpoint.heads[chain]!;
    const cut = async (tx: Db) => {
      const [keep] = rowsOf<{ seq: string; hash: string }>(await tx.execute(sql`select seq::text as seq, hash from audit_events where customer_id = ${demo} and category = 'report' and seq = ${top.seq - 1}`));
      await tx.execute(sql`delete from audit_events where customer_id = ${demo} and category = 'report' and seq = ${top.seq}`);
      await tx.execute(sql`update audit_chain_heads set seq = ${keep!.seq}, hash = ${keep!.hash} where chain_key = ${chain}`);
    };
    // the chain alone cannot tell: what is left is a whole chain
    expect((await verifiedAfter(cut)).problems).toEqual([]);
    const result = await verifiedAfter(cut, { checkpoint });
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'removed', chain, seq: top.seq, why: expect.stringContaining(`events ${top.seq} to ${top.seq} are missing`) })]);
    expect(describeResult('the database', result)[0]).toContain(`chain ${chain}`);
    // a whole chain cut away
    const gone = await verifiedAfter(async (tx) => {
      await tx.execute(sql`delete from audit_events where customer_id = ${demo} and category = 'report'`);
      await tx.execute(sql.raw(`delete from audit_chain_heads where chain_key = '${chain}'`));
    }, { checkpoint });
    expect(gone.problems).toContainEqual(expect.objectContaining({ kind: 'removed', chain, why: expect.stringContaining(`events 1 to ${top.seq} are missing`) }));
  });

  it('names a chain rewritten up to the checkpointed event (every hash recomputed)', async () => {
    const checkpoint = await writeCheckpoint(store(), signer, await currentHeads(t.database.db));
    const chain = chainKeyOf(demo, 'report');
    const top = checkpoint.heads[chain]!;
    // the owner rewrites the last event consistently: a new hash over its changed record, the head with it
    const result = await verifiedAfter(async (tx) => {
      await tx.execute(sql`update audit_events set consumer_name = 'JANE DOE' where customer_id = ${demo} and category = 'report' and seq = ${top.seq}`);
      await tx.execute(sql`update audit_events set hash = encode(sha256(convert_to(prev_hash || audit_event_canonical_v2(audit_events), 'UTF8')), 'hex') where customer_id = ${demo} and category = 'report' and seq = ${top.seq}`);
      await tx.execute(sql`update audit_chain_heads h set hash = e.hash from audit_events e where h.chain_key = ${chain} and e.customer_id = ${demo} and e.category = 'report' and e.seq = ${top.seq}`);
    }, { checkpoint });
    expect(result.problems).toEqual([expect.objectContaining({ kind: 'altered', chain, seq: top.seq, why: expect.stringContaining('has not the hash the checkpoint') })]);
  });

  it('refuses a checkpoint not signed by the audit key, and never moves latest.json back', async () => {
    const s = store();
    const now = await currentHeads(t.database.db);
    const behind = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, { seq: v.seq - 1, hash: 'x' }]));
    await writeCheckpoint(s, signer, now);
    await writeCheckpoint(s, signer, behind);
    expect((await readLatestCheckpoint(s, [signer]))!.heads).toEqual(now);
    const file = path.join(dir, 'checkpoints', LATEST);
    const signed = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...signed, payload: signed.payload.replace(/"hash":"(.)/, (_: string, c: string) => `"hash":"${c === '0' ? '1' : '0'}`) }));
    await expect(readLatestCheckpoint(s, [signer])).rejects.toThrow(CheckpointError);
    const other = loadAuditSigner({ dataDir: path.join(dir, 'other') });
    await writeCheckpoint(s, other, now);
    await expect(readLatestCheckpoint(s, [signer])).rejects.toThrow(/not signed by the audit key/);
  });
});

describe('writing checkpoints', () => {
  it('checkpoints on schedule only when the heads moved, to the local store or the bucket', async () => {
    const local = localCheckpointStore(path.join(dir, 'scheduled'));
    const checkpoint = createCheckpointer(t.database.db, local, signer);
    expect(await checkpoint()).toBe(true);
    expect(await checkpoint()).toBe(false);
    await recordAudits(t.database.db, [{ action: 'user.updated', customerId: demo, actorUsername: 'demo.admin' }]);
    expect(await checkpoint()).toBe(true);
    expect((await readLatestCheckpoint(local, [signer]))!.heads).toEqual(await currentHeads(t.database.db));
    expect(fs.readdirSync(path.join(dir, 'scheduled', 'checkpoints'))).toHaveLength(2);

    const s3 = await startLoopbackS3('audit-test');
    try {
      const bucket = checkpointStoreOf(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...s3.env }));
      expect(bucket.where).toBe('s3://audit-test/audit-checkpoints/');
      expect(await readLatestCheckpoint(bucket, [signer])).toBeUndefined();
      const written = await writeCheckpoint(bucket, signer, await currentHeads(t.database.db));
      expect(await readLatestCheckpoint(bucket, [signer])).toEqual(written);
    } finally {
      await s3.stop();
    }
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** `npm run audit:verify -- …args`: its exit status and what it printed. */
const runVerify = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/scripts/audit-verify.ts', ...args], { cwd: root, env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout }),
  );

describe('a downloaded CSV', () => {
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  /** The file's lines: header, data rows, the manifest's closing lines. */
  const linesOf = (csv: string) => csv.split('\r\n').slice(0, -1);
  const TABS = ['report-history', 'user-activity', 'report-audit-downloads', 'user-audit-downloads'] as const;

  it.each(TABS)('%s: verifies as downloaded, and fails naming the line when any one of its columns is edited', async (tab) => {
    const csv = await csvOf(tab);
    expect((await verifyCsv(write(`${tab}.csv`, csv), [signer])).problems).toEqual([]);
    const lines = linesOf(csv);
    const columns = [...AUDIT_CSV_COLUMNS[tab], ...AUDIT_CHAIN_CSV_COLUMNS];
    // Report History: the order's own row (its consumer and purpose filled)
    const target = tab === 'report-history' ? lines.findIndex((l) => l.includes(',ordered,')) : 1;
    expect(target).toBeGreaterThan(0);
    const cells = (parse(lines[target]!) as string[][])[0]!;
    for (const [i, column] of columns.entries()) {
      const edited = [...cells];
      edited[i] = column === 'Date' ? edited[i]!.replace(/\d(?=Z$)/, (d) => String((Number(d) + 1) % 10)) : `${edited[i]}x`;
      const changed = [...lines];
      changed[target] = csvLine(edited).slice(0, -2);
      const result = await verifyCsv(write(`${tab}-${i}.csv`, `${changed.join('\r\n')}\r\n`), [signer]);
      expect(result.problems[0], column).toMatchObject({ where: `line ${target + 1}` });
      expect(describeResult('f.csv', result)[0], column).toMatch(new RegExp(`^FAILED: .*line ${target + 1}`));
    }
  });

  it('names the row removed (by its sequence number), the row moved, and a copied row', async () => {
    const csv = await csvOf('user-activity');
    const lines = linesOf(csv);
    const seqOf = (line: string) => (parse(line) as string[][])[0]![columnIndex('Sequence')];
    const columnIndex = (name: string) => [...AUDIT_CSV_COLUMNS['user-activity'], ...AUDIT_CHAIN_CSV_COLUMNS].indexOf(name as never);
    expect(lines.length).toBeGreaterThan(5);

    const removed = [...lines.slice(0, 3), ...lines.slice(4)];
    const gone = await verifyCsv(write('removed.csv', `${removed.join('\r\n')}\r\n`), [signer]);
    expect(gone.problems).toEqual([expect.objectContaining({ kind: 'removed', where: `row 3 of the download (seq ${seqOf(lines[3]!)})` })]);

    const moved = [lines[0]!, lines[2]!, lines[1]!, ...lines.slice(3)];
    const reordered = await verifyCsv(write('moved.csv', `${moved.join('\r\n')}\r\n`), [signer]);
    expect(reordered.problems).toEqual([expect.objectContaining({ kind: 'reordered', where: 'line 3' })]);

    const copied = [...lines.slice(0, 3), lines[2]!, ...lines.slice(3)];
    const twice = await verifyCsv(write('copied.csv', `${copied.join('\r\n')}\r\n`), [signer]);
    expect(twice.problems[0]).toMatchObject({ kind: 'inserted', where: 'line 4' });

    // the last row removed: no later link can show it, the manifest does
    const last = lines.findIndex((l) => l.startsWith('#audit-')) - 1;
    const tail = [...lines.slice(0, last), ...lines.slice(last + 1)];
    const cut = await verifyCsv(write('tail.csv', `${tail.join('\r\n')}\r\n`), [signer]);
    expect(cut.problems).toEqual([expect.objectContaining({ kind: 'removed', seq: Number(seqOf(lines[last]!)) })]);
  });

  it('fails a changed, removed or foreign manifest', async () => {
    const lines = linesOf(await csvOf('user-activity'));
    const at = lines.findIndex((l) => l.startsWith('#audit-manifest:'));
    const changed = [...lines];
    changed[at] = changed[at]!.replace(/.(?=.{10}$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const altered = await verifyCsv(write('manifest.csv', `${changed.join('\r\n')}\r\n`), [signer]);
    expect(altered.problems[0]).toMatchObject({ where: 'the manifest', why: expect.stringContaining('manifest') });

    const none = await verifyCsv(write('none.csv', `${lines.slice(0, at).join('\r\n')}\r\n`), [signer]);
    expect(none.problems[0]).toMatchObject({ where: 'the manifest', why: expect.stringContaining('no signed manifest') });

    const other = loadAuditSigner({ dataDir: path.join(dir, 'other-csv') });
    const foreign = await verifyCsv(write('foreign.csv', `${lines.join('\r\n')}\r\n`), [other]);
    expect(foreign.problems[0]).toMatchObject({ where: 'the manifest', why: expect.stringContaining('not by the audit key given') });
  });

  it('exits 0 for the file as downloaded and 1 naming the line for an edited one (npm run audit:verify, the public key given as a file)', async () => {
    const csv = await csvOf('report-history');
    const keyFile = write('audit-key.json', JSON.stringify({ keys: [publicJwkOf(signer)] }));
    expect(publicKeysOf(fs.readFileSync(keyFile, 'utf8'))[0]!.kid).toBe(signer.kid);
    const run = (file: string) => runVerify([file, '--key', keyFile], { DATA_DIR: path.join(dir, 'cli') });
    const good = await run(write('cli-good.csv', csv));
    expect(good).toMatchObject({ code: 0, out: expect.stringMatching(/^OK: /) });
    expect(good.out).toContain(`Note: signed manifest: report-history of company ${demo}`);
    const lines = linesOf(csv);
    const cells = (parse(lines[1]!) as string[][])[0]!;
    cells[AUDIT_CSV_COLUMNS['report-history'].indexOf('IP')] = '10.6.6.6';
    lines[1] = csvLine(cells).slice(0, -2);
    const bad = await run(write('cli-bad.csv', `${lines.join('\r\n')}\r\n`));
    expect(bad).toMatchObject({ code: 1, out: expect.stringContaining('line 2') });
  });
});

// The script against the database, another process beside the test's. Last in the file: it cuts the tail for good.
describe('npm run audit:verify -- --database', () => {
  it('writes a checkpoint on demand, then exits 1 naming the chain whose tail was cut', async () => {
    const name = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`))[0]!.name;
    const env = { DATABASE_URL: databaseUrl(testServerUrl(), name), DATA_DIR: t.dataDir };
    const first = await runVerify(['--database', '--checkpoint'], env);
    expect(first).toMatchObject({ code: 0, out: expect.stringContaining('Checkpoint of ') });
    const chain = chainKeyOf(demo, 'report');
    const top = (await readLatestCheckpoint(localCheckpointStore(path.join(t.dataDir, 'audit-checkpoints')), [signer]))!.heads[chain]!;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`delete from audit_events where customer_id = ${demo} and category = 'report' and seq = ${top.seq}`);
      await tx.execute(sql`update audit_chain_heads h set seq = e.seq, hash = e.hash from audit_events e where h.chain_key = ${chain} and e.customer_id = ${demo} and e.category = 'report' and e.seq = ${top.seq - 1}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const second = await runVerify(['--database'], env);
    expect(second.code).toBe(1);
    expect(second.out).toContain(`FAILED: the first problem is the removed event chain ${chain}`);
    expect(second.out).toContain(`events ${top.seq} to ${top.seq} are missing`);
  });
});
