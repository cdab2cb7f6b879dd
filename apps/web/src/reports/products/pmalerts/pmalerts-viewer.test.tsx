import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PM_ALERTS_MESSAGES } from '@creditdesk/contracts';
import { rowsOf, showReport } from '../../testing/report-screen';
import { NEW_ACCOUNT, pmDsr, pmReport } from './pmalerts-fixtures';

const show = (report: ReturnType<typeof pmReport>) => showReport('pmalerts', 'PM Alerts', pmDsr(report));

describe('the PM Alerts report on screen', () => {
  it('shows its message, criteria, counts by type and each alert with the bureau’s facts, masked', () => {
    show(pmReport([NEW_ACCOUNT], { criteria: { fromDate: '2026-10-26', toDate: '2026-11-25', alertType: 'new-account', consumerName: 'VICTOR HALE' } }));
    expect(screen.getByText('1 alert found for these criteria.')).toBeTruthy();
    expect(screen.getByText('Alerts from 10-26-2026 to 11-25-2026 · New account · VICTOR HALE · 5 consumers watched')).toBeTruthy();
    const counts = screen.getByLabelText('Alerts by type');
    expect(within(counts).getByText('New account: 1')).toBeTruthy();
    expect(within(counts).getByText('Deceased: 0')).toBeTruthy();
    expect(rowsOf('Alerts')).toEqual([
      ['Date', 'Type', 'Consumer', 'What the bureau reported'],
      ['11-19-2026', 'New account', 'VICTOR HALE***-**-1302 · 100200300', 'A new auto loan with ALLY FINANCIALCreditor: ALLY FINANCIAL · Account: ****4471'],
    ]);
  });

  it('says when the criteria hold no alert, with no table', () => {
    show(pmReport([]));
    expect(screen.getByText(PM_ALERTS_MESSAGES.noAlerts)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Alerts' })).toBeNull();
  });
});
