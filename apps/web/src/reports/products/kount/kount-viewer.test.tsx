import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KOUNT_DECISION_INFO, KOUNT_PRODUCT, kountPdfFileName } from '@creditdesk/contracts';
import { factsOf, region, rowsOf, showReport, subjectFacts } from '../../testing/report-screen';
import { KOUNT_BAKERY, KOUNT_GUZMAN } from './kount-fixtures';
import { KOUNT_VIEWER } from './kount-viewer';

const show = (dsr: typeof KOUNT_GUZMAN) => showReport('kount', KOUNT_PRODUCT.name, dsr);

// Whole reports in jsdom: slow on a busy machine.
describe('Kount Compliance on screen', () => {
  it('shows a person match for review: the decision, the watchlist and its dates, and the match with why', () => {
    show(KOUNT_GUZMAN);
    expect(screen.getByText('Person match')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Joaquin Guzman Loera' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe(KOUNT_DECISION_INFO.review.label);
    expect(screen.getByText(KOUNT_DECISION_INFO.review.text)).toBeTruthy();
    expect(subjectFacts()).toMatchObject({ Matches: '1' });

    const watchlist = factsOf(region('Watchlist screened'));
    expect(watchlist).toMatchObject({ Watchlist: 'OFAC Specially Designated Nationals', 'SDN list published': '11-24-2026', Threshold: '88 %' });
    expect(watchlist['SDN list loaded']).toMatch(/^11-24-2026 \d{1,2}:\d{2} [AP]M$/);

    const [header, row] = rowsOf('Watchlist matches');
    expect(header).toEqual(['Listed name', 'Score', 'Programs', 'Matched', 'Why', 'Dates of birth', 'Countries']);
    expect(row.slice(0, 2)).toEqual(['GUZMAN LOERA, JoaquinEntry 6861 · Individual', '100 %Exact']);
    expect(row[4]).toBe('Name "GUZMAN LOERA, Joaquin" matches 100 %Date of birth 1954-12-25 is listed');
  });

  it('shows a business that passes: its name as the answer echoes it, and no match', () => {
    show(KOUNT_BAKERY);
    expect(screen.getByText('Business match')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Maple Street Bakery LLC' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe(KOUNT_DECISION_INFO.pass.label);
    expect(subjectFacts()).toMatchObject({ Matches: '0' });
    expect(within(region('Watchlist matches')).getByText('No candidate at or above 88 %.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names the PDF after the person, or the business, when the server names none (kountPdfFileName)', () => {
    const fileNameOf = (dsr: typeof KOUNT_GUZMAN) => KOUNT_PRODUCT.pdf.fileName(KOUNT_VIEWER.consumerOf('kount', dsr) ?? { firstName: '', lastName: '' });
    expect(fileNameOf(KOUNT_GUZMAN)).toBe(kountPdfFileName({ firstName: 'Joaquin', lastName: 'Guzman Loera' }));
    expect(fileNameOf(KOUNT_GUZMAN)).toMatch(/^AMLCompliance_report_Joaquin_Guzman.Loera\.pdf$/);
    expect(fileNameOf(KOUNT_BAKERY)).toMatch(/^AMLCompliance_report_Maple.Street.Bakery.LLC\.pdf$/);
  });
});
