import { TELECHECK_CODE_INFO, TELECHECK_PRODUCT, type TelecheckDataSourceResponse, telecheckCheckFacts, telecheckConsumerFacts, telecheckHistoryFacts } from '@creditdesk/contracts';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, panelPair, renderProductPdf, reportBand, requestRows, sourceMessages, statementLine } from '../../pdf/products/product-sections.js';

export const TELECHECK_CONFIDENTIALITY = 'TeleCheck check verification. Use it only to decide whether to accept this check; the checking account is shown by its last four digits.';

/**
 * The TeleCheck verification as a PDF, drawn only from the stored answer (the account already
 * masked there): the decision with its code and reason, the check, the check writer, and what
 * TeleCheck's files hold on the account.
 */
export function renderTelecheckPdf(input: { dataSourceResponse: TelecheckDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.telecheckReport;
  const name = `${report.consumer.firstName} ${report.consumer.lastName}`;
  const info = TELECHECK_CODE_INFO[report.code];
  return renderProductPdf({ productName: TELECHECK_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${TELECHECK_PRODUCT.name} · ${name}`, confidentiality: TELECHECK_CONFIDENTIALITY }, (layout) => {
    reportBand(layout, `${TELECHECK_PRODUCT.name} check verification`, name, info);
    statementLine(layout, 'Decision', info);
    panelPair(layout, { title: 'Check verified', rows: telecheckCheckFacts(report).map((row) => ({ ...row, verbatim: true })) }, { title: 'Check writer', rows: [...telecheckConsumerFacts(report), ...requestRows(input.inquiry)] });
    panelPair(layout, { title: 'TeleCheck history of the account', rows: telecheckHistoryFacts(report) }, { title: 'TeleCheck answer', rows: [{ label: 'Code', value: report.code, bold: true }, { label: 'Reason', value: report.reason }, { label: 'Checked at', value: `${report.checkedAt.slice(0, 10)} ${report.checkedAt.slice(11, 16)} UTC` }] });
    sourceMessages(layout, input.dataSourceResponse.errors);
    endLine(layout, `End of ${TELECHECK_PRODUCT.name} verification`);
  });
}
