import { EIDC_FIELD_LABELS, EIDC_MATCH_INFO, EIDC_VERDICT_INFO, EID_COMPARE_PRODUCT, type EidCompareDataSourceResponse, eidCompareMatchCounts } from '@creditdesk/contracts';
import { date, fullName } from '../../pdf/format.js';
import { drawTable } from '../../pdf/table.js';
import { LEVEL_INK } from '../../pdf/theme.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { EID_CONFIDENTIALITY, eidApplicantPanel } from '../../pdf/products/eid-sections.js';
import { endLine, panelPair, plural, renderProductPdf, reportBand, requestRows, sourceMessages, statementLine, tileGrid } from '../../pdf/products/product-sections.js';

/** eIDcompare as a PDF, from the stored answer: the verdict, the request and applicant, the match counts, and each field with its match level. */
export function renderEidComparePdf(input: { dataSourceResponse: EidCompareDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.eidCompareReport;
  const name = fullName(report.subject);
  const verdict = EIDC_VERDICT_INFO[report.verdict];
  return renderProductPdf(
    { productName: EID_COMPARE_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${EID_COMPARE_PRODUCT.name} · ${name}`, confidentiality: EID_CONFIDENTIALITY },
    (layout) => {
      reportBand(layout, `${EID_COMPARE_PRODUCT.name} identity comparison`, name, verdict);
      statementLine(layout, 'Verdict', verdict);
      panelPair(
        layout,
        { title: 'Request', rows: requestRows(input.inquiry, [{ label: 'File as of', value: date(report.asOfDate) }]) },
        eidApplicantPanel(report.subject),
      );
      sourceMessages(layout, input.dataSourceResponse.errors);
      tileGrid(layout, 'Match levels', eidCompareMatchCounts(report).map((t) => ({ label: t.label, value: String(t.count), level: t.level })));
      drawTable(layout, {
        title: 'Field by field',
        count: plural(report.comparisons.length, 'field'),
        rows: report.comparisons,
        accent: (c) => LEVEL_INK[EIDC_MATCH_INFO[c.match].level],
        columns: [
          { header: 'Field', width: 1.4, cell: (c) => ({ text: EIDC_FIELD_LABELS[c.field], bold: true }) },
          { header: 'Given', width: 2.3, cell: (c) => c.submitted },
          { header: 'On file', width: 2.3, cell: (c) => c.onFile ?? 'Not on file' },
          { header: 'Match', width: 2.2, cell: (c) => ({ text: EIDC_MATCH_INFO[c.match].label, bold: true, color: LEVEL_INK[EIDC_MATCH_INFO[c.match].level], ...(c.note ? { sub: c.note } : {}) }) },
        ],
      });
      endLine(layout, `End of ${EID_COMPARE_PRODUCT.name}`);
    },
  );
}
