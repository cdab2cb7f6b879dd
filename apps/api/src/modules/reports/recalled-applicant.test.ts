import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recalledApplicantResponseSchema } from '@creditdesk/contracts';
import { auditEvents } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { recalledApplicantOf } from './recalled-applicant.js';

const thick = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;

let t: TestApp;
const tokens: Record<string, { access_token: string }> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.admin', 'demo.user', 'other.admin']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const as = (user: string) => bearer(tokens[user]);
const ordered = async (product: string, body: unknown, user: string): Promise<string> => {
  const res = await t.app.inject({ method: 'POST', url: `/api/consumers/reports/${product}`, payload: pullAgain(body) as object, headers: as(user) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { inquiryId: string }).inquiryId;
};
const recall = (id: string, user: string) => t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${id}/applicant`, headers: as(user) });
const recallsOf = async (id: string) =>
  t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'report.viewed')));

describe('applicant recall: a stored report’s applicant for another order', () => {
  it("answers the owner the applicant as the forms take it, and audits the read", async () => {
    const id = await ordered('acrov6', consumerRequest(thick), 'demo.user');
    const res = await recall(id, 'demo.user');
    expect(res.statusCode, res.body).toBe(200);
    const body = recalledApplicantResponseSchema.parse(res.json());
    expect(body).toMatchObject({ inquiryId: id, product: 'acrov6' });
    expect(body.applicant).toMatchObject({
      firstName: thick.firstName,
      lastName: thick.lastName,
      ssn: thick.ssn,
      dateOfBirth: thick.dateOfBirth,
      address: { line1: thick.address.line1, city: thick.address.city, state: thick.address.state, zip: thick.address.zip },
    });
    // never more than the forms take
    expect(Object.keys(body.applicant).every((k) => ['firstName', 'middleName', 'lastName', 'suffix', 'ssn', 'dateOfBirth', 'address', 'phone', 'email'].includes(k))).toBe(true);
    const audit = await recallsOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUsername: 'demo.user', details: { product: 'acrov6', recalled: 'applicant' } });
  });

  it("answers a usertransactionsadmin the company's reports; a standard user another user's report 403, as reading it", async () => {
    const id = await ordered('acrov6', consumerRequest(thick), 'demo.admin');
    const standard = await recall(id, 'demo.user');
    expect(standard.statusCode).toBe(403);
    expect(standard.body).not.toContain(thick.ssn);
    expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${id}/details`, headers: as('demo.user') })).statusCode).toBe(403);
    const mine = await ordered('acrov6', consumerRequest(thick), 'demo.user');
    expect((await recall(mine, 'demo.admin')).statusCode).toBe(200);
    expect(await recallsOf(id)).toHaveLength(0);
  });

  it("answers another company's report exactly like a missing one (404), and audits nothing", async () => {
    const id = await ordered('acrov6', consumerRequest(thick), 'demo.user');
    const foreign = await recall(id, 'other.admin');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(thick.ssn);
    const missing = await recall('00000000-0000-4000-8000-000000000000', 'other.admin');
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect(await recallsOf(id)).toHaveLength(0);
  });

  it('refuses a malformed id with 400, and answers a deleted report 404', async () => {
    for (const bad of ['not-an-id', '1', "x'%20or%201=1"]) expect((await recall(bad, 'demo.user')).statusCode).toBe(400);
    const id = await ordered('acrov6', consumerRequest(thick), 'demo.user');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/reportinquries/${id}`, headers: as('demo.user') })).statusCode).toBe(200);
    expect((await recall(id, 'demo.user')).statusCode).toBe(404);
  });

  it('refuses the call without a session (401)', async () => {
    const id = await ordered('acrov6', consumerRequest(thick), 'demo.user');
    expect((await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${id}/applicant` })).statusCode).toBe(401);
  });
});

describe('recalledApplicantOf: each product’s stored identity, reduced to the form’s fields', () => {
  it('takes the primary of the credit family’s applicants, with the address', () => {
    const identity = [
      { role: 'coApplicant', firstName: 'Co', lastName: 'App', ssn: '111223333', dateOfBirth: '1980-01-01' },
      { role: 'primary', firstName: 'Ann', lastName: 'Lee', asciiName: 'x', ssn: '123451001', dateOfBirth: '1970-02-03', address: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201', country: 'US' } },
    ];
    expect(recalledApplicantOf(identity)).toEqual({ firstName: 'Ann', lastName: 'Lee', ssn: '123451001', dateOfBirth: '1970-02-03', address: { line1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201', country: 'US' } });
  });

  it('takes a single consumer, dropping what no form takes (account numbers, employers)', () => {
    expect(recalledApplicantOf({ firstName: 'Marcus', lastName: 'Bell', ssn: '123-45-1006', dateOfBirth: '1992-01-17', accountNumber: '100200300', employer: 'ACME' })).toEqual({
      firstName: 'Marcus',
      lastName: 'Bell',
      ssn: '123-45-1006',
      dateOfBirth: '1992-01-17',
    });
  });

  it("reads Kount's personMatch, and names nobody for a business or an incomplete name", () => {
    expect(recalledApplicantOf({ personMatch: { name: { first: 'Ana', last: 'Ruiz' }, phone: '5205550143' } })).toEqual({ firstName: 'Ana', lastName: 'Ruiz', phone: '5205550143' });
    expect(recalledApplicantOf({ businessMatch: { name: 'Banco Nacional de Cuba' } })).toBeUndefined();
    expect(recalledApplicantOf({ type: 'business', businessName: 'X' })).toBeUndefined();
    expect(recalledApplicantOf(null)).toBeUndefined();
  });
});
