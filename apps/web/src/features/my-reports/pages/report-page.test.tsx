import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { fakeApi, json, type FakeHandler } from '../../../testing/fake-api';
import { ADMIN_AUTH } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  INQUIRY_ID,
  OTHER_INQUIRY_ID,
  makeCoApplicantReport,
  makeCreditReport,
  makeDsr,
  makeInquiryItem,
  makeOrderResponse,
} from '../../../reports/testing/report-fixtures';

const DETAILS = `/api/reportinquiries/extract/${INQUIRY_ID}/details`;

const storedPair = () => ({
  ...makeOrderResponse('acrov6', makeDsr('acrov6', [makeCreditReport(), makeCoApplicantReport()])),
  item: makeInquiryItem({ coApplicantName: 'EMILY CARTER' }),
});

function api(details: FakeHandler) {
  return fakeApi((request) => (request.url.pathname.endsWith('/details') ? details(request) : json({ content: [], totalElements: 0, pageNumber: 1, pageSize: 10 })));
}

const where = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

// Whole reports in jsdom: slow on a busy machine.
describe('a report at its own address', () => {
  it('opens directly (a reload, a bookmark, a shared link) from the server’s stored copy', async () => {
    const server = api(() => json(storedPair()));
    renderApp({ path: `/reports/${INQUIRY_ID}`, auth: ADMIN_AUTH });
    expect(await screen.findByLabelText('Loading the report')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumer Credit Report' })).toBeTruthy();
    expect(screen.getByText('Ordered for MARGARET ELLISON and EMILY CARTER.')).toBeTruthy();
    // the product's viewer is its own chunk: the report's views show once it has arrived
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Primary Applicant', 'Co-Applicant']);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Primary Applicant PDF' })).toBeTruthy();
    expect(screen.getByText(/Reference:/).parentElement?.textContent).toContain('LOAN-1001');
    expect(server.callsTo(DETAILS)).toHaveLength(1);
    // opened without My Reports behind it: back goes to the plain list
    expect(screen.getByRole('link', { name: 'Back to My Reports' }).getAttribute('href')).toBe('/my-reports');
    expect(document.title).toBe('Report | Creditdesk');
  });

  it('leads back to the batch a report was opened from, naming its row, from the server’s batch details', async () => {
    const BATCH_DETAILS = `/api/reportinquiries/extract/${INQUIRY_ID}/batchdetails`;
    const batchDetails = { inquiryId: INQUIRY_ID, batchId: 'b-7', batchName: 'March applications', rowNumber: 3, product: 'CCR', createdAt: '2026-11-20T14:05:00.000Z', formatedResponse: '{}', item: makeInquiryItem() };
    const server = fakeApi((request) => (request.url.pathname.endsWith('/batchdetails') ? json(batchDetails) : json(storedPair())));
    const { router } = renderApp({ path: `/reports/${INQUIRY_ID}?from=batch`, auth: ADMIN_AUTH });
    expect(await screen.findByText('Row 3 of batch March applications')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to My Reports' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumer Credit Report' })).toBeTruthy();
    expect(server.callsTo(BATCH_DETAILS)).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the batch' }));
    await waitFor(() => expect(where(router)).toBe('/batch/b-7'));
  });

  it('leads back to My Reports when the server places the report in no batch (404), and asks only when opened from a batch', async () => {
    const server = fakeApi((request) =>
      request.url.pathname.endsWith('/batchdetails') ? json({ status: 404, message: 'Not a batch report', correlationId: 'c' }, 404) : json(storedPair()),
    );
    renderApp({ path: `/reports/${INQUIRY_ID}?from=batch`, auth: ADMIN_AUTH });
    expect((await screen.findByRole('link', { name: 'Back to My Reports' })).getAttribute('href')).toBe('/my-reports');
    expect(screen.queryByRole('button', { name: 'Back to the batch' })).toBeNull();
    expect(server.callsTo(`/api/reportinquiries/extract/${INQUIRY_ID}/batchdetails`)).toHaveLength(1);

    renderApp({ path: `/reports/${OTHER_INQUIRY_ID}`, auth: ADMIN_AUTH });
    await screen.findAllByRole('link', { name: 'Back to My Reports' });
    expect(server.callsTo(`/api/reportinquiries/extract/${OTHER_INQUIRY_ID}/batchdetails`)).toHaveLength(0);
  });

  it('says clearly when the server has no such report for the user (404), with a way to My Reports', async () => {
    api(() => json({ status: 404, message: 'Report not found', correlationId: 'corr-404' }, 404));
    const { router } = renderApp({ path: `/reports/${OTHER_INQUIRY_ID}`, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'This report could not be found' })).toBeTruthy();
    expect(screen.getByText(/deleted from My Reports, or the link may be incomplete/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to My Reports' }));
    await waitFor(() => expect(where(router)).toBe('/my-reports'));
  });

  it('says so when the report is a colleague’s the user may not open (403), with the server’s reason', async () => {
    api(() => json({ status: 403, message: 'You may only open the reports you ran', correlationId: 'corr-403' }, 403));
    renderApp({ path: `/reports/${INQUIRY_ID}`, auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not available' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'You cannot open this report' })).toBeTruthy();
    expect(screen.getByText(/^You may only open the reports you ran\. Ask the person who ran it/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Reports' })).toBeTruthy();
  });

  it('treats an address that is no report id as not found (the server answers 400)', async () => {
    api(() => json({ status: 400, message: 'Invalid request', correlationId: 'corr-400' }, 400));
    renderApp({ path: '/reports/not-a-report', auth: ADMIN_AUTH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeTruthy();
  });

  it('shows another failure with its Tracking Id and a way to try again', async () => {
    let calls = 0;
    api(() => (++calls === 1 ? json({ status: 500, message: 'boom', correlationId: 'corr-500' }, 500) : json(storedPair())));
    renderApp({ path: `/reports/${INQUIRY_ID}`, auth: ADMIN_AUTH });
    const alert = await screen.findByText(`${MESSAGES.reports.failure} Tracking Id: corr-500`);
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Consumer Credit Report' })).toBeTruthy();
  });

  it('is closed to a visitor who is not logged in', async () => {
    const server = api(() => json(storedPair()));
    const { router } = renderApp({ path: `/reports/${INQUIRY_ID}` });
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(server.callsTo(DETAILS)).toHaveLength(0);
  });
});
