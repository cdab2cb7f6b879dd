/**
 * Writes one PDF per fixture for looking at the layout (not part of the test run):
 *   npx tsx apps/api/src/modules/reports/pdf/render-samples.ts /tmp/pdfshots
 * then e.g. `pdftoppm -png -r 60 /tmp/pdfshots/thick.pdf /tmp/pdfshots/thick`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ConsumerProduct, type DataSourceResponse, splitConsumerResponse } from '@creditdesk/contracts';
import { renderConsumerReportPdf } from './consumer-report-pdf.js';
import { DATAX, INQUIRY, TWN, coApplicantReport, frozenReport, noHitReport, responseOf, thickReport } from './test-fixtures.js';

const dir = process.argv[2] ?? '/tmp/pdfshots';
mkdirSync(dir, { recursive: true });

const ovp = responseOf('oneviewplus', [thickReport({ product: 'oneviewplus' }), coApplicantReport('oneviewplus')], { twn: TWN, datax: DATAX });
const samples: Array<[string, ConsumerProduct, DataSourceResponse]> = [
  ['thick', 'acrov6', responseOf('acrov6', [thickReport()])],
  ['frozen', 'acrov6', responseOf('acrov6', [frozenReport()])],
  ['nohit', 'nal', responseOf('nal', [noHitReport()])],
  ['pair-unsplit', 'acrov6', responseOf('acrov6', [thickReport({ tradelineCount: 4 }), coApplicantReport()])],
  ['oneviewplus-coapplicant', 'oneviewplus', splitConsumerResponse('oneviewplus', ovp)[1].dataSourceResponse],
];
for (const [name, product, dataSourceResponse] of samples) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, await renderConsumerReportPdf({ product, dataSourceResponse, inquiry: INQUIRY }));
  console.log(`wrote ${file}`);
}
