import {
  OFAC_HIT_GUIDANCE,
  OFAC_PRODUCT,
  OFAC_RESULT_INFO,
  type OfacDataSourceResponse,
  type OfacReport,
  formatOfacScore,
  ofacKeyFindings,
  ofacSummaryTiles,
} from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date } from '../../pdf/format.js';
import type { PdfLayout } from '../../pdf/layout.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, keyFindings, panelPair, renderProductPdf, reportBand, requestRows, statementLine, tileGrid } from '../../pdf/products/product-sections.js';
import { sdnCandidatesTable } from '../../pdf/products/screening-sections.js';

export const OFAC_CONFIDENTIALITY = 'Sanctions screening record. Keep it with the application for five years (31 CFR 501.601).';

const dateTime = (iso: string) => `${date(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;

/**
 * The OFAC screen as a PDF, drawn only from the stored answer: the result, who was screened and on
 * which list (its publish date and load time), the key findings, the summary, and each candidate
 * with its score, programs, the name that matched and why.
 */
export function renderOfacPdf(input: { dataSourceResponse: OfacDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.ofacReport;
  const result = OFAC_RESULT_INFO[report.result];
  return renderProductPdf(
    { productName: OFAC_PRODUCT.name, inquiry: input.inquiry, runningTitle: `OFAC screen · ${report.subject.name}`, confidentiality: OFAC_CONFIDENTIALITY },
    (layout) => {
      reportBand(layout, 'OFAC sanctions screen', report.subject.name, result);
      statementLine(layout, 'Result', result);
      requestAndList(layout, report, input.inquiry);
      if (input.dataSourceResponse.errors.length > 0) {
        noticeBox(layout, 'notice', 'Screening messages', input.dataSourceResponse.errors.map((e) => ({ title: e.code, text: e.message })));
      }
      keyFindings(layout, ofacKeyFindings(report));
      tileGrid(layout, 'Summary', ofacSummaryTiles(report), 5);
      candidatesTable(layout, report);
      endLine(layout, `End of ${OFAC_PRODUCT.name} screen`);
    },
  );
}

function requestAndList(layout: PdfLayout, report: OfacReport, inquiry: PdfInquiry): void {
  const s = report.subject;
  panelPair(
    layout,
    {
      title: 'Screened',
      rows: [
        { label: s.type === 'business' ? 'Business' : 'Name', value: s.name, bold: true },
        ...(s.type === 'individual' ? [{ label: 'Date of birth', value: s.dateOfBirth ? date(s.dateOfBirth) : 'Not given' }] : []),
        { label: 'Country', value: s.country ?? 'Not given' },
        ...requestRows(inquiry),
      ],
    },
    {
      title: 'SDN list',
      rows: [
        { label: 'Published', value: date(report.list.publishedOn), bold: true },
        { label: 'Loaded', value: dateTime(report.list.loadedAt) },
        { label: 'Entries', value: `${report.list.entryCount.toLocaleString('en-US')} entries, ${report.list.aliasCount.toLocaleString('en-US')} aliases` },
        { label: 'Threshold', value: formatOfacScore(report.threshold) },
        { label: 'Screened', value: dateTime(report.screenedAt) },
      ],
    },
  );
}

function candidatesTable(layout: PdfLayout, report: OfacReport): void {
  sdnCandidatesTable(layout, report.candidates, report.threshold);
  if (report.candidates.length === 0) return;
  noticeBox(layout, 'notice', 'What to do with a potential match', [...OFAC_HIT_GUIDANCE]);
}
