import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ID_VERDICT_INFO, idSummaryTiles, ssnIssuanceText, type IdReport } from '@creditdesk/contracts';
import { factsOf, keyFindings as findings, region, rowsOf, showReport, subjectFacts, summaryTiles as tiles } from '../../testing/report-screen';
import { CLEAN, MULTIPLE_IDENTITIES, NEVER_ISSUED, NO_HIT, idReportDsr } from './idreport-fixtures';

const show = (report: IdReport, errors: Parameters<typeof idReportDsr>[1] = []) => showReport('idreport', 'ID Report', idReportDsr(report, errors));

// Whole reports in jsdom: slow on a busy machine.
describe('the ID Report on screen', () => {
  it('shows a verified identity: the verdict of the contracts, the identity submitted, the tiles and each element', () => {
    show(CLEAN);
    const article = screen.getByRole('article', { name: 'ID Report report' });
    expect(within(article).getByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    const verdict = screen.getByTestId('report-statement');
    expect(verdict.textContent).toBe('Verified');
    expect(verdict.getAttribute('data-level')).toBe('good');
    expect(within(article).getByText(ID_VERDICT_INFO.verified.text)).toBeTruthy();
    expect(subjectFacts()).toEqual({ SSN: '***-**-1001', 'Date of birth': '04-12-1966', Address: '2847 LINDEN AVEEVANSTON, IL 60201', 'Records as of': '11-01-2026' });

    // no risk indicator: the verdict in words, said once
    expect(screen.queryByRole('region', { name: 'Key findings' })).toBeNull();
    expect(tiles()).toEqual(idSummaryTiles(CLEAN).map((t) => [t.label, t.value, t.level]));
    expect(tiles().slice(0, 4).map(([, value]) => value)).toEqual(['Match', 'Match', 'Match', 'Match']);

    expect(rowsOf('Verification by element')).toEqual([
      ['Element', 'Result', 'Detail'],
      ['Name', 'Match', 'First and last name match the name on file.'],
      ['SSN', 'Match', 'The SSN is on file for this name.'],
      ['Date of birth', 'Match', 'The date of birth matches the one on file.'],
      ['Address', 'Match', 'The current address on file, reported since 06-01-2009.'],
    ]);
    const ssn = region('SSN validity and issuance');
    expect(within(ssn).getByText('Valid: a number the Social Security Administration issues')).toBeTruthy();
    expect(within(ssn).getByText(ssnIssuanceText(CLEAN.ssn.issuance))).toBeTruthy();
    expect(factsOf(ssn)).toMatchObject({ Assignment: 'Issued in a state, before randomisation', Area: '123 (New York before 2011)', 'Issued not after': '09-10-1984', 'Reported deceased': 'No', 'First reported': '09-10-1984', 'Other identities': '0' });
    expect(within(region('Other identities reported with this SSN')).getByText('No other identity is reported with this SSN.')).toBeTruthy();
  });

  it('shows other identities on the SSN: the indicator with its title, severity and code, and each identity', () => {
    show(MULTIPLE_IDENTITIES);
    expect(screen.getByTestId('report-statement').textContent).toBe('Review needed');
    const [finding] = findings();
    expect(finding.getAttribute('data-level')).toBe('poor');
    expect(within(finding).getByText('Other identities use the SSN')).toBeTruthy();
    expect(within(finding).getByText('Medium')).toBeTruthy();
    expect(within(finding).getByText('SSN_MULTIPLE_IDENTITIES')).toBeTruthy();
    expect(within(finding).getByText('2 other identities reported with this SSN since 04-11-2019.')).toBeTruthy();
    expect(tiles().find(([label]) => label === 'Other identities on SSN')).toEqual(['Other identities on SSN', '2', 'poor']);
    const others = rowsOf('Other identities reported with this SSN');
    expect(others[0]).toEqual(['Name', 'Date of birth', 'State', 'First reported', 'Last reported']);
    expect(others.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['LUIS ORTEGA', 'Texas'],
      ['KEISHA L MORROW', 'Georgia'],
    ]);
  });

  it('shows a no-hit: no record found, every element not checked, the NO_RECORD finding', () => {
    show(NO_HIT);
    const verdict = screen.getByTestId('report-statement');
    expect(verdict.textContent).toBe('No record found');
    expect(verdict.getAttribute('data-level')).toBe('fair');
    expect(findings()).toHaveLength(1);
    expect(within(findings()[0]).getByText(NO_HIT.riskIndicators[0].text)).toBeTruthy();
    expect(within(findings()[0]).getByText('NO_RECORD')).toBeTruthy();
    expect(rowsOf('Verification by element').slice(1).map((r) => r[1])).toEqual(['Not checked', 'Not checked', 'Not checked', 'Not checked']);
    expect(factsOf(region('SSN validity and issuance'))).toMatchObject({ Assignment: 'Undetermined', 'First reported': '—', 'Issued not after': '—' });
  });

  it('shows a never-issued SSN as the SSA rule that makes it so', () => {
    show(NEVER_ISSUED);
    expect(screen.getByTestId('report-statement').getAttribute('data-level')).toBe('alarm');
    expect(findings()[0].getAttribute('data-level')).toBe('alarm');
    expect(within(findings()[0]).getByText('High')).toBeTruthy();
    const ssn = region('SSN validity and issuance');
    expect(within(ssn).getByText('Never issued: area number 666 is never issued')).toBeTruthy();
    expect(within(ssn).getByText('Never issued', { selector: '[data-level]' }).getAttribute('data-level')).toBe('alarm');
    expect(factsOf(ssn)).toMatchObject({ Assignment: '—', Area: '—' });
    expect(tiles().find(([label]) => label === 'SSN validity')).toEqual(['SSN validity', 'Never issued', 'alarm']);
  });

  it('shows the data source’s messages above the report, and a date of birth not given', () => {
    show({ ...CLEAN, subject: { ...CLEAN.subject, dateOfBirth: null } }, [{ code: 'W01', message: 'Records partly unavailable', identifier: 'current' }]);
    expect(screen.getByRole('note').textContent).toBe('Records partly unavailable (current)');
    expect(screen.getByText('Not given')).toBeTruthy();
  });
});
