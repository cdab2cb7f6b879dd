import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_RATE_MESSAGES, REPORT_ORDER_ENDPOINTS, REPORT_PRODUCTS } from '@creditdesk/contracts';
import { buildApp } from '../../app.js';
import { auditEvents, loginIpThrottle, reportInquiries, users } from '../../db/schema/index.js';
import type { ConsumerBureau } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { ENDPOINT_REQUESTS, endpointKey } from '../../security/endpoint-requests.js';
import { SYSADMIN, type World, createWorld } from '../../security/world.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { month } from '../../testing/product-order-kit.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { monthlyUsage } from '../billing/usage.repository.js';

/**
 * Issue 27, defect 11: one user ordered the same consumer 60 times in 1.7 s. Orders past
 * ORDER_RATE_PER_MINUTE a user answer 429 with Retry-After, before any data source is called.
 * Two app instances on one database stand in for two server processes: the count is the database's.
 */
const RATE = 3;
let pulls = 0;
const sandbox = createSandboxBureau();
const bureau: ConsumerBureau = { name: 'counting bureau', pullConsumerReport: (request) => ((pulls += 1), sandbox.pullConsumerReport(request)) };

let t: TestApp;
let second: FastifyInstance;
const tokens: Record<string, { access_token: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_PER_MINUTE: String(RATE) }, undefined, { bureau });
  second = await buildApp({ config: t.config, database: t.database, logger: false, bureau });
  await second.ready();
  for (const u of ['demo.user', 'demo.admin', 'demo.sysadmin']) tokens[u] = await t.login(u);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const persona = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
const order = (on: FastifyInstance, user: string, body: object = consumerRequest(persona)) =>
  on.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: pullAgain(body), headers: bearer(tokens[user]) });
const inquiriesOf = async (username: string) => Number((await t.database.db.select({ n: count() }).from(reportInquiries).where(eq(reportInquiries.username, username)))[0].n);
const userIdOf = async (username: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
/** the user's minute is over: the next order starts a new window. */
const endWindow = async (username: string) =>
  t.database.db.update(loginIpThrottle).set({ windowStart: sql`now() - interval '61 seconds'` }).where(eq(loginIpThrottle.ip, `order:${await userIdOf(username)}`));

describe('the per-user order rate', () => {
  it('answers orders past the rate 429 with Retry-After on either process: nothing pulled, stored or billed; other users unaffected', async () => {
    const customerId = String(decodeJwt(tokens['demo.user'].access_token).customerId);
    for (let i = 0; i < RATE; i++) expect((await order([t.app, second][i % 2], 'demo.user')).statusCode).toBe(200);
    const before = { pulls, inquiries: await inquiriesOf('demo.user'), usage: await monthlyUsage(t.database.db, customerId, month()) };

    for (const on of [t.app, second]) {
      const refused = await order(on, 'demo.user');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json().message).toBe(ORDER_RATE_MESSAGES.tooManyOrders(RATE, retryAfter));
    }
    expect(pulls).toBe(before.pulls);
    expect(await inquiriesOf('demo.user')).toBe(before.inquiries);
    expect(await monthlyUsage(t.database.db, customerId, month())).toEqual(before.usage);
    const refusals = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'report.order-refused'), eq(auditEvents.actorUsername, 'demo.user')));
    expect(refusals.map((r) => r.details)).toEqual(Array(2).fill(expect.objectContaining({ reason: 'order-rate', product: 'acrov6', perMinute: RATE })));

    // the rate is the user's: a colleague of the same company still orders
    expect((await order(second, 'demo.admin')).statusCode).toBe(200);
    // and the user orders again once the minute is over
    await endWindow('demo.user');
    expect((await order(t.app, 'demo.user')).statusCode).toBe(200);
  });

  it('counts only orders that pass their checks: a refused request (400) is not an order', async () => {
    await endWindow('demo.admin');
    const invalid = { ...consumerRequest(persona), permissiblePurpose: 'NOT_A_PURPOSE' };
    for (let i = 0; i < RATE + 2; i++) expect((await order(t.app, 'demo.admin', invalid)).statusCode).toBe(400);
    for (let i = 0; i < RATE; i++) expect((await order(second, 'demo.admin')).statusCode).toBe(200);
    expect((await order(t.app, 'demo.admin')).statusCode).toBe(429);
  });

  it('holds for orders sent at once over two processes: exactly the rate is placed', async () => {
    const before = { pulls, inquiries: await inquiriesOf('demo.sysadmin') };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => order([t.app, second][i % 2], 'demo.sysadmin')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(RATE).fill(200), ...Array(12 - RATE).fill(429)]);
    expect(pulls - before.pulls).toBe(RATE);
    expect((await inquiriesOf('demo.sysadmin')) - before.inquiries).toBe(RATE);
  });
});

describe('every product’s order route', () => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld();
  });
  afterAll(() => w.t.close());

  it('is refused 429 once the user has used the rate, before its data source is called', async () => {
    const db = w.t.database.db;
    const [sysadmin] = await db.select({ id: users.id }).from(users).where(eq(users.username, SYSADMIN.username!));
    // the system administrator has ordered as many reports as the rate allows this minute
    await db
      .insert(loginIpThrottle)
      .values({ ip: `order:${sysadmin.id}`, windowStart: sql`now()`, attempts: w.t.config.orderRatePerMinute })
      .onConflictDoUpdate({ target: loginIpThrottle.ip, set: { windowStart: sql`now()`, attempts: w.t.config.orderRatePerMinute } });
    const stored = async () => Number((await db.select({ n: count() }).from(reportInquiries))[0].n);
    const before = await stored();

    const answers: Record<string, number> = {};
    for (const product of REPORT_PRODUCTS) {
      const endpoint = REPORT_ORDER_ENDPOINTS[product.key];
      const row = ENDPOINT_REQUESTS[endpointKey(endpoint)];
      answers[product.key] = (await w.send(endpoint, await row(w, SYSADMIN), SYSADMIN)).statusCode;
    }
    expect(answers).toEqual(Object.fromEntries(REPORT_PRODUCTS.map((p) => [p.key, 429])));
    expect(await stored()).toBe(before);
  });
});
