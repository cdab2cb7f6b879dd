import {
  FIRST_SEARCH_NO_HIT_TEXT,
  FIRST_SEARCH_PICK_NOTE,
  FIRST_SEARCH_PRODUCT,
  type FirstSearchDataSourceResponse,
  firstSearchCandidateFacts,
  firstSearchCandidateName,
  firstSearchScoreInfo,
  firstSearchStatement,
  formatDigits334,
} from '@creditdesk/contracts';
import { type KeyValue, keyValuePanel, noticeBox, panelHeight, sectionHeading } from '../../pdf/components.js';
import type { PdfLayout } from '../../pdf/layout.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, panelPair, plural, renderProductPdf, reportBand, requestRows, sourceMessages } from '../../pdf/products/product-sections.js';

const NONE = 'Not searched';

export const FIRST_SEARCH_CONFIDENTIALITY = 'Identifying information from the bureau’s files. Use it only to locate and identify the consumer; it is not a consumer report.';

/** One titled panel across the page, kept whole on a page. */
function widePanel(layout: PdfLayout, title: string, rows: KeyValue[]): void {
  const height = panelHeight(layout, layout.width, rows);
  layout.ensure(height);
  keyValuePanel(layout, layout.left, layout.y, layout.width, title, rows, { height });
  layout.y += height + 10;
}

/**
 * First Search as a PDF, drawn only from the stored answer: the criteria searched, then each
 * candidate on file with its match score and what matched (SSN masked), best first.
 */
export function renderFirstSearchPdf(input: { dataSourceResponse: FirstSearchDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.firstSearchReport;
  const searched = report.criteria.name ?? report.criteria.ssnMasked ?? (report.criteria.phone ? formatDigits334(report.criteria.phone) : NONE);
  return renderProductPdf({ productName: FIRST_SEARCH_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${FIRST_SEARCH_PRODUCT.name} · ${searched}`, confidentiality: FIRST_SEARCH_CONFIDENTIALITY }, (layout) => {
    reportBand(layout, FIRST_SEARCH_PRODUCT.name, searched, firstSearchStatement(report));
    panelPair(
      layout,
      {
        title: 'Searched for',
        rows: [
          { label: 'Name', value: report.criteria.name ?? NONE },
          { label: 'Address', value: report.criteria.address ?? NONE },
          { label: 'Phone', value: report.criteria.phone ? formatDigits334(report.criteria.phone) : NONE },
          { label: 'SSN', value: report.criteria.ssnMasked ?? NONE },
        ],
      },
      { title: 'Request', rows: requestRows(input.inquiry) },
    );
    sourceMessages(layout, input.dataSourceResponse.errors);
    if (report.candidates.length === 0) noticeBox(layout, 'info', 'No consumer found', [{ text: FIRST_SEARCH_NO_HIT_TEXT }]);
    else {
      sectionHeading(layout, 'Candidates', { count: plural(report.candidates.length, 'candidate') });
      report.candidates.forEach((c, i) => {
        const score = firstSearchScoreInfo(c.matchScore);
        const previous = c.addresses.filter((a) => !a.current).map((a) => `${a.line1}, ${a.city}, ${a.state} ${a.zip}`);
        widePanel(layout, `${i + 1}. ${firstSearchCandidateName(c)} · ${score.label} (${c.matchScore})`, [
          ...firstSearchCandidateFacts(c),
          ...(previous.length > 0 ? [{ label: 'Previous addresses', value: previous.join('; ') }] : []),
        ]);
      });
      noticeBox(layout, 'info', 'Before you order', [{ text: FIRST_SEARCH_PICK_NOTE }]);
    }
    endLine(layout, `End of ${FIRST_SEARCH_PRODUCT.name}`);
  });
}
