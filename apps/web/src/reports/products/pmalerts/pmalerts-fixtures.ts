import type { PmAlert, PmAlertsDataSourceResponse, PmAlertsReport, PmWatchEntry } from '@creditdesk/contracts';
import { PM_ALERTS_MESSAGES } from '@creditdesk/contracts';
import { json, type FakeRequest } from '../../../testing/fake-api';
import { productDsr } from '../../testing/product-order-harness';

/** PM Alerts' screens in jsdom: watched consumers, their alerts and a stored report, as the server answers them. */

export const ENTRY_ID = '11111111-1111-4111-8111-111111111111';
export const ALERT_ID = '22222222-2222-4222-8222-222222222222';

export const HALE: PmWatchEntry = {
  id: ENTRY_ID,
  consumerName: 'VICTOR HALE',
  ssnMasked: '***-**-1302',
  birthYear: '1979',
  address: '217 Market St, Springfield, IL 62701',
  accountNumber: '100200300',
  customerReferenceNumber: 'LOAN-4100',
  addedAt: '2026-11-20T14:05:00.000Z',
  addedBy: 'demo.admin',
  alertCount: 3,
};

export const NEW_ACCOUNT: PmAlert = {
  id: ALERT_ID,
  watchEntryId: ENTRY_ID,
  consumerName: 'VICTOR HALE',
  ssnMasked: '***-**-1302',
  accountNumber: '100200300',
  customerReferenceNumber: 'LOAN-4100',
  type: 'new-account',
  alertDate: '2026-11-19',
  summary: 'A new auto loan with ALLY FINANCIAL',
  details: [
    { label: 'Creditor', value: 'ALLY FINANCIAL' },
    { label: 'Account', value: '****4471' },
  ],
};

export const watchPage = (entries: PmWatchEntry[]) => ({ data: entries, totalCount: entries.length, pageNumber: 1, pageSize: 10 });
export const alertsPage = (alerts: PmAlert[], watchedCount = 1) => ({
  data: alerts,
  totalCount: alerts.length,
  pageNumber: 1,
  pageSize: 10,
  watchedCount,
  message: watchedCount === 0 ? PM_ALERTS_MESSAGES.noWatchedConsumers : alerts.length === 0 ? PM_ALERTS_MESSAGES.noAlerts : PM_ALERTS_MESSAGES.alertsFound(alerts.length),
});

/** The watch list and alerts calls of company c-1 over a list the tests change; `add` answers the add call. */
export function pmAlertsServer(state: { entries: PmWatchEntry[]; alerts: PmAlert[]; add?: (request: FakeRequest) => Response }) {
  const base = '/api/pmalerts/customers/c-1';
  return (request: FakeRequest): Response | undefined => {
    const { pathname, searchParams } = request.url;
    if (pathname === `${base}/watchlist` && request.method === 'GET') return json(watchPage(state.entries));
    if (pathname === `${base}/watchlist` && request.method === 'POST') return state.add?.(request) ?? json({ status: 500, message: 'no add', correlationId: 'c' }, 500);
    if (pathname.startsWith(`${base}/watchlist/`) && request.method === 'DELETE') {
      const gone = state.entries.find((e) => pathname.endsWith(e.id));
      state.entries = state.entries.filter((e) => e !== gone);
      return gone ? json({ message: PM_ALERTS_MESSAGES.removed(gone.consumerName) }) : json({ status: 404, message: PM_ALERTS_MESSAGES.notFound, correlationId: 'c' }, 404);
    }
    if (pathname === `${base}/alerts`) {
      const type = searchParams.get('alertType');
      return json(alertsPage(state.alerts.filter((a) => !type || a.type === type), state.entries.length));
    }
    if (pathname === `${base}/alerts/${ALERT_ID}`) return json(NEW_ACCOUNT);
    return undefined;
  };
}

export const pmReport = (alerts: PmAlert[], extra: Partial<PmAlertsReport> = {}): PmAlertsReport => ({
  identifier: 'PMLT-1',
  criteria: { fromDate: '2026-10-26', toDate: '2026-11-25', alertType: null, consumerName: null },
  generatedAt: '2026-11-25T10:00:00.000Z',
  watchedCount: 5,
  counts: { 'new-inquiry': 0, 'new-account': alerts.length, delinquency: 0, 'address-change': 0, deceased: 0 },
  alerts: alerts.map(({ watchEntryId: _omitted, ...a }) => a),
  message: { status: 'success', content: alerts.length ? PM_ALERTS_MESSAGES.alertsFound(alerts.length) : PM_ALERTS_MESSAGES.noAlerts },
  ...extra,
});

export const pmDsr = (report: PmAlertsReport): PmAlertsDataSourceResponse => productDsr({ pmAlertsReport: report }) as PmAlertsDataSourceResponse;
