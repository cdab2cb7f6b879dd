import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERROR_DETAILS, ADMIN_MESSAGES, MESSAGES, PRODUCT_CONFIGURATION_MESSAGES } from '@creditdesk/contracts';
import { customerMembers, productConfigurations } from '../../../db/schema/index.js';
import { type AdminKit, createAdminKit } from '../admin-testing.js';

let k: AdminKit;
let demo: string;
beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
});
afterAll(() => k.t.close());

const members = (path = '') => `/customers/${demo}/members${path}`;

describe('account numbers (members)', () => {
  it('adds a number (admin only), reads, renames and deactivates it, with before and after', async () => {
    const add = await k.call('demo.admin', 'POST', members(), { memberNumber: '555000111', name: 'Demo Lending - Cards' });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({ message: ADMIN_MESSAGES.accountNumberCreated('555000111'), member: { memberNumber: '555000111', status: 'active', productConfigurations: 0 } });
    expect((await k.call('demo.admin', 'GET', members('/555000111'))).json()).toMatchObject({ name: 'Demo Lending - Cards' });
    const put = await k.call('demo.admin', 'PUT', members('/555000111'), { name: 'Cards', status: 'inactive' });
    expect(put.json().member).toMatchObject({ name: 'Cards', status: 'inactive' });
    const [event] = await k.audit('account-number.updated', '555000111');
    expect(event.details).toMatchObject({ before: { name: 'Demo Lending - Cards', status: 'active' }, after: { name: 'Cards', status: 'inactive' } });
    // the ordering list (any user of the company) sees it
    const list = await k.call('demo.user', 'GET', members('?searchValue=cards'));
    expect(list.json().members).toEqual([{ memberNumber: '555000111', name: 'Cards', status: 'inactive', productConfigurations: 0 }]);
  });

  it('answers 400 to an update that changes nothing ({}), and changes nothing (issue 10, defect 5)', async () => {
    const before = (await k.call('demo.admin', 'GET', members('/100200301'))).json();
    const res = await k.call('demo.admin', 'PUT', members('/100200301'), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name or a status/);
    expect((await k.call('demo.admin', 'GET', members('/100200301'))).json()).toEqual(before);
  });

  it('lists each number with how many product configurations use it (searching by number or name)', async () => {
    const list = await k.call('demo.admin', 'GET', members());
    expect(list.statusCode, list.body).toBe(200);
    const byNumber = Object.fromEntries(list.json().members.map((m: { memberNumber: string }) => [m.memberNumber, m]));
    // the demo's product configurations (CCR and ADV) use 100200300
    expect(byNumber['100200300']).toMatchObject({ status: 'active', productConfigurations: 2 });
    expect(byNumber['100200301']).toMatchObject({ productConfigurations: 0 });
    expect(byNumber['200300400']).toBeUndefined();
    const found = await k.call('demo.admin', 'GET', members('?searchValue=200300'));
    expect(found.json().members.map((m: { memberNumber: string }) => m.memberNumber)).toEqual(['100200300']);
  });

  it('keeps the write calls for product-management admins', async () => {
    expect((await k.call('demo.user', 'POST', members(), { memberNumber: '555000112', name: 'x' })).statusCode).toBe(403);
    expect((await k.call('demo.user', 'PUT', members('/100200300'), { name: 'x' })).statusCode).toBe(403);
    expect((await k.call('demo.user', 'DELETE', members('/100200300'))).statusCode).toBe(403);
    expect((await k.call('demo.user', 'GET', members('/100200300'))).statusCode).toBe(403);
    expect((await k.call('demo.user', 'GET', '/membernumbers/100200300')).statusCode).toBe(403);
  });

  it('validates the number on the server: 6–12 digits, not another company’s, not twice', async () => {
    const v = async (n: string) => (await k.call('demo.admin', 'POST', '/orchestrator/products/membernumber/validate', { memberNumber: n })).json();
    expect(await v('777888999')).toEqual({ memberNumber: '777888999', valid: true });
    expect(await v('12345')).toMatchObject({ valid: false, message: ADMIN_MESSAGES.accountNumberFormat });
    expect(await v('1234567890123')).toMatchObject({ valid: false });
    expect(await v('12a456')).toMatchObject({ valid: false });
    expect(await v('200300400')).toEqual({ memberNumber: '200300400', valid: false, message: ADMIN_MESSAGES.accountNumberTaken });
    expect(await v('100200300')).toMatchObject({ valid: false, message: ADMIN_MESSAGES.accountNumberExists('100200300') });
    expect((await k.call('demo.admin', 'GET', '/membernumbers/200300400')).json()).toMatchObject({ valid: false, message: ADMIN_MESSAGES.accountNumberTaken });
    // and adding refuses the same
    expect((await k.call('demo.admin', 'POST', members(), { memberNumber: '200300400', name: 'x' })).json().message).toBe(ADMIN_MESSAGES.accountNumberTaken);
    expect((await k.call('demo.admin', 'POST', members(), { memberNumber: '100200300', name: 'x' })).json().message).toBe(ADMIN_MESSAGES.accountNumberExists('100200300'));
    expect((await k.call('demo.admin', 'POST', members(), { memberNumber: '12-34', name: 'x' })).statusCode).toBe(400);
  });

  it("refuses deleting a number a product configuration uses: 400 'Member has products'", async () => {
    const db = k.t.database.db;
    await db.insert(productConfigurations).values({ customerId: demo, memberNumber: '100200301', productCode: 'CCR', name: 'Auto CCR' });
    const res = await k.call('demo.admin', 'DELETE', members('/100200301'));
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails.message).toBe(ADMIN_ERROR_DETAILS.memberHasProducts);
    // the refusal names the configuration (issue 17), in the message and as a list
    expect(res.json().message).toBe(PRODUCT_CONFIGURATION_MESSAGES.accountNumberInUse('100200301', ['Auto CCR']));
    expect(res.json().message).toBe(`${MESSAGES.accountNumbers.inUse('100200301')} Product Configuration: Auto CCR.`);
    expect(res.json().additionalErrorDetails.configurations).toEqual(['Auto CCR']);
    expect((await k.call('demo.admin', 'GET', members('/100200301'))).json()).toMatchObject({ productConfigurations: 1 });
    expect(await db.select().from(customerMembers).where(eq(customerMembers.memberNumber, '100200301'))).toHaveLength(1);
    // the database refuses it too (a configuration added between the check and the delete)
    await expect(db.delete(customerMembers).where(eq(customerMembers.memberNumber, '100200301'))).rejects.toThrow();

    await db.delete(productConfigurations).where(eq(productConfigurations.memberNumber, '100200301'));
    const ok = await k.call('demo.admin', 'DELETE', members('/100200301'));
    expect(ok.json()).toEqual({ status: 'success', message: MESSAGES.accountNumbers.deleted });
    expect((await k.call('demo.admin', 'GET', members('/100200301'))).statusCode).toBe(404);
    const [event] = await k.audit('account-number.deleted', '100200301');
    expect(event.details).toMatchObject({ before: { memberNumber: '100200301' }, after: null });
  });

  it("answers 403 for another company's number and changes nothing", async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'Mine now' }], ['DELETE']] as const) {
      expect((await k.call('demo.admin', method, members('/200300400'), payload)).statusCode).toBe(403);
    }
    const [row] = await k.t.database.db.select().from(customerMembers).where(eq(customerMembers.memberNumber, '200300400'));
    expect(row).toMatchObject({ name: 'Second Bank - Consumer', status: 'active', customerId: k.company.second });
  });
});
