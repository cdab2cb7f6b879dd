import { type CreditReport, NOT_REPORTED, fileStatusesOf, formatAccountNumber } from '@creditdesk/contracts';
import { type KeyValue, endLine, panelPair, reportBand } from '../components.js';
import { date, fullName, purposeLabel, yesNo } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { COLOR } from '../theme.js';
import type { ReportContext } from '../types.js';

/** The band that opens a report: its identifier, the consumer's name and the file's state. */
export function reportHeading(layout: PdfLayout, report: CreditReport): void {
  // The most important of the file's statuses (the contracts' fileStatusesOf), as a pill.
  const [status] = fileStatusesOf(report);
  reportBand(layout, report.identifier, fullName(report.subject), status, 160);
}

/** The request (who ordered, for what purpose) and the subject (who the file is about), side by side. */
export function requestAndSubject(layout: PdfLayout, report: CreditReport, context: ReportContext): void {
  const { inquiry } = context;
  const request: KeyValue[] = [
    { label: 'Company', value: inquiry.customerName || NOT_REPORTED },
    { label: 'User', value: inquiry.userName || NOT_REPORTED },
    // The company's own account number, printed whole: it is not an SSN, so the scrub must not mask it.
    { label: 'Account number', value: formatAccountNumber(inquiry.accountNumber) || NOT_REPORTED, verbatim: true },
    { label: 'Reference', value: inquiry.customerReferenceNumber || NOT_REPORTED },
    { label: 'Permissible purpose', value: purposeLabel(inquiry.permissiblePurpose) || NOT_REPORTED },
  ];
  const s = report.subject;
  const subject: KeyValue[] = [
    { label: 'Name', value: fullName(s) || NOT_REPORTED, bold: true },
    { label: 'SSN', value: s.ssnMasked || NOT_REPORTED },
    { label: 'Date of birth', value: date(s.dateOfBirth) },
    { label: 'File since', value: date(s.fileSinceDate) },
    { label: 'Deceased', value: yesNo(s.deceased), color: s.deceased ? COLOR.alert : undefined, bold: s.deceased },
  ];
  panelPair(layout, { title: 'Request', rows: request }, { title: 'Subject', rows: subject });
}

/** A quiet closing line so a reader knows the report is complete. */
export function endOfReport(layout: PdfLayout, report: CreditReport): void {
  endLine(layout, `End of ${report.identifier}`);
}
