import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '@creditdesk/contracts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = async (as: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/user/${id}`, headers: bearer(await t.login(as)) });

describe('GET /api/users/user/{id}', () => {
  it("returns the caller's own profile with company, entitlements, subscriptions and the previous login", async () => {
    await t.login('demo.user'); // a first login, so the next one has a "Last Login"
    const res = await read('demo.user', 'Demo.User');
    expect(res.statusCode).toBe(200);
    const profile = userProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      userName: 'demo.user',
      customerName: 'Demo Lending',
      role: 'enduser',
      entitlements: [],
      subscriptionList: ['batch', 'eletters', 'filetransfer', 'storage'],
      name: 'Devon User',
    });
    expect(profile.lastLogin).not.toBeNull();
  });

  it('lets a user-management admin read a user of their own company', async () => {
    expect((await read('demo.admin', 'demo.user')).statusCode).toBe(200);
  });

  it("refuses a standard user reading someone else's profile", async () => {
    expect((await read('demo.user', 'demo.admin')).statusCode).toBe(403);
  });

  it("refuses other.admin reading a Demo Lending user with 403, and leaks nothing of it", async () => {
    const res = await read('other.admin', 'demo.admin');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/Dana|demolending/);
  });

  it('answers 401 without a token and 404 for an unknown user of an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/user/demo.admin' })).statusCode).toBe(401);
    expect((await read('demo.admin', 'no.such.person')).statusCode).toBe(404);
  });
});

describe('health and client configuration', () => {
  it('reports the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/health' });
    expect(res.json()).toEqual({ status: 'UP', database: 'UP' });
  });

  it("serves the browser's timings from the server's configuration", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/config' });
    expect(res.json()).toMatchObject({ inactivityWarningMs: 810_000, inactivityLogoutMs: 90_000, refreshLeadMs: 100_000, retryLimit401: 5 });
  });
});
