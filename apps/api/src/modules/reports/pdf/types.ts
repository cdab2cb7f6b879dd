import type { AlertCheck, ConsumerProduct, DataSourceResponse, DataxReport, TwnSelectReport } from '@creditdesk/contracts';

/** The inquiry a PDF is rendered for: who ordered what, when, and why. */
export type PdfInquiry = {
  id: string;
  createdAt: Date;
  customerName: string;
  userName: string;
  accountNumber: string;
  customerReferenceNumber: string;
  permissiblePurpose: string;
  /** a credit report's alerts to resolve and their resolution, printed under the alerts (docs/careful-pulls.md). */
  alertCheck?: AlertCheck;
};

export type ConsumerReportPdfInput = {
  product: ConsumerProduct;
  /** one view of the response: one report, or two when the response was not split. */
  dataSourceResponse: DataSourceResponse;
  inquiry: PdfInquiry;
};

/** What the sections of one report need besides the report itself. */
export type ReportContext = {
  product: ConsumerProduct;
  productName: string;
  inquiry: PdfInquiry;
  /** bureau errors that concern this report. */
  errors: DataSourceResponse['errors'];
  /** oneviewplus: this applicant's verified employment and alternative data. */
  twn?: TwnSelectReport;
  datax?: DataxReport;
  /** oneviewplus: which supplements the order asked for (the company had connected them: Configuration Engine). */
  requested?: { twn: boolean; datax: boolean };
};
