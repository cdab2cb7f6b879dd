import { and, eq } from 'drizzle-orm';
import { pmAlerts, users } from '../db/schema/index.js';
import { PM_ALERTS_PERSONAS } from '../datasources/sandbox/pmalerts/pmalerts-source.js';
import { insertWatchEntry } from '../modules/pmalerts/pmalerts.repository.js';
import type { RequestRow } from './endpoint-requests.js';
import { MATRIX_CALLERS, type World } from './world.js';

/** A consumer no one watches yet (a new name each time, so adding it never meets the one-entry rule). */
const freshConsumer = () => {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return { firstName: `Matrix${letters}`, lastName: 'Watched', ssn: '123-45-1302', dateOfBirth: '1979-09-30', address: { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' } };
};

/** a fresh watch list entry of Demo Lending (the opener persona: it has alerts), to read or remove. */
async function freshEntry(w: World): Promise<string> {
  // added by a real user of the company (the entry names who added it)
  const [demoUser] = await w.t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.user'));
  const row = await insertWatchEntry(w.t.database.db, w.t.app.ctx.cipher, w.demo, {
    accountNumber: '100200300',
    customerReferenceNumber: 'MATRIX',
    consumer: { ...freshConsumer(), middleName: undefined, ssn: PM_ALERTS_PERSONAS[1].ssn },
    addedBy: { userId: demoUser!.id, username: 'demo.user' },
    monitoredThrough: '2000-01-01',
  });
  return row!.id;
}

/** an alert of Demo Lending: the watched opener's, collected by listing the alerts once. */
async function demoAlert(w: World): Promise<string> {
  const entryId = await freshEntry(w);
  const { collectAlerts } = await import('../modules/pmalerts/pm-monitoring.js');
  await collectAlerts(w.t.app.ctx, w.demo);
  const [row] = await w.t.database.db.select({ id: pmAlerts.id }).from(pmAlerts).where(and(eq(pmAlerts.customerId, w.demo), eq(pmAlerts.watchEntryId, entryId))).limit(1);
  return row!.id;
}

const PM_ALERTS_ORDER = { accountNumber: '100200300', customerReferenceNumber: 'MATRIX', fromDate: '2026-10-01', toDate: '2026-10-31' };

/** PM Alerts' calls (docs/products/pmalerts.md), spread into ENDPOINT_REQUESTS. */
export const PM_ALERTS_REQUESTS: Record<string, RequestRow> = {
  'GET /pmalerts/customers/:customerId/watchlist': (w) => ({ params: { customerId: w.demo }, query: { pageNumber: '1', pageSize: '10', search: '' } }),
  'POST /pmalerts/customers/:customerId/watchlist': (w) => ({ params: { customerId: w.demo }, body: { accountNumber: '100200300', customerReferenceNumber: 'MATRIX', consumer: freshConsumer() } }),
  'DELETE /pmalerts/customers/:customerId/watchlist/:entryId': async (w) => ({ params: { customerId: w.demo, entryId: await freshEntry(w) } }),
  'GET /pmalerts/customers/:customerId/alerts': (w) => ({ params: { customerId: w.demo }, query: { pageNumber: '1', pageSize: '10' } }),
  'GET /pmalerts/customers/:customerId/alerts/download': (w) => ({ params: { customerId: w.demo }, query: { sort: 'consumerName' } }),
  'GET /pmalerts/customers/:customerId/alerts/:alertId': async (w) => ({ params: { customerId: w.demo, alertId: await demoAlert(w) } }),
  'POST /pmalerts/reports': () => ({ body: PM_ALERTS_ORDER }),
  'POST /pdfs/pmalerts/download': async (w) => ({ body: { inquiryId: (await w.send({ method: 'POST', path: '/pmalerts/reports', summary: '', access: { kind: 'authenticated' } }, { body: PM_ALERTS_ORDER }, MATRIX_CALLERS[1])).json().inquiryId } }),
};
