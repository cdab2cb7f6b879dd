import { EIDV_STATUS_INFO, EID_VERIFIER_PRODUCT, type EidVerifierDataSourceResponse, eidVerifierAttemptsLeft } from '@creditdesk/contracts';
import { date, fullName } from '../../pdf/format.js';
import { drawTable } from '../../pdf/table.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { EID_CONFIDENTIALITY, eidApplicantPanel } from '../../pdf/products/eid-sections.js';
import { endLine, panelPair, plural, renderProductPdf, reportBand, requestRows, sourceMessages, statementLine } from '../../pdf/products/product-sections.js';

/**
 * eIDverifier as a PDF: the outcome, the request and applicant, the questions asked (never their
 * answers) and each attempt's score.
 */
export function renderEidVerifierPdf(input: { dataSourceResponse: EidVerifierDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.eidVerifierReport;
  const name = fullName(report.subject);
  const status = EIDV_STATUS_INFO[report.status];
  return renderProductPdf(
    { productName: EID_VERIFIER_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${EID_VERIFIER_PRODUCT.name} · ${name}`, confidentiality: EID_CONFIDENTIALITY },
    (layout) => {
      reportBand(layout, `${EID_VERIFIER_PRODUCT.name} identity verification`, name, status);
      statementLine(layout, 'Outcome', status);
      panelPair(
        layout,
        {
          title: 'Request',
          rows: requestRows(input.inquiry, [
            { label: 'Transaction', value: report.transactionId },
            { label: 'Attempts', value: `${report.attempts.length} of ${report.maxAttempts}${report.status === 'questions' ? ` (${eidVerifierAttemptsLeft(report)} left)` : ''}` },
          ]),
        },
        eidApplicantPanel(report.subject),
      );
      sourceMessages(layout, input.dataSourceResponse.errors);
      drawTable(layout, {
        title: 'Attempts',
        count: plural(report.attempts.length, 'attempt'),
        rows: report.attempts,
        empty: report.questions.length === 0 ? 'None: no questions were given' : 'None yet: the questions are awaiting answers',
        columns: [
          { header: 'Answered', width: 2, cell: (a) => ({ text: date(a.answeredAt), bold: true }) },
          { header: 'Right answers', width: 2, align: 'right', cell: (a) => `${a.correct} of ${a.total}` },
        ],
      });
      drawTable(layout, {
        title: 'Questions asked',
        count: plural(report.questions.length, 'question'),
        rows: report.questions,
        empty: 'None',
        columns: [
          { header: 'Question', width: 3, cell: (q) => ({ text: q.text, bold: true }) },
          { header: 'Choices offered', width: 4, cell: (q) => q.choices.map((c) => c.text).join(' · ') },
        ],
      });
      endLine(layout, `End of ${EID_VERIFIER_PRODUCT.name}`);
    },
  );
}
