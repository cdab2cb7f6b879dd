import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFAC_HIT_GUIDANCE, OFAC_RESULT_INFO, ofacKeyFindings, ofacReportDeadline, ofacSummaryTiles, todayIso, type OfacCase, type OfacReport } from '@creditdesk/contracts';
import { createAppStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import type { AuthState } from '../../../lib/auth/auth-slice';
import { fakeApi, json } from '../../../testing/fake-api';
import { ADMIN_AUTH, END_USER_AUTH, TEST_CONFIG } from '../../../testing/fixtures';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { factsOf, keyFindings, region, rowsOf, subjectFacts, summaryTiles } from '../../testing/report-screen';
import { ReportViewer } from '../../viewer/report-viewer';
import { ELLISON, GUZMAN, KIM, ofacDsr } from '../../product-kit/screening/ofac-fixtures';

const CASE_PATH = `/api/compliance/ofac/inquiries/${INQUIRY_ID}/case`;

const openCase: OfacCase = {
  id: '0b7d6f1e-3c1a-4f8e-9d2b-5a6c7e8f9a01',
  inquiryId: INQUIRY_ID,
  subjectName: 'Joaquin Guzman Loera',
  candidateCount: 1,
  bestScore: 1,
  openedAt: '2026-11-24T14:05:00.000Z',
  openedBy: 'demo.user',
  status: 'open',
  decision: null,
  reportDueOn: null,
};
const confirmedCase: OfacCase = {
  ...openCase,
  status: 'confirmed',
  decision: { by: 'demo.admin', at: '2026-11-24T16:30:00.000Z', reason: 'Same date of birth and country as entry 6861.', entNum: 6861 },
  reportDueOn: '2026-12-09',
};

/** The report as its page shows it (inside a router: the case links to its screen), the case call answered by `caseAnswer`. */
function show(report: OfacReport, { auth = ADMIN_AUTH, caseAnswer = () => json(openCase) }: { auth?: AuthState; caseAnswer?: () => Response } = {}) {
  const server = fakeApi((request) => (request.url.pathname === CASE_PATH ? caseAnswer() : json({ status: 404, message: 'Not found' }, 404)));
  const store = createAppStore({ auth, clientConfig: { value: TEST_CONFIG, status: 'loaded' } });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ReportViewer product="ofac" inquiryId={INQUIRY_ID} dataSourceResponse={ofacDsr(report)} details={{ productName: 'OFAC', orderedAt: '2026-11-24T14:05:00.000Z', accountNumber: '100200300' }} />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return server;
}

afterEach(() => vi.unstubAllGlobals());

// Whole reports in jsdom: slow on a busy machine.
describe('the OFAC screen on screen', () => {
  it('shows a hit: the result, the key findings and tiles of the contracts, the list with its dates and threshold, the candidate and what to do', async () => {
    show(GUZMAN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe(OFAC_RESULT_INFO.hit.label);
    expect(screen.getByText(OFAC_RESULT_INFO.hit.text)).toBeTruthy();
    expect(subjectFacts()).toMatchObject({ 'Screened as': 'Person', 'Date of birth': '12-25-1954', Country: 'Mexico (MX)' });

    expect(keyFindings().map((f) => f.textContent)).toEqual(ofacKeyFindings(GUZMAN).map((f) => f.text));
    expect(summaryTiles()).toEqual(ofacSummaryTiles(GUZMAN).map((t) => [t.label, t.value, t.level]));

    // the list screened on: its publish date and load time on every report, and the threshold
    const list = factsOf(region('SDN list screened'));
    expect(list).toMatchObject({ 'SDN list published': '11-24-2026', Entries: '8,976 entries, 14,351 aliases', Threshold: '88 %' });
    expect(list['SDN list loaded']).toMatch(/^11-24-2026 \d{1,2}:\d{2} [AP]M$/);

    const [header, row] = rowsOf('Candidates');
    expect(header).toEqual(['Listed name', 'Score', 'Programs', 'Matched', 'Why', 'Dates of birth', 'Countries']);
    expect(row).toEqual([
      'GUZMAN LOERA, JoaquinEntry 6861 · Individual',
      '100 %Exact',
      'SDNTK',
      'GUZMAN LOERA, JoaquinPrimary name',
      'Name "GUZMAN LOERA, Joaquin" matches 100 %Date of birth 1954-12-25 is listed',
      '1954-12-25',
      '—',
    ]);
    const guidance = screen.getByText('What to do with a potential match').closest('[role="note"]') as HTMLElement;
    for (const step of OFAC_HIT_GUIDANCE) expect(guidance.textContent).toContain(step.text);
  });

  it('shows the open review case the hit opened, with a link to review it for a compliance user', async () => {
    const server = show(GUZMAN);
    const panel = await screen.findByRole('region', { name: 'Review case' });
    await within(panel).findByText('Open: awaiting review');
    expect(factsOf(panel)).toMatchObject({ Status: 'Open: awaiting review', Candidates: '1, best 100 %' });
    expect(factsOf(panel).Opened).toMatch(/^11-24-2026 \d{1,2}:\d{2} [AP]M by demo\.user$/);
    expect(within(panel).getByRole('link', { name: 'Review the case' }).getAttribute('href')).toBe(`/compliance/ofac-cases/${openCase.id}`);
    expect(server.callsTo(CASE_PATH)).toHaveLength(1);
  });

  it('shows a confirmed match: who decided and why, and the day its report to OFAC is due; no link for a user who may not decide cases', async () => {
    show(GUZMAN, { auth: END_USER_AUTH, caseAnswer: () => json(confirmedCase) });
    const panel = await screen.findByRole('region', { name: 'Review case' });
    await within(panel).findByText('Confirmed match');
    const facts = factsOf(panel);
    expect(facts['Confirmed by']).toMatch(/^demo\.admin, 11-24-2026/);
    expect(facts['Entry confirmed']).toBe('Entry 6861');
    expect(facts.Why).toBe('Same date of birth and country as entry 6861.');
    const deadline = ofacReportDeadline('2026-12-09', todayIso());
    expect(facts['Report to OFAC']).toBe(`${deadline.headline}${deadline.countdown}`);
    expect(deadline.headline).toContain('12-09-2026');
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('says so when the case cannot be found or loaded, and loads it again on request', async () => {
    let answer = () => json({ status: 500, message: 'boom', correlationId: 'c' }, 500);
    show(GUZMAN, { caseAnswer: () => answer() });
    const panel = await screen.findByRole('region', { name: 'Review case' });
    await within(panel).findByText('The review case of this screen could not be loaded.');
    answer = () => json(openCase);
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await within(panel).findByText('Open: awaiting review');
  });

  it('says no case was found for a hit without one', async () => {
    show(GUZMAN, { caseAnswer: () => json({ status: 404, message: 'No review case' }, 404) });
    expect(await screen.findByText('No review case was found for this screen.')).toBeTruthy();
  });

  it('shows a clear screen: no match, the list still named, an empty candidates section, and no case asked for', async () => {
    const server = show(ELLISON);
    expect(await screen.findByRole('heading', { level: 2, name: 'Margaret Ellison' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe(OFAC_RESULT_INFO.clear.label);
    expect(keyFindings().map((f) => f.textContent)).toEqual(['No match at or above 88 % among 8,976 entries and 14,351 aliases.']);
    expect(factsOf(region('SDN list screened'))['SDN list published']).toBe('11-24-2026');
    expect(within(region('Candidates')).getByText('No candidate at or above 88 %.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Review case' })).toBeNull();
    expect(screen.queryByText('What to do with a potential match')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy());
    expect(server.callsTo(CASE_PATH)).toHaveLength(0);
  });

  it('shows every candidate, best first, each with its strength', async () => {
    show(KIM);
    await screen.findByRole('heading', { level: 2, name: 'Jong Un Kim' });
    const rows = rowsOf('Candidates').slice(1);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['KIM, Jong UnEntry 20157 · Individual', '100 %Exact'],
      ['KIM, Jung JongEntry 18558 · Individual', '89 %Possible'],
    ]);
    expect(rows[1][6]).toBe('Vietnam');
  });

  it('on a phone, shows each candidate as a card with its facts labelled, nothing in a sideways-scrolling table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }));
    show(KIM);
    const cards = within(await screen.findByRole('list', { name: 'Candidates' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Candidates');
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain('KIM, Jong Un');
    expect(factsOf(cards[1])).toMatchObject({ Score: '89 %Possible', Programs: 'NPWMD', Countries: 'Vietnam' });
    expect(cards[1].textContent).toContain('Entry 18558 · Individual');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
