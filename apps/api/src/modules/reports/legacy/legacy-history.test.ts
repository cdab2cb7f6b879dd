import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TokenSet, legacyReportHistoryPageSchema, legacyReportSchema } from '@creditdesk/contracts';
import type { InjectOptions } from 'fastify';
import { auditEvents, users } from '../../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.js';
import { DEMO_LEGACY } from '../../registration/seed-demo.js';

let t: TestApp;
let legacy: TokenSet;
let colleague: TokenSet;
let demo: TokenSet;
const db = () => t.database.db;
const call = (tokens: TokenSet, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens), ...(payload !== undefined ? { payload: payload as object } : {}) });
const history = (tokens: TokenSet, body: Record<string, unknown> = {}) => call(tokens, 'POST', '/legacy/reporthistory', body);

beforeAll(async () => {
  t = await createTestApp();
  // legacy.user has moved to a new User ID (the migration keeps the legacy ids); a colleague of the legacy system too
  await db().update(users).set({ isLegacy: false }).where(eq(users.username, DEMO_LEGACY.username));
  const [heritage] = await db().select().from(users).where(eq(users.username, DEMO_LEGACY.username));
  await db().insert(users).values({ ...heritage, id: randomUUID(), username: 'legacy.colleague', email: 'colleague@heritagesavings.example', legacyUserId: 'U-100218' });
  [legacy, colleague, demo] = await Promise.all([t.login(DEMO_LEGACY.username), t.login('legacy.colleague'), t.login('demo.user')]);
});
afterAll(() => t.close());

describe('a migrated legacy user’s report history', () => {
  it('lists the reports the caller ordered on the legacy system, newest first, paged and searchable, and audits the read', async () => {
    const res = await history(legacy, { pageNumber: 1, pageSize: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const page = legacyReportHistoryPageSchema.parse(res.json());
    expect(page).toMatchObject({ legacyUserId: 'U-100217', totalElements: 4, pageNumber: 1, pageSize: 3 });
    expect(page.content.map((r) => r.id)).toEqual(['LR-100217-0004', 'LR-100217-0003', 'LR-100217-0002']);
    expect(page.content[1]).toMatchObject({ consumerName: 'Kevin Doyle', ssnMasked: '***-**-1008', batchName: 'June auto renewals' });
    const searched = legacyReportHistoryPageSchema.parse((await history(legacy, { keyWords: 'auto renewals' })).json());
    expect(searched.content.map((r) => r.id)).toEqual(['LR-100217-0003']);
    const ranged = legacyReportHistoryPageSchema.parse((await history(legacy, { fromDate: '01/01/2025 00:00:00', toDate: '12/31/2025 23:59:59' })).json());
    expect(ranged.content.map((r) => r.id)).toEqual(['LR-100217-0004', 'LR-100217-0003']);
    const [event] = await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'legacy-report.history-read'), eq(auditEvents.actorUsername, DEMO_LEGACY.username)));
    expect(event).toMatchObject({ targetId: 'U-100217' });
  });

  it('reads one of them as the legacy system formatted it (SSN masked), audited', async () => {
    const res = await call(legacy, 'GET', '/legacy/reporthistory/LR-100217-0004');
    expect(res.statusCode, res.body).toBe(200);
    const report = legacyReportSchema.parse(res.json());
    expect(report.item).toMatchObject({ productName: 'Consumer Credit Report', consumerName: 'Margaret Ellison' });
    expect(report.formatedResponse).toContain('SSN .............. ***-**-1001');
    expect(report.formatedResponse).toContain('SCORE ............ 781');
    expect(report.formatedResponse).not.toMatch(/\d{3}-\d{2}-\d{4}|123451001/);
    expect(await db().select().from(auditEvents).where(and(eq(auditEvents.action, 'legacy-report.viewed'), eq(auditEvents.targetId, 'LR-100217-0004')))).toHaveLength(1);
  });

  it('never reaches another user’s legacy history: the colleague’s report is 404 to legacy.user, a user without a legacy identity has none', async () => {
    expect((await call(legacy, 'GET', '/legacy/reporthistory/LR-100218-0001')).statusCode).toBe(404);
    expect((await call(colleague, 'GET', '/legacy/reporthistory/LR-100217-0004')).statusCode).toBe(404);
    expect(legacyReportHistoryPageSchema.parse((await history(colleague)).json()).content.map((r) => r.id)).toEqual(['LR-100218-0002', 'LR-100218-0001']);
    expect((await call(demo, 'GET', '/legacy/reporthistory/LR-100217-0004')).statusCode).toBe(404);
    expect(legacyReportHistoryPageSchema.parse((await history(demo)).json())).toEqual({ legacyUserId: null, content: [], totalElements: 0, pageNumber: 1, pageSize: 10 });
  });

  it.each([
    ['a page size over 100', { pageSize: 500 }, /pageSize may be at most 100/],
    ['a date written otherwise', { fromDate: '2025-01-01' }, /fromDate/],
    ['key words of 101 characters', { keyWords: 'x'.repeat(101) }, /keyWords may be at most 100 characters/],
  ])('refuses %s with a 400 naming the field', async (_name, body, message) => {
    const res = await history(legacy, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
  });

  it('refuses an id that is no legacy report id with a 400', async () => {
    expect((await call(legacy, 'GET', '/legacy/reporthistory/..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('answers 502 when the legacy system is down (the sandbox’s legacy user U-DOWN), showing nothing', async () => {
    await db().update(users).set({ legacyUserId: 'U-DOWN' }).where(eq(users.username, 'legacy.colleague'));
    try {
      const res = await history(colleague);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ message: 'The legacy reporting system did not answer. Please try again later.' });
      expect((await call(colleague, 'GET', '/legacy/reporthistory/LR-100218-0001')).statusCode).toBe(502);
    } finally {
      await db().update(users).set({ legacyUserId: 'U-100218' }).where(eq(users.username, 'legacy.colleague'));
    }
  });
});
