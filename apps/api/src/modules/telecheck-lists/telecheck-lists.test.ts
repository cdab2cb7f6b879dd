import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, telecheckListItemSchema, telecheckListPageSchema } from '@creditdesk/contracts';
import { auditEvents, customerProducts, customers, telecheckListEntries, userGroupProducts, userGroups } from '../../db/schema/index.js';
import { createSandboxTelecheck } from '../reports/products/telecheck/telecheck.sandbox.js';
import { pdfFlowText } from '../reports/pdf/poppler.js';
import { productOrderKit, withoutGroupGrant } from '../../testing/product-order-kit.js';
import { TELECHECK_ACCOUNTS, telecheckRequest } from '../../testing/telecheck-requests.js';
import { accountContext, recordPlacements } from './telecheck-lists.service.js';

const kit = productOrderKit({ product: 'telecheck', pdfPath: 'tele', source: createSandboxTelecheck(), call: 'verifyCheck', grant: 'TLCK' });
const BASE = '/api/telecheck/collections-negatives';

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, user = 'demo.user') => kit.t.app.inject({ method, url, headers: kit.as(user), ...(payload ? { payload } : {}) });
const listOf = (type: string, query = '', user = 'demo.user') => call('GET', `${BASE}/customers/${kit.demo}/reports/${type}${query}`, undefined, user);
const search = (type: string, query: string, body: object) => call('POST', `${BASE}/customers/${kit.demo}/reports/${type}${query}`, body);

const orderCheck = async (checkingAccountNumber: string, overrides: Parameters<typeof telecheckRequest>[0] = {}) => {
  const res = await kit.order(telecheckRequest({ checkingAccountNumber, ...overrides }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().inquiryId as string;
};
const place = (inquiryId: string, type: string, user = 'demo.user') => call('POST', `${BASE}/placements`, { inquiryId, type }, user);

/** Second Bank holds and grants the lists too, so its admin reaches the calls and meets Demo Lending's objects as not found. */
async function secondBankHoldsTheLists() {
  const db = kit.t.database.db;
  const [second] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Second Bank'));
  await db.insert(customerProducts).values({ customerId: second.id, productCode: 'TCCN' }).onConflictDoNothing();
  for (const g of await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.customerId, second.id))) {
    await db.insert(userGroupProducts).values({ groupId: g.id, productCode: 'TCCN' }).onConflictDoNothing();
  }
}

describe('placing a declined TeleCheck check on a list', () => {
  it('places it for collection from its report: the entry masked, the account encrypted, audited, on the collections list only', async () => {
    const inquiryId = await orderCheck(TELECHECK_ACCOUNTS.negativeHistory, { checkNumber: '5501', amount: 240.1 });
    const res = await place(inquiryId, 'collections');
    expect(res.statusCode, res.body).toBe(201);
    const item = telecheckListItemSchema.parse(res.json());
    expect(item).toMatchObject({ type: 'collections', checkNumber: '5501', amount: 240.1, routingNumber: '021000021', accountMasked: '****0004', consumerName: 'Margaret Ellison', status: 'open', placedBy: 'demo.user', source: 'report', inquiryId });
    const [row] = await kit.t.database.db.select().from(telecheckListEntries).where(eq(telecheckListEntries.id, item.id));
    expect(row.accountEncrypted).not.toContain('4000040004');
    expect(kit.t.app.ctx.cipher.decrypt(row.accountEncrypted, accountContext(item.id))).toBe('4000040004');
    const audit = await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'telecheck.placed'));
    expect(audit.at(-1)).toMatchObject({ actorUsername: 'demo.user', details: expect.objectContaining({ type: 'collections', inquiryId }) });

    const collections = telecheckListPageSchema.parse((await listOf('collections')).json());
    expect(collections).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(collections.content.map((i) => i.id)).toContain(item.id);
    expect((await listOf('negatives')).json().content.map((i: { id: string }) => i.id)).not.toContain(item.id);
    const ofReport = await call('GET', `${BASE}/inquiries/${inquiryId}`);
    expect(ofReport.json().content).toEqual([item]);
  });

  it('refuses a check TeleCheck approved, and a check already on that list (409); another company’s report is not found', async () => {
    const approved = await orderCheck(TELECHECK_ACCOUNTS.approved);
    expect((await place(approved, 'negatives')).statusCode).toBe(409);
    const declined = await orderCheck(TELECHECK_ACCOUNTS.velocity);
    expect((await place(declined, 'negatives')).statusCode).toBe(201);
    const again = await place(declined, 'negatives');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on the negatives list/);
    await secondBankHoldsTheLists();
    kit.tokens['other.admin'] = await kit.t.login('other.admin');
    expect((await place(declined, 'collections', 'other.admin')).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/inquiries/${declined}`, undefined, 'other.admin')).statusCode).toBe(404);
    expect((await place(approved, 'payments')).json().message).toMatch(/type must be 'collections' or 'negatives'/);
  });
});

describe('recordPlacements, called by file transfer for a processed TeleCheck input file', () => {
  it('keeps the valid entries with the file as who placed them, and names the rejected ones by index', async () => {
    const result = await recordPlacements(kit.t.app.ctx, {
      companyId: kit.demo,
      type: 'negatives',
      entries: [
        { checkNumber: '7001', amount: 55.25, routingNumber: '026009593', checkingAccountNumber: '998877665544', consumerName: 'Rita Okafor', placedAt: '2026-03-04T10:00:00Z' },
        { checkNumber: '7002', amount: 10, routingNumber: '026009594', checkingAccountNumber: '12345678', consumerName: 'Bad Routing' },
      ],
      source: { kind: 'file', fileName: 'tlck_negative_20260304.txt' },
    });
    expect(result.rejected).toEqual([{ index: 1, message: expect.stringMatching(/routingNumber is not a valid ABA routing number/) }]);
    expect(result.recorded).toEqual([expect.objectContaining({ checkNumber: '7001', accountMasked: '****5544', placedBy: 'tlck_negative_20260304.txt', source: 'file', inquiryId: null, placedAt: '2026-03-04T10:00:00.000Z' })]);
  });
});

describe('the list calls', () => {
  it('searches by key words, placement dates and who placed it', async () => {
    const hit = (res: Awaited<ReturnType<typeof search>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content.map((i: { checkNumber: string }) => i.checkNumber);
    };
    expect(hit(await search('negatives', '', { keyWords: 'Okafor', userId: '' }))).toEqual(['7001']);
    expect(hit(await search('negatives', '', { keyWords: '5544', userId: '' }))).toEqual(['7001']);
    expect(hit(await search('negatives', '?fromDate=2026-03-04&toDate=2026-03-04', { keyWords: '', userId: '' }))).toEqual(['7001']);
    expect(hit(await search('negatives', '?fromDate=2026-03-05&toDate=2026-03-31', { keyWords: '', userId: '' }))).toEqual([]);
    // reports.md §9: the spec's form of the bounds, the day's start and end
    const specBounds = `?fromDate=${encodeURIComponent('03/04/2026 00:00:00')}&toDate=${encodeURIComponent('03/04/2026 23:59:59')}`;
    expect(hit(await search('negatives', specBounds, { keyWords: '', userId: '' }))).toEqual(['7001']);
    expect(hit(await search('negatives', '', { keyWords: '', userId: 'demo.user' }))).not.toContain('7001');
    const paged = await search('negatives', '?page=2&size=1', { keyWords: '' });
    expect(paged.json()).toMatchObject({ pageNumber: 2, pageSize: 1, content: [expect.anything()] });
  });

  it.each([
    ['a type that is no list', () => listOf('returns'), /type must be 'collections' or 'negatives'/],
    ['a date that is no calendar date', () => search('negatives', '?fromDate=2026-02-30', { keyWords: '' }), /fromDate is not a calendar date/],
    ['a date in neither form', () => search('negatives', '?toDate=2026/03/04', { keyWords: '' }), /toDate must be a date written MM\/DD\/YYYY 00:00:00 \(or YYYY-MM-DD\)/],
    ['a spec-form date that is no calendar date', () => search('negatives', `?fromDate=${encodeURIComponent('02/30/2026 00:00:00')}`, { keyWords: '' }), /fromDate is not a calendar date/],
    ['dates the wrong way round', () => search('negatives', '?fromDate=2026-04-01&toDate=2026-03-01', { keyWords: '' }), /toDate must be on or after fromDate/],
    ['a page of 0', () => listOf('collections', '?page=0'), /page starts at 1/],
  ])('refuses %s with a 400 naming it', async (_name, send, message) => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a user whose groups grant neither the list nor both lists (403), and another company’s list (403)', async () => {
    await withoutGroupGrant(kit, ['TLKC', 'TCCN'], async () => {
      const res = await listOf('collections');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/TeleCheck Collections/);
      expect((await listOf('negatives')).statusCode).toBe(200);
    });
    expect((await listOf('collections', '', 'other.admin')).statusCode).toBe(403);
  });

  it('deletes an entry with the list’s message; another company’s entry is not found', async () => {
    const [negative] = (await recordPlacements(kit.t.app.ctx, { companyId: kit.demo, type: 'negatives', entries: [{ checkNumber: '8001', amount: 20, routingNumber: '021000021', checkingAccountNumber: '55554444', consumerName: 'Ann Lee' }], source: { kind: 'file', fileName: 'f.txt' } })).recorded;
    const inquiryId = await orderCheck(TELECHECK_ACCOUNTS.negativeHistory);
    const collection = (await place(inquiryId, 'collections')).json();
    await secondBankHoldsTheLists();
    kit.tokens['other.admin'] = await kit.t.login('other.admin');
    expect((await call('DELETE', `${BASE}/${negative.id}`, undefined, 'other.admin')).statusCode).toBe(404);
    const deleted = await call('DELETE', `${BASE}/${negative.id}`);
    expect(deleted.json()).toEqual({ message: MESSAGES.reports.negativeDeleted, type: 'negatives' });
    expect((await call('DELETE', `${BASE}/${collection.id}`)).json().message).toBe('Collection Placement has been successfully deleted.');
    expect((await call('DELETE', `${BASE}/${negative.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/not-an-id`)).statusCode).toBe(400);
    const audit = await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, negative.id));
    expect(audit.map((a) => a.action)).toEqual(['telecheck.deleted']);
  });

  it('prints the searched list as telecheck_negatives_report.pdf, accounts masked', async () => {
    const res = await call('POST', '/api/pdfs/telecheckcollectionsnegatives/download', { type: 'negatives', keyWords: 'Okafor' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="telecheck_negatives_report.pdf"');
    const text = await pdfFlowText(res.rawPayload);
    for (const words of ['TeleCheck Negatives', 'Rita Okafor', '7001', '026009593', '****5544', '$55.25', 'Okafor', '1 entry']) expect(text).toContain(words);
    expect(text).not.toContain('998877665544');
    expect((await call('POST', '/api/pdfs/telecheckcollectionsnegatives/download', { type: 'returns' })).statusCode).toBe(400);
  });
});
