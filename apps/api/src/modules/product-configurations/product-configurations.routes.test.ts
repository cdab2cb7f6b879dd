import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ERROR_DETAILS,
  OPTION_MESSAGES,
  PRODUCT_CONFIGURATION_MESSAGES as M,
  type ProductConfigurationDetail,
  SANDBOX_SCORE_MODEL_NAME,
  configurationsByProductEndpoint,
  productConfigurationDetailSchema,
  reportListKey,
  searchProductConfigurationsEndpoint,
} from '@creditdesk/contracts';
import type { ConsumerBureau, ConsumerReportPull } from '../../datasources/consumer-bureau.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { auditEvents, customers, productConfigurations, reportInquiries } from '../../db/schema/index.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Product configurations (issue 17): every call of reports.md §7 and every refusal of the issue's
 * "Bad input", the audit trail, the account number's delete refusal naming them, and a consumer
 * credit order under one (its score model on the report; a mismatched one refused before any call).
 */

let t: TestApp;
let demo: string;
let second: string;
/** every pull the bureau was asked, in order. */
const pulls: ConsumerReportPull[] = [];
const tokens = new Map<string, string>();

beforeAll(async () => {
  const sandbox = createSandboxBureau();
  const bureau: ConsumerBureau = { name: 'sandbox', pullConsumerReport: (p) => (pulls.push(p), sandbox.pullConsumerReport(p)) };
  t = await createTestApp({}, undefined, { bureau });
  const idOf = async (name: string) => (await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0].id;
  demo = await idOf('Demo Lending');
  second = await idOf('Second Bank');
});
afterAll(() => t.close());

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  if (!tokens.has(user)) tokens.set(user, (await t.login(user)).access_token);
  return t.app.inject({ method, url: `/api${url}`, headers: bearer({ access_token: tokens.get(user)! }), ...(payload !== undefined ? { payload: payload as object } : {}) });
}

const create = (body: Record<string, unknown>, user = 'demo.admin') => call(user, 'POST', '/orchestrator/products/configurations', body);
const rowCount = async () => (await t.database.db.select({ n: count() }).from(productConfigurations))[0].n;
const lastAudit = async (action: string, targetId?: string, outcome?: 'success' | 'failure') =>
  (
    await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), targetId ? eq(auditEvents.targetId, targetId) : undefined, outcome ? eq(auditEvents.outcome, outcome) : undefined))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];
const fieldsOf = (res: { json(): { additionalErrorDetails?: { fields?: unknown } } }) => res.json().additionalErrorDetails?.fields;

async function made(body: Record<string, unknown>): Promise<ProductConfigurationDetail> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return productConfigurationDetailSchema.parse(res.json().configuration);
}

describe('product configurations: add, read, change, delete', () => {
  it('adds one with its options (defaults filled in), reads it, and audits the after', async () => {
    const res = await create({ configurationName: 'Auto FICO', productCode: 'CCR', memberNumber: '100200301', options: { scoreModel: 'fico8' } });
    expect(res.statusCode, res.body).toBe(200);
    const { configuration, message } = res.json();
    expect(message).toBe(M.created('Auto FICO'));
    expect(configuration).toMatchObject({ configurationName: 'Auto FICO', productCode: 'CCR', productName: 'Consumer Credit Report', memberNumber: '100200301', memberName: 'Demo Lending - Auto Finance', options: { scoreModel: 'fico8' }, updatedBy: 'demo.admin' });
    const read = await call('demo.admin', 'GET', `/products/configurations/${configuration.configurationId}`);
    expect(read.json()).toEqual(configuration);
    const event = await lastAudit('product-configuration.created', configuration.configurationId);
    expect(event).toMatchObject({ outcome: 'success', actorUsername: 'demo.admin', targetType: 'product-configuration' });
    expect(event.details).toEqual({ after: { name: 'Auto FICO', productCode: 'CCR', memberNumber: '100200301', options: { scoreModel: 'fico8' } } });

    // OneView+ without options: every option of its declaration with its default
    const plus = await made({ configurationName: 'Plus defaults', productCode: 'OVWP', memberNumber: '100200301' });
    expect(plus.options).toEqual({ scoreModel: 'vantagescore4', addOns: ['employmentVerification', 'alternativeData'] });
  });

  it("refuses another company's account number and one that does not exist with the same 400, and an inactive one", async () => {
    const before = await rowCount();
    const foreign = await create({ configurationName: 'Theirs', productCode: 'CCR', memberNumber: '200300400' });
    const missing = await create({ configurationName: 'Theirs', productCode: 'CCR', memberNumber: '999888777' });
    for (const [res, n] of [[foreign, '200300400'], [missing, '999888777']] as const) {
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual([{ field: 'body.memberNumber', message: M.memberNotFound(n) }]);
    }
    // the same answer but for the number itself: nothing tells the two apart
    const { correlationId: _a, ...a } = foreign.json();
    const { correlationId: _b, ...b } = missing.json();
    expect(JSON.stringify(a).replaceAll('200300400', 'N')).toBe(JSON.stringify(b).replaceAll('999888777', 'N'));

    expect((await call('demo.admin', 'POST', `/customers/${demo}/members`, { memberNumber: '100200399', name: 'Closed', status: 'inactive' })).statusCode).toBe(200);
    const inactive = await create({ configurationName: 'Closed one', productCode: 'CCR', memberNumber: '100200399' });
    expect(inactive.statusCode).toBe(400);
    expect(fieldsOf(inactive)).toEqual([{ field: 'body.memberNumber', message: M.memberInactive('100200399') }]);
    expect(await rowCount()).toBe(before);
    // a refusal is audited as a failed act
    expect(await lastAudit('product-configuration.created', 'Theirs')).toMatchObject({ outcome: 'failure' });
  });

  it('refuses an option the product does not have, a value not among its choices, and a product without configurations', async () => {
    const before = await rowCount();
    const addOns = await create({ configurationName: 'Bad option', productCode: 'CCR', memberNumber: '100200301', options: { addOns: ['alternativeData'] } });
    expect(addOns.statusCode).toBe(400);
    expect(fieldsOf(addOns)).toEqual([{ field: 'body.options.addOns', message: OPTION_MESSAGES.unknownOption('addOns', 'Consumer Credit Report') }]);
    const choice = await create({ configurationName: 'Bad option', productCode: 'OVWP', memberNumber: '100200301', options: { scoreModel: 'fico99', addOns: ['alternativeData', 'pets'] } });
    expect(choice.statusCode).toBe(400);
    expect(fieldsOf(choice)).toEqual([
      { field: 'body.options.scoreModel', message: OPTION_MESSAGES.unknownChoice('Score model', 'fico99') },
      { field: 'body.options.addOns', message: OPTION_MESSAGES.unknownChoice('Add-ons', 'pets') },
    ]);
    const adv = await create({ configurationName: 'Bad option', productCode: 'ADV', memberNumber: '100200301', options: { scoreModel: 'fico8' } });
    expect(fieldsOf(adv)).toEqual([{ field: 'body.options.scoreModel', message: OPTION_MESSAGES.unknownOption('scoreModel', 'Automated Data View') }]);
    const ofac = await create({ configurationName: 'Bad product', productCode: 'OFAC', memberNumber: '100200301' });
    expect(ofac.statusCode).toBe(400);
    expect(fieldsOf(ofac)).toEqual([{ field: 'body.productCode', message: M.notConfigurable('OFAC') }]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a name the company already has, whatever its case (409), also when two adds race', async () => {
    const before = await rowCount();
    const res = await create({ configurationName: 'RETAIL consumer Credit', productCode: 'NAL', memberNumber: '100200301' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.duplicateName('RETAIL consumer Credit'));
    expect(await rowCount()).toBe(before);
    const race = await Promise.all([1, 2].map(() => create({ configurationName: 'Raced', productCode: 'CCR', memberNumber: '100200301' })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rowCount()).toBe(before + 1);
    // another company may use the same name
    expect((await create({ configurationName: 'Retail consumer credit', productCode: 'CCR', memberNumber: '200300400' }, 'other.admin')).statusCode).toBe(200);
  });

  it('keeps the calls for product-management admins (403 for a standard user)', async () => {
    const res = await create({ configurationName: 'Not mine', productCode: 'CCR', memberNumber: '100200301' }, 'demo.user');
    expect(res.statusCode).toBe(403);
    expect((await call('demo.user', 'POST', `/products/configurations/customers/${demo}/search`, {})).statusCode).toBe(403);
  });

  it('changes the name, account number and options with before and after; 409 for a taken name; 404 for another company', async () => {
    const c = await made({ configurationName: 'To change', productCode: 'OVWP', memberNumber: '100200301' });
    const res = await call('demo.admin', 'PUT', `/products/configurations/${c.configurationId}`, { configurationName: 'Changed', memberNumber: '100200300', options: { scoreModel: 'fico10t', addOns: [] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.updated('Changed'), configuration: { configurationName: 'Changed', memberNumber: '100200300', options: { scoreModel: 'fico10t', addOns: [] }, updatedBy: 'demo.admin' } });
    const event = await lastAudit('product-configuration.updated', c.configurationId);
    expect(event.details).toEqual({
      before: { name: 'To change', productCode: 'OVWP', memberNumber: '100200301', options: { scoreModel: 'vantagescore4', addOns: ['employmentVerification', 'alternativeData'] } },
      after: { name: 'Changed', productCode: 'OVWP', memberNumber: '100200300', options: { scoreModel: 'fico10t', addOns: [] } },
    });
    // its own name in another case is no conflict; another's is
    expect((await call('demo.admin', 'PUT', `/products/configurations/${c.configurationId}`, { configurationName: 'CHANGED', memberNumber: '100200300' })).statusCode).toBe(200);
    const taken = await call('demo.admin', 'PUT', `/products/configurations/${c.configurationId}`, { configurationName: 'Public records view', memberNumber: '100200300' });
    expect(taken.statusCode).toBe(409);
    expect((await call('demo.admin', 'PUT', `/products/configurations/${c.configurationId}`, { configurationName: 'X', memberNumber: '200300400' })).statusCode).toBe(400);

    for (const [method, payload] of [['GET'], ['PUT', { configurationName: 'Mine now', memberNumber: '200300400' }], ['DELETE']] as const) {
      const foreign = await call('other.admin', method, `/products/configurations/${c.configurationId}`, payload);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(M.notFound);
    }
    expect((await call('demo.admin', 'GET', `/products/configurations/${c.configurationId}`)).json()).toMatchObject({ configurationName: 'CHANGED' });
  });

  it("deletes one ('1 Product Configuration has been successfully deleted.'), audited; the list no longer has it", async () => {
    const c = await made({ configurationName: 'Short lived', productCode: 'CCR', memberNumber: '100200301', options: { scoreModel: 'vantagescore3' } });
    const res = await call('demo.admin', 'DELETE', `/products/configurations/${c.configurationId}`);
    expect(res.json()).toEqual({ status: 'success', message: '1 Product Configuration has been successfully deleted.' });
    expect((await call('demo.admin', 'GET', `/products/configurations/${c.configurationId}`)).statusCode).toBe(404);
    expect((await call('demo.admin', 'DELETE', `/products/configurations/${c.configurationId}`)).statusCode).toBe(404);
    const all = await call('demo.user', 'GET', `/products/configurations/customers/${demo}/all`);
    expect(all.json().configurations.map((x: ProductConfigurationDetail) => x.configurationName)).not.toContain('Short lived');
    // the second delete's refusal is audited as a failure; the delete itself with its before
    expect(await lastAudit('product-configuration.deleted', c.configurationId)).toMatchObject({ outcome: 'failure', details: { status: 404 } });
    expect((await lastAudit('product-configuration.deleted', c.configurationId, 'success')).details).toEqual({
      before: { name: 'Short lived', productCode: 'CCR', memberNumber: '100200301', options: { scoreModel: 'vantagescore3' } },
      after: null,
    });
  });
});

describe('product configurations: search and lists', () => {
  it('searches by a part of the name or account number, filters by product and number, by name, a page at a time', async () => {
    for (const [name, productCode, memberNumber] of [['Search b', 'CCR', '100200301'], ['search A', 'NAL', '100200301'], ['Search c', 'NAL', '100200300']]) {
      await made({ configurationName: name, productCode, memberNumber });
    }
    const search = async (body: object, query = '') => {
      const res = await call('demo.admin', 'POST', `/products/configurations/customers/${demo}/search${query}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return searchProductConfigurationsEndpoint.response[200].parse(res.json()).data;
    };
    const first = await search({ searchValue: 'search' }, '?pageNumber=1&pageSize=2');
    expect(first).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 2 });
    expect(first.data.map((c) => c.configurationName)).toEqual(['search A', 'Search b']);
    expect((await search({ searchValue: 'search' }, '?pageNumber=2&pageSize=2')).data.map((c) => c.configurationName)).toEqual(['Search c']);
    expect((await search({ searchValue: 'search', productCode: 'NAL' })).data.map((c) => c.configurationName)).toEqual(['search A', 'Search c']);
    expect((await search({ searchValue: 'search', memberNumber: '100200300' })).data.map((c) => c.configurationName)).toEqual(['Search c']);
    // a part of the account number
    const byNumber = await search({ searchValue: '0200300' });
    expect(byNumber.data.every((c) => c.memberNumber === '100200300')).toBe(true);
    expect(byNumber.data.map((c) => c.configurationName)).toContain('Retail consumer credit');
    // another company's are never found, and its path is refused
    expect((await search({ searchValue: 'Retail' })).data.every((c) => c.memberNumber.startsWith('1002003'))).toBe(true);
    expect((await call('other.admin', 'POST', `/products/configurations/customers/${demo}/search`, {})).statusCode).toBe(403);
  });

  it("answers an order form the company's configurations of one product (any user); another company's is refused", async () => {
    const res = await call('demo.user', 'POST', '/orchestrator/products/customers/productconfigs?page=products', { customerId: demo, userName: 'demo.user', productCode: 'ADV' });
    expect(res.statusCode, res.body).toBe(200);
    expect(configurationsByProductEndpoint.response[200].parse(res.json()).configurations.map((c) => c.configurationName)).toEqual(['Public records view']);
    expect((await call('other.admin', 'POST', '/orchestrator/products/customers/productconfigs?page=usergroups', { customerId: demo, productCode: 'ADV' })).statusCode).toBe(403);
  });

  it('answers the products and options an account number can be configured with, and a configuration with its values', async () => {
    const byBody = await call('demo.admin', 'POST', '/orchestrator/products/membernumber', { memberNumber: '100200301' });
    expect(byBody.statusCode, byBody.body).toBe(200);
    const products = byBody.json().products as { productCode: string; options: { key: string }[] }[];
    expect(products.map((p) => p.productCode)).toEqual(expect.arrayContaining(['CCR', 'NAL', 'OVWP', 'ADV']));
    expect(products.find((p) => p.productCode === 'OVWP')!.options.map((o) => o.key)).toEqual(['scoreModel', 'addOns']);
    const byPath = await call('demo.admin', 'GET', `/orchestrator/products/customers/${demo}/members/100200301/options`);
    expect(byPath.json()).toEqual(byBody.json());
    for (const n of ['200300400', '999888777']) {
      expect((await call('demo.admin', 'POST', '/orchestrator/products/membernumber', { memberNumber: n })).json().message).toBe(M.memberNotFound(n));
    }
    expect((await call('other.admin', 'GET', `/orchestrator/products/customers/${demo}/members/100200301/options`)).statusCode).toBe(403);

    const c = await made({ configurationName: 'With values', productCode: 'OVWP', memberNumber: '100200301', options: { addOns: ['alternativeData'] } });
    const options = await call('demo.admin', 'GET', `/orchestrator/products/customers/${demo}/configurations/${c.configurationId}/options`);
    expect(options.json()).toMatchObject({ configurationId: c.configurationId, productCode: 'OVWP', values: { scoreModel: 'vantagescore4', addOns: ['alternativeData'] } });
    expect((await call('other.admin', 'GET', `/orchestrator/products/customers/${second}/configurations/${c.configurationId}/options`)).statusCode).toBe(404);
  });
});

describe('an account number a configuration uses', () => {
  it('is refused its delete with a message naming the configurations', async () => {
    expect((await call('demo.admin', 'POST', `/customers/${demo}/members`, { memberNumber: '100200355', name: 'Branch' })).statusCode).toBe(200);
    await made({ configurationName: 'Branch pricing', productCode: 'CCR', memberNumber: '100200355' });
    await made({ configurationName: 'Branch ADV', productCode: 'ADV', memberNumber: '100200355' });
    const res = await call('demo.admin', 'DELETE', `/customers/${demo}/members/100200355`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.accountNumberInUse('100200355', ['Branch ADV', 'Branch pricing']));
    expect(res.json().additionalErrorDetails).toMatchObject({ message: ADMIN_ERROR_DETAILS.memberHasProducts, configurations: ['Branch ADV', 'Branch pricing'] });
  });
});

describe('a consumer credit order under a configuration', () => {
  const THICK = SANDBOX_PERSONAS.find((p) => p.key === 'thick')!;
  const order = (product: string, body: object) => call('demo.admin', 'POST', `/consumers/reports/${product}`, pullAgain(body));
  const inquiries = async () => (await t.database.db.select({ n: count() }).from(reportInquiries))[0].n;

  it("names the chosen score model on the report; without a configuration the product default the order form promises (VantageScore 4.0, issue 33)", async () => {
    const c = await made({ configurationName: 'Order FICO', productCode: 'CCR', memberNumber: '100200300', options: { scoreModel: 'fico8' } });
    const res = await order('acrov6', { ...consumerRequest(THICK), productConfigurationId: c.configurationId });
    expect(res.statusCode, res.body).toBe(200);
    const [report] = res.json().dataSourceResponse.value.consumers[reportListKey('acrov6')];
    expect(report.score.model).toBe('FICO Score 8');
    expect(pulls.at(-1)).toMatchObject({ scoreModel: 'FICO Score 8' });
    expect((await lastAudit('report.ordered', res.json().inquiryId)).details).toMatchObject({ productConfiguration: { id: c.configurationId, name: 'Order FICO' } });

    const plain = await order('acrov6', consumerRequest(THICK));
    const [plainReport] = plain.json().dataSourceResponse.value.consumers[reportListKey('acrov6')];
    expect(plainReport.score.model).toBe('VantageScore 4.0');
    expect(plainReport.score.model).not.toBe(SANDBOX_SCORE_MODEL_NAME);
    expect(plainReport.score.value).toBe(report.score.value);
    expect(pulls.at(-1)).toMatchObject({ scoreModel: 'VantageScore 4.0' });
  });

  it('refuses a configuration of another product, another account number or another company: 400, nothing stored, no bureau call', async () => {
    const ccr = await made({ configurationName: 'Order mismatch', productCode: 'CCR', memberNumber: '100200301' });
    const theirs = await made({ configurationName: 'Theirs to order', productCode: 'CCR', memberNumber: '100200300' }).then(async (mine) => {
      await t.database.db.update(productConfigurations).set({ customerId: second, memberNumber: '200300400' }).where(eq(productConfigurations.id, mine.configurationId));
      return mine;
    });
    const [stored, called] = [await inquiries(), pulls.length];
    const cases = [
      ['acrov6', { ...consumerRequest(THICK), productConfigurationId: ccr.configurationId }, 'Order mismatch'], // another account number (100200300)
      ['nal', { ...consumerRequest(THICK, { accountNumber: '100200301' }), productConfigurationId: ccr.configurationId }, 'Order mismatch'], // another product
      ['acrov6', { ...consumerRequest(THICK), productConfigurationId: theirs.configurationId }, theirs.configurationId], // another company's: not found
    ] as const;
    for (const [product, body, named] of cases) {
      const res = await order(product, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual([{ field: 'body.productConfigurationId', message: M.notForOrder(named) }]);
    }
    expect(await inquiries()).toBe(stored);
    expect(pulls.length).toBe(called);
  });

  it('OneView+ draws only the add-ons the configuration keeps, even when both accounts are connected', async () => {
    const c = await made({ configurationName: 'Plus credit only', productCode: 'OVWP', memberNumber: '100200300', options: { addOns: ['alternativeData'] } });
    const res = await order('oneviewplus', { ...consumerRequest(THICK), productConfigurationId: c.configurationId });
    expect(res.statusCode, res.body).toBe(200);
    expect(pulls.at(-1)).not.toHaveProperty('twn');
    expect(pulls.at(-1)).toHaveProperty('datax');
    const consumers = res.json().dataSourceResponse.value.consumers;
    expect(consumers).not.toHaveProperty('twnSelectReport');
    expect(consumers.dataxReport).toHaveLength(1);
  });
});
