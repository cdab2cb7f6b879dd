import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALERT_TITLES, ONEVIEW_SUPPLEMENT_NOTES, PRIMARY_REPORT_ID, type ConsumerProduct, type DataSourceResponse } from '@creditdesk/contracts';
import {
  INQUIRY_ID,
  makeCoApplicantReport,
  makeCreditReport,
  makeDatax,
  makeDsr,
  makeTradeline,
  makeTwn,
} from '../testing/report-fixtures';
import { renderWithStore } from '../testing/render-with-store';
import { ReportViewer } from './report-viewer';
import '../testing/preload-viewers'; // the products' viewers, loaded before the reports are read

function show(product: ConsumerProduct, dsr: DataSourceResponse) {
  return renderWithStore(
    <ReportViewer product={product} inquiryId={INQUIRY_ID} dataSourceResponse={dsr} details={{ productName: 'Consumer Credit Report', orderedAt: '2026-11-20T14:05:00.000Z' }} />,
  );
}

const pair = (product: ConsumerProduct = 'acrov6') => [makeCreditReport({ tradelines: [makeTradeline({ creditor: 'Rocket Mortgage' })] }), makeCoApplicantReport(product)];

// Whole forms and tables in jsdom: slow on a busy machine.
describe('report viewer', () => {
  it('splits an applicant pair into two tabs, each showing only its own person', () => {
    show('acrov6', makeDsr('acrov6', pair()));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Primary Applicant', 'Co-Applicant']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');

    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    expect(panel().textContent).toContain('***-**-1001');
    expect(panel().textContent).toContain('Rocket Mortgage');
    expect(panel().textContent).not.toContain('EMILY');
    expect(panel().textContent).not.toContain('Toyota Motor Credit');

    fireEvent.click(tabs[1]);
    expect(within(panel()).getByRole('heading', { level: 2, name: 'EMILY CARTER' })).toBeTruthy();
    expect(panel().textContent).toContain('***-**-1011');
    expect(panel().textContent).toContain('Toyota Motor Credit');
    expect(panel().textContent).not.toContain('MARGARET');
    expect(panel().textContent).not.toContain('Rocket Mortgage');
    expect(screen.getByRole('button', { name: 'Download Co-Applicant PDF' })).toBeTruthy();
  });

  it('shows one view, without tabs, for a single report', () => {
    show('nal', makeDsr('nal', [makeCreditReport()]));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['MARGARET ELLISON']);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('does not split a response with errors: both people and the error show in one view', () => {
    show('acrov6', makeDsr('acrov6', pair(), { errors: [{ code: 'PARTIAL', message: 'The co-applicant file is incomplete.' }] }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText(/The co-applicant file is incomplete/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['MARGARET ELLISON', 'EMILY CARTER']);
  });

  it('splits oneviewplus only with two employment and alternative-data entries, each with its person', () => {
    const twn = [makeTwn(PRIMARY_REPORT_ID, 'The Home Depot'), makeTwn('Co-Applicant Report 1', 'Dollar General')];
    const datax = [makeDatax(PRIMARY_REPORT_ID, 'CashNet USA'), makeDatax('Co-Applicant Report 1', 'Possible Finance')];
    show('oneviewplus', makeDsr('oneviewplus', pair('oneviewplus'), { twn, datax }));
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByRole('heading', { name: 'Employment verification' })).toBeTruthy();
    expect(panel().textContent).toContain('CashNet USA');
    expect(panel().textContent).not.toContain('Dollar General');
    fireEvent.click(screen.getByRole('tab', { name: 'Co-Applicant' }));
    expect(panel().textContent).toContain('Dollar General');
    expect(panel().textContent).toContain('Possible Finance');
    expect(panel().textContent).not.toContain('CashNet USA');
  });

  it('says which oneviewplus supplement was not requested (its source not connected) instead of leaving it out', () => {
    show('oneviewplus', makeDsr('oneviewplus', [makeCreditReport()], { twn: [makeTwn(PRIMARY_REPORT_ID, 'The Home Depot')] }));
    expect(screen.getByRole('heading', { name: 'Employment verification' })).toBeTruthy();
    expect(screen.getByText(ONEVIEW_SUPPLEMENT_NOTES.datax.notConnected)).toBeTruthy();
    expect(screen.queryByText(ONEVIEW_SUPPLEMENT_NOTES.twn.notConnected)).toBeNull();
  });

  it('reads the subject, score with its reasons, summary and money as on a bureau report', () => {
    show('acrov6', makeDsr('acrov6', [makeCreditReport()]));
    expect(screen.getByText('***-**-1001')).toBeTruthy();
    expect(screen.getByText('04-12-1966')).toBeTruthy(); // date of birth MM-DD-YYYY
    expect(screen.getByText('11-28-1998')).toBeTruthy(); // file since
    expect(screen.getByTestId('score-value').textContent).toBe('796');
    expect(screen.getByText('Sandbox Risk Score 3.0')).toBeTruthy();
    expect(screen.getByText('Too many accounts with balances')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('$1,296');
    expect(summary.textContent).toContain('$3,700');
    expect(summary.textContent).toContain('35%');
  });

  it('draws the 24-month payment grid with a label for every month and a legend', () => {
    const pattern = `C12${'C'.repeat(18)}GKN`;
    show('acrov6', makeDsr('acrov6', [makeCreditReport({ tradelines: [makeTradeline({ paymentPattern: pattern, reportedDate: '2026-03-22', derogatory: true, paymentStatus: '30 days late' })] })]));
    const grid = screen.getByRole('list', { name: 'Discover Bank: payment history, newest month first' });
    const cells = within(grid).getAllByRole('listitem');
    expect(cells).toHaveLength(24);
    expect(cells[0].getAttribute('aria-label')).toBe('Mar 2026: Current');
    expect(cells[0].getAttribute('title')).toBe('Mar 2026: Current');
    expect(cells[1].getAttribute('aria-label')).toBe('Feb 2026: 30 days late');
    expect(cells[2].getAttribute('aria-label')).toBe('Jan 2026: 60 days late');
    expect(cells[21].getAttribute('aria-label')).toBe('Jun 2024: Charge-off');
    expect(cells[22].getAttribute('aria-label')).toBe('May 2024: Collection');
    expect(cells[23].getAttribute('aria-label')).toBe('Apr 2024: No data');
    const legend = screen.getByLabelText('Payment history key');
    for (const label of ['Current', '30 days late', '180+ days late', 'Charge-off', 'Included in bankruptcy', 'No data']) {
      expect(within(legend).getByText(label)).toBeTruthy();
    }
    // the tradeline row: ECOA in words, limit, past due
    const table = screen.getByRole('table', { name: 'Tradelines' });
    expect(table.textContent).toContain('Individual');
    expect(table.textContent).toContain('05-05-2024');
  });

  it('filters tradelines to open or derogatory ones', () => {
    const lines = [makeTradeline({ creditor: 'Open Bank' }), makeTradeline({ creditor: 'Late Bank', derogatory: true }), makeTradeline({ creditor: 'Closed Bank', open: false, closedDate: '2020-01-02' })];
    show('acrov6', makeDsr('acrov6', [makeCreditReport({ tradelines: lines })]));
    const table = () => screen.getByRole('table', { name: 'Tradelines' });
    fireEvent.click(screen.getByRole('button', { name: 'Derogatory (1)' }));
    expect(table().textContent).toContain('Late Bank');
    expect(table().textContent).not.toContain('Open Bank');
    fireEvent.click(screen.getByRole('button', { name: 'Open (2)' }));
    expect(table().textContent).not.toContain('Closed Bank');
  });

  it('shows a frozen file as a clear notice with no file content and no score', () => {
    const frozen = makeCreditReport({
      frozen: true,
      tradelines: [],
      alerts: [{ type: 'SECURITY_FREEZE', message: 'The consumer has placed a freeze on this file.', contactPhone: null }],
      score: { model: 'Sandbox Risk Score 3.0', value: null, reasons: [] },
    });
    show('acrov6', makeDsr('acrov6', [frozen]));
    const notices = screen.getByRole('region', { name: 'Alerts and notices' });
    expect(within(notices).getByText('Security freeze')).toBeTruthy();
    expect(screen.getByText('No score')).toBeTruthy();
    expect(screen.getByText('The file is frozen, so it cannot be scored.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tradelines' })).toBeNull();
  });

  it('says so when no file was found, and shows deceased and fraud alerts prominently', () => {
    show('acrov6', makeDsr('acrov6', [makeCreditReport({ hit: false, tradelines: [], score: { model: 'Sandbox Risk Score 3.0', value: null, reasons: [] } })]));
    expect(screen.getByText('No credit file found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('shows a deceased consumer and an alert with its contact phone', () => {
    const report = makeCreditReport(
      { alerts: [{ type: 'INITIAL_FRAUD', message: 'Initial fraud alert on file.', contactPhone: '520-555-0143' }], score: { model: 'Sandbox Risk Score 3.0', value: null, reasons: [] } },
      { deceased: true },
    );
    show('acrov6', makeDsr('acrov6', [report]));
    const notices = screen.getByRole('region', { name: 'Alerts and notices' });
    expect(within(notices).getByText(ALERT_TITLES.DECEASED)).toBeTruthy();
    expect(within(notices).getByText('Initial fraud alert')).toBeTruthy();
    expect(notices.textContent).toContain('520-555-0143');
  });
});
