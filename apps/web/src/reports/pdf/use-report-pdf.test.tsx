import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@creditdesk/contracts';
import { storeSessionTokens } from '../../lib/auth/token-storage';
import { errorBody, fakeApi, json, type FakeHandler } from '../../testing/fake-api';
import { makeTokenSet } from '../../testing/fixtures';
import { INQUIRY_ID, makeCoApplicantReport, makeCreditReport, makeDsr } from '../testing/report-fixtures';
import { renderWithStore } from '../testing/render-with-store';
import { ReportViewer } from '../viewer/report-viewer';
import '../testing/preload-viewers'; // the products' viewers, loaded before the reports are read

const PDF_PATH = '/api/pdfs/consumercredit/download';
const pdf = (name?: string) =>
  // (a string body: jsdom's Blob cannot be the body of Node's Response)
  new Response('%PDF-1.7 test', {
    status: 200,
    headers: { 'content-type': 'application/pdf', ...(name ? { 'content-disposition': `attachment; filename="${name}"` } : {}) },
  });

let saved: { name: string; href: string }[];

beforeEach(() => {
  saved = [];
  storeSessionTokens(makeTokenSet({ access_token: 'access-0' }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

function setup(handler: FakeHandler, reports = [makeCreditReport()]) {
  const server = fakeApi(handler);
  const view = renderWithStore(
    <ReportViewer product="acrov6" inquiryId={INQUIRY_ID} dataSourceResponse={makeDsr('acrov6', reports)} details={{ productName: 'Consumer Credit Report', orderedAt: '2026-11-20T14:05:00.000Z' }} />,
  );
  return { ...view, server };
}

// Whole forms and tables in jsdom: slow on a busy machine.
describe('PDF download', () => {
  it('posts the inquiry and the view shown, with the session token, and saves under the server’s file name', async () => {
    const { server } = setup(() => pdf('consumer_report_MARGARET_ELLISON.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'consumer_report_MARGARET_ELLISON.pdf', href: 'blob:report' });
    const [call] = server.callsTo(PDF_PATH);
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body)).toEqual({ inquiryId: INQUIRY_ID, view: 'primary' });
    expect(call.headers.get('authorization')).toBe('Bearer access-0');
  });

  it('asks for the co-applicant view when that tab is shown, and falls back to the product’s file name', async () => {
    const { server } = setup(() => pdf(), [makeCreditReport(), makeCoApplicantReport()]);
    fireEvent.click(screen.getByRole('tab', { name: 'Co-Applicant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Co-Applicant PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(server.callsTo(PDF_PATH)[0].body)).toEqual({ inquiryId: INQUIRY_ID, view: 'coapplicant' });
    expect(saved[0].name).toBe('consumer_report_MARGARET_ELLISON.pdf');
  });

  it('retries a 504 and saves when the second attempt succeeds', async () => {
    let calls = 0;
    const { server, store } = setup(() => (++calls === 1 ? errorBody(504, 'timeout') : pdf('consumer_report_MARGARET_ELLISON.pdf')));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(server.callsTo(PDF_PATH)).toHaveLength(2);
    expect(store.getState().messages.items).toEqual([]);
  });

  it('gives up after 3 attempts in all on 504, says so with status fail, and clears the busy flag', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { server, store } = setup(async () => {
      await gate;
      return errorBody(504, 'timeout');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const busy = await screen.findByRole('button', { name: 'Preparing PDF…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(store.getState().messages.items).toHaveLength(1));
    expect(server.callsTo(PDF_PATH)).toHaveLength(3);
    expect(store.getState().messages.items[0]).toMatchObject({ status: 'fail', content: MESSAGES.reports.pdfFailure });
    expect(saved).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not retry other failures', async () => {
    const { server, store } = setup(() => errorBody(500, 'boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(store.getState().messages.items).toHaveLength(1));
    expect(server.callsTo(PDF_PATH)).toHaveLength(1);
  });

  it('refreshes an expired token through the portal’s base query, then downloads', async () => {
    const { server } = setup(({ url, headers }) => {
      if (url.pathname === '/api/oauth2/token/refresh') return json(makeTokenSet({ access_token: 'access-1', refresh_token: 'refresh-2' }));
      return headers.get('authorization') === 'Bearer access-1' ? pdf('a.pdf') : errorBody(401);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(server.callsTo('/api/oauth2/token/refresh')).toHaveLength(1);
    expect(server.callsTo(PDF_PATH)).toHaveLength(2);
  });
});
