import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALERT_TITLES, summaryTilesOf, utilisationLevel, type CreditReport } from '@creditdesk/contracts';
import { INQUIRY_ID, makeCreditReport, makeDsr } from '../testing/report-fixtures';
import { renderWithStore } from '../testing/render-with-store';
import { ReportViewer } from './report-viewer';
import '../testing/preload-viewers'; // the products' viewers, loaded before the reports are read

/**
 * The viewer shows the contracts' presentation rules (reports/presentation), the same verdicts the
 * PDF draws (apps/api/src/modules/reports/pdf/presentation.test.ts).
 */
function show(report: CreditReport, details: { accountNumber?: string } = {}) {
  return renderWithStore(
    <ReportViewer
      product="acrov6"
      inquiryId={INQUIRY_ID}
      dataSourceResponse={makeDsr('acrov6', [report])}
      details={{ productName: 'Consumer Credit Report', orderedAt: '2026-11-20T14:05:00.000Z', ...details }}
    />,
  );
}

const withSummary = (summary: Partial<CreditReport['summary']>) => {
  const report = makeCreditReport();
  return makeCreditReport({ summary: { ...report.summary, ...summary } });
};

const tile = (label: string) => within(screen.getByRole('region', { name: 'Summary' })).getByText(label).parentElement as HTMLElement;

describe('presentation rules on screen', () => {
  it('shows the contracts\' summary tiles, in order, with their values', () => {
    const report = withSummary({});
    show(report);
    const terms = within(screen.getByRole('region', { name: 'Summary' })).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(summaryTilesOf(report.summary).map((t) => t.label));
    expect(tile('Accounts (open / total)').textContent).toContain('1 / 1');
  });

  it.each([
    [30, 'good'],
    [60, 'poor'],
    [75, 'alarm'],
  ] as const)('utilisation %i%% is %s, as in the PDF', (percent, level) => {
    expect(utilisationLevel(percent)).toBe(level);
    show(withSummary({ revolvingUtilizationPercent: percent }));
    const utilisation = tile('Revolving utilization');
    expect(utilisation.textContent).toContain(`${percent}%`);
    expect(utilisation.getAttribute('data-level')).toBe(level);
  });

  it('names the score band of the contracts', () => {
    show(makeCreditReport({ score: { model: 'Sandbox Risk Score 3.0', value: 739, reasons: [] } }));
    expect(screen.getByTestId('score-band').textContent).toBe('Good');
  });

  it('titles a deceased indicator as the PDF does, and shows the file status', () => {
    show(makeCreditReport({ score: { model: 'Sandbox Risk Score 3.0', value: null, reasons: [] } }, { deceased: true }));
    expect(within(screen.getByRole('region', { name: 'Alerts and notices' })).getByText(ALERT_TITLES.DECEASED)).toBeTruthy();
    expect(screen.getByText('Reported deceased')).toBeTruthy();
  });

  it('shows the account number whole, as the PDF prints it', () => {
    show(makeCreditReport(), { accountNumber: '100200300' });
    expect(screen.getByText('100200300')).toBeTruthy();
  });
});
