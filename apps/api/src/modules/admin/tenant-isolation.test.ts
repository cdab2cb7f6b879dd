import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { type AdminKit, createAdminKit } from './admin-testing.js';

/**
 * Another company's user, group or account number, in any administration call: 403 and nothing
 * changed. other.admin (Second Bank, every admin entitlement) tries each call on Demo Lending.
 */
let k: AdminKit;
let demo: string;
let second: string;
beforeAll(async () => {
  k = await createAdminKit();
  demo = k.company.demo;
  second = k.company.second;
});
afterAll(() => k.t.close());

/** Everything of Demo Lending an administration call could change. */
async function demoState() {
  const q = async (query: ReturnType<typeof sql>) => rowsOf(await k.t.database.db.execute(query));
  return {
    users: await q(sql`select username, first_name, last_name, email, role, entitlements, status, blocked_reason, deleted_at, last_recertified_at, password_hash
      from users where customer_id = ${demo} order by username`),
    groups: await q(sql`select g.name, g.description, g.privilege, g.file_transfer,
      (select array_agg(u.username order by u.username) from user_group_members m join users u on u.id = m.user_id where m.group_id = g.id) as members,
      (select array_agg(p.product_code order by p.product_code) from user_group_products p where p.group_id = g.id) as products
      from user_groups g where g.customer_id = ${demo} order by g.name`),
    members: await q(sql`select member_number, name, status from customer_members where customer_id = ${demo} order by member_number`),
    company: await q(sql`select name, status, mfa_required, allowed_ip_ranges, password_max_age_days, recertification_days from customers where id = ${demo}`),
    subscriptions: await q(sql`select subscription_name, status from customer_subscriptions where customer_id = ${demo} order by subscription_name`),
    registrations: await q(sql`select registration from product_registrations where customer_id = ${demo}`),
    idp: await q(sql`select identifier from identity_providers where customer_id = ${demo}`),
  };
}

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: () => string, payload?: () => unknown];

const CALLS: Record<string, Call> = {
  'list users': ['GET', () => `/users/customers/${demo}`],
  'one user by name (own path)': ['GET', () => `/users/customers/${second}?userName=demo.user&groupName=true`],
  'search users': ['POST', () => `/users/customers/${demo}/search?pageNumber=1&pageSize=10`, () => ({ keyWords: 'demo' })],
  'export users': ['POST', () => `/users/customers/${demo}/download`, () => ({})],
  'system admins': ['GET', () => `/users/customers/${demo}/roles/systemadmin`],
  'create user in another company': ['POST', () => '/orchestrator/users', () => ({ customerId: demo, userName: 'intruder', firstName: 'I', lastName: 'N', email: 'i@x.example', role: 'enduser' })],
  'update user': ['PUT', () => '/orchestrator/users', () => ({ userName: 'demo.user', firstName: 'Owned' })],
  'update user (company named)': ['PUT', () => '/orchestrator/users', () => ({ customerId: demo, userName: 'demo.user', firstName: 'Owned' })],
  'block user': ['PUT', () => '/orchestrator/users/status', () => ({ userName: 'demo.user', status: 'blocked', reason: 'x' })],
  're-certify user': ['POST', () => '/orchestrator/users/recertify', () => ({ userNames: ['demo.user'] })],
  'delete user (other company named)': ['POST', () => '/users/batchdelete', () => ({ customerId: demo, deleteList: ['demo.user'] })],
  'delete user (own company named)': ['POST', () => '/users/batchdelete', () => ({ customerId: second, deleteList: ['demo.user'] })],
  'reset password': ['POST', () => '/cognito/users/temp/passwordgenerator', () => ({ userName: 'demo.user' })],
  "user's products (other company named)": ['POST', () => '/orchestrator/products/users?page=products', () => ({ customerId: demo, userName: 'demo.user' })],
  "user's products (own company named)": ['POST', () => '/orchestrator/products/users?page=products', () => ({ customerId: second, userName: 'demo.user' })],
  'list groups': ['GET', () => `/usergroups/customers/${demo}`],
  'search groups': ['POST', () => `/usergroups/customers/${demo}/search`, () => ({ keyWords: '' })],
  'read group': ['GET', () => `/usergroups/customers/${demo}/group/Credit%20Reports`],
  'delete group': ['DELETE', () => `/usergroups/customers/${demo}/group/Credit%20Reports`],
  'group map': ['GET', () => `/usergroups/customers/${demo}/groupmap`],
  'create group in another company': ['POST', () => '/orchestrator/users/groups', () => ({ customerId: demo, groupName: 'Intruders' })],
  "create group with another company's user": ['POST', () => '/orchestrator/users/groups', () => ({ groupName: 'Intruders', userList: ['demo.user'] })],
  'update group in another company': ['PUT', () => '/orchestrator/users/groups', () => ({ customerId: demo, groupName: 'Credit Reports', description: 'Owned' })],
  "put another company's user in own group": ['PUT', () => '/orchestrator/users/groups', () => ({ groupName: 'Credit Reports', userList: ['other.admin', 'demo.user'] })],
  'detach in another company': ['PUT', () => '/orchestrator/users/groups/detach', () => ({ customerId: demo, groupName: 'Credit Reports', userList: ['demo.user'] })],
  "detach another company's user": ['PUT', () => '/orchestrator/users/groups/detach', () => ({ groupName: 'Credit Reports', userList: ['demo.user'] })],
  'add account number': ['POST', () => `/customers/${demo}/members`, () => ({ memberNumber: '999000111', name: 'x' })],
  'list account numbers': ['GET', () => `/customers/${demo}/members`],
  'read account number': ['GET', () => `/customers/${demo}/members/100200300`],
  "read another company's number (own path)": ['GET', () => `/customers/${second}/members/100200300`],
  'update account number': ['PUT', () => `/customers/${demo}/members/100200300`, () => ({ name: 'Owned' })],
  "update another company's number (own path)": ['PUT', () => `/customers/${second}/members/100200300`, () => ({ name: 'Owned' })],
  'delete account number': ['DELETE', () => `/customers/${demo}/members/100200300`],
  "delete another company's number (own path)": ['DELETE', () => `/customers/${second}/members/100200300`],
  'read company': ['GET', () => `/customers/${demo}`],
  'change company': ['PUT', () => `/customers/${demo}`, () => ({ mfaRequired: true })],
  'read features': ['GET', () => `/customers/${demo}/subscriptions`],
  'toggle features': ['PUT', () => `/customers/${demo}/subscriptions`, () => ({ subscriptions: [{ subscriptionName: 'storage', status: 'inactive' }] })],
  'billing': ['GET', () => `/billing/customers/${demo}/subscriptions?months=12`],
};

describe("another company's users, groups and account numbers: 403, nothing changed", () => {
  it.each(Object.entries(CALLS))('%s', async (_name, [method, url, payload]) => {
    const before = await demoState();
    const res = await k.call('other.admin', method, url(), payload?.());
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).not.toMatch(/Devon|Dana|demolending/);
    expect(await demoState()).toEqual(before);
  });
});

describe('without the entitlement of the screen: 403', () => {
  const ADMIN_ONLY = Object.entries(CALLS).filter(([name]) => !['list account numbers', "user's products (own company named)", "user's products (other company named)"].includes(name));
  it.each(ADMIN_ONLY)('%s (demo.user)', async (_name, [method, url, payload]) => {
    const own = (s: string) => s.replaceAll(second, demo);
    const res = await k.call('demo.user', method, own(url()), payload?.() === undefined ? undefined : JSON.parse(own(JSON.stringify(payload()))));
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('API documentation', () => {
  it('documents every administration endpoint in the OpenAPI document', async () => {
    const res = await k.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/users/customers/{customerId}', '/api/orchestrator/users', '/api/usergroups/customers/{customerId}/group/{name}', '/api/customers/{customerId}/members/{memberNumber}', '/api/billing/customers/{customerId}/subscriptions']) {
      expect(paths).toContain(p);
    }
  });
});
