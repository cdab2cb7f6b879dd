import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { BILLING_PATH, subscriptionApi, twelveMonths } from '../testing/subscription-fake-api';

const COUNTS: Array<[number, number]> = [[1, 0], [0, 0], [2, 1], [0, 0], [0, 0], [3, 0], [0, 0], [0, 0], [1, 1], [0, 0], [4, 2], [2, 3]];
const usageTable = () => screen.getByRole('table', { name: 'Reports ordered per month and product' });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const search = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);

describe('Usage', () => {
  it('shows the last 12 months: a chart described in words and a table, newest month first and marked', async () => {
    const server = subscriptionApi({ months: twelveMonths(COUNTS) });
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    const chart = await screen.findByRole('img', { name: /^Reports ordered per month, Dec 2025 to Nov 2026\./ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Reports ordered per month, Dec 2025 to Nov 2026. Dec 2025: 1, Jan 2026: 0, Feb 2026: 3, Mar 2026: 0, Apr 2026: 0, May 2026: 3, ' +
        'Jun 2026: 0, Jul 2026: 0, Aug 2026: 2, Sep 2026: 0, Oct 2026: 6, Nov 2026: 5. 20 reports in all.',
    );
    expect(search(server.callsTo(BILLING_PATH)[0])).toEqual({ months: '12' });

    const [head, ...rows] = within(usageTable()).getAllByRole('row');
    expect(cellsOf(head)).toEqual(['Month', 'Consumer Credit Report', 'OneView', 'Total']);
    const body = rows.slice(0, 12);
    expect(body.map((r) => cellsOf(r)[0])).toEqual([
      'November 2026This month', 'October 2026', 'September 2026', 'August 2026', 'July 2026', 'June 2026',
      'May 2026', 'April 2026', 'March 2026', 'February 2026', 'January 2026', 'December 2025',
    ]);
    expect(body.map((r) => cellsOf(r)[3])).toEqual(['5', '6', '0', '2', '0', '0', '3', '0', '0', '3', '0', '1']);
    expect(cellsOf(body[1])).toEqual(['October 2026', '4', '2', '6']);
    expect(body[0].getAttribute('aria-current')).toBe('date');
    expect(body.slice(1).every((r) => !r.hasAttribute('aria-current'))).toBe(true);
    expect(cellsOf(rows[12])).toEqual(['12 months', '13', '7', '20']);
  });

  it('says so when nothing was ordered in the 12 months', async () => {
    subscriptionApi({ months: twelveMonths() });
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No reports ordered in the last 12 months' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Reports ordered per month/ })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Reports ordered per month and product' })).toBeNull();
  });

  it('offers Try again when the usage cannot be loaded', async () => {
    subscriptionApi({ usageFails: 500 });
    renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    expect(await screen.findByText('Your usage could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('looks up one month with ?month= and keeps it in the URL', async () => {
    const server = subscriptionApi({
      months: twelveMonths(COUNTS),
      oneMonth: (month) => ({ month, products: [{ productCode: 'CCR', count: 7 }, { productCode: 'OVWP', count: 2 }], total: 9 }),
    });
    const { router } = renderApp({ path: '/subscription', auth: ADMIN_AUTH });
    await screen.findByRole('img', { name: /Reports ordered per month/ });
    const picker = screen.getByLabelText('Month') as HTMLInputElement;
    expect(picker.getAttribute('max')).toBe('2026-11');
    fireEvent.change(picker, { target: { value: '2025-03' } });
    const detail = await screen.findByRole('list', { name: 'Usage in March 2025' });
    expect(within(detail).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Consumer Credit Report: 7', 'OneView+: 2']);
    expect(screen.getByText('March 2025: 9 reports')).toBeTruthy();
    expect(search(server.callsTo(BILLING_PATH).at(-1)!)).toEqual({ month: '2025-03' });
    expect(router.state.location.search).toBe('?month=2025-03');
  });

  it('says when a looked-up month had no orders', async () => {
    subscriptionApi();
    renderApp({ path: '/subscription?month=2024-06', auth: ADMIN_AUTH });
    expect(await screen.findByText('No reports ordered in June 2024.')).toBeTruthy();
  });
});
