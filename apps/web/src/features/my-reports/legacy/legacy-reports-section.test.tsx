import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegacyReportItem } from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const HISTORY = '/api/legacy/reporthistory';
const item = (n: number): LegacyReportItem => ({
  id: `LR-100217-${String(n).padStart(4, '0')}`,
  productCode: 'CCR',
  productName: 'Consumer Credit Report',
  consumerName: n === 1 ? 'Margaret Ellison' : `Consumer ${n}`,
  ssnMasked: '***-**-1001',
  customerReferenceNumber: `REF-${n}`,
  accountNumber: '400500600',
  orderedAt: '2025-09-18T15:42:00.000Z',
  batchName: n === 2 ? 'June auto renewals' : null,
});

/** My Reports' calls: an empty list of this portal's reports, and the legacy history `legacy` answers. */
function api(legacy: (call: FakeRequest) => Response) {
  return fakeApi((call) => {
    const { pathname } = call.url;
    if (pathname.startsWith(HISTORY)) return legacy(call);
    return json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 });
  });
}

const page = (call: FakeRequest, items: LegacyReportItem[]) => {
  const { pageNumber, pageSize, keyWords } = JSON.parse(call.body) as { pageNumber: number; pageSize: number; keyWords: string };
  const found = items.filter((i) => !keyWords || (i.batchName ?? '').includes(keyWords) || i.consumerName.includes(keyWords));
  return json({ legacyUserId: 'U-100217', content: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalElements: found.length, pageNumber, pageSize });
};

// Whole pages in jsdom: slow on a busy machine.
describe('My Reports’ legacy reports', () => {
  it('lists a migrated legacy user’s reports from the legacy system, pages them, and reads one as it was formatted', async () => {
    const items = Array.from({ length: 12 }, (_, i) => item(i + 1));
    const server = api((call) => (call.method === 'GET' ? json({ item: items[0], formatedResponse: 'CONSUMER CREDIT REPORT  (CCR)\nSSN .............. ***-**-1001\nSCORE ............ 781' }) : page(call, items)));
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    const section = await screen.findByRole('region', { name: 'Legacy reports' });
    expect(within(section).getByText(/legacy user ID U-100217/)).toBeTruthy();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent).slice(1, 6)).toEqual(['Consumer Credit Report', 'Consumer 2', '***-**-1001', 'REF-2', 'June auto renewals']);

    fireEvent.click(within(section).getByRole('button', { name: 'Legacy reports page 2' }));
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(3));
    expect(JSON.parse(server.callsTo(HISTORY).at(-1)!.body)).toMatchObject({ pageNumber: 2, pageSize: 10 });

    // key words go to the server with page 1
    fireEvent.change(within(section).getByRole('searchbox', { name: 'Search legacy reports' }), { target: { value: ' renewals ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(JSON.parse(server.callsTo(HISTORY).at(-1)!.body)).toMatchObject({ pageNumber: 1, keyWords: 'renewals' }));

    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(2));
    fireEvent.change(within(section).getByRole('searchbox', { name: 'Search legacy reports' }), { target: { value: 'Margaret' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Search' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Read the legacy Consumer Credit Report for Margaret Ellison' }));
    const dialog = await screen.findByRole('dialog', { name: /Consumer Credit Report for Margaret Ellison/ });
    expect((await within(dialog).findByLabelText(/^Formatted report/)).textContent).toContain('SCORE ............ 781');
    expect(server.callsTo(`${HISTORY}/LR-100217-0001`)).toHaveLength(1);
  });

  it('shows nothing to a user without a legacy identity', async () => {
    const server = api(() => json({ legacyUserId: null, content: [], totalElements: 0, pageNumber: 1, pageSize: 10 }));
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    await waitFor(() => expect(server.callsTo(HISTORY)).toHaveLength(1));
    await screen.findByText('No reports yet');
    expect(screen.queryByRole('region', { name: 'Legacy reports' })).toBeNull();
  });

  it('says so when the legacy system does not answer, and tries again', async () => {
    let down = true;
    const server = api((call) => (down ? json({ status: 502, message: 'The legacy reporting system did not answer.', correlationId: 'c' }, 502) : page(call, [item(1)])));
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    expect(await screen.findByText(/the legacy system did not answer/)).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Legacy reports' })).toBeTruthy();
    expect(server.callsTo(HISTORY).length).toBeGreaterThanOrEqual(2);
  });
});
