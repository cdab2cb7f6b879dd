import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AML_CONNECT_PRODUCT, AML_RISK_INFO } from '@creditdesk/contracts';
import { factsOf, region, rowsOf, showReport, subjectFacts } from '../../testing/report-screen';
import { AML_BAKERY, AML_GUZMAN, KRESGE, LUCIA_TARRANT, amlConnectDsr } from './amlconnect-fixtures';

const show = (report: Parameters<typeof amlConnectDsr>[0], errors: Parameters<typeof amlConnectDsr>[1] = []) =>
  showReport('amlconnect', AML_CONNECT_PRODUCT.name, amlConnectDsr(report, errors));

const reasons = () => within(screen.getByRole('list', { name: 'Why' })).getAllByRole('listitem').map((li) => li.textContent);

// Whole reports in jsdom: slow on a busy machine.
describe('AML Connect on screen', () => {
  it('shows a former PEP named in adverse media: high risk and why, the lists’ dates, no sanctions candidate, the PEP and the article', () => {
    show(KRESGE);
    expect(screen.getByRole('heading', { level: 2, name: 'Oswald Kresge' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe(AML_RISK_INFO.high.label);
    expect(screen.getByText(AML_RISK_INFO.high.text)).toBeTruthy();
    expect(reasons()).toEqual(KRESGE.risk.reasons);
    expect(subjectFacts()).toMatchObject({ 'Screened as': 'Person', 'Date of birth': 'Not given', Country: 'Venezuela (VE)' });

    const lists = factsOf(region('Lists screened'));
    expect(lists).toMatchObject({ 'SDN list published': '11-24-2026', Threshold: '88 %', 'PEP and media lists as of': '11-01-2026' });
    expect(lists['SDN list loaded']).toMatch(/^11-24-2026 \d{1,2}:\d{2} [AP]M$/);

    expect(within(region('Sanctions: OFAC SDN list')).getByText('No candidate at or above 88 %.')).toBeTruthy();
    expect(rowsOf('Politically exposed persons')).toEqual([
      ['Name', 'Position', 'Related to', 'Country', 'Since', 'Until'],
      ['OSWALD KRESGEPolitically exposed person', 'Member of the National Assembly', '—', 'Venezuela', '01-05-2016', '01-05-2021'],
    ]);
    expect(rowsOf('Adverse media')).toEqual([
      ['Headline', 'Publication', 'Published', 'Category'],
      [
        'Former legislator named in contract kickback inquiryA public inquiry names a former assembly member among recipients of payments on state contracts.',
        'Caribbean Courier',
        '04-18-2023',
        'Corruption',
      ],
    ]);
  });

  it('shows a relative of a PEP: whom she is related to, still in office', () => {
    show(LUCIA_TARRANT);
    expect(screen.getByTestId('report-statement').textContent).toBe(AML_RISK_INFO.medium.label);
    expect(reasons()).toEqual(['Relative or close associate of OSWIN TARRANT, Deputy Minister of Energy.']);
    const [, pep] = rowsOf('Politically exposed persons');
    expect(pep).toEqual(['LUCIA TARRANTRelative or close associate', 'Spouse', 'OSWIN TARRANT, Deputy Minister of Energy', 'Panama', '07-01-2019', 'Current']);
    expect(within(region('Adverse media')).getByText('No adverse media.')).toBeTruthy();
  });

  it('shows a sanctions match with the OFAC screen’s own candidates table', () => {
    show(AML_GUZMAN);
    expect(screen.getByTestId('report-statement').textContent).toBe(AML_RISK_INFO.high.label);
    const [header, row] = rowsOf('Sanctions: OFAC SDN list');
    expect(header).toEqual(['Listed name', 'Score', 'Programs', 'Matched', 'Why', 'Dates of birth', 'Countries']);
    expect(row.slice(0, 3)).toEqual(['GUZMAN LOERA, JoaquinEntry 6861 · Individual', '100 %Exact', 'SDNTK']);
    expect(within(region('Politically exposed persons')).getByText('No politically exposed person, relative or close associate.')).toBeTruthy();
  });

  it('shows a business on no list: low risk, no reasons, every list saying it found nothing', () => {
    show(AML_BAKERY, [{ code: 'PARTIAL', message: 'The media archive answered for the last 10 years only.' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Maple Street Bakery LLC' })).toBeTruthy();
    expect(screen.getByTestId('report-statement').textContent).toBe(AML_RISK_INFO.low.label);
    expect(screen.queryByRole('list', { name: 'Why' })).toBeNull();
    expect(subjectFacts()).toEqual({ 'Screened as': 'Business', Country: 'United States (US)', Screened: expect.stringMatching(/^11-24-2026 \d{1,2}:\d{2} [AP]M$/) });
    expect(screen.queryByRole('table')).toBeNull();
    for (const [section, empty] of [
      ['Sanctions: OFAC SDN list', 'No candidate at or above 88 %.'],
      ['Politically exposed persons', 'No politically exposed person, relative or close associate.'],
      ['Adverse media', 'No adverse media.'],
    ]) {
      expect(within(region(section)).getByText(empty)).toBeTruthy();
    }
    expect(screen.getByText('The media archive answered for the last 10 years only.')).toBeTruthy();
  });
});
