import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PmAlert, type PmWatchEntry, addDays, pmAlertsResponseSchema, todayIso } from '@creditdesk/contracts';
import { auditEvents, pmAlerts, pmWatchEntries } from '../../db/schema/index.js';
import { PM_ALERTS_PERSONAS, createSandboxPmAlerts } from '../../datasources/sandbox/pmalerts/pmalerts-source.js';
import { pdfFlowText } from '../reports/pdf/poppler.js';
import { collectAlerts } from './pm-monitoring.js';
import { MONITORING_ENDED } from './pmalerts.repository.js';
import { expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, withoutGroupGrant, type RefusalCase } from '../../testing/product-order-kit.js';

// The server's "today" and the test's are one frozen day however long the run takes: a read on
// either side of midnight found every monitored entry a day behind and asked the bureau again (the
// flake of "collects each day once"). Only Date is faked (the database and the server's timers run);
// registered before the kit's beforeAll, so the demo's watch entries are seeded on the same day.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date() }));
afterAll(() => vi.useRealTimers());

const kit = productOrderKit({ product: 'pmalerts', source: createSandboxPmAlerts(), call: 'alertsBetween', grant: 'PMLT' });
const persona = (key: string) => PM_ALERTS_PERSONAS.find((p) => p.key === key)!;
const shopper = persona('shopper');
const consumerOf = (p: typeof shopper, extra: Record<string, unknown> = {}) => ({ firstName: p.firstName, lastName: p.lastName, ssn: `${p.ssn.slice(0, 3)}-${p.ssn.slice(3, 5)}-${p.ssn.slice(5)}`, dateOfBirth: p.dateOfBirth, address: { line1: '12 Elm St', city: 'Peoria', state: 'il', zip: '61602' }, ...extra });
const addBody = (consumer: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ accountNumber: '100200300', customerReferenceNumber: 'LOAN-9', consumer, ...extra });

const base = () => `/api/pmalerts/customers/${kit.demo}`;
const get = (url: string, user = 'demo.user') => kit.t.app.inject({ method: 'GET', url, headers: kit.as(user) });
const add = (body: unknown, user = 'demo.user', customerId = kit.demo) => kit.t.app.inject({ method: 'POST', url: `/api/pmalerts/customers/${customerId}/watchlist`, payload: body as object, headers: kit.as(user) });
const remove = (entryId: string, user = 'demo.user', customerId = kit.demo) => kit.t.app.inject({ method: 'DELETE', url: `/api/pmalerts/customers/${customerId}/watchlist/${entryId}`, headers: kit.as(user) });
const entryCount = async () => Number((await kit.t.database.db.select({ n: count() }).from(pmWatchEntries))[0].n);

async function addedShopper(): Promise<PmWatchEntry> {
  const existing = await get(`${base()}/watchlist?search=QUINLAN`);
  const found = (existing.json().data as PmWatchEntry[])[0];
  if (found) return found;
  const res = await add(addBody(consumerOf(shopper)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entry as PmWatchEntry;
}

describe('PM Alerts: the watch list', () => {
  it('lists the demo’s watched consumers, masked, newest first, searchable', async () => {
    const res = await get(`${base()}/watchlist?pageSize=10`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: PmWatchEntry[]; totalCount: number };
    expect(page.totalCount).toBeGreaterThanOrEqual(5);
    expect(page.data.map((e) => e.consumerName)).toEqual(expect.arrayContaining(['VICTOR HALE', 'DENISE MORROW', 'LUCIA BRANDT']));
    expect(JSON.stringify(page)).not.toMatch(/12345130\d|1979-09-30/);
    const hale = page.data.find((e) => e.consumerName === 'VICTOR HALE')!;
    expect(hale).toMatchObject({ ssnMasked: '***-**-1302', birthYear: '1979', accountNumber: '100200300' });
    // the first read of the day counts the alerts the alert list shows, not those collected before it (issue 33)
    const [stored] = await kit.t.database.db.select({ n: count() }).from(pmAlerts).where(eq(pmAlerts.watchEntryId, hale.id));
    expect(Number(stored.n)).toBeGreaterThan(0);
    expect(hale.alertCount).toBe(Number(stored.n));
    const searched = (await get(`${base()}/watchlist?search=morrow`)).json() as { data: PmWatchEntry[] };
    expect(searched.data.map((e) => e.consumerName)).toEqual(['DENISE MORROW']);
    expect((await get(`${base()}/watchlist?search=1303`)).json().data).toHaveLength(1);
  });

  it('adds a consumer: the last 30 days’ alerts at once, the identity encrypted at rest, audited; a second time is a 409', async () => {
    const res = await add(addBody(consumerOf(shopper)));
    expect(res.statusCode, res.body).toBe(200);
    const { entry, message } = res.json() as { entry: PmWatchEntry; message: string };
    expect(message).toBe('NORA QUINLAN has been added to the watch list.');
    expect(entry).toMatchObject({ consumerName: 'NORA QUINLAN', ssnMasked: '***-**-1301', customerReferenceNumber: 'LOAN-9', addedBy: 'demo.user' });
    expect(entry.alertCount).toBeGreaterThanOrEqual(3);
    const [row] = await kit.t.database.db.select().from(pmWatchEntries).where(eq(pmWatchEntries.id, entry.id));
    expect(row.identityEnc).toMatch(/^v1:/);
    expect(row.identityEnc).not.toContain('123451301');
    const [added] = await kit.t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'pm-alerts.watch-added'), eq(auditEvents.targetId, entry.id)));
    expect(added).toMatchObject({ actorUsername: 'demo.user', customerId: kit.demo });
    expect(JSON.stringify(added.details)).not.toContain('1301');
    const again = await add(addBody(consumerOf(shopper)));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This consumer is already on the watch list under this account number.');
  });

  it.each([
    ['no SSN', consumerOf(shopper, { ssn: '' }), /ssn is required/],
    ['an SSN of 8 digits', consumerOf(shopper, { ssn: '12345678' }), /ssn must be 9 digits/],
    ['a date of birth in the future', consumerOf(shopper, { dateOfBirth: '2999-01-01' }), /dateOfBirth cannot be in the future/],
    ['no address', consumerOf(shopper, { address: undefined }), /address is required/],
    ['a state that is not one', consumerOf(shopper, { address: { line1: '1 A St', city: 'X', state: 'ZZ', zip: '12345' } }), /address.state must be a US state code/],
  ])('refuses %s with a 400 naming the field: nothing stored, the bureau never asked', async (_name, consumer, message) => {
    const before = { entries: await entryCount(), calls: kit.calls };
    const res = await add(addBody(consumer));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await entryCount()).toBe(before.entries);
    expect(kit.calls).toBe(before.calls);
  });

  it('refuses another company’s account number with a 400, nothing stored', async () => {
    const before = await entryCount();
    const res = await add(addBody(consumerOf(persona('mover'), { firstName: 'Other' }), { accountNumber: '200300400' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/accountNumber/);
    expect(await entryCount()).toBe(before);
  });

  it('removes an entry with its alerts; another company’s path is 403 and an entry not its own 404', async () => {
    const res = await add(addBody(consumerOf(persona('mover'), { firstName: 'Removable' })));
    const entry = res.json().entry as PmWatchEntry;
    expect((await remove(entry.id, 'other.admin')).statusCode).toBe(403);
    const otherCompany = String((await kit.t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUsername, 'other.admin')).limit(1))[0]?.customerId ?? '');
    if (otherCompany) expect((await remove(entry.id, 'other.admin', otherCompany)).statusCode).toBe(403); // Second Bank does not hold PM Alerts
    const removed = await remove(entry.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('REMOVABLE FENWICK has been removed from the watch list.');
    expect(Number((await kit.t.database.db.select({ n: count() }).from(pmAlerts).where(eq(pmAlerts.watchEntryId, entry.id)))[0].n)).toBe(0);
    const gone = await remove(entry.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('The watch list entry was not found.');
  });
});

describe('PM Alerts: alerts', () => {
  it('lists alerts newest first with their message, filters by type, consumer and range, and reads one (audited)', async () => {
    const shopperEntry = await addedShopper();
    const res = await get(`${base()}/alerts?pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: PmAlert[]; totalCount: number; watchedCount: number; message: string };
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.message).toBe(`${page.totalCount} alerts found for these criteria.`);
    expect(new Set(page.data.map((a) => a.type))).toEqual(new Set(['new-inquiry', 'new-account', 'delinquency', 'address-change', 'deceased']));
    expect(page.data.map((a) => a.alertDate)).toEqual([...page.data.map((a) => a.alertDate)].sort().reverse());
    expect(page.data.some((a) => a.consumerName === 'LUCIA BRANDT')).toBe(false);
    const deceased = page.data.filter((a) => a.type === 'deceased');
    expect(deceased).toHaveLength(1);
    const onlyShopper = (await get(`${base()}/alerts?watchEntryId=${shopperEntry.id}`)).json() as { data: PmAlert[] };
    expect(onlyShopper.data.every((a) => a.type === 'new-inquiry' && a.consumerName === 'NORA QUINLAN')).toBe(true);
    const delinquencies = (await get(`${base()}/alerts?alertType=delinquency`)).json() as { data: PmAlert[] };
    expect(delinquencies.data.length).toBeGreaterThan(0);
    expect(delinquencies.data.every((a) => a.type === 'delinquency')).toBe(true);
    const old = (await get(`${base()}/alerts?fromDate=2020-01-01&toDate=2020-01-31`)).json();
    expect(old).toMatchObject({ totalCount: 0, message: 'No alerts for these criteria. The watched consumers’ files had no change in this period.' });

    const one = await get(`${base()}/alerts/${deceased[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ type: 'deceased', consumerName: 'HAROLD PRICE', details: expect.arrayContaining([expect.objectContaining({ label: 'Date of death reported' })]) });
    const [read] = await kit.t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'pm-alerts.alert-viewed'), eq(auditEvents.targetId, deceased[0].id)));
    expect(read).toMatchObject({ actorUsername: 'demo.user' });
  });

  it('collects each day once: reading again asks the bureau nothing', async () => {
    await get(`${base()}/alerts`);
    const calls = kit.calls;
    await get(`${base()}/alerts`);
    expect(kit.calls).toBe(calls);
    const marks = await kit.t.database.db.select({ through: pmWatchEntries.monitoredThrough }).from(pmWatchEntries);
    expect(marks.every((m) => m.through >= todayIso())).toBe(true);
  });

  it('collects a new day once, for that day alone, even when two reads collect it at once', async () => {
    await get(`${base()}/alerts`);
    const db = kit.t.database.db;
    const monitored = (await db.select().from(pmWatchEntries).where(eq(pmWatchEntries.customerId, kit.demo))).filter((e) => e.monitoredThrough !== MONITORING_ENDED);
    const tomorrow = addDays(todayIso(), 1);
    const calls = kit.calls;
    // the day the injected clock says: two processes collecting it side by side store each alert once
    await Promise.all([collectAlerts(kit.t.app.ctx, kit.demo, tomorrow), collectAlerts(kit.t.app.ctx, kit.demo, tomorrow)]);
    expect(kit.calls - calls).toBeGreaterThanOrEqual(monitored.length);
    expect(kit.calls - calls).toBeLessThanOrEqual(2 * monitored.length);
    const stored = await db.select().from(pmAlerts).where(and(eq(pmAlerts.customerId, kit.demo), eq(pmAlerts.alertDate, tomorrow)));
    expect(new Set(stored.map((a) => `${a.watchEntryId}|${a.alertType}`)).size).toBe(stored.length);
    const marks = await db.select().from(pmWatchEntries).where(eq(pmWatchEntries.customerId, kit.demo));
    for (const e of monitored) expect(marks.find((m) => m.id === e.id)?.monitoredThrough).toBe(tomorrow);
    const again = kit.calls;
    await collectAlerts(kit.t.app.ctx, kit.demo, tomorrow);
    expect(kit.calls).toBe(again);
  });

  it.each([
    ['a range ending before it starts', 'fromDate=2026-10-10&toDate=2026-10-01', /toDate must be on or after fromDate/],
    ['a range longer than a year', 'fromDate=2024-01-01&toDate=2025-06-01', /at most 366 days/],
    ['a date that is none', 'fromDate=2026-02-30', /fromDate must be a real date/],
    ['a type that is none', 'alertType=bankrupt', /alertType must be one of/],
    ['a consumer not on the watch list', 'watchEntryId=00000000-0000-4000-8000-000000000000', /watchEntryId/],
  ])('refuses %s with a 400', async (_name, query, message) => {
    const res = await get(`${base()}/alerts?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 404 for an alert not of the company, 403 on another company’s path, 403 to a user no group grants PM Alerts', async () => {
    expect((await get(`${base()}/alerts/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`${base()}/alerts`, 'other.admin')).statusCode).toBe(403);
    await withoutGroupGrant(kit, ['PMLT'], async () => {
      const res = await get(`${base()}/watchlist`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/PM Alerts/);
    });
  });
});

describe('PM Alerts: the alerts report', () => {
  const request = (extra: Record<string, unknown> = {}) => ({ accountNumber: '100200300', customerReferenceNumber: 'REVIEW-1', fromDate: addDays(todayIso(), -30), toDate: todayIso(), ...extra });

  it('stores the report as an inquiry of product PMLT with its message, and prints it in pmAlerts_report.pdf', async () => {
    await addedShopper();
    const res = await kit.order(request({ alertType: 'new-inquiry' }));
    expect(res.statusCode, res.body).toBe(200);
    const answer = pmAlertsResponseSchema.parse(res.json());
    const report = answer.dataSourceResponse.value.pmAlertsReport;
    expect(report.alerts.length).toBeGreaterThanOrEqual(3);
    expect(report).toMatchObject({ criteria: { alertType: 'new-inquiry', consumerName: null }, message: { status: 'success', content: `${report.alerts.length} alerts found for these criteria.` } });
    expect(report.counts['new-inquiry']).toBe(report.alerts.length);
    expect(await kit.inquiry(answer.inquiryId)).toMatchObject({ product: 'pmalerts', productCode: 'PMLT', status: 'Completed', accountNumber: '100200300', customerReferenceNumber: 'REVIEW-1' });
    const pdf = await kit.pdfOf(answer.inquiryId);
    await expectPdfDownload(kit, pdf, answer.inquiryId, 'pmAlerts_report.pdf');
    const text = await pdfFlowText(pdf.rawPayload);
    for (const words of ['PM Alerts report', 'NORA QUINLAN', 'New inquiry', '***-**-1301', '100200300']) expect(text).toContain(words);
    expect(text).toMatch(/alerts by type/i);
    expect(text).not.toContain('123451301');
  });

  itRefuses(kit, [
    ['no date range', () => request({ fromDate: undefined }), 400, /fromDate/],
    ['a range ending before it starts', () => request({ fromDate: todayIso(), toDate: addDays(todayIso(), -3) }), 400, /toDate must be on or after fromDate/],
    ['a type that is none', () => request({ alertType: 'bankrupt' }), 400, /alertType/],
    ['a consumer not on the watch list', () => request({ watchEntryId: '00000000-0000-4000-8000-000000000000' }), 400, /watchEntryId/],
    ['another company’s account number', () => request({ accountNumber: '200300400' }), 400, /accountNumber/],
  ] as RefusalCase[], 'refuses %s with a 400 naming the field: nothing stored, billed or collected');

  itRefusesACompanyNotHoldingIt(kit, () => request(), /PM Alerts/);
});
