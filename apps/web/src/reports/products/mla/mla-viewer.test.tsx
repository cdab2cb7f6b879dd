import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, MLA_SAFE_HARBOR_NOTE, MLA_STATUS_INFO } from '@creditdesk/contracts';
import { storeSessionTokens } from '../../../lib/auth/token-storage';
import { fakeApi } from '../../../testing/fake-api';
import { makeTokenSet } from '../../../testing/fixtures';
import { factsOf, region, showReport, subjectFacts } from '../../testing/report-screen';
import { COVERED_MEMBER, NOT_COVERED, mlaDsr } from './mla-fixtures';

afterEach(() => vi.restoreAllMocks());

const show = (...args: Parameters<typeof mlaDsr>) => showReport('mla', 'Military Lending Act', mlaDsr(...args));

// Whole reports in jsdom: slow on a busy machine.
describe('the Military Lending Act check on screen', () => {
  it('puts the covered-borrower answer up front in the contracts’ words, with the consumer checked (SSN masked)', () => {
    show(COVERED_MEMBER);
    const article = screen.getByRole('article', { name: 'Military Lending Act report' });
    expect(within(article).getByRole('heading', { level: 2, name: 'MARCUS BELL' })).toBeTruthy();
    const answer = screen.getByTestId('report-statement');
    expect(answer.textContent).toBe('Covered borrower');
    expect(answer.getAttribute('data-level')).toBe('alarm');
    expect(within(article).getByText(MLA_STATUS_INFO['covered-member'].text)).toBeTruthy();
    expect(subjectFacts()).toEqual({ SSN: '***-**-1006', 'Date of birth': '01-17-1992' });
  });

  it('keeps the safe-harbour record of 32 CFR 232.5(b): who ordered it, when, the source, its records’ date, the certificate', () => {
    show(COVERED_MEMBER);
    const record = region('Safe-harbour record, 32 CFR 232.5(b)');
    expect(factsOf(record)).toEqual({
      'Checked by': 'demo.user',
      'Checked on': '11-20-2026 14:05 UTC',
      Source: 'Department of Defense, Defense Manpower Data Center: MLA database (sandbox)',
      'Records as of': '11-01-2026',
      Certificate: 'MLA-3F9A0C21B7E4',
    });
    expect(within(record).getByRole('note').textContent).toBe(MLA_SAFE_HARBOR_NOTE);
  });

  it('reads a consumer the act does not cover as good news', () => {
    show(NOT_COVERED);
    const answer = screen.getByTestId('report-statement');
    expect(answer.textContent).toBe('Not a covered borrower');
    expect(answer.getAttribute('data-level')).toBe('good');
    expect(screen.getByText(MLA_STATUS_INFO['not-covered'].text)).toBeTruthy();
  });

  it('shows the data source’s messages above the answer', () => {
    show(NOT_COVERED, [{ code: 'W01', message: 'Records current to the previous business day' }]);
    expect(screen.getAllByRole('note')[0].textContent).toBe('Records current to the previous business day');
  });

  it('says the MLA report is downloaded, in reports.md §8’s words, once mla_report.pdf is saved', async () => {
    storeSessionTokens(makeTokenSet({ access_token: 'access-0' }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = fakeApi(() => new Response('%PDF-1.7 test', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="mla_report.pdf"' } }));
    const { store } = show(COVERED_MEMBER);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(store.getState().messages.items).toEqual([{ id: 0, status: 'success', content: MESSAGES.reports.mlaDownloaded }]));
    expect(MESSAGES.reports.mlaDownloaded).toBe('Successfully downloaded the MLA report.');
    expect(server.callsTo('/api/pdfs/mla/download')).toHaveLength(1);
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
