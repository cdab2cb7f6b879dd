import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADV_SUMMARY_TILES, advKeyFindings, advSummaryTiles, type AdvReport } from '@creditdesk/contracts';
import { INQUIRY_ID } from '../../testing/report-fixtures';
import { renderWithStore } from '../../testing/render-with-store';
import { ReportViewer } from '../../viewer/report-viewer';
import { DOYLE, JENNINGS, RAMAN, advDsr } from './adv-fixtures';
import '../../testing/preload-viewers'; // the products' viewers, loaded before the reports are read

function show(report: AdvReport, errors: Parameters<typeof advDsr>[1] = []) {
  return renderWithStore(
    <ReportViewer
      product="adv"
      inquiryId={INQUIRY_ID}
      dataSourceResponse={advDsr(report, errors)}
      details={{ productName: 'Automated Data View', orderedAt: '2026-11-20T14:05:00.000Z', accountNumber: '100200300' }}
    />,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const table = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) => within(table(name)).getAllByRole('row').slice(1);
const tile = (label: string) => within(region('Summary')).getByText(label).parentElement as HTMLElement;

// Whole reports in jsdom: slow on a busy machine.
describe('the Automated Data View on screen', () => {
  it('shows a derogatory view: status, key findings and tiles of the contracts, and each record', () => {
    show(DOYLE);
    expect(screen.getByRole('heading', { level: 2, name: 'KEVIN DOYLE' })).toBeTruthy();
    expect(screen.getByTestId('adv-status').textContent).toBe('Derogatory records');
    expect(screen.getByText('***-**-1008')).toBeTruthy();
    expect(screen.getByText('12-02-1976')).toBeTruthy();
    expect(screen.getByText('Public records view')).toBeTruthy();
    expect(screen.getByText('1945 RIVERSIDE DR, MACON, GA 31201')).toBeTruthy();

    // key findings: the contracts' sentences, in their order, each with its level
    const findings = within(region('Key findings')).getAllByRole('listitem');
    expect(findings.map((f) => f.textContent?.replace(/^[A-Z][a-z ]+: /, ''))).toEqual(advKeyFindings(DOYLE).map((f) => f.text));
    expect(findings[0].textContent).toContain('Chapter 7 bankruptcy filed 03-26-2025, discharged 07-06-2025.');
    expect(findings[1].textContent).toContain('Open federal tax lien of $32,723 filed 10-12-2025 (Internal Revenue Service).');
    expect(findings[1].getAttribute('data-level')).toBe('alarm');

    // summary tiles: the contracts' order, values and levels
    const terms = within(region('Summary')).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(ADV_SUMMARY_TILES.map((t) => t.label));
    for (const t of advSummaryTiles(DOYLE)) {
      expect(tile(t.label).getAttribute('data-level')).toBe(t.level);
      expect(tile(t.label).textContent).toContain(t.value);
    }
    expect(tile('Liens').textContent).toContain('1 open');
    expect(tile('Bankruptcies').getAttribute('data-level')).toBe('poor');

    // the records, as the PDF's tables
    expect(rowsOf('Address history')).toHaveLength(3);
    expect(rowsOf('Address history')[0].textContent).toContain('Current');
    expect(rowsOf('Phones')[0].textContent).toContain('404-555-0153');
    expect(rowsOf('Relatives and associates').map((r) => r.textContent)).toEqual([
      expect.stringContaining('DESHAWN DOYLE'),
      expect.stringContaining('RICHARD DOYLE'),
      expect.stringContaining('Associate'),
    ]);
    expect(rowsOf('Real property')[0].textContent).toContain('Sold06-28-2019');
    expect(rowsOf('Vehicles')[0].textContent).toContain('2012 CHEVROLET EQUINOX');
    expect(rowsOf('Bankruptcies')[0].textContent).toContain('U.S. Bankruptcy Court, Middle District of Georgia');
    expect(rowsOf('Bankruptcies')[0].textContent).toContain('$28,471');
    const liens = rowsOf('Liens');
    expect(liens.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual(['Open', 'Released03-27-2024']);
    expect(rowsOf('Judgments')[0].textContent).toContain('Jefferson Capital Systems');
    expect(rowsOf('Judgments')[0].textContent).toContain('Satisfied');
  });

  it('says so when no public record matched, with no tiles and no records', () => {
    show(RAMAN);
    expect(screen.getByRole('heading', { level: 2, name: 'PRIYA RAMAN' })).toBeTruthy();
    expect(screen.getByTestId('adv-status').textContent).toBe('No record found');
    expect(screen.getByText('No public-records identity was found for this consumer')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Key findings' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('shows a deceased consumer first, and the empty kinds of record as such', () => {
    show(JENNINGS);
    expect(screen.getByTestId('adv-status').textContent).toBe('Reported deceased');
    const findings = within(region('Key findings')).getAllByRole('listitem');
    expect(findings[0].textContent).toContain('Reported deceased on 01-12-2026.');
    expect(findings[0].getAttribute('data-level')).toBe('alarm');
    expect(findings.at(-1)?.textContent).toContain('Owns 1 property on record.');
    expect(screen.getByText('Yes, 01-12-2026')).toBeTruthy();
    expect(within(region('Vehicles')).getByText('No vehicle registered.')).toBeTruthy();
    expect(within(region('Bankruptcies')).getByText('No bankruptcy on record.')).toBeTruthy();
    expect(rowsOf('Names and also-known-as').map((r) => r.textContent)).toEqual([expect.stringContaining('Name searched'), expect.stringContaining('HAL JENNINGS')]);
  });

  it('on a phone, shows each record as a card with its facts labelled, nothing in a sideways-scrolling table', () => {
    const phone = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
    vi.stubGlobal('matchMedia', phone);
    show(DOYLE);
    expect(screen.queryByRole('table')).toBeNull();
    const liens = within(screen.getByRole('list', { name: 'Liens' })).getAllByRole('listitem');
    expect(liens).toHaveLength(2);
    const facts = (item: HTMLElement) => within(item).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(liens[0].textContent).toContain('Federal tax lien');
    expect(facts(liens[0])).toEqual(['Filing office: Bibb County RecorderNo. 2025532897', 'Filed: 10-12-2025', 'Amount: $32,723', 'Status: Open']);
    expect(within(screen.getByRole('list', { name: 'Address history' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows the data source's messages above the view", () => {
    show(DOYLE, [{ code: 'PARTIAL', message: 'Vehicle records were not available.' }]);
    expect(screen.getByText('Vehicle records were not available.')).toBeTruthy();
  });
});
