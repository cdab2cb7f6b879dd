import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERSONA_NO_CREDIT_DATA, personaKeyFindings, personaSummaryTilesOf, type PersonaReport } from '@creditdesk/contracts';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { renderWithStore } from '../../testing/render-with-store';
import { ReportViewer } from '../../viewer/report-viewer';
import { ALIASES, LONG_EMPLOYMENT, NO_HIT, personaDsr } from './persona-fixtures';
import '../../testing/preload-viewers'; // the products' viewers, loaded before the reports are read

function show(report: PersonaReport, errors: Parameters<typeof personaDsr>[1] = []) {
  return renderWithStore(
    <ReportViewer
      product="persona"
      inquiryId={INQUIRY_ID}
      dataSourceResponse={personaDsr(report, errors)}
      details={{ productName: 'Persona', orderedAt: '2026-11-20T14:05:00.000Z', accountNumber: '100200300', permissiblePurpose: 'Employment purposes (with written consent)' }}
    />,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
/** A table's rows as their cells' text, header row first. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

// Whole reports in jsdom: slow on a busy machine.
describe('the Persona on screen', () => {
  it('shows a long employment history: the subject, the key findings and tiles of the contracts, every record', () => {
    show(LONG_EMPLOYMENT);
    expect(screen.getByRole('heading', { level: 2, name: 'MARGARET ELLISON' })).toBeTruthy();
    const article = screen.getByRole('article', { name: 'Persona report' });
    expect(within(article).getByText('***-**-1001')).toBeTruthy();
    expect(within(article).getByText('1966')).toBeTruthy(); // the year of birth only
    expect(article.textContent).not.toContain('04-12-1966');
    expect(within(article).getByText('File found').closest('[data-level]')?.getAttribute('data-level')).toBe('good');

    const findings = within(region('Key findings')).getAllByRole('listitem');
    expect(findings.map((f) => f.textContent)).toEqual(personaKeyFindings(LONG_EMPLOYMENT).map((f) => f.text));
    expect(findings[0].textContent).toBe('Current address: 2847 LINDEN AVE, EVANSTON, IL 60201, reported since 10-02-2018 (8 yrs).');
    expect(findings[1].textContent).toBe('Current employer: JPMorgan Chase & Co, Director, reported since 12-03-2021.');

    const terms = within(region('Summary')).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(personaSummaryTilesOf(LONG_EMPLOYMENT.summary).map((t) => t.label));
    expect(within(region('Summary')).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1 (0)', '5', '8 yrs', '7', '3']);

    expect(rowsOf('Address history')).toHaveLength(1 + 5);
    expect(rowsOf('Address history')[1]).toEqual(['2847 LINDEN AVEEVANSTON, IL 60201', 'Residential', 'Current', '10-02-2018', '10-07-2026', '14']);
    const employment = rowsOf('Employment history');
    expect(employment).toHaveLength(1 + 7);
    expect(employment[0]).toEqual(['Employer', 'Location', 'Status', 'First reported', 'Last reported', 'Span']);
    expect(employment[1]).toEqual(['JPMorgan Chase & CoDirector', 'EVANSTON, IL', 'Current', '12-03-2021', '10-21-2026', '4 yrs 10 mos']);
    expect(employment[6][0]).toBe('WalgreensPosition not reported');
    expect(employment[7][1]).toBe('—'); // no place reported
    expect(rowsOf('Phones').slice(1).map((r) => r.slice(0, 2))).toEqual([
      ['312-555-0183', 'Mobile'],
      ['312-555-0175', 'Home'],
      ['312-555-0166', 'Work'],
    ]);
    expect(within(article).getByText(PERSONA_NO_CREDIT_DATA)).toBeTruthy();
    // no credit data at all
    expect(screen.queryByRole('region', { name: /Tradelines|Score|Inquiries/ })).toBeNull();
  });

  it('shows a consumer with aliases: the status, each alias in the aliases level, the commercial address worth a look', () => {
    show(ALIASES);
    expect(screen.getByRole('heading', { level: 2, name: 'CATHERINE WHITFIELD' })).toBeTruthy();
    const aliases = screen.getByText('4 aliases').closest('[data-level]');
    expect(aliases?.getAttribute('data-level')).toBe('fair');

    const findings = within(region('Key findings')).getAllByRole('listitem');
    expect(findings.map((f) => [f.textContent, f.getAttribute('data-level')])).toEqual(personaKeyFindings(ALIASES).map((f) => [f.text, f.level]));
    expect(findings.some((f) => f.textContent?.startsWith('4 aliases reported with this SSN: CATHERINE A DUBOIS; CATHERINE REYES; CATHERINE DUBOIS-REYES; KATE WHITFIELD.'))).toBe(true);
    expect(findings.at(-1)?.textContent).toBe('Commercial address on file (former): 6055 CEDAR TER STE 342, NEW ORLEANS, LA 70112.');

    expect(within(region('Summary')).getByText('Names (aliases)').parentElement?.getAttribute('data-level')).toBe('fair');
    const names = rowsOf('Names and aliases');
    expect(names.slice(1).map((r) => r.slice(0, 2))).toEqual([
      ['CATHERINE WHITFIELD', 'Name on file'],
      ['CATHERINE A DUBOIS', 'Also known as'],
      ['CATHERINE REYES', 'Also known as'],
      ['CATHERINE DUBOIS-REYES', 'Also known as'],
      ['KATE WHITFIELD', 'Also known as'],
    ]);
    const commercial = within(screen.getByRole('table', { name: 'Address history' })).getByText('Commercial');
    expect(commercial.closest('.MuiChip-root')?.className).toContain('Warning');
  });

  it('says a no-hit plainly: no file, nothing to list, no findings or tiles', () => {
    show(NO_HIT);
    expect(screen.getByRole('heading', { level: 2, name: 'PRIYA RAMAN' })).toBeTruthy();
    expect(screen.getByText('No file found')).toBeTruthy();
    expect(screen.getByText('The bureau has no file for this consumer')).toBeTruthy();
    expect(screen.getByText('***-**-1003')).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(2); // year of birth and file since not reported
    for (const name of ['Key findings', 'Summary', 'Names and aliases', 'Address history', 'Employment history', 'Phones']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
  });

  it('shows the data source’s messages above the report', () => {
    show(LONG_EMPLOYMENT, [{ code: 'W01', message: 'Employment data partially unavailable' }]);
    expect(screen.getAllByRole('note')[0].textContent).toBe('Employment data partially unavailable');
  });
});
