import { CONSUMER_PRODUCT_INFO, type CreditReport, type DataSourceResponse, creditReportsOf } from '@creditdesk/contracts';
import { noticeBox } from './components.js';
import { date, fullName } from './format.js';
import { renderPdfDocument } from './document.js';
import type { PdfLayout } from './layout.js';
import { employmentVerificationSection, alternativeDataSection } from './sections/oneviewplus.js';
import { identitySection } from './sections/identity.js';
import { alertsNotice, bureauMessages, frozenNotice, noHitNotice } from './sections/notices.js';
import { alertResolutionSection } from './sections/alert-resolution.js';
import { endOfReport, reportHeading, requestAndSubject } from './sections/overview.js';
import { stampPageFrames } from './sections/page-frame.js';
import { recordsSection } from './sections/records.js';
import { scoreSection, summarySection } from './sections/score-summary.js';
import { tradelinesSection } from './sections/tradelines.js';
import type { ConsumerReportPdfInput, ReportContext } from './types.js';

export type { ConsumerReportPdfInput, PdfInquiry } from './types.js';

/**
 * Renders one view of a consumer report response (acrov6, nal, oneviewplus) as a PDF. The view
 * holds one report, or two when the response was not split; each report starts on a new page,
 * titled by its identifier. Every page carries the header (product, inquiry id, date ordered), the
 * FCRA confidentiality line and "Page X of Y".
 */
export function renderConsumerReportPdf(input: ConsumerReportPdfInput): Promise<Buffer> {
  const productName = CONSUMER_PRODUCT_INFO[input.product].name;
  return renderPdfDocument(productName, input.inquiry.id, (layout) => {
    const reports = creditReportsOf(input.product, input.dataSourceResponse);
    reports.forEach((original, index) => {
      const report = original.identifier.trim() ? original : { ...original, identifier: `Report ${index + 1}` };
      layout.runningTitle = `${report.identifier} · ${fullName(report.subject)}`;
      layout.addPage();
      renderReport(layout, report, contextFor(input, productName, reports, index));
    });
    if (reports.length === 0) emptyResponse(layout, input.dataSourceResponse);
    stampPageFrames(layout, { productName, inquiryId: input.inquiry.id, dateOrdered: date(input.inquiry.createdAt) });
  });
}

function renderReport(layout: PdfLayout, report: CreditReport, context: ReportContext): void {
  reportHeading(layout, report);
  requestAndSubject(layout, report, context);
  bureauMessages(layout, context);
  alertsNotice(layout, report);
  alertResolutionSection(layout, report, context.inquiry.alertCheck);

  if (report.frozen || !report.hit) {
    // Only the notice and what identifies the consumer: there is no file content to show.
    if (report.frozen) frozenNotice(layout);
    else noHitNotice(layout);
    identitySection(layout, report, { onlyWhatIsThere: true });
    endOfReport(layout, report);
    return;
  }

  scoreSection(layout, report);
  summarySection(layout, report);
  identitySection(layout, report);
  tradelinesSection(layout, report);
  recordsSection(layout, report);
  if (context.product === 'oneviewplus') {
    employmentVerificationSection(layout, context.twn, context.requested?.twn ?? true);
    alternativeDataSection(layout, context.datax, context.requested?.datax ?? true);
  }
  endOfReport(layout, report);
}

/** A response without a report (the bureau answered with errors only) still gets a page that says so. */
function emptyResponse(layout: PdfLayout, dsr: DataSourceResponse): void {
  layout.runningTitle = 'No report';
  layout.addPage();
  noticeBox(layout, 'notice', 'No report returned', [
    { title: 'The bureau returned no consumer report for this inquiry', text: 'Order the report again; if it fails again, contact support with the inquiry id.' },
    ...dsr.errors.map((error) => ({ title: error.code, text: error.message })),
  ]);
}

function contextFor(input: ConsumerReportPdfInput, productName: string, reports: CreditReport[], index: number): ReportContext {
  const report = reports[index];
  const { errors, value } = input.dataSourceResponse;
  const known = new Set(reports.map((r) => r.identifier));
  return {
    product: input.product,
    productName,
    inquiry: input.inquiry,
    // An error names its report; one that names none (or an unknown one) goes with the first report.
    errors: errors.filter((e) => (e.identifier && known.has(e.identifier) ? e.identifier === report.identifier : index === 0)),
    twn: supplementFor(value.consumers.twnSelectReport, report, index, reports.length),
    datax: supplementFor(value.consumers.dataxReport, report, index, reports.length),
    // an absent list: the company had not connected the source when the report was ordered
    requested: { twn: value.consumers.twnSelectReport !== undefined, datax: value.consumers.dataxReport !== undefined },
  };
}

/** The applicant's entry in a oneviewplus list: by identifier, else by position when the lists line up. */
function supplementFor<T extends { identifier: string }>(list: T[] | undefined, report: CreditReport, index: number, reportCount: number): T | undefined {
  if (!list || list.length === 0) return undefined;
  return list.find((entry) => entry.identifier === report.identifier) ?? (list.length === reportCount ? list[index] : undefined);
}
