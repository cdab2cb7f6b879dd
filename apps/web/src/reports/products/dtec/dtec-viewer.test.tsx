import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DTEC_RISK_INFO, dtecKeyFindings, dtecSummaryTiles, type DtecReport } from '@creditdesk/contracts';
import { factsOf, keyFindings as findings, region, rowsOf, showReport, subjectFacts, summaryTiles as tiles } from '../../testing/report-screen';
import { CLEAR, FRAUD_ALERT, HIGH_RISK_ADDRESS, NO_HIT, dtecDsr } from './dtec-fixtures';

const show = (report: DtecReport, errors: Parameters<typeof dtecDsr>[1] = []) => showReport('dtec', 'DTEC', dtecDsr(report, errors));

// Whole reports in jsdom: slow on a busy machine.
describe('DTEC on screen', () => {
  it('shows a high-risk address: the risk level, each warning with its title, severity and code, the tiles and the screens', () => {
    show(HIGH_RISK_ADDRESS);
    const article = screen.getByRole('article', { name: 'DTEC report' });
    expect(within(article).getByRole('heading', { level: 2, name: 'TRENT COLLIER' })).toBeTruthy();
    const risk = screen.getByTestId('report-statement');
    expect(risk.textContent).toBe('High risk');
    expect(risk.getAttribute('data-level')).toBe('alarm');
    expect(within(article).getByText(DTEC_RISK_INFO.high.text)).toBeTruthy();
    expect(subjectFacts()).toMatchObject({ SSN: '***-**-1302', Phone: '702-555-0188', Address: '8817 DESERT BLOOM PKWY STE 110 PMB 412LAS VEGAS, NV 89118' });

    const items = findings();
    expect(items.map((f) => f.getAttribute('data-level'))).toEqual(dtecKeyFindings(HIGH_RISK_ADDRESS).map((f) => f.level));
    expect(items.map((f) => within(f).getByText(/^[A-Z_]+$/).textContent)).toEqual(['ADDRESS_HIGH_RISK', 'ADDRESS_SHARED_SSNS', 'ADDRESS_NOT_ON_FILE', 'PHONE_VOIP']);
    expect(within(items[0]).getByText('High-risk address')).toBeTruthy();
    expect(within(items[0]).getByText('High')).toBeTruthy();
    expect(within(items[3]).getByText('The phone 702-555-0188 is a VoIP number, easily obtained and discarded.')).toBeTruthy();

    expect(tiles()).toEqual(dtecSummaryTiles(HIGH_RISK_ADDRESS).map((t) => [t.label, t.value, t.level]));
    expect(tiles().find(([label]) => label === 'Address')).toEqual(['Address', 'Mail drop', 'alarm']);

    expect(screen.queryByRole('region', { name: 'Alerts on file' })).toBeNull();
    expect(rowsOf('Inquiries on this identity, last 90 days').slice(1)).toEqual([
      ['10-23-2026', 'Bank card', 'LAS VEGAS, NV'],
      ['09-22-2026', 'Telecom', 'LAS VEGAS, NV'],
    ]);
    expect(screen.getByTestId('velocity-counts').textContent).toBe('0 in 7 days · 1 in 30 · 2 in 90 · with this SSN in 30 days: 1 name, 1 address');
    expect(rowsOf('Identities reported with this SSN')[1]).toEqual(['TRENT A COLLIERThe identity given', '11-03-1986', '2291 PASEO VERDE PKWY APT 1108HENDERSON, NV 89012', '01-20-2005', '09-01-2026']);

    const screens = region('Address and phone screens');
    expect(factsOf(screens)).toEqual({
      Type: 'VoIP',
      'What it is': 'Commercial mail receiving agency (private mailbox)',
      'On file for the SSN': 'No',
      'Other SSNs, 90 days': '3',
      Number: '702-555-0188',
    });
    expect(within(screens).getByText('Mail drop').getAttribute('data-level')).toBe('alarm');
  });

  it('shows a fraud alert with its contact number, and no phone given', () => {
    show(FRAUD_ALERT);
    expect(screen.getByTestId('report-statement').textContent).toBe('High risk');
    const [finding] = findings();
    expect(within(finding).getByText('Fraud alert on file')).toBeTruthy();
    expect(within(finding).getByText('FRAUD_ALERT')).toBeTruthy();
    const alert = within(region('Alerts on file')).getByRole('note');
    expect(alert.getAttribute('data-level')).toBe('alarm');
    expect(within(alert).getByText('Initial fraud alert')).toBeTruthy();
    expect(within(alert).getByText('Placed 08-17-2026 · expires 08-17-2027 · contact 520-555-0143')).toBeTruthy();
    expect(subjectFacts().Phone).toBe('Not given');
    expect(factsOf(region('Address and phone screens')).Number).toBe('Not given');
  });

  it('shows a clean screen: low risk, the contracts’ sentence for no indicators', () => {
    show(CLEAR);
    const risk = screen.getByTestId('report-statement');
    expect(risk.textContent).toBe('Low risk');
    expect(risk.getAttribute('data-level')).toBe('good');
    expect(findings().map((f) => f.getAttribute('data-level'))).toEqual(['good']);
    expect(within(findings()[0]).getByText('No fraud indicators')).toBeTruthy();
    expect(tiles().find(([label]) => label === 'Warnings')).toEqual(['Warnings', '0', 'neutral']);
    expect(factsOf(region('Address and phone screens'))).toMatchObject({ 'On file for the SSN': 'Yes', Number: '847-555-0134' });
  });

  it('shows a no-hit: elevated risk, no identity on the SSN, no inquiries', () => {
    show(NO_HIT);
    const risk = screen.getByTestId('report-statement');
    expect(risk.textContent).toBe('Elevated risk');
    expect(risk.getAttribute('data-level')).toBe('poor');
    expect(within(findings()[0]).getByText('SSN not on file')).toBeTruthy();
    expect(within(findings()[0]).getByText(NO_HIT.warnings[0].text)).toBeTruthy();
    expect(tiles().find(([label]) => label === 'Name on SSN')).toEqual(['Name on SSN', 'Not on file', 'poor']);
    expect(within(region('Identities reported with this SSN')).getByText('None: no identity is reported with this SSN.')).toBeTruthy();
    expect(within(region('Inquiries on this identity, last 90 days')).getByText('No inquiries in the last 90 days.')).toBeTruthy();
  });

  it('shows the data source’s messages above the report', () => {
    show(CLEAR, [{ code: 'W02', message: 'Velocity data delayed' }]);
    expect(screen.getByRole('note').textContent).toBe('Velocity data delayed');
  });
});
