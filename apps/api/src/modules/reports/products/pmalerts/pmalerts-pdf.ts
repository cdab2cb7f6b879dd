import { PMLT_PRODUCT, PM_ALERT_TYPES, PM_ALERT_TYPE_INFO, type PmAlertsDataSourceResponse, pmAlertsCriteriaLine } from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date } from '../../pdf/format.js';
import { drawTable } from '../../pdf/table.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, panelPair, renderProductPdf, reportBand, requestRows, tileGrid } from '../../pdf/products/product-sections.js';

const CONFIDENTIALITY = 'Portfolio monitoring alerts on consumers with existing accounts (FCRA 604(a)(3)(A), account review). Use them only to manage those accounts.';

/** The alerts report as a PDF, drawn only from the stored report: its criteria and message, the counts by type, every alert with the bureau's facts. */
export function renderPmAlertsPdf(input: { dataSourceResponse: PmAlertsDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.pmAlertsReport;
  const criteria = pmAlertsCriteriaLine(report.criteria, date);
  const worst = report.alerts.some((a) => PM_ALERT_TYPE_INFO[a.type].level === 'alarm') ? 'alarm' : report.alerts.length > 0 ? 'fair' : 'good';
  return renderProductPdf({ productName: PMLT_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${PMLT_PRODUCT.name} · ${date(report.criteria.fromDate)} to ${date(report.criteria.toDate)}`, confidentiality: CONFIDENTIALITY }, (layout) => {
    reportBand(layout, `${PMLT_PRODUCT.name} report`, report.criteria.consumerName ?? 'All watched consumers', { label: report.message.content, level: worst });
    panelPair(
      layout,
      { title: 'Criteria', rows: [{ label: 'Criteria', value: criteria }, { label: 'Consumers watched', value: String(report.watchedCount) }, { label: 'Generated', value: date(report.generatedAt) }] },
      { title: 'Request', rows: requestRows(input.inquiry) },
    );
    tileGrid(layout, 'Alerts by type', PM_ALERT_TYPES.map((t) => ({ label: PM_ALERT_TYPE_INFO[t].label, value: String(report.counts[t] ?? 0), level: (report.counts[t] ?? 0) > 0 ? PM_ALERT_TYPE_INFO[t].level : 'neutral' })), 5);
    drawTable(layout, {
      title: 'Alerts',
      count: String(report.alerts.length),
      empty: report.message.content,
      rows: report.alerts,
      columns: [
        { header: 'Date', width: 0.9, cell: (a) => date(a.alertDate) },
        { header: 'Type', width: 1.0, cell: (a) => ({ text: PM_ALERT_TYPE_INFO[a.type].label, bold: true }) },
        { header: 'Consumer', width: 1.6, cell: (a) => ({ text: a.consumerName, sub: a.ssnMasked }) },
        // the company's account number (nine digits) is no SSN: printed as it is, not scrubbed to ***-**-0300
        { header: 'Account', width: 1.0, cell: (a) => ({ text: a.accountNumber, verbatim: true }) },
        { header: 'What the bureau reported', width: 3.4, cell: (a) => ({ text: a.summary, sub: a.details.map((d) => `${d.label}: ${d.value}`).join(' · ') }) },
      ],
    });
    noticeBox(layout, 'info', 'About these alerts', PM_ALERT_TYPES.map((t) => ({ title: PM_ALERT_TYPE_INFO[t].label, text: PM_ALERT_TYPE_INFO[t].text })));
    endLine(layout, `End of ${PMLT_PRODUCT.name} report`);
  });
}
