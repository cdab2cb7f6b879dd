import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { helpConsents, users } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, userName: string) => t.app.inject({ method: 'GET', url, headers: bearer(await t.login(userName)) });

describe('GET /help/administrators', () => {
  it("answers a standard user their own company's active administrators: name, e-mail and areas only", async () => {
    const res = await get('/api/help/administrators', 'demo.user');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown>[] };
    expect(data).toContainEqual({
      firstName: 'Dana',
      lastName: 'Admin',
      email: 'demo.admin@demolending.example',
      entitlements: ['usermanagementadmin', 'productmanagementadmin', 'securityadmin', 'usertransactionsadmin'],
    });
    expect(data.every((row) => Object.keys(row).sort().join() === 'email,entitlements,firstName,lastName')).toBe(true);
    expect(JSON.stringify(data)).not.toContain('Olive'); // Second Bank's administrator
    expect(JSON.stringify(data)).not.toContain('Devon'); // a standard user holds no entitlement
  });

  it('leaves out an administrator who is not active', async () => {
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.username, 'demo.admin'));
    try {
      const { data } = (await get('/api/help/administrators', 'demo.user')).json() as { data: { firstName: string }[] };
      expect(data.map((d) => d.firstName)).not.toContain('Dana');
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.username, 'demo.admin'));
    }
  });

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/help/administrators' })).statusCode).toBe(401);
  });
});

describe('GET /consent', () => {
  it("shows the caller's own consent once granted, and null after it is withdrawn", async () => {
    await t.database.db.delete(helpConsents);
    const tokens = await t.login('demo.user');
    const status = async () => (await t.app.inject({ method: 'GET', url: '/api/consent', headers: bearer(tokens) })).json() as { consent: { grantedAt: string; expiresAt: string } | null };
    expect(await status()).toEqual({ consent: null });
    const granted = await t.app.inject({ method: 'POST', url: '/api/consent', payload: { userName: 'demo.user' }, headers: bearer(tokens) });
    expect(granted.statusCode).toBe(200);
    const { consent } = await status();
    expect(consent?.expiresAt).toBe(granted.json().expiresAt);
    expect(Date.parse(consent!.expiresAt) - Date.parse(consent!.grantedAt)).toBeGreaterThan(23 * 3600 * 1000);
    // another user's status is their own
    expect(((await get('/api/consent', 'demo.admin')).json() as { consent: unknown }).consent).toBeNull();
    await t.app.inject({ method: 'DELETE', url: '/api/consent/delete/demo.user', headers: bearer(tokens) });
    expect(await status()).toEqual({ consent: null });
  });
});
