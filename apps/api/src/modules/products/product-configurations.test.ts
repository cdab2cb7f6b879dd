import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TokenSet, companyProductConfigurationsEndpoint } from '@creditdesk/contracts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const tokens: Record<string, TokenSet> = {};
const company: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.user', 'other.admin']) {
    tokens[u] = await t.login(u);
    company[u] = String(decodeJwt(tokens[u].access_token).customerId);
  }
});
afterAll(() => t.close());

const list = (customerId: string, user?: string) =>
  t.app.inject({ method: 'GET', url: `/api/products/configurations/customers/${customerId}/all`, headers: user ? bearer(tokens[user]) : {} });

describe('GET /products/configurations/customers/{customerId}/all', () => {
  it("lists the company's product configurations to any of its users, by product and name", async () => {
    const res = await list(company['demo.user'], 'demo.user');
    expect(res.statusCode, res.body).toBe(200);
    const body = companyProductConfigurationsEndpoint.response[200].parse(res.json());
    // each in the detail shape: its product's options with their values (the defaults for a seeded one)
    expect(body.configurations.map(({ configurationId: _id, createdAt: _c, updatedAt: _u, ...c }) => c)).toEqual([
      { configurationName: 'Public records view', productCode: 'ADV', productName: 'Automated Data View', memberNumber: '100200300', memberName: 'Demo Lending - Retail Lending', options: {}, updatedBy: null },
      { configurationName: 'Retail consumer credit', productCode: 'CCR', productName: 'Consumer Credit Report', memberNumber: '100200300', memberName: 'Demo Lending - Retail Lending', options: { scoreModel: 'vantagescore4' }, updatedBy: null },
    ]);
    expect(body.configurations.every((c) => /^[0-9a-f-]{36}$/.test(c.configurationId))).toBe(true);
  });

  it('answers a company without configurations with an empty list', async () => {
    const res = await list(company['other.admin'], 'other.admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ configurations: [] });
  });

  it("refuses another company's configurations with 403, and a caller without a token with 401", async () => {
    const foreign = await list(company['demo.user'], 'other.admin');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Public records view');
    expect((await list(company['demo.user'])).statusCode).toBe(401);
  });
});
