import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayActOnUser } from '@creditdesk/contracts';
import { users } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../db/seed-demo.js';
import { hashPassword } from '../../../lib/passwords.js';
import { storePassword } from '../../passwords/password-store.js';
import { type AdminKit, createAdminKit } from '../admin-testing.js';

/**
 * Issue 10, defect 4: a user holding only usermanagementadmin could reset the password of, and
 * deactivate, an admin holding more entitlements. Nobody acts on a user who holds rights they lack.
 */
let k: AdminKit;
beforeAll(async () => {
  k = await createAdminKit();
  const created = await k.call('demo.admin', 'POST', '/orchestrator/users', {
    userName: 'ua_only',
    firstName: 'Uma',
    lastName: 'Only',
    email: 'uma@demolending.example',
    role: 'adminuser',
    entitlements: ['usermanagementadmin'],
    userGroups: [],
  });
  expect(created.statusCode, created.body).toBe(200);
  const [row] = await k.t.database.db.select().from(users).where(eq(users.username, 'ua_only'));
  await storePassword(k.t.database.db, row.id, await hashPassword(DEMO_PASSWORD), { mustChange: false });
});
afterAll(() => k.t.close());

const demoAdmin = async () => (await k.t.database.db.select().from(users).where(eq(users.username, 'demo.admin')))[0];

describe('acting on a user who holds more rights', () => {
  it('refuses a password reset of an admin holding entitlements the caller lacks, and changes nothing', async () => {
    const before = await demoAdmin();
    const res = await k.call('ua_only', 'POST', '/cognito/users/temp/passwordgenerator', { userName: 'demo.admin' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/demo\.admin.*productmanagementadmin/);
    const after = await demoAdmin();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.mustChangePassword).toBe(false);
    expect((await k.audit('password.reset')).at(0)?.outcome).toBe('failure');
  });

  it.each(['inactive', 'revoked', 'blocked'])('refuses to set an admin holding more rights %s', async (status) => {
    const res = await k.call('ua_only', 'PUT', '/orchestrator/users/status', { userName: 'demo.admin', status, reason: 'test' });
    expect(res.statusCode).toBe(403);
    expect((await demoAdmin()).status).toBe('active');
  });

  it('refuses edits, re-certification and deletion of that admin', async () => {
    expect((await k.call('ua_only', 'PUT', '/orchestrator/users', { userName: 'demo.admin', firstName: 'Mallory' })).statusCode).toBe(403);
    expect((await k.call('ua_only', 'POST', '/orchestrator/users/recertify', { userNames: ['demo.admin'] })).statusCode).toBe(403);
    expect((await k.call('ua_only', 'POST', '/users/batchdelete', { customerId: k.company.demo, deleteList: ['demo.admin'] })).statusCode).toBe(403);
    const row = await demoAdmin();
    expect(row.firstName).not.toBe('Mallory');
    expect(row.deletedAt).toBeNull();
  });

  it('still lets that admin act on users holding no more than they do', async () => {
    const res = await k.call('ua_only', 'PUT', '/orchestrator/users/status', { userName: 'demo.user', status: 'inactive' });
    expect(res.statusCode).toBe(200);
    expect((await k.call('ua_only', 'PUT', '/orchestrator/users/status', { userName: 'demo.user', status: 'active' })).statusCode).toBe(200);
    // and the more powerful admin may act on the less powerful one
    expect((await k.call('demo.admin', 'POST', '/orchestrator/users/recertify', { userNames: ['ua_only'] })).statusCode).toBe(200);
  });
});

describe('the rule (contracts)', () => {
  it('compares role rank and entitlements', () => {
    const ua = { role: 'adminuser', entitlements: ['usermanagementadmin'] };
    expect(mayActOnUser(ua, { role: 'adminuser', entitlements: ['usermanagementadmin', 'securityadmin'] })).toBe(false);
    expect(mayActOnUser(ua, { role: 'systemadmin', entitlements: [] })).toBe(false);
    expect(mayActOnUser(ua, { role: 'enduser', entitlements: [] })).toBe(true);
    expect(mayActOnUser(ua, ua)).toBe(true);
  });
});
