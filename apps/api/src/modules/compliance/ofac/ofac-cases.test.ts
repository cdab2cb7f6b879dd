import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFAC_CASE_ENDPOINTS, type OfacCase, addUsBusinessDays, ofacCaseReviewSchema } from '@creditdesk/contracts';
import { auditEvents, users } from '../../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
const tokens: Record<string, { access_token: string }> = {};
beforeAll(async () => {
  t = await createTestApp();
  // a compliance officer: securityadmin only, so My Reports shows them only the reports they ran
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'demo.admin'));
  await t.database.db.insert(users).values({
    customerId: admin.customerId,
    username: 'compliance.officer',
    email: 'compliance.officer@demolending.example',
    firstName: 'Cora',
    lastName: 'Officer',
    role: 'adminuser',
    entitlements: ['securityadmin'],
    passwordHash: admin.passwordHash,
    passwordChangedAt: new Date(),
  });
  // a colleague in no group and without entitlements: may read only the reports they ran
  await t.database.db.insert(users).values({
    customerId: admin.customerId,
    username: 'no.group',
    email: 'no.group@demolending.example',
    firstName: 'Nora',
    lastName: 'Group',
    role: 'enduser',
    entitlements: [],
    passwordHash: admin.passwordHash,
    passwordChangedAt: new Date(),
  });
  for (const u of ['demo.user', 'demo.admin', 'other.admin', 'compliance.officer', 'no.group']) tokens[u] = await t.login(u);
});
afterAll(() => t?.close());

const as = (user: string) => bearer(tokens[user]);
const screen = async (subject: Record<string, unknown>, user = 'demo.user') => {
  const res = await t.app.inject({ method: 'POST', url: '/api/idfc/reports/ofac', payload: { accountNumber: '100200300', subject }, headers: as(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { inquiryId: string; dataSourceResponse: { value: { ofacReport: { result: string } } } };
};
const caseOf = (inquiryId: string, user = 'demo.user') => t.app.inject({ method: 'GET', url: `/api/compliance/ofac/inquiries/${inquiryId}/case`, headers: as(user) });
const decide = (caseId: string, body: Record<string, unknown>, user = 'demo.admin') => t.app.inject({ method: 'POST', url: `/api/compliance/ofac/cases/${caseId}/decision`, payload: body, headers: as(user) });
const review = (caseId: string, user = 'compliance.officer') => t.app.inject({ method: 'GET', url: `/api/compliance/ofac/cases/${caseId}`, headers: as(user) });
const CHAPO = { type: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera' };

describe('OFAC review cases', () => {
  it('a hit opens a case the ordering user sees beside the report; a clear screen opens none', async () => {
    const hit = await screen(CHAPO);
    const res = await caseOf(hit.inquiryId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inquiryId: hit.inquiryId, subjectName: 'Joaquin Guzman Loera', status: 'open', openedBy: 'demo.user', decision: null, reportDueOn: null, bestScore: 1 });
    const clear = await screen({ type: 'individual', firstName: 'Margaret', lastName: 'Ellison' });
    expect(clear.dataSourceResponse.value.ofacReport.result).toBe('clear');
    expect((await caseOf(clear.inquiryId)).statusCode).toBe(404);
  });

  it('a compliance user confirms a match naming the candidate: the report to OFAC is due in 10 business days, audited; it is not decided twice', async () => {
    const hit = await screen(CHAPO);
    const open = (await caseOf(hit.inquiryId)).json() as OfacCase;
    const list = await t.app.inject({ method: 'GET', url: '/api/compliance/ofac/cases?status=open', headers: as('demo.admin') });
    expect(list.json().cases.map((c: OfacCase) => c.id)).toContain(open.id);

    expect((await decide(open.id, { decision: 'confirmed', reason: 'Same name and date of birth' })).json().message).toMatch(/entNum is required to confirm/);
    const notCandidate = await decide(open.id, { decision: 'confirmed', reason: 'Same name and date of birth', entNum: 306 });
    expect(notCandidate.statusCode).toBe(400);
    expect(notCandidate.json().message).toMatch(/entry 306 is not a candidate of this screen/);
    expect((await decide(open.id, { decision: 'cleared', reason: 'short' })).json().message).toMatch(/reason must say why in at least 10 characters/);

    const res = await decide(open.id, { decision: 'confirmed', reason: 'Same name, date of birth and nationality as entry 6861', entNum: 6861 });
    expect(res.statusCode, res.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json()).toMatchObject({ status: 'confirmed', decision: { by: 'demo.admin', entNum: 6861, reason: 'Same name, date of birth and nationality as entry 6861' }, reportDueOn: addUsBusinessDays(today, 10) });
    expect((await caseOf(hit.inquiryId)).json()).toMatchObject({ status: 'confirmed', reportDueOn: addUsBusinessDays(today, 10) });
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, open.id));
    expect(audit).toMatchObject({ action: 'ofac.case-confirmed', actorUsername: 'demo.admin', details: { inquiryId: hit.inquiryId, entNum: 6861 } });

    const again = await decide(open.id, { decision: 'cleared', reason: 'Changed my mind about it' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The case was already confirmed by demo.admin');
  });

  it('clears a false positive with its reason: no report due', async () => {
    const hit = await screen({ ...CHAPO, dateOfBirth: '1990-01-01' });
    const open = (await caseOf(hit.inquiryId)).json() as OfacCase;
    const res = await decide(open.id, { decision: 'cleared', reason: 'Applicant born 1990, listed person 1954' });
    expect(res.json()).toMatchObject({ status: 'cleared', decision: { entNum: null }, reportDueOn: null });
  });

  it('refuses a user without securityadmin (403), and another company sees none of the cases (404)', async () => {
    const hit = await screen(CHAPO);
    const open = (await caseOf(hit.inquiryId)).json() as OfacCase;
    expect((await decide(open.id, { decision: 'cleared', reason: 'Not the same person at all' }, 'demo.user')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/compliance/ofac/cases', headers: as('demo.user') })).statusCode).toBe(403);
    expect((await decide(open.id, { decision: 'cleared', reason: 'Not the same person at all' }, 'other.admin')).statusCode).toBe(404);
    expect((await caseOf(hit.inquiryId, 'other.admin')).statusCode).toBe(404);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/compliance/ofac/cases', headers: as('other.admin') });
    expect(theirs.json().cases).toEqual([]);
    expect((await caseOf(hit.inquiryId)).json().status).toBe('open');
    expect(OFAC_CASE_ENDPOINTS.decide.access).toEqual({ kind: 'entitled', entitlements: ['securityadmin'] });
  });

  it("a screen's case is read by exactly those who may read the screen, and by the compliance users who decide cases (issue 27)", async () => {
    const hit = await screen(CHAPO);
    const details = (user: string) => t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${hit.inquiryId}/details`, headers: as(user) });
    const pdf = (user: string) => t.app.inject({ method: 'POST', url: '/api/pdfs/ofac/download', payload: { inquiryId: hit.inquiryId }, headers: as(user) });
    // a colleague in no group: the screen, its PDF and its case alike are refused (the case answered 200 with the name and decision)
    expect((await details('no.group')).statusCode).toBe(403);
    expect((await pdf('no.group')).statusCode).toBe(403);
    const refused = await caseOf(hit.inquiryId, 'no.group');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Guzman');
    // whoever reads the screen reads its case: the user who ran it, a usertransactionsadmin
    for (const user of ['demo.user', 'demo.admin']) {
      expect((await details(user)).statusCode, user).toBe(200);
      expect((await caseOf(hit.inquiryId, user)).json(), user).toMatchObject({ inquiryId: hit.inquiryId, subjectName: 'Joaquin Guzman Loera' });
    }
    // a compliance user reads it without reading the screen (the case is theirs to decide); another company finds nothing
    expect((await details('compliance.officer')).statusCode).toBe(403);
    expect((await caseOf(hit.inquiryId, 'compliance.officer')).statusCode).toBe(200);
    expect((await caseOf(hit.inquiryId, 'other.admin')).statusCode).toBe(404);
    // a screen of their own that found nothing: 404, not 403
    const clear = await screen({ type: 'individual', firstName: 'Margaret', lastName: 'Ellison' }, 'demo.admin');
    expect((await caseOf(clear.inquiryId, 'demo.admin')).statusCode).toBe(404);
    expect((await caseOf(clear.inquiryId, 'no.group')).statusCode).toBe(403);
    // the other case endpoints are the compliance users' alone
    const caseId = ((await caseOf(hit.inquiryId)).json() as OfacCase).id;
    expect((await t.app.inject({ method: 'GET', url: '/api/compliance/ofac/cases', headers: as('no.group') })).statusCode).toBe(403);
    expect((await review(caseId, 'no.group')).statusCode).toBe(403);
    expect((await decide(caseId, { decision: 'cleared', reason: 'Not the same person at all' }, 'no.group')).statusCode).toBe(403);
  });

  describe('one case for its reviewer (GET /compliance/ofac/cases/:caseId)', () => {
    it("answers a colleague's case with the screen's subject, list, threshold and candidates to a securityadmin who may not read the report, audited as a report view", async () => {
      const hit = await screen({ ...CHAPO, dateOfBirth: '1954-12-25', country: 'MX' });
      const open = (await caseOf(hit.inquiryId)).json() as OfacCase;
      // the officer may not open demo.user's report itself
      expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${hit.inquiryId}/details`, headers: as('compliance.officer') })).statusCode).toBe(403);

      const res = await review(open.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = ofacCaseReviewSchema.parse(res.json());
      const stored = hit.dataSourceResponse.value.ofacReport as unknown as Record<string, unknown>;
      expect(body.case).toEqual(open);
      expect(body.screen).toEqual({ subject: stored.subject, list: stored.list, threshold: stored.threshold, screenedAt: stored.screenedAt, candidates: stored.candidates });
      expect(body.screen.subject).toEqual({ type: 'individual', name: 'Joaquin Guzman Loera', dateOfBirth: '1954-12-25', country: 'MX' });
      expect(body.screen.candidates[0]).toMatchObject({ entNum: 6861, listedName: expect.stringContaining('GUZMAN LOERA') });
      expect(body.screen.list.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const reads = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, hit.inquiryId), eq(auditEvents.action, 'report.viewed')));
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({ actorUsername: 'compliance.officer', targetType: 'inquiry', details: { product: 'ofac', productCode: 'OFAC', ofacCaseId: open.id } });

      // and so confirms a candidate of it
      const confirmed = await decide(open.id, { decision: 'confirmed', reason: 'Same name, date of birth and nationality', entNum: 6861 }, 'compliance.officer');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await review(open.id)).json().case).toMatchObject({ status: 'confirmed', decision: { by: 'compliance.officer', entNum: 6861 } });
    });

    it("keeps a case's screen readable after the report is removed from My Reports", async () => {
      const hit = await screen(CHAPO);
      const open = (await caseOf(hit.inquiryId)).json() as OfacCase;
      expect((await t.app.inject({ method: 'DELETE', url: `/api/reportinquries/${hit.inquiryId}`, headers: as('demo.user') })).statusCode).toBe(200);
      const res = await review(open.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().screen.candidates.length).toBe(open.candidateCount);
    });

    it("answers another company's case and an unknown id 404, a user without securityadmin 403, a malformed id 400", async () => {
      const hit = await screen(CHAPO);
      const open = (await caseOf(hit.inquiryId)).json() as OfacCase;
      const theirs = await review(open.id, 'other.admin');
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe('Review case not found');
      expect((await review(open.id, 'demo.user')).statusCode).toBe(403);
      expect((await review('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const malformed = await review('not-a-case');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/caseId must be a case id/);
      expect(OFAC_CASE_ENDPOINTS.one.access).toEqual(OFAC_CASE_ENDPOINTS.decide.access);
      const reads = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, hit.inquiryId), eq(auditEvents.action, 'report.viewed')));
      expect(reads).toEqual([]);
    });
  });
});
