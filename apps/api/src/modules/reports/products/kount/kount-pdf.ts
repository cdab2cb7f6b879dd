import { KOUNT_DECISION_INFO, KOUNT_PRODUCT, type KountDataSourceResponse, formatOfacScore, kountMatchOf } from '@creditdesk/contracts';
import { date } from '../../pdf/format.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { sdnCandidatesTable } from '../../pdf/products/screening-sections.js';
import { endLine, panelPair, renderProductPdf, reportBand, requestRows, statementLine } from '../../pdf/products/product-sections.js';

/** Kount Compliance as a PDF, drawn only from the stored answer: the decision, the match asked and the watchlist, the matches. */
export function renderKountPdf(input: { dataSourceResponse: KountDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const { kountReport: report } = input.dataSourceResponse.value;
  const { kind, name } = kountMatchOf(input.dataSourceResponse.kountReportRequest.value);
  const decision = KOUNT_DECISION_INFO[report.decision];
  return renderProductPdf({ productName: KOUNT_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${KOUNT_PRODUCT.name} · ${name}` }, (layout) => {
    reportBand(layout, KOUNT_PRODUCT.name, name, decision);
    statementLine(layout, 'Decision', decision);
    panelPair(
      layout,
      { title: kind === 'person' ? 'Person match' : 'Business match', rows: [{ label: 'Name', value: name, bold: true }, ...requestRows(input.inquiry)] },
      {
        title: 'Watchlist',
        rows: [
          { label: 'List', value: report.watchlist.name, bold: true },
          { label: 'Published', value: date(report.watchlist.list.publishedOn) },
          { label: 'Threshold', value: formatOfacScore(report.watchlist.threshold) },
          { label: 'Screened', value: `${date(report.screenedAt)} ${report.screenedAt.slice(11, 16)} UTC` },
        ],
      },
    );
    sdnCandidatesTable(layout, report.matches, report.watchlist.threshold, 'Watchlist matches');
    endLine(layout, `End of ${KOUNT_PRODUCT.name} report`);
  });
}
