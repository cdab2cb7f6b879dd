import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_REGISTRATION_MESSAGES, productRegistrationSchema } from '@creditdesk/contracts';
import { productRegistrations } from '../../db/schema/index.js';
import { EID_FORM } from '../../security/eid-requests.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';

let k: AdminKit;
beforeAll(async () => {
  k = await createAdminKit();
});
afterAll(() => k.t.close());

const list = async (user = 'demo.admin') => (await k.call(user, 'GET', '/product-registrations')).json().registrations as unknown[];
const submit = (body: unknown, user = 'demo.admin') => k.call(user, 'POST', '/product-registrations/eidverifier/form', body);

describe('product registrations (/product-registration)', () => {
  it("lists the company's registrations with their state: the demo company holds both", async () => {
    const registrations = (await list()).map((r) => productRegistrationSchema.parse(r));
    expect(registrations.map((r) => [r.registration, r.productCode, r.productName, r.state, r.form])).toEqual([
      ['eidCompare', 'EIDC', 'eIDcompare', 'active', null],
      ['eidVerifier', 'EIDV', 'eIDverifier', 'active', null],
    ]);
    // another company sees its own: none
    expect((await list('other.admin')).map((r) => (r as { state: string }).state)).toEqual(['not-registered', 'not-registered']);
  });

  it('is for a product management administrator only', async () => {
    expect((await k.call('demo.user', 'GET', '/product-registrations')).statusCode).toBe(403);
    expect((await submit(EID_FORM, 'demo.user')).statusCode).toBe(403);
  });

  it('submits the eIDverifier form (status Submitted), audited; an active registration is not submitted again (409)', async () => {
    expect((await submit(EID_FORM)).statusCode).toBe(409);
    expect((await submit(EID_FORM)).json().message).toBe(PRODUCT_REGISTRATION_MESSAGES.alreadyActive);
    const res = await submit({ ...EID_FORM, intendedUse: 'call-center' }, 'other.admin');
    expect(res.statusCode, res.body).toBe(201);
    expect(productRegistrationSchema.parse(res.json())).toMatchObject({
      registration: 'eidVerifier',
      state: 'submitted',
      activeSince: null,
      form: { name: 'eidVerifierForm', status: 'Submitted', submittedBy: 'other.admin', values: { ...EID_FORM, intendedUse: 'call-center' } },
    });
    const [event] = await k.audit('product-registration.form-submitted');
    expect(event).toMatchObject({ customerId: k.company.second, actorUsername: 'other.admin', details: { form: 'eidVerifierForm', status: 'Submitted', intendedUse: 'call-center', resubmitted: false } });
    // still not orderable: the registration is not on until approved
    expect(await k.t.database.db.select().from(productRegistrations).where(eq(productRegistrations.customerId, k.company.second))).toEqual([]);
    // submitted again: replaced
    expect((await submit({ ...EID_FORM, monthlyVolume: 'over-100000' }, 'other.admin')).json().form.values.monthlyVolume).toBe('over-100000');
  });

  it.each([
    ['no agreement', { ...EID_FORM, agreementAccepted: false }, /agreement must be accepted/],
    ['no channel', { ...EID_FORM, channels: [] }, /channels must name at least one channel/],
    ['an unknown use', { ...EID_FORM, intendedUse: 'marketing' }, /intendedUse must be one of the listed uses/],
    ['a malformed contact email', { ...EID_FORM, contactEmail: 'dana' }, /contactEmail must be an address/],
    ['a missing contact name', { ...EID_FORM, contactName: ' ' }, /contactName is required/],
  ])('refuses a form with %s (400), storing nothing', async (_name, body, message) => {
    const res = await submit(body, 'other.admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
