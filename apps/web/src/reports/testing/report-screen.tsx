import { screen, within } from '@testing-library/react';
import { ReportViewer } from '../viewer/report-viewer';
import './preload-viewers';
import { INQUIRY_ID } from './report-fixtures';
import { renderWithStore } from './render-with-store';

/*
 * A product's report on screen in jsdom, for the products' viewer tests: the report shown from its
 * answer, and its parts read back as a reader sees them.
 */

/** The report's page part (header, PDF button, the product's views) for the product's answer, ordered by demo.user. */
export function showReport(product: string, productName: string, dataSourceResponse: unknown) {
  return renderWithStore(
    <ReportViewer
      product={product}
      inquiryId={INQUIRY_ID}
      dataSourceResponse={dataSourceResponse}
      details={{ productName, orderedAt: '2026-11-20T14:05:00.000Z', accountNumber: '100200300', userName: 'demo.user' }}
    />,
  );
}

export const region = (name: string) => screen.getByRole('region', { name });

/** A table's rows as their cells' text, header row first. */
export const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

/** The key findings, in order. */
export const keyFindings = () => within(region('Key findings')).getAllByRole('listitem');

/** The summary tiles as [label, value, level]. */
export const summaryTiles = () =>
  within(region('Summary'))
    .getAllByRole('definition')
    .map((dd) => [dd.previousSibling?.textContent, dd.textContent, dd.parentElement?.getAttribute('data-level')]);

/** The facts of a list of facts, by their labels. */
export const factsOf = (scope: HTMLElement) => Object.fromEntries(within(scope).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

/** The facts under the report's subject (the panel holding its h2: the name). */
export const subjectFacts = () => factsOf(screen.getByRole('heading', { level: 2 }).closest('.MuiPaper-root') as HTMLElement);
