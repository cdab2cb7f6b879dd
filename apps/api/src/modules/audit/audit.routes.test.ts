import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ENDPOINTS, AUDIT_MESSAGES, buildPath } from '@creditdesk/contracts';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { auditEvents, customers } from '../../db/schema/index.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, proveFactorFor, type TestApp } from '../../testing/test-app.js';
import { chainBatch, findEventsPage } from './audit-log.repository.js';
import { recordAudits } from './audit.repository.js';
import { recordOfRow } from './audit-rows.js';
import { describeResult, verifyCsv, verifyDatabase } from './audit-verify.js';
import { loadAuditSigner } from './audit-signing-key.js';

const SUPPORT_KEY = 'cdsk_support_test_key_0123456789abcdefghijklmnop';
const AGENT = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

let t: TestApp;
let demo: string;
let second: string;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_API_KEYS: SUPPORT_KEY });
  const idOf = async (name: string) => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id;
  demo = await idOf('Demo Lending');
  second = await idOf('Second Bank');
  admin = bearer(await t.login('demo.admin'));
});
afterAll(() => t.close());
const auditSigner = () => loadAuditSigner({ dataDir: t.dataDir });

const url = (tab: keyof typeof AUDIT_ENDPOINTS, kind: 'page' | 'csv', query: Record<string, string> = {}, customerId = demo) =>
  `/api${buildPath(AUDIT_ENDPOINTS[tab][kind].path, { customerId })}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
const get = (u: string, headers = admin) => t.app.inject({ method: 'GET', url: u, headers });
const TABS = Object.keys(AUDIT_ENDPOINTS) as (keyof typeof AUDIT_ENDPOINTS)[];

describe('access', () => {
  it('answers 403 to a user without securityadmin on every audit call, 401 without a token, 403 for another company', async () => {
    const user = bearer(await t.login('demo.user'));
    const other = bearer(await t.login('other.admin'));
    for (const tab of TABS) {
      for (const kind of ['page', 'csv'] as const) {
        expect((await get(url(tab, kind), user)).statusCode, `${tab} ${kind}`).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: url(tab, kind) })).statusCode).toBe(401);
        expect((await get(url(tab, kind), other)).statusCode).toBe(403);
      }
    }
  });
});

describe('Report History', () => {
  it("lists the company's orders, views and deletes with the consumer, purpose and status, filtered and paged", async () => {
    const user = bearer(await t.login('demo.user'));
    const persona = SANDBOX_PERSONAS[0]!;
    const order = await t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: consumerRequest(persona), headers: user });
    expect(order.statusCode).toBe(200);
    const inquiryId = order.json().inquiryId as string;

    const page = (await get(url('report-history', 'page', { userName: 'DEMO.USER' }))).json();
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 10, totalCapped: false });
    const row = page.data.find((r: { inquiryId: string }) => r.inquiryId === inquiryId);
    expect(row).toMatchObject({
      action: 'ordered',
      userName: 'demo.user',
      product: 'acrov6',
      consumerName: expect.any(String),
      ssnLast4: persona.ssn.replace(/\D/g, '').slice(-4),
      permissiblePurpose: 'CREDIT_TRANSACTION',
      status: 'Completed',
      supportAgent: null,
    });
    expect((await get(url('report-history', 'page', { event: 'deleted' }))).json().data).toEqual([]);
    expect((await get(url('report-history', 'page', { product: 'ofac' }))).json().data).toEqual([]);
    expect((await get(url('report-history', 'page', { userName: 'demo.admin' }))).json().data).toEqual([]);
    // a page past the end is empty
    expect((await get(url('report-history', 'page', { pageNumber: '99' }))).json()).toMatchObject({ data: [], pageNumber: 99 });
    // the other company sees none of it
    const other = bearer(await t.login('other.admin'));
    expect((await get(url('report-history', 'page', {}, second), other)).json().data).toEqual([]);
  });

  it('answers 400 to an end before the start, an impossible date or a value of the wrong type', async () => {
    const filters: Record<string, string>[] = [
      { fromDate: '03/05/2026 00:00:00', toDate: '03/04/2026 23:59:59' },
      { fromDate: '02/30/2026' },
      { toDate: '2026-03-04' },
      { event: 'login' },
      { product: 'nosuch' },
    ];
    for (const query of [...filters, { pageNumber: 'two' }, { pageSize: '0' }, { pageSize: '101' }]) {
      expect((await get(url('report-history', 'page', query))).statusCode, JSON.stringify(query)).toBe(400);
    }
    for (const query of filters) expect((await get(url('report-history', 'csv', query))).statusCode, JSON.stringify(query)).toBe(400);
    expect((await get(url('report-history', 'page', { fromDate: '03/05/2026 00:00:00', toDate: '03/04/2026 23:59:59' }))).json().message).toContain(AUDIT_MESSAGES.endBeforeStart);
  });

  it('filters by a date range read in UTC', async () => {
    const today = new Date();
    const day = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${String(today.getUTCDate()).padStart(2, '0')}/${today.getUTCFullYear()}`;
    expect((await get(url('report-history', 'page', { fromDate: `${day} 00:00:00`, toDate: `${day} 23:59:59` }))).json().total).toBeGreaterThan(0);
    expect((await get(url('report-history', 'page', { toDate: '01/01/2020 23:59:59' }))).json().total).toBe(0);
  });
});

describe('User Activity and the downloads', () => {
  it('lists sign-ins by kind and streams the CSV with its chain, recorded as a download in User Audit Downloads', async () => {
    const logins = (await get(url('user-activity', 'page', { event: 'login' }))).json();
    expect(logins.data.length).toBeGreaterThan(0);
    expect(logins.data.every((r: { kind: string }) => r.kind === 'login')).toBe(true);

    const csv = await get(url('user-activity', 'csv', { event: 'login' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('audit-user-activity.csv');
    const lines = csv.body.trim().split('\r\n').filter((l) => !l.startsWith('#audit-'));
    expect(csv.body.trim().split('\r\n').at(-1)).toMatch(/^#audit-signature:/);
    expect(lines[0]).toBe('Date,User,Support Agent,Kind,Action,Outcome,Target Type,Target,Details,IP,Chain,Sequence,Previous Hash,Hash,Chain Record');
    expect(lines.length - 1).toBe(logins.total);

    const downloads = (await get(url('user-audit-downloads', 'page'))).json();
    expect(downloads.data[0]).toMatchObject({ tab: 'user-activity', filters: { event: 'login' }, rows: logins.total, userName: 'demo.admin' });
    expect((await get(url('user-audit-downloads', 'page', { tab: 'report-history' }))).json().data).toEqual([]);

    const report = await get(url('report-history', 'csv'));
    expect(report.statusCode).toBe(200);
    expect((await get(url('report-audit-downloads', 'page'))).json().data[0]).toMatchObject({ tab: 'report-history', userName: 'demo.admin' });
  });

  it('lists every user with status, rights and groups in User Status Downloads, and its CSV', async () => {
    const page = (await get(url('user-status-downloads', 'page', { pageSize: '50' }))).json();
    expect(page.data.map((u: { userName: string }) => u.userName)).toEqual(expect.arrayContaining(['demo.admin', 'demo.user']));
    expect(JSON.stringify(page)).not.toContain('other.admin');
    const admin0 = page.data.find((u: { userName: string }) => u.userName === 'demo.admin');
    expect(admin0.entitlements).toContain('securityadmin');
    const csv = await get(url('user-status-downloads', 'csv'));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('demo.user');
  });
});

describe('impersonation', () => {
  it("names the support agent as well as the user in every event of a support session, written by any module", async () => {
    const consent = await t.app.inject({ method: 'POST', url: '/api/consent', payload: { userName: 'demo.admin' }, headers: admin });
    expect(consent.statusCode).toBeLessThan(300);
    const session = await t.app.inject({ method: 'GET', url: `/api/token?${new URLSearchParams({ userName: 'demo.admin', uuid: AGENT })}`, headers: { 'x-api-key': SUPPORT_KEY } });
    expect(session.statusCode).toBe(200);
    const agentHeaders = bearer(session.json());
    // the CSV is a step-up act: the user read the agent a code
    await proveFactorFor(t.database.db, session.json());
    // the logout (the auth module's own event) and a CSV download, both in the support session
    expect((await get(url('report-history', 'csv'), agentHeaders)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/oauth2/logout', headers: agentHeaders })).statusCode).toBe(200);
    const [logout] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'logout')).orderBy(sql`id desc`).limit(1);
    expect(logout).toMatchObject({ actorUsername: 'demo.admin', supportAgent: `support:${AGENT}` });
    const activity = (await get(url('user-activity', 'page', { event: 'login', userName: 'demo.admin' }))).json();
    expect(activity.data.find((r: { action: string }) => r.action === 'logout')).toMatchObject({ userName: 'demo.admin', supportAgent: `support:${AGENT}` });
    const download = (await get(url('report-audit-downloads', 'page'))).json().data[0];
    expect(download).toMatchObject({ userName: 'demo.admin', supportAgent: `support:${AGENT}` });
    // an event outside a support session names none
    const earlier = (await get(url('user-audit-downloads', 'page'))).json().data.find((r: { tab: string }) => r.tab === 'user-activity');
    expect(earlier).toMatchObject({ userName: 'demo.admin', supportAgent: null });
  });
});

describe('tamper evidence', () => {
  it('links several events written in one statement into their chains, and refuses UPDATE and DELETE', async () => {
    await recordAudits(t.database.db, [
      { action: 'user.updated', customerId: demo, actorUsername: 'demo.admin', details: { a: 1 } },
      { action: 'user.updated', customerId: demo, actorUsername: 'demo.admin', details: { a: "=cmd|' /C calc'!A0" } },
      { action: 'report.viewed', customerId: second, actorUsername: 'other.admin', details: { product: 'acrov6' } },
      { action: 'user.updated', customerId: demo, actorUsername: '=HYPERLINK("x")', details: { a: 2 } },
    ]);
    const rows = (await t.database.db.select().from(auditEvents).orderBy(sql`id desc`).limit(4)).slice(1);
    expect(rows.map((r) => r.category)).toEqual(['report', 'user', 'user']);
    expect(rows[1]!.seq).toBe(rows[2]!.seq! + 1);
    expect(rows[1]!.prevHash).toBe(rows[2]!.hash);
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'done', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(await refusal(t.database.db.execute(sql`update audit_events set action = 'x' where id = ${rows[0]!.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.database.db.execute(sql`delete from audit_events where id = ${rows[0]!.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(t.database.db.execute(sql`truncate audit_events`))).toMatch(/append-only: TRUNCATE refused/);
    const verified = await verifyDatabase(t.database.db);
    expect(verified.problems).toEqual([]);
    expect(verified.checked).toBeGreaterThan(3);
  });

  it("builds in the verifier's query the same canonical record as the code does, for any text", async () => {
    await recordAudits(t.database.db, [
      { action: 'user.updated', customerId: demo, actorUsername: 'josé.ñúñez', details: { note: 'a|b:c 12:| 日本 🚀', empty: '' }, ip: '::1' },
      { action: 'user.updated', customerId: demo, actorUsername: 'josé.ñúñez', targetType: 'user', targetId: '|-' },
    ]);
    const rows = await findEventsPage(t.database.db, demo, 'user', { userName: 'josé.ñúñez' }, { pageNumber: 1, pageSize: 10 });
    expect(rows).toHaveLength(2);
    const first = Math.min(...rows.map((r) => Number(r.seq)));
    const chain = await chainBatch(t.database.db, demo, 'user', String(first - 1), 2);
    expect(chain.map((c) => c.record)).toEqual([...rows].reverse().map(recordOfRow));
  });

  it('verifies a downloaded CSV, and names the line altered in it', async () => {
    const csv = (await get(url('user-activity', 'csv'))).body;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-verify-'));
    try {
      const good = path.join(dir, 'good.csv');
      fs.writeFileSync(good, csv);
      const ok = await verifyCsv(good, [auditSigner()]);
      expect(ok.problems).toEqual([]);
      expect(describeResult('good.csv', ok)[0]).toMatch(/^OK: \d+ events/);
      // the formula-looking user name came through neutralised and still verifies
      expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
      const lines = csv.split('\r\n');
      const target = lines.findIndex((l) => l.includes(',demo.admin,'));
      lines[target] = lines[target]!.replace(',demo.admin,', ',demo.user,');
      const bad = path.join(dir, 'bad.csv');
      fs.writeFileSync(bad, lines.join('\r\n'));
      const result = await verifyCsv(bad, [auditSigner()]);
      expect(result.problems[0]).toMatchObject({ kind: 'altered', where: `line ${target + 1}` });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the event altered in the database (as a superuser past the trigger), and one removed', async () => {
    const [victim] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.customerId, demo)).orderBy(sql`id`).limit(1);
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`update audit_events set actor_username = 'someone.else' where id = ${victim!.id}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const altered = await verifyDatabase(db);
    expect(altered.problems[0]).toMatchObject({ kind: 'altered', where: `event id ${victim!.id}` });
    expect(describeResult('the database', altered)[0]).toContain(`FAILED: the first problem is the altered event event id ${victim!.id}`);

    const [second0] = await db.select().from(auditEvents).where(eq(auditEvents.customerId, second)).orderBy(sql`id`).limit(1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`delete from audit_events where id = ${second0!.id}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    const removed = await verifyDatabase(db);
    expect(removed.problems).toContainEqual(expect.objectContaining({ kind: 'removed', chain: `${second}/${second0!.category}` }));
  });
});

describe('limits', () => {
  it("answers 'Unable to load Please simplify criteria' to a page beyond the deepest offset of a large result", async () => {
    const many = Array.from({ length: 10_050 }, () => ({ action: 'mfa.code-sent', customerId: demo, actorUsername: 'bulk.user' }));
    for (let i = 0; i < many.length; i += 2000) await recordAudits(t.database.db, many.slice(i, i + 2000));
    const deep = await get(url('user-activity', 'page', { userName: 'bulk.user', pageNumber: '1002' }));
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(AUDIT_MESSAGES.tooLarge);
    // the count stops at what the pager needs: 1,000, or the asked page's end when it lies deeper
    const capped = (await get(url('user-activity', 'page', { userName: 'bulk.user' }))).json();
    expect(capped).toMatchObject({ total: 1_000, totalCapped: true });
    const deeper = (await get(url('user-activity', 'page', { userName: 'bulk.user', pageNumber: '150' }))).json();
    expect(deeper).toMatchObject({ total: 1_500, totalCapped: true, pageNumber: 150 });
    expect(deeper.data).toHaveLength(10);
    const last = (await get(url('user-activity', 'page', { userName: 'bulk.user', pageNumber: '1001', pageSize: '10' }))).json();
    expect(last).toMatchObject({ total: 10_010, totalCapped: true });
  });
});
