import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFAC_CASE_ENDPOINTS, type OfacCase, addUsBusinessDays } from '@creditdesk/contracts';
import { auditEvents } from '../../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
const tokens: Record<string, { access_token: string }> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.user', 'demo.admin', 'other.admin']) tokens[u] = await t.login(u);
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
});
