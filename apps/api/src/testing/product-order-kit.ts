import { and, count, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ErrorBody, productByKey } from '@creditdesk/contracts';
import { auditEvents, customerProducts, customers, reportInquiries, userGroupProducts, userGroups } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import type { DataSourceOverrides } from '../datasources/data-sources.js';
import { monthlyUsage } from '../modules/billing/usage.repository.js';
import { requirePoppler } from '../modules/reports/pdf/poppler.js';
import { bearer, createTestApp, type TestApp } from './test-app.js';

/**
 * What every report product's API test shares (docs/architecture.md, "Adding a product"): the test app
 * with the product's data source counting its calls, the users' tokens, the order and PDF calls, and the
 * refusals every product answers alike. A product's test states only its own requests and findings.
 */

export const month = () => new Date().toISOString().slice(0, 7);

/** Demo Lending holds the product and its groups grant it (whether or not the demo data already does). */
export async function grantProduct(db: Db, productCode: string): Promise<void> {
  const [demo] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
  await db.insert(customerProducts).values({ customerId: demo.id, productCode }).onConflictDoNothing();
  const groups = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.customerId, demo.id));
  for (const g of groups) await db.insert(userGroupProducts).values({ groupId: g.id, productCode }).onConflictDoNothing();
}

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

type Call<S> = { [K in keyof S]: S[K] extends (...args: never[]) => unknown ? K : never }[keyof S];

export type ProductOrderKit = {
  /** the test app, once beforeAll has run. */
  readonly t: TestApp;
  /** demo.user's company. */
  readonly demo: string;
  /** the calls that reached the data source so far: a refused order must never reach it. */
  readonly calls: number;
  tokens: Record<string, { access_token: string }>;
  as(user: string): { authorization: string };
  order(body: unknown, user?: string): Promise<Injected>;
  pdfOf(inquiryId: string, user?: string, view?: string): Promise<Injected>;
  inquiry(id: string): Promise<typeof reportInquiries.$inferSelect>;
  inquiryCount(): Promise<number>;
};

type KitOptions<S extends { name: string }> = {
  /** the product's key: its order path (the registry's) and its data-source name. */
  product: string;
  /** the last segment of its PDF path, when not the key. */
  pdfPath?: string;
  /** the data source the orders reach (the sandbox), and the call to count. */
  source: S;
  call: Call<S>;
  users?: string[];
  /** the product's code, when the demo data may not grant it yet. */
  grant?: string;
};

/** The test app for one product's tests, with beforeAll and afterAll registered. */
export function productOrderKit<S extends { name: string }>({ product, pdfPath = product, source, call, users = ['demo.user', 'other.admin'], grant }: KitOptions<S>): ProductOrderKit {
  let t: TestApp | undefined;
  let demo = '';
  let calls = 0;
  const tokens: Record<string, { access_token: string }> = {};
  const orderPath = productByKey(product)?.order.path ?? `/consumers/reports/${product}`;
  const pull = source[call] as (...args: unknown[]) => unknown;
  const counting = {
    ...source,
    name: 'counting sandbox',
    [call]: (...args: unknown[]) => {
      calls += 1;
      return pull.apply(source, args);
    },
  } as S;

  beforeAll(async () => {
    requirePoppler();
    t = await createTestApp({}, undefined, { dataSources: { [product]: counting } as DataSourceOverrides });
    if (grant) await grantProduct(t.database.db, grant);
    for (const u of users) tokens[u] = await t.login(u);
    demo = String(decodeJwt(tokens['demo.user'].access_token).customerId);
  });
  afterAll(() => t?.close());

  const app = () => {
    if (!t) throw new Error('the product order kit is used before its beforeAll ran');
    return t;
  };
  const as = (user: string) => bearer(tokens[user]);
  return {
    get t() {
      return app();
    },
    get demo() {
      return demo;
    },
    get calls() {
      return calls;
    },
    tokens,
    as,
    order: (body, user = 'demo.user') => app().app.inject({ method: 'POST', url: `/api${orderPath}`, payload: body as object, headers: as(user) }),
    pdfOf: (inquiryId, user = 'demo.user', view) =>
      app().app.inject({ method: 'POST', url: `/api/pdfs/${pdfPath}/download`, payload: { inquiryId, ...(view ? { view } : {}) }, headers: as(user) }),
    inquiry: async (id) => (await app().database.db.select().from(reportInquiries).where(eq(reportInquiries.id, id)))[0],
    inquiryCount: async () => Number((await app().database.db.select({ n: count() }).from(reportInquiries))[0].n),
  };
}

/** [name, body, status, the message naming the field] */
export type RefusalCase = [string, () => unknown, number, RegExp];

/** Each refused order: its status and message, nothing stored, nothing billed, the data source never called. */
export function itRefuses(kit: ProductOrderKit, cases: RefusalCase[], title = '%s'): void {
  it.each(cases)(title, async (_name, body, status, message) => {
    const usage = () => monthlyUsage(kit.t.database.db, kit.demo, month());
    const before = { inquiries: await kit.inquiryCount(), usage: await usage(), calls: kit.calls };
    const res = await kit.order(body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await kit.inquiryCount()).toBe(before.inquiries);
    expect(await usage()).toEqual(before.usage);
    expect(kit.calls).toBe(before.calls);
  });
}

/** other.admin's company does not hold the product: 403 naming it, nothing stored, the data source never called. */
export function itRefusesACompanyNotHoldingIt(kit: ProductOrderKit, body: () => unknown, productName: RegExp, title = 'refuses a company that does not hold the product with 403 naming it'): void {
  it(title, async () => {
    const before = { inquiries: await kit.inquiryCount(), calls: kit.calls };
    const res = await kit.order(body(), 'other.admin');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(productName);
    expect(kit.calls).toBe(before.calls);
    expect(await kit.inquiryCount()).toBe(before.inquiries);
  });
}

type FailingOrder<S extends { name: string }> = {
  product: string;
  /** the data source's name, when not the product's key (Kount asks the OFAC screen). */
  dataSource?: string;
  /** the failing data source. */
  source: S;
  /** demo.user's request, given their company. */
  body: (customerId: string) => unknown;
  message: RegExp;
  /** what the order-failed audit event's details hold at least. */
  details: Record<string, unknown>;
  grant?: string;
  /** what else the 502's body must hold (a product's own error shape). */
  answer?: (body: ErrorBody) => void;
};

/** An app whose data source fails: 502 with the correlation id, nothing stored or billed, report.order-failed audited. */
export async function expectDataSourceFailure<S extends { name: string }>({ product, dataSource = product, source, body, message, details, grant, answer }: FailingOrder<S>): Promise<void> {
  const down = await createTestApp({}, undefined, { dataSources: { [dataSource]: source } as DataSourceOverrides });
  try {
    if (grant) await grantProduct(down.database.db, grant);
    const token = await down.login('demo.user');
    const customerId = String(decodeJwt(token.access_token).customerId);
    const res = await down.app.inject({ method: 'POST', url: `/api${productByKey(product)?.order.path ?? `/consumers/reports/${product}`}`, payload: body(customerId) as object, headers: bearer(token) });
    expect(res.statusCode).toBe(502);
    const correlationId = res.json().correlationId;
    expect(correlationId).toBeTruthy();
    expect(res.json().message).toMatch(message);
    expect((await down.database.db.select({ n: count() }).from(reportInquiries))[0].n).toBe(0);
    expect(await monthlyUsage(down.database.db, customerId, month())).toEqual({});
    const [failed] = await down.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'report.order-failed'));
    expect(failed).toMatchObject({ outcome: 'failure', actorUsername: 'demo.user', correlationId, details: expect.objectContaining(details) });
    answer?.(res.json() as ErrorBody);
  } finally {
    await down.close();
  }
}

/** The PDF download's headers, and the audit trail of ordering and downloading it. */
export async function expectPdfDownload(kit: ProductOrderKit, pdf: Injected, inquiryId: string, fileName: string): Promise<void> {
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const audit = await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, inquiryId));
  expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['report.ordered', 'report.pdf-downloaded']));
}

/** Runs `during` while demo.user's group ('Credit Reports' of Demo Lending) grants none of `codes`; the grants are given back after. */
export async function withoutGroupGrant(kit: ProductOrderKit, codes: readonly string[], during: () => Promise<void>): Promise<void> {
  const db = kit.t.database.db;
  const [group] = await db.select({ id: userGroups.id }).from(userGroups).where(and(eq(userGroups.customerId, kit.demo), eq(userGroups.name, 'Credit Reports')));
  const held = await db.select().from(userGroupProducts).where(and(eq(userGroupProducts.groupId, group.id), inArray(userGroupProducts.productCode, [...codes])));
  await db.delete(userGroupProducts).where(and(eq(userGroupProducts.groupId, group.id), inArray(userGroupProducts.productCode, [...codes])));
  try {
    await during();
  } finally {
    if (held.length > 0) await db.insert(userGroupProducts).values(held).onConflictDoNothing();
  }
}

/** demo.user, whose groups do not grant the product: 403 naming it, nothing stored, the data source never called. */
export function itRefusesAUserNotGranted(kit: ProductOrderKit, code: string, body: () => unknown, productName: RegExp, title = 'refuses a user whose groups do not grant the product with 403 naming it'): void {
  it(title, async () => {
    await withoutGroupGrant(kit, [code], async () => {
      const before = { inquiries: await kit.inquiryCount(), calls: kit.calls };
      const res = await kit.order(body());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(productName);
      expect(kit.calls).toBe(before.calls);
      expect(await kit.inquiryCount()).toBe(before.inquiries);
    });
  });
}
