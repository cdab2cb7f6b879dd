import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_REPORTED, RECOVERY_NO_LOCATE, recoveryKeyFindings, recoverySummaryTiles, type RecoveryReport } from '@creditdesk/contracts';
import { keyFindings as findings, region, rowsOf, showReport, subjectFacts, summaryTiles as tiles } from '../../testing/report-screen';
import { BANKRUPTCY, DECEASED, NEW_EMPLOYER, NO_LOCATE, SKIP, recoveryDsr } from './recoveryreport-fixtures';

const show = (report: RecoveryReport, errors: Parameters<typeof recoveryDsr>[1] = []) => showReport('recoveryreport', 'Recovery Report', recoveryDsr(report, errors));
const status = () => screen.getByTestId('subject-status');

// Whole reports in jsdom: slow on a busy machine.
describe('the Recovery Report on screen', () => {
  it('shows a skip: the status, the moves as a key finding, the score in its band, what is new since the charge-off marked', () => {
    show(SKIP);
    const article = screen.getByRole('article', { name: 'Recovery Report report' });
    expect(within(article).getByRole('heading', { level: 2, name: 'BRITTANY COLE' })).toBeTruthy();
    expect(status().textContent).toBe('Skip located');
    expect(status().getAttribute('data-level')).toBe('fair');
    expect(subjectFacts()).toEqual({ SSN: '***-**-1009', 'Date of birth': '03-28-1990', Age: '36', Deceased: 'No', 'Charge-off date': '03-15-2024', 'Data as of': '11-01-2026' });

    expect(findings().map((f) => f.textContent)).toEqual(recoveryKeyFindings(SKIP).map((f) => f.text));
    expect(findings()[0].textContent).toBe('Moved twice since the charge-off on 03-15-2024: now at 457 RIDGE TER, DALLAS, TX 75201 since 12-14-2025.');

    const score = region('Recovery score');
    expect(within(score).getByTestId('score-value').textContent).toBe('461');
    expect(within(score).getByTestId('score-band').textContent).toBe('Medium likelihood of recovery');
    expect(within(score).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['R06Address changed since the charge-off', 'R02Employment unchanged since the charge-off', 'R08Time since the charge-off']);

    expect(tiles()).toEqual(recoverySummaryTiles(SKIP).map((t) => [t.label, t.value, t.level]));
    expect(screen.queryByRole('region', { name: 'Bankruptcy' })).toBeNull();

    expect(rowsOf('Addresses')).toEqual([
      ['Address', 'Source', 'First reported', 'Last reported', 'Charge-off'],
      ['457 RIDGE TERDALLAS, TX 75201 · current address', 'Change of address', '12-14-2025', '10-07-2026', 'New since charge-off'],
      ['1046 RIVERSIDE WAY APT 38ABOSSIER CITY, LA 71111', 'Change of address', '02-01-2025', '11-25-2025', 'New since charge-off'],
      ['4421 ELM ST APT 12SHREVEPORT, LA 71105', 'Credit file', '04-21-2019', '02-04-2025', 'Before'],
      ['2997 PARK CIRSHREVEPORT, LA 71105', 'Credit file', '07-07-2016', '04-23-2019', 'Before'],
    ]);
    expect(within(region('Addresses')).getAllByText('New since charge-off')[0].closest('[data-level]')?.getAttribute('data-level')).toBe('fair');
    expect(rowsOf('Phones')[1]).toEqual(['214-555-0180Current', 'Mobile', '12-14-2025', '10-07-2026', 'New since charge-off']);
    expect(rowsOf('Employers')[1]).toEqual(['Amazon.com Services LLCSales Associate', 'NEW ORLEANS, LA', '10-18-2021', '10-15-2026', 'Current, verified', 'Before']);
    expect(within(region('Accounts opened since the charge-off (03-15-2024)')).getByText('No account opened since the charge-off.')).toBeTruthy();
  });

  it('shows a new employer and the new accounts with their credit: located, a high score', () => {
    show(NEW_EMPLOYER);
    expect(status().textContent).toBe('Located');
    expect(findings().map((f) => [f.textContent, f.getAttribute('data-level')])).toEqual([
      ['New employer since the charge-off: FedEx Ground, first reported 07-18-2025.', 'good'],
      ['2 new accounts opened since the charge-off, $30,875 of new credit.', 'good'],
    ]);
    expect(within(region('Recovery score')).getByTestId('score-band').textContent).toBe('High likelihood of recovery');
    expect(tiles().find(([label]) => label === 'Current employer')).toEqual(['Current employer', 'New since charge-off', 'good']);
    expect(rowsOf('Employers')[1]).toEqual(['FedEx GroundWarehouse Associate', NOT_REPORTED, '07-18-2025', '10-08-2026', 'Current, verified', 'New since charge-off']);
    expect(rowsOf('Accounts opened since the charge-off (03-15-2024)').slice(1)).toEqual([
      ['Regional FinancePersonal loan', '09-08-2026', '$6,113', '$5,773', '$232/mo', 'Current'],
      ['Wells Fargo AutoAuto loan', '03-19-2026', '$24,762', '$22,011', '$470/mo', 'Current'],
    ]);
  });

  it('shows a deceased consumer: the date of death, not scored', () => {
    show(DECEASED);
    expect(status().textContent).toBe('Reported deceased');
    expect(status().getAttribute('data-level')).toBe('alarm');
    expect(subjectFacts().Deceased).toBe('Yes, 01-02-2026');
    expect(findings()[0].textContent).toBe('Reported deceased on 01-02-2026.');
    const score = region('Recovery score');
    expect(within(score).getByText('Not scored')).toBeTruthy();
    expect(within(score).getByText('Consumer reported deceased')).toBeTruthy();
    expect(within(score).queryByTestId('score-value')).toBeNull();
  });

  it('shows a bankruptcy filed after the charge-off as the alarm it is', () => {
    show(BANKRUPTCY);
    expect(status().textContent).toBe('Bankruptcy');
    expect(findings()[0].textContent).toBe('Chapter 7 bankruptcy filed 03-10-2025, discharged 07-06-2025.');
    expect(findings()[0].getAttribute('data-level')).toBe('alarm');
    expect(rowsOf('Bankruptcy')).toEqual([
      ['Chapter', 'Court', 'Filed', 'Status'],
      ['Chapter 7', 'U.S. Bankruptcy Court, Middle District of GeorgiaCase 25-56186', '03-10-2025after the charge-off', 'Discharged 07-06-2025'],
    ]);
    expect(within(region('Bankruptcy')).getByText('Discharged 07-06-2025').closest('[data-level]')?.getAttribute('data-level')).toBe('alarm');
  });

  it('shows no locate data in place of the records', () => {
    show(NO_LOCATE);
    expect(status().textContent).toBe('No locate data');
    const note = screen.getByRole('note');
    expect(within(note).getByText(RECOVERY_NO_LOCATE.title)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Addresses' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recovery score' })).toBeNull();
  });

  it('shows the data source’s messages above the report', () => {
    show(SKIP, [{ code: 'W03', message: 'Employment data delayed' }]);
    expect(screen.getByRole('note').textContent).toBe('Employment data delayed');
  });
});
