import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_SEARCH_NO_HIT_TEXT, FIRST_SEARCH_PICK_NOTE } from '@creditdesk/contracts';
import { ReportViewer } from '../../viewer/report-viewer';
import '../../testing/preload-viewers';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { renderWithStore } from '../../testing/render-with-store';
import { factsOf, subjectFacts } from '../../testing/report-screen';
import { HOUSEHOLD, NO_HIT, firstSearchDsr } from './firstsearch-fixtures';

const show = (report: typeof HOUSEHOLD) =>
  renderWithStore(
    <MemoryRouter>
      <ReportViewer product="firstsearch" inquiryId={INQUIRY_ID} dataSourceResponse={firstSearchDsr(report)} details={{ productName: 'First Search', orderedAt: '2026-11-20T14:05:00.000Z', accountNumber: '100200300', userName: 'demo.user' }} />
    </MemoryRouter>,
  );

// Whole reports in jsdom: slow on a busy machine.
describe('First Search on screen', () => {
  it('says what was searched and how many files matched, then each candidate best first with the contracts’ facts (SSN masked)', () => {
    show(HOUSEHOLD);
    expect(screen.getByRole('heading', { level: 2, name: 'MICHAEL JOHNSON' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe('2 candidates found');
    expect(screen.getByText(FIRST_SEARCH_PICK_NOTE)).toBeTruthy();
    expect(subjectFacts()).toEqual({ Address: '77 Maple Ave, Springfield, IL 62704', Phone: 'Not searched', SSN: 'Not searched' });
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Candidate 1: MICHAEL JOHNSON', 'Candidate 2: MICHELLE JOHNSON']);
    expect(factsOf(cards[0])).toEqual({ SSN: '***-**-2001', Born: '1971', Phone: '217-555-0150', 'Current address': '77 Maple Ave, Springfield, IL 62704', 'Matched on': 'Name, Address' });
    expect(within(cards[0]).getByText('Previous addresses: 1400 N Grand Ave, Springfield, IL 62702')).toBeTruthy();
    expect(within(cards[1]).getByText('Likely match (74)').closest('[data-level]')?.getAttribute('data-level')).toBe('fair');
  });

  it('says plainly that nobody was found', () => {
    show(NO_HIT);
    expect(screen.getByTestId('report-statement').textContent).toBe('No consumer found');
    expect(screen.getAllByText(FIRST_SEARCH_NO_HIT_TEXT)).toHaveLength(2);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
