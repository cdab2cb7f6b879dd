import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type InquiryListItem } from '@creditdesk/contracts';
import { runReportDisabledToggled } from '../../../reports/run-report-slice';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { atPhoneWidth } from '../../../testing/phone-width';
import { renderApp } from '../../../testing/render-app';
import { INQUIRY_ID, OTHER_INQUIRY_ID, makeCreditReport, makeDsr, makeInquiryItem } from '../../../reports/testing/report-fixtures';

const PAGES = '/api/reportinquiries/extract/customers/c-1/pages';
const SEARCH = '/api/reportinquiries/extract/customers/c-1/search';

/** A fake My Reports service over `items`: paging, search and delete behave like the server's. */
function reportsApi(initial: InquiryListItem[]) {
  let items = [...initial];
  const page = (call: FakeRequest) => {
    const pageNumber = Number(call.url.searchParams.get('pageNumber'));
    const pageSize = Number(call.url.searchParams.get('pageSize'));
    const keyWords = call.method === 'POST' ? (JSON.parse(call.body).keyWords as string).toLowerCase() : '';
    const found = items.filter((i) => !keyWords || i.consumerName.toLowerCase().includes(keyWords));
    return json({ content: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalElements: found.length, pageNumber, pageSize });
  };
  const server = fakeApi((call) => {
    const { pathname } = call.url;
    if (pathname === PAGES || pathname === SEARCH) return page(call);
    if (pathname.startsWith('/api/reportinquries/') && call.method === 'DELETE') {
      items = items.filter((i) => i.id !== pathname.split('/').at(-1));
      return json({ deleted: true });
    }
    if (pathname === `/api/reportinquiries/extract/${INQUIRY_ID}/details`) {
      const dsr = makeDsr('acrov6', [makeCreditReport()]);
      return json({ inquiryId: INQUIRY_ID, product: 'acrov6', createdAt: '2026-11-20T14:05:00.000Z', item: initial[0], dataSourceResponse: dsr, formatedResponse: '{}' });
    }
    return json({ status: 404, message: 'not found', correlationId: 'x' }, 404);
  });
  return server;
}

const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeInquiryItem({ id: i === 0 ? INQUIRY_ID : `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, consumerName: `CONSUMER ${i + 1}` }),
  );

const lastCall = (server: ReturnType<typeof reportsApi>, path: string) => server.callsTo(path).at(-1)!;
const search = (call: FakeRequest) => Object.fromEntries(call.url.searchParams);
const rows = () => within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('row').slice(1);
const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

// Whole forms and tables in jsdom: slow on a busy machine.
describe('My Reports', () => {
  it('lists page 1 of 10 with the report’s columns and a Run Report action', async () => {
    const item = makeInquiryItem({ coApplicantName: 'EMILY CARTER' });
    const server = reportsApi([item]);
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(search(lastCall(server, PAGES))).toEqual({ pageNumber: '1', pageSize: '10' });
    const cells = within(rows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toMatch(/^11-2[01]-2026/);
    expect(cells.slice(1, 8)).toEqual(['Consumer Credit Report', 'MARGARET ELLISONwith EMILY CARTER', '***-**-1001', 'LOAN-1001', '100200300', 'demo.admin', 'Completed']);
    expect(screen.getByRole('link', { name: 'Run Report' }).getAttribute('href')).toBe('/products');
  });

  it('disables Run Report while a report order is in flight', async () => {
    reportsApi([makeInquiryItem()]);
    const { store } = renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'MARGARET ELLISON' });
    act(() => {
      store.dispatch(runReportDisabledToggled(true));
    });
    expect(screen.getByRole('link', { name: 'Run Report' }).getAttribute('aria-disabled')).toBe('true');
    act(() => {
      store.dispatch(runReportDisabledToggled(false));
    });
    expect(screen.getByRole('link', { name: 'Run Report' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps paging in the URL: next page, then a larger page size from page 1', async () => {
    const server = reportsApi(many(23));
    const { router } = renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'CONSUMER 1' });
    expect(screen.getByText('1–10 of 23')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('link', { name: 'CONSUMER 11' })).toBeTruthy();
    expect(where(router)).toBe('/my-reports?page=2');
    expect(search(lastCall(server, PAGES))).toEqual({ pageNumber: '2', pageSize: '10' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '25' }));
    expect(await screen.findByRole('link', { name: 'CONSUMER 23' })).toBeTruthy();
    expect(where(router)).toBe('/my-reports?size=25');
    expect(search(lastCall(server, PAGES))).toEqual({ pageNumber: '1', pageSize: '25' });
    expect(rows()).toHaveLength(23);
  });

  it('searches with key words and a date range from the URL', async () => {
    const server = reportsApi(many(3));
    renderApp({ path: '/my-reports?q=consumer 2&from=2026-11-01&to=2026-11-30&size=25', auth: ADMIN_AUTH });
    expect(await screen.findByRole('link', { name: 'CONSUMER 2' })).toBeTruthy();
    expect(rows()).toHaveLength(1);
    const call = lastCall(server, SEARCH);
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({ keyWords: 'consumer 2' });
    expect(search(call)).toEqual({ pageNumber: '1', pageSize: '25', fromDate: '11/01/2026 00:00:00', toDate: '11/30/2026 23:59:59' });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('consumer 2');
    expect(server.callsTo(PAGES)).toHaveLength(0);
  });

  it('puts a new search in the URL and starts again at page 1', async () => {
    const server = reportsApi(many(15));
    const { router } = renderApp({ path: '/my-reports?page=2', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'CONSUMER 11' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  consumer 1 ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where(router)).toBe('/my-reports?q=consumer+1&from=2026-10-01&to=2026-10-31'));
    await waitFor(() => expect(server.callsTo(SEARCH)).toHaveLength(1));
    expect(search(lastCall(server, SEARCH))).toMatchObject({ pageNumber: '1', fromDate: '10/01/2026 00:00:00', toDate: '10/31/2026 23:59:59' });

    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where(router)).toBe('/my-reports'));
  });

  it('refuses a date range that ends before it starts', async () => {
    reportsApi(many(1));
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'CONSUMER 1' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    expect(screen.getByText('The end date is before the start date')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes after confirmation, says so, and reloads the same page', async () => {
    const server = reportsApi([makeInquiryItem(), makeInquiryItem({ id: OTHER_INQUIRY_ID, consumerName: 'TYLER OKAFOR' })]);
    const { router } = renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'TYLER OKAFOR' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the report for TYLER OKAFOR' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this report?' });
    expect(dialog.textContent).toContain('TYLER OKAFOR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(MESSAGES.reports.deleted)).toBeTruthy();
    const [deleted] = server.callsTo(`/api/reportinquries/${OTHER_INQUIRY_ID}`);
    expect(deleted.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'TYLER OKAFOR' })).toBeNull());
    expect(server.callsTo(PAGES)).toHaveLength(2);
    expect(search(lastCall(server, PAGES))).toEqual({ pageNumber: '1', pageSize: '10' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Messages' }).textContent).toBe('Report has been successfully deleted.'));
    expect(where(router)).toBe('/my-reports');
  });

  it('goes back a page when the deleted report was the last on its page', async () => {
    const server = reportsApi(many(11));
    const { router } = renderApp({ path: '/my-reports?page=2', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'CONSUMER 11' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the report for CONSUMER 11' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('link', { name: 'CONSUMER 1' })).toBeTruthy();
    expect(where(router)).toBe('/my-reports');
    expect(search(lastCall(server, PAGES))).toEqual({ pageNumber: '1', pageSize: '10' });
    expect(screen.getByText(MESSAGES.reports.deleted)).toBeTruthy();
  });

  it('keeps the report when the deletion is cancelled', async () => {
    const server = reportsApi([makeInquiryItem()]);
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the report for MARGARET ELLISON' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('says "No reports yet" with a way to Products, and otherwise that nothing matches', async () => {
    reportsApi([]);
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Products' }).getAttribute('href')).toBe('/products');
  });

  it('says so when a search finds nothing', async () => {
    reportsApi(many(2));
    renderApp({ path: '/my-reports?q=nobody', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { name: 'No reports match your search' })).toBeTruthy();
  });

  it('opens a report at its own address, with its PDF button, and comes back to the same list', async () => {
    const server = reportsApi([makeInquiryItem()]);
    const { router } = renderApp({ path: '/my-reports?q=margaret', auth: ADMIN_AUTH });
    const link = await screen.findByRole('link', { name: 'MARGARET ELLISON' });
    expect(link.getAttribute('href')).toBe(`/reports/${INQUIRY_ID}`);
    fireEvent.click(link);
    expect(where(router)).toBe(`/reports/${INQUIRY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumer Credit Report' })).toBeTruthy();
    // the product's viewer is its own chunk: the report shows once it has arrived
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByText('LOAN-1001')).toBeTruthy();
    expect(server.callsTo(`/api/reportinquiries/extract/${INQUIRY_ID}/details`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Back to My Reports' }));
    await waitFor(() => expect(where(router)).toBe('/my-reports?q=margaret'));
    expect(await screen.findByRole('link', { name: 'MARGARET ELLISON' })).toBeTruthy();
  });

  it('opens any product’s report by its product’s name', async () => {
    reportsApi([makeInquiryItem({ product: 'oneviewplus', productName: 'OneView+', id: OTHER_INQUIRY_ID, consumerName: 'KEVIN DOYLE' })]);
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    const link = await screen.findByRole('link', { name: 'KEVIN DOYLE' });
    expect(within(rows()[0]).getAllByRole('cell')[1].textContent).toBe('OneView+');
    expect(link.getAttribute('href')).toBe(`/reports/${OTHER_INQUIRY_ID}`);
  });

  it('tells an eIDverifier awaiting answers from a verified one: its own verdict in place of "Completed" (issue 33)', async () => {
    reportsApi([
      makeInquiryItem({ product: 'eidverifier', productName: 'eIDverifier', id: INQUIRY_ID, consumerName: 'NEVER ANSWERED', outcome: { label: 'Awaiting answers', level: 'neutral' } }),
      makeInquiryItem({ product: 'eidverifier', productName: 'eIDverifier', id: OTHER_INQUIRY_ID, consumerName: 'ALL ANSWERED', outcome: { label: 'Verified', level: 'good' } }),
    ]);
    renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    await screen.findByRole('link', { name: 'NEVER ANSWERED' });
    expect(rows().map((r) => within(r).getAllByRole('cell')[7].textContent)).toEqual(['Awaiting answers', 'Verified']);
  });

  it('sends the former ?inquiry= link to the report’s own address', async () => {
    reportsApi([makeInquiryItem()]);
    const { router } = renderApp({ path: `/my-reports?inquiry=${INQUIRY_ID}&page=2`, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(where(router)).toBe(`/reports/${INQUIRY_ID}`);
    expect(screen.getByRole('link', { name: 'Back to My Reports' }).getAttribute('href')).toBe('/my-reports?page=2');
  });
});

describe('My Reports on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card a report with the table’s facts and actions, and a Sort by that sets the order in the URL and the call', async () => {
    atPhoneWidth();
    const server = reportsApi([makeInquiryItem({ coApplicantName: 'EMILY CARTER' })]);
    const { router } = renderApp({ path: '/my-reports', auth: ADMIN_AUTH });
    const cards = await screen.findByRole('list', { name: 'Reports' });
    expect(screen.queryByRole('table', { name: 'Reports' })).toBeNull();
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card).getByRole('link', { name: 'MARGARET ELLISON' }).getAttribute('href')).toBe(`/reports/${INQUIRY_ID}`);
    for (const fact of ['with EMILY CARTER', 'Consumer Credit Report', '***-**-1001', 'LOAN-1001', '100200300', 'demo.admin', 'Completed']) expect(card.textContent).toContain(fact);
    expect(within(card).getByRole('button', { name: 'Delete the report for MARGARET ELLISON' })).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'consumerName.asc' } });
    await waitFor(() => expect(where(router)).toBe('/my-reports?sort=consumerName'));
    await waitFor(() => expect(lastCall(server, PAGES).url.searchParams.get('sort')).toBe('consumerName'));
  });
});
