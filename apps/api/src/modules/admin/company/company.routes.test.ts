import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, alertPolicyOf, companySettingsSchema, isLoginError } from '@creditdesk/contracts';
import { customerProducts, identityProviders, productRegistrations, users } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed-demo.js';
import { SANDBOX_PERSONAS } from '../../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../../testing/consumer-requests.js';
import { type AdminKit, createAdminKit } from '../admin-testing.js';

let k: AdminKit;
let demo: string;
beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
  // the demo company is seeded with eIDcompare and eIDverifier and their registrations: these tests start without them
  await k.t.database.db.delete(productRegistrations).where(eq(productRegistrations.customerId, demo));
  await k.t.database.db.delete(customerProducts).where(sql`${customerProducts.customerId} = ${demo} and ${customerProducts.productCode} in ('EIDC', 'EIDV')`);
});
afterAll(() => k.t.close());

const put = (body: Record<string, unknown>, as = 'demo.admin') => k.call(as, 'PUT', `/customers/${demo}`, body);
const settings = async () => companySettingsSchema.parse((await k.call('demo.admin', 'GET', `/customers/${demo}`)).json());

describe('company settings (GET/PUT /customers/{id})', () => {
  it('answers the record, re-certification, registrations, sign-in policy and single sign-on', async () => {
    expect(await settings()).toEqual({
      customerId: demo,
      name: 'Demo Lending',
      status: 'active',
      mfaRequired: false,
      mfaSetupPolicy: 'required',
      passkeyPolicy: 'optional',
      allowedIpRanges: [],
      passwordMaxAgeDays: null,
      reCertification: { frequency: null, schedule: null },
      reportReuseDays: 7,
      productRegistrations: { eidCompareRegistration: false, eidVerifierRegistration: false },
      identityProvider: null,
      ofacMatchThreshold: 0.88,
      addMlaToCreditReports: false,
      addOfacToCreditReports: false,
      alertPolicy: alertPolicyOf(null),
    });
    expect((await k.call('demo.user', 'GET', `/customers/${demo}`)).statusCode).toBe(403);
  });

  it('credit report add-ons: the MLA check and the OFAC screen are turned on and off one by one, and audited', async () => {
    const on = await put({ addMlaToCreditReports: true });
    expect(on.json().company).toMatchObject({ addMlaToCreditReports: true, addOfacToCreditReports: false });
    expect((await put({ addOfacToCreditReports: true })).json().company).toMatchObject({ addMlaToCreditReports: true, addOfacToCreditReports: true });
    const [event] = await k.audit('company.settings-changed', demo);
    expect(event.details).toMatchObject({ before: { addOfacToCreditReports: false }, after: { addOfacToCreditReports: true } });
    expect((await put({ addMlaToCreditReports: 'yes' })).json().message).toMatch(/addMlaToCreditReports must be true or false/);
    expect((await put({ addMlaToCreditReports: false, addOfacToCreditReports: false })).json().company).toMatchObject({ addMlaToCreditReports: false, addOfacToCreditReports: false });
  });

  it('keeps name and status read-only: sent back unchanged they are ignored, changed they are refused', async () => {
    expect((await put({ name: 'Demo Lending', status: 'active', mfaRequired: false })).statusCode).toBe(200);
    expect((await put({ name: 'Renamed' })).statusCode).toBe(400);
    expect((await put({ status: 'inactive' })).statusCode).toBe(400);
    expect((await settings()).name).toBe('Demo Lending');
  });

  it('validates network ranges and refuses ranges that would lock the administrator out', async () => {
    const bad = await put({ allowedIpRanges: ['10.0.0.0/8', 'not-a-range'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_MESSAGES.ipRangeInvalid('not-a-range'));
    const out = await put({ allowedIpRanges: ['10.0.0.0/8'] });
    expect(out.json().message).toBe(ADMIN_MESSAGES.ipRangeLocksOut('127.0.0.1'));
    const ok = await put({ allowedIpRanges: ['127.0.0.0/8', '2001:db8::/32'], mfaRequired: true, passwordMaxAgeDays: 90 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().company).toMatchObject({ allowedIpRanges: ['127.0.0.0/8', '2001:db8::/32'], mfaRequired: true, passwordMaxAgeDays: 90 });
    const [event] = await k.audit('company.settings-changed', demo);
    expect(event.details).toMatchObject({ before: { allowedIpRanges: [], mfaRequired: false }, after: { allowedIpRanges: ['127.0.0.0/8', '2001:db8::/32'], mfaRequired: true } });
    // back to the demo's policy, so the other tests log in without a second factor
    expect((await put({ allowedIpRanges: [], mfaRequired: false, passwordMaxAgeDays: null })).statusCode).toBe(200);
  });

  it('re-certification: an overdue user gets 1006 at login until an administrator re-certifies them', async () => {
    const res = await put({ reCertification: { frequency: 30, schedule: 'Monthly review' } });
    expect(res.json().company.reCertification).toEqual({ frequency: 30, schedule: 'Monthly review' });
    await k.t.database.db
      .update(users)
      .set({ createdAt: sql`now() - interval '60 days'`, lastRecertifiedAt: null })
      .where(eq(users.username, 'demo.user'));
    expect(await k.t.attemptLogin('demo.user', DEMO_PASSWORD)).toMatchObject({ error_code: 1006 });
    expect((await k.call('demo.admin', 'POST', '/orchestrator/users/recertify', { userNames: ['demo.user'] })).statusCode).toBe(200);
    expect(isLoginError(await k.t.attemptLogin('demo.user', DEMO_PASSWORD))).toBe(false);
    expect((await put({ reCertification: { frequency: null } })).json().company.reCertification.frequency).toBeNull();
    expect((await put({ reCertification: { frequency: 0 } })).statusCode).toBe(400);
  });

  it('registrations: a company has eIDcompare / eIDverifier only with the registration', async () => {
    await k.t.database.db.insert(customerProducts).values({ customerId: demo, productCode: 'EIDC' });
    const group = (productList: string[]) => k.call('demo.admin', 'PUT', '/orchestrator/users/groups', { groupName: 'Credit Reports', productList });
    expect((await group(['CCR', 'EIDC'])).json().message).toBe(ADMIN_MESSAGES.productNotHeld('EIDC'));
    const res = await put({ productRegistrations: { eidCompareRegistration: true } });
    expect(res.json().company.productRegistrations).toEqual({ eidCompareRegistration: true, eidVerifierRegistration: false });
    expect((await group(['CCR', 'NAL', 'OVWP', 'EIDC'])).statusCode).toBe(200);
    expect((await k.call('demo.user', 'GET', '/users/user/demo.user')).json().productList).toEqual(['CCR', 'EIDC', 'NAL', 'OVWP']);
    // withdrawn: the product goes with it
    await put({ productRegistrations: { eidCompareRegistration: false } });
    expect((await k.call('demo.user', 'GET', '/users/user/demo.user')).json().productList).toEqual(['CCR', 'NAL', 'OVWP']);
  });

  it('single sign-on: sets the provider (secret never shown, kept when not sent again), refuses another company’s identifier, clears it', async () => {
    const idp = { identifier: 'demo-idp', displayName: 'Demo Lending SSO', issuer: 'https://idp.demolending.example', clientId: 'creditdesk' };
    const set = await put({ identityProvider: { ...idp, clientSecret: 'very-secret-value' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().company.identityProvider).toEqual({ ...idp, userIdClaim: 'sub', hasClientSecret: true });
    expect(set.body).not.toContain('very-secret-value');
    expect(JSON.stringify(await k.audit('company.settings-changed', demo))).not.toContain('very-secret-value');
    expect((await put({ identityProvider: { ...idp, displayName: 'Renamed SSO' } })).json().company.identityProvider).toMatchObject({ displayName: 'Renamed SSO', hasClientSecret: true });

    const other = await k.call('other.admin', 'PUT', `/customers/${k.company.second}`, { identityProvider: { ...idp, issuer: 'https://idp.secondbank.example' } });
    expect(other.statusCode).toBe(400);

    expect((await put({ identityProvider: null })).json().company.identityProvider).toBeNull();
    expect(await k.t.database.db.select().from(identityProviders).where(eq(identityProviders.customerId, demo))).toHaveLength(0);
  });
});

describe('features (GET/PUT /customers/{id}/subscriptions)', () => {
  it('lists every feature with its status and toggles them, each change audited', async () => {
    const res = await k.call('demo.admin', 'GET', `/customers/${demo}/subscriptions`);
    expect(res.json().subscriptions).toEqual([
      { subscriptionName: 'storage', status: 'active' },
      { subscriptionName: 'batch', status: 'active' },
      { subscriptionName: 'filetransfer', status: 'active' },
      { subscriptionName: 'eletters', status: 'active' },
    ]);
    const put = await k.call('demo.admin', 'PUT', `/customers/${demo}/subscriptions`, {
      subscriptions: [
        { subscriptionName: 'storage', status: 'inactive' },
        { subscriptionName: 'filetransfer', status: 'active' },
        { subscriptionName: 'batch', status: 'active' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe(ADMIN_MESSAGES.subscriptionsUpdated);
    expect((await k.call('demo.user', 'GET', '/users/user/demo.user')).json().subscriptionList).toEqual(['batch', 'eletters', 'filetransfer']);
    const [storage] = await k.audit('subscription.changed', 'storage');
    expect(storage.details).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    expect(await k.audit('subscription.changed', 'batch')).toHaveLength(0);
    const dup = await k.call('demo.admin', 'PUT', `/customers/${demo}/subscriptions`, { subscriptions: [{ subscriptionName: 'storage', status: 'active' }, { subscriptionName: 'storage', status: 'inactive' }] });
    expect(dup.statusCode).toBe(400);
    expect((await k.call('demo.admin', 'PUT', `/customers/${demo}/subscriptions`, { subscriptions: [{ subscriptionName: 'space', status: 'active' }] })).statusCode).toBe(400);
    expect((await k.call('demo.user', 'GET', `/customers/${demo}/subscriptions`)).statusCode).toBe(403);
  });
});

describe('billing (GET /billing/customers/{id}/subscriptions)', () => {
  it('counts the month’s reports per product, and the last 12 months in one call', async () => {
    const month = new Date().toISOString().slice(0, 7);
    for (const product of ['acrov6', 'acrov6', 'nal']) {
      expect((await k.call('demo.admin', 'POST', `/consumers/reports/${product}`, pullAgain(consumerRequest(SANDBOX_PERSONAS[0])))).statusCode).toBe(200);
    }
    const one = await k.call('demo.admin', 'GET', `/billing/customers/${demo}/subscriptions?month=${month}`);
    expect(one.json()).toEqual({ months: [{ month, products: [{ productCode: 'CCR', count: 2 }, { productCode: 'NAL', count: 1 }], total: 3 }] });
    const year = (await k.call('demo.admin', 'GET', `/billing/customers/${demo}/subscriptions?months=12`)).json().months;
    expect(year).toHaveLength(12);
    expect(year[11]).toMatchObject({ month, total: 3 });
    expect(year[0].total).toBe(0);
    expect(year.map((m: { month: string }) => m.month)).toEqual([...year.map((m: { month: string }) => m.month)].sort());
    expect((await k.call('demo.admin', 'GET', `/billing/customers/${demo}/subscriptions?month=2026-13`)).statusCode).toBe(400);
    expect((await k.call('demo.admin', 'GET', `/billing/customers/${demo}/subscriptions?months=0`)).statusCode).toBe(400);
    // other.admin's company ordered nothing
    const second = await k.call('other.admin', 'GET', `/billing/customers/${k.company.second}/subscriptions`);
    expect(second.json().months[0]).toMatchObject({ total: 0, products: [] });
  });
});



