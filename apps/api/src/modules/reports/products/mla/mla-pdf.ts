import { MLA_PRODUCT, MLA_SAFE_HARBOR_NOTE, MLA_STATUS_INFO, type MlaDataSourceResponse, mlaSafeHarborFacts } from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date, fullName } from '../../pdf/format.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, panelPair, renderProductPdf, reportBand, requestRows, sourceMessages, statementLine } from '../../pdf/products/product-sections.js';

export const MLA_CONFIDENTIALITY = 'Military Lending Act record (32 CFR 232.5). Keep it with the credit file; use it only to determine covered-borrower status.';

/**
 * The Military Lending Act check as a PDF, drawn only from the stored answer: the answer and what it
 * means, the consumer checked, and the safe-harbour record (who checked, when, the source, its
 * records' date, the certificate).
 */
export function renderMlaPdf(input: { dataSourceResponse: MlaDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.mlaReport;
  const name = fullName(report.subject);
  const status = MLA_STATUS_INFO[report.status];
  return renderProductPdf({ productName: MLA_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${MLA_PRODUCT.name} check · ${name}`, confidentiality: MLA_CONFIDENTIALITY }, (layout) => {
    reportBand(layout, `${MLA_PRODUCT.name} check`, name, status);
    statementLine(layout, 'Answer', status);
    panelPair(
      layout,
      {
        title: 'Consumer checked',
        rows: [
          { label: 'Name', value: name, bold: true },
          { label: 'SSN', value: report.subject.ssnMasked },
          { label: 'Date of birth', value: date(report.subject.dateOfBirth) },
          ...requestRows(input.inquiry),
        ],
      },
      { title: 'Safe-harbour record', rows: mlaSafeHarborFacts(report, input.inquiry.userName) },
    );
    sourceMessages(layout, input.dataSourceResponse.errors);
    noticeBox(layout, 'info', 'Keeping this record', [{ text: MLA_SAFE_HARBOR_NOTE }]);
    endLine(layout, `End of ${MLA_PRODUCT.name} check`);
  });
}
