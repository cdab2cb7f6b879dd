import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { preloadEveryLazyModule } from '../../../lib/lazy-component';
import { untilSettled, useFakeTimeouts } from '../../../testing/fake-clock';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { BATCH_ID, INQUIRY_ID, batchesServer, makeBatch, makeRow } from '../testing/fake-batches';
import { BATCH_POLL_MS } from './batch-page';

// whole pages, lazily loaded, render slowly on a busy machine

const DETAILS = `/api/consumers/batchs/${BATCH_ID}/details`;
const ROWS = `/api/reportinquiries/extract/customers/c-1/batch/${BATCH_ID}/pages`;

const started = { status: 'processing' as const, confirmedAt: '2026-11-20T14:06:00.000Z', startedAt: '2026-11-20T14:06:01.000Z' };
const step1 = makeBatch({ ...started, counts: { pending: 4, completed: 2 }, rowsPerSecond: 2, secondsLeft: 2 });
const step2 = makeBatch({ ...started, counts: { pending: 1, completed: 4, failed: 1 }, rowsPerSecond: 2.5, secondsLeft: 1 });
const finished = makeBatch({ ...started, status: 'completed', finishedAt: '2026-11-20T14:06:05.000Z', counts: { pending: 0, completed: 5, failed: 1 }, rowsPerSecond: 2.5, secondsLeft: 0 });

const ROWS_DONE = [
  makeRow({ rowNumber: 1, status: 'completed', inquiryId: INQUIRY_ID, reportStatus: 'Completed', keyFindings: 'Score 802; 21 tradelines, 0 derogatory, 0 collections, 0 public records', trackingId: INQUIRY_ID, attempts: 1 }),
  makeRow({ rowNumber: 2, rowId: 'row-2', status: 'failed', consumerName: 'Tyler Okafor', ssnMasked: 'XXX-XX-1002', customerReferenceNumber: 'APP-2', errors: [{ column: null, message: 'The bureau did not answer' }], trackingId: 'corr-2', attempts: 1 }),
  makeRow({ rowNumber: 7, rowId: 'row-7', status: 'invalid', consumerName: 'Bad Ssn', ssnMasked: '', customerReferenceNumber: 'APP-7', errors: [{ column: 'SSN', message: 'SSN must be a valid SSN' }] }),
];

const progressBar = () => screen.getByRole('progressbar', { name: 'Batch progress' });
const progressText = () => screen.getByTestId('batch-progress-line').textContent;

describe('the batch page', () => {
  it('follows a running batch without reloading: asks every 2 s until it completes, then stops', async () => {
    await preloadEveryLazyModule();
    const server = batchesServer({ batches: [finished], details: [step1, step2, finished], rows: ROWS_DONE });
    useFakeTimeouts();
    renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    await untilSettled(() => expect(progressText()).toBe('2 of 6 rows · 0 failed · 2 rows/s · about 2 s left'));
    expect(progressBar().getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('heading', { level: 1, name: 'November applicants' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-run failed rows' }).hasAttribute('disabled')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(BATCH_POLL_MS));
    await untilSettled(() => expect(progressText()).toBe('5 of 6 rows · 1 failed · 2.5 rows/s · about 1 s left'));
    await act(() => vi.advanceTimersByTimeAsync(BATCH_POLL_MS));
    await untilSettled(() => expect(progressText()).toBe('6 of 6 rows · 1 failed'));
    expect(progressBar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/^Finished 11-20-2026/)).toBeTruthy();
    // the rows loaded again as the counts moved
    expect(server.callsTo(ROWS).length).toBeGreaterThanOrEqual(3);

    const asked = server.callsTo(DETAILS).length;
    expect(asked).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(BATCH_POLL_MS * 5));
    expect(server.callsTo(DETAILS)).toHaveLength(asked);
    expect(screen.getByRole('button', { name: 'Re-run failed rows' }).hasAttribute('disabled')).toBe(false);
  });

  it("lists the rows with their outcome; an ordered row opens its report, and the filter and search are in the address", async () => {
    const server = batchesServer({ batches: [finished], rows: ROWS_DONE });
    const { router } = renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    const table = await screen.findByRole('table', { name: 'Rows of the batch' });
    await within(table).findByText('Margaret Ellison');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
      ['1', 'Margaret Ellison', 'XXX-XX-1001', 'APP-1', 'Completed', `${ROWS_DONE[0].keyFindings}Tracking ID ${INQUIRY_ID}`],
      ['2', 'Tyler Okafor', 'XXX-XX-1002', 'APP-2', 'Failed', 'The bureau did not answerTracking ID corr-2'],
      ['7', 'Bad Ssn', '—', 'APP-7', 'Invalid', 'SSN must be a valid SSN'],
    ]);
    expect(within(rows[1]).queryByRole('link')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Rows of the batch' })).getAllByRole('row')).toHaveLength(2));
    expect(server.callsTo(ROWS).at(-1)!.url.searchParams.get('status')).toBe('failed');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'tyler' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search rows' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed&q=tyler'));
    const search = server.callsTo('/api/reportinquiries/extract/customers/c-1/search').at(-1)!;
    await waitFor(() => expect(search).toBeTruthy());
    expect(Object.fromEntries(search.url.searchParams)).toEqual({ batchId: BATCH_ID, pageNumber: '1', pageSize: '10', status: 'failed' });
    expect(JSON.parse(search.body)).toEqual({ keyWords: 'tyler', userId: 'demo.admin' });

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tyler'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear search' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(await screen.findByRole('link', { name: 'Open report for Margaret Ellison' }));
    // marked as opened from its batch: the report's page leads back here
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(`/reports/${INQUIRY_ID}?from=batch`));
  });

  it('offers an ordered row "Order another product for this consumer", leading to the product\'s form for its report (issue 33)', async () => {
    batchesServer({ batches: [finished], rows: ROWS_DONE });
    const { router } = renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    await screen.findByRole('table', { name: 'Rows of the batch' });
    // only the ordered row has a report to recall
    expect(await screen.findAllByRole('button', { name: /^Order another product for/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Order another product for Margaret Ellison' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Consumer Credit Report' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(`/products/acrov6?recall=${INQUIRY_ID}`));
  });

  it("deletes a row in the spec's words, re-runs the failed rows, downloads the results and marks them downloaded", async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:results';
    };
    URL.revokeObjectURL = () => undefined;
    const server = batchesServer({ batches: [finished], rows: ROWS_DONE });
    renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete row 2 (Tyler Okafor)' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this row?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.reports.deletedOne)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Tyler Okafor')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/reportinquries/row-2/batchs')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Re-run failed rows' }));
    await waitFor(() => expect(server.callsTo(`/api/consumers/batchs/${BATCH_ID}/rerun`)).toHaveLength(1));

    expect(screen.getByText('Not downloaded yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download results (CSV)' }));
    await screen.findByText('Downloaded');
    expect(await saved[0].text()).toContain('rowNumber,status,trackingId,keyFindings');
    const marks = server.calls.filter((c) => c.method === 'PUT').map((c) => JSON.parse(c.body) as unknown);
    expect(marks).toEqual([{ downloadStatus: 'downloaded' }]);
  });

  it('orders or cancels a dry run not yet confirmed, and deleting a batch goes back to Create Batch', async () => {
    const server = batchesServer({ batches: [makeBatch()], rows: ROWS_DONE.slice(2) });
    const { router } = renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    const section = await screen.findByRole('region', { name: 'november.csv is checked: nothing is ordered yet' });
    expect(section.textContent).toContain('Estimated cost: $89.70');
    fireEvent.click(within(section).getByRole('button', { name: 'Order 6 reports' }));
    await screen.findByRole('progressbar', { name: 'Batch progress' });
    expect(server.callsTo(`/api/consumers/batchs/${BATCH_ID}/confirm`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete batch' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete this batch?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/batch'));
    expect(await screen.findByText(MESSAGES.reports.batchDeleted)).toBeTruthy();
  });

  it("puts a dry run's heading right under the page's (no level skipped) and downloads its rejected rows in the file's own layout", async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:rejected';
    };
    URL.revokeObjectURL = () => undefined;
    const rejected = 'Applicant First Name,SSN,Problems\r\nBad,000-12-3456,SSN must be a valid SSN\r\n';
    const server = batchesServer({
      batches: [makeBatch()],
      rows: ROWS_DONE.slice(2),
      override: (r) => (r.url.pathname === `/api/consumers/batchs/${BATCH_ID}/rejected` ? new Response(rejected, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="november_rejected.csv"' } }) : undefined),
    });
    renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    const section = await screen.findByRole('region', { name: 'november.csv is checked: nothing is ordered yet' });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('november.csv is checked: nothing is ordered yet');
    fireEvent.click(within(section).getByRole('button', { name: 'Download the 2 rejected rows (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].text()).toBe(rejected);
    expect(server.callsTo(`/api/consumers/batchs/${BATCH_ID}/rejected`)).toHaveLength(1);
  });

  it("says so when the batch does not exist (or is another company's)", async () => {
    batchesServer({ batches: [] });
    renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    expect(await screen.findByText('This batch does not exist or was deleted.')).toBeTruthy();
  });
});

describe('a batch’s rows on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a row and sorts by the Sort by, the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = batchesServer({ batches: [finished], rows: ROWS_DONE });
    const { router } = renderApp({ path: `/batch/${BATCH_ID}`, auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'Rows of the batch' });
    await within(cards).findByText('Margaret Ellison');
    expect(screen.queryByRole('table', { name: 'Rows of the batch' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'consumerName.desc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-consumerName'));
    await waitFor(() => expect(server.callsTo(ROWS).at(-1)?.url.searchParams.get('sort')).toBe('-consumerName'));
  });
});
