import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type AlertCheck, DEFAULT_ALERT_STEPS, type InquiryDetails, type InquiryPage, consumerReportResponseSchema } from '@creditdesk/contracts';
import { alertResolutions, eletterTemplates, reportInquiries } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';
import { pdfFlowText, requirePoppler } from './pdf/poppler.js';

/*
 * Alerts that must be resolved before credit (docs/careful-pulls.md): derived from the stored report,
 * answered with the order, resolved once (validated, audited, encrypted), filtering My Reports and
 * refusing an approval letter until the identity is verified. One app and database for the file.
 */

let k: AdminKit;
let welcome: string;
let declined: string;
beforeAll(async () => {
  requirePoppler();
  k = await createAdminKit();
  const templates = await k.t.database.db.select().from(eletterTemplates).where(eq(eletterTemplates.customerId, k.company.demo));
  welcome = templates.find((t) => t.eletterName === 'Welcome')!.id;
  declined = templates.find((t) => t.eletterName === 'Credit declined')!.id;
});
afterAll(() => k.t.close());

const persona = (key: string) => SANDBOX_PERSONAS.find((p) => p.key === key)!;
const today = () => new Date().toISOString().slice(0, 10);

async function order(key: string, user = 'demo.user', over: Partial<ReturnType<typeof persona>> = {}) {
  // the tests order the same personas again: each a confirmed new pull (docs/careful-pulls.md)
  const res = await k.call(user, 'POST', '/consumers/reports/acrov6', pullAgain(consumerRequest({ ...persona(key), ...over })));
  expect(res.statusCode, res.body).toBe(200);
  const answer = consumerReportResponseSchema.parse(res.json());
  return { inquiryId: answer.inquiryId, alertCheck: answer.alertCheck };
}

const resolve = (user: string, inquiryId: string, body: unknown) => k.call(user, 'POST', `/reportinquiries/${inquiryId}/alerts/resolution`, body);
const letter = (user: string, inquiryId: string, eletterId: string, decision: string) => k.call(user, 'POST', '/eletters/letters', { inquiryId, eletterId, decision, decisionDate: today() });
const unresolvedIds = async (user = 'demo.user') => {
  const res = await k.call(user, 'GET', `/reportinquiries/extract/customers/${k.company.demo}/pages?alerts=unresolved&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InquiryPage).content.map((i) => i.id);
};
/** every step of every alert, each done with a note. */
const allDone = (check: AlertCheck) => check.alerts.flatMap((a) => a.steps.map((step) => ({ alert: a.key, step, done: true, note: `done: ${step.slice(0, 20)}` })));

describe('alerts that must be resolved', () => {
  it('answers the order with the alerts, lists them unresolved, refuses approval until verified, then allows it', async () => {
    // an initial fraud alert, and an address discrepancy (another address than the file's)
    const fraud = await order('initialFraud', 'demo.user', { address: { line1: '1 Other St', city: 'Tucson', state: 'AZ', zip: '85701', country: 'US' } });
    const plain = await order('thick');
    expect(plain.alertCheck).toBeUndefined();
    expect(fraud.alertCheck).toMatchObject({ status: 'unresolved', resolution: null });
    expect(fraud.alertCheck!.alerts.map((a) => [a.key, a.contactPhone])).toEqual([
      ['primary:INITIAL_FRAUD', '520-555-0143'],
      ['primary:ADDRESS_MISMATCH', null],
    ]);
    expect(fraud.alertCheck!.alerts[0].steps).toEqual(DEFAULT_ALERT_STEPS.INITIAL_FRAUD);

    // My Reports: the filter keeps only the unresolved, and the list item says so
    const ids = await unresolvedIds();
    expect(ids).toContain(fraud.inquiryId);
    expect(ids).not.toContain(plain.inquiryId);

    // an approval letter (a Welcome template, or the decision approved) is refused; an adverse-action one is not
    const refused = await letter('demo.user', fraud.inquiryId, welcome, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_MESSAGES.letters.approvalNeedsAlertsResolved('unresolved'));
    expect((await letter('demo.user', fraud.inquiryId, declined, 'approved')).statusCode).toBe(409);
    expect((await letter('demo.user', fraud.inquiryId, declined, 'declined')).statusCode).toBe(201);
    expect((await letter('demo.user', plain.inquiryId, welcome, 'approved')).statusCode).toBe(201);

    // resolved: stored (notes encrypted), the inquiry's state changed, audited without the notes
    const steps = allDone(fraud.alertCheck!);
    const res = await resolve('demo.user', fraud.inquiryId, { outcome: 'verified', steps });
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json() as AlertCheck;
    expect(check).toMatchObject({ status: 'verified', resolution: { outcome: 'verified', resolvedBy: 'demo.user', steps } });
    const [row] = await k.t.database.db.select().from(alertResolutions).where(eq(alertResolutions.inquiryId, fraud.inquiryId));
    expect(row.outcome).toBe('verified');
    expect(row.resolutionEnc).not.toContain('done:');
    const [inquiry] = await k.t.database.db.select({ s: reportInquiries.alertStatus }).from(reportInquiries).where(eq(reportInquiries.id, fraud.inquiryId));
    expect(inquiry.s).toBe('verified');
    const events = await k.audit('report-alerts.resolved', fraud.inquiryId);
    expect(events).toHaveLength(1);
    expect(events[0].details).toMatchObject({ outcome: 'verified', alerts: ['primary:INITIAL_FRAUD', 'primary:ADDRESS_MISMATCH'], stepsDone: 4, steps: 4 });
    expect(JSON.stringify(events[0].details)).not.toContain('done:');

    // the same resolution again answers as stored (a retry), another is refused
    const again = await resolve('demo.user', fraud.inquiryId, { outcome: 'verified', steps });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(check);
    expect((await resolve('demo.user', fraud.inquiryId, { outcome: 'not-verified', steps, note: 'no' })).statusCode).toBe(409);
    expect(await k.audit('report-alerts.resolved', fraud.inquiryId)).toHaveLength(1);

    // shown with the stored report, off the filter, and the approval letter is allowed now
    const details = (await k.call('demo.user', 'GET', `/reportinquiries/extract/${fraud.inquiryId}/details`)).json() as InquiryDetails & { alertCheck: AlertCheck };
    expect(details.alertCheck).toEqual(check);
    expect(details.item.alertStatus).toBe('verified');
    expect(await unresolvedIds()).not.toContain(fraud.inquiryId);
    expect((await letter('demo.user', fraud.inquiryId, welcome, 'approved')).statusCode).toBe(201);
    // the letters tracker shows each letter's report resolved
    const tracked = await k.call('demo.user', 'GET', `/eletters/letters/customers/${k.company.demo}?status=all&inquiryId=${fraud.inquiryId}`);
    expect((tracked.json() as { content: { alertStatus?: string }[] }).content.map((l) => l.alertStatus)).toEqual(['verified', 'verified']);

    // and in the PDF, under the alerts: the outcome, who, each step with its note
    const pdf = await k.call('demo.user', 'POST', '/pdfs/consumercredit/download', { inquiryId: fraud.inquiryId });
    expect(pdf.statusCode).toBe(200);
    const text = pdfFlowText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toMatch(/CONSUMER ALERTS ON THIS FILE .* ALERT RESOLUTION: IDENTITY VERIFIED Resolved by demo\.user .* Risk score/);
    expect(text).toContain(`Initial fraud alert: Done`);
    expect(text).toContain(`Note: ${steps[0].note}`);
  });

  it('refuses what the policy does not list, an incomplete verification, a report without alerts and another reader', async () => {
    const { inquiryId, alertCheck } = await order('activeDuty');
    const steps = allDone(alertCheck!);
    const refusal = async (body: unknown, status = 400, user = 'demo.user') => {
      const res = await resolve(user, inquiryId, body);
      expect(res.statusCode, res.body).toBe(status);
      return res.json().message as string;
    };
    expect(await refusal({ outcome: 'verified', steps: [...steps, { alert: 'primary:INITIAL_FRAUD', step: 'x', done: true, note: 'n' }] })).toBe(API_MESSAGES.alerts.unknownAlert('primary:INITIAL_FRAUD'));
    expect(await refusal({ outcome: 'verified', steps: [{ ...steps[0], step: 'Asked a neighbour' }, steps[1]] })).toBe(API_MESSAGES.alerts.unknownStep('primary:ACTIVE_DUTY', 'Asked a neighbour'));
    expect(await refusal({ outcome: 'verified', steps: [steps[0]] })).toBe(API_MESSAGES.alerts.missingStep('primary:ACTIVE_DUTY', steps[1].step));
    expect(await refusal({ outcome: 'verified', steps: [steps[0], { ...steps[1], done: false }] })).toBe(API_MESSAGES.alerts.stepNotDone('primary:ACTIVE_DUTY', steps[1].step));
    expect(await refusal({ outcome: 'verified', steps: [steps[0], { ...steps[1], note: ' ' }] })).toBe(API_MESSAGES.alerts.stepNeedsNote('primary:ACTIVE_DUTY', steps[1].step));
    expect(await refusal({ outcome: 'not-verified', steps: [steps[0], { ...steps[1], done: false }] })).toBe(API_MESSAGES.alerts.whyNotVerified);
    expect(await refusal({ outcome: 'maybe', steps })).toMatch(/outcome must be one of verified, not-verified/);
    // another company's report is not found; another user's (without usertransactionsadmin) forbidden
    await refusal({ outcome: 'verified', steps }, 404, 'other.admin');
    const admins = await order('initialFraud', 'demo.admin');
    expect((await resolve('demo.user', admins.inquiryId, { outcome: 'verified', steps: allDone(admins.alertCheck!) })).statusCode).toBe(403);
    // a report without alerts
    const plain = await order('thin');
    const none = await resolve('demo.user', plain.inquiryId, { outcome: 'verified', steps: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(API_MESSAGES.alerts.none);
    expect(await k.audit('report-alerts.resolved', inquiryId)).toHaveLength(0);

    // could not verify: stored, and an approval stays refused
    const notVerified = await resolve('demo.user', inquiryId, { outcome: 'not-verified', steps: [steps[0], { ...steps[1], done: false, note: '' }], note: 'The ID did not match' });
    expect(notVerified.statusCode, notVerified.body).toBe(200);
    const refused = await letter('demo.user', inquiryId, welcome, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(API_MESSAGES.letters.approvalNeedsAlertsResolved('not-verified'));
  });

  it("lists the steps of the company's policy, set in Company Settings", async () => {
    const steps = ['Called the consumer at the number in the alert', 'Saw a passport'];
    const put = await k.call('demo.admin', 'PUT', `/customers/${k.company.demo}`, { alertPolicy: { INITIAL_FRAUD: steps } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().company.alertPolicy).toMatchObject({ INITIAL_FRAUD: steps, ACTIVE_DUTY: DEFAULT_ALERT_STEPS.ACTIVE_DUTY });
    const bad = await k.call('demo.admin', 'PUT', `/customers/${k.company.demo}`, { alertPolicy: { INITIAL_FRAUD: [] } });
    expect(bad.statusCode).toBe(400);
    const { alertCheck } = await order('initialFraud');
    expect(alertCheck!.alerts[0].steps).toEqual(steps);
    await k.call('demo.admin', 'PUT', `/customers/${k.company.demo}`, { alertPolicy: null });
  });
});
