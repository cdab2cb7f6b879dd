import type { CreditReport } from '@creditdesk/contracts';
import { type KeyValue, keyValuePanel, panelHeight } from '../components.js';
import { NONE, date, fullName, purposeLabel, yesNo } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { COLOR, FONT, SIZE } from '../theme.js';
import type { ReportContext } from '../types.js';

/** The band that opens a report: its identifier, the consumer's name and the file's state. */
export function reportHeading(layout: PdfLayout, report: CreditReport): void {
  const height = 38;
  const y = layout.y;
  layout.box(layout.left, y, layout.width, height, { fill: COLOR.brandSoft });
  layout.fillRect(layout.left, y, 4, height, COLOR.brand);
  layout.text(report.identifier, layout.left + 14, y + 7, { font: FONT.bold, size: SIZE.reportTitle, color: COLOR.brand, width: layout.width - 160 });
  layout.text(fullName(report.subject), layout.left + 14, y + 24, { size: SIZE.body + 1, color: COLOR.ink, width: layout.width - 160 });

  const state = fileState(report);
  const pillWidth = layout.measure(state.label, FONT.bold, SIZE.small) + 16;
  const pillX = layout.right - 12 - pillWidth;
  layout.box(pillX, y + 11, pillWidth, 16, { fill: state.color, radius: 8 });
  layout.textIn(state.label, pillX, y + 11, 16, { font: FONT.bold, size: SIZE.small, color: COLOR.white, width: pillWidth, align: 'center' });
  layout.y = y + height + 10;
}

function fileState(report: CreditReport): { label: string; color: string } {
  if (report.frozen) return { label: 'FILE FROZEN', color: COLOR.notice };
  if (!report.hit) return { label: 'NO RECORD FOUND', color: COLOR.info };
  if (report.subject.deceased) return { label: 'DECEASED', color: COLOR.alert };
  if (report.alerts.length > 0) return { label: `${report.alerts.length} ALERT${report.alerts.length > 1 ? 'S' : ''}`, color: COLOR.alert };
  return { label: 'FILE FOUND', color: COLOR.good };
}

/** The request (who ordered, for what purpose) and the subject (who the file is about), side by side. */
export function requestAndSubject(layout: PdfLayout, report: CreditReport, context: ReportContext): void {
  const { inquiry } = context;
  const request: KeyValue[] = [
    { label: 'Company', value: inquiry.customerName || NONE },
    { label: 'User', value: inquiry.userName || NONE },
    { label: 'Account number', value: inquiry.accountNumber || NONE },
    { label: 'Reference', value: inquiry.customerReferenceNumber || NONE },
    { label: 'Permissible purpose', value: purposeLabel(inquiry.permissiblePurpose) || NONE },
  ];
  const s = report.subject;
  const subject: KeyValue[] = [
    { label: 'Name', value: fullName(s) || NONE, bold: true },
    { label: 'SSN', value: s.ssnMasked || NONE },
    { label: 'Date of birth', value: date(s.dateOfBirth) },
    { label: 'File since', value: date(s.fileSinceDate) },
    { label: 'Deceased', value: yesNo(s.deceased), color: s.deceased ? COLOR.alert : undefined, bold: s.deceased },
  ];
  const gap = 12;
  const width = (layout.width - gap) / 2;
  const height = Math.max(panelHeight(layout, width, request), panelHeight(layout, width, subject));
  layout.ensure(height);
  const y = layout.y;
  keyValuePanel(layout, layout.left, y, width, 'Request', request, { height });
  keyValuePanel(layout, layout.left + width + gap, y, width, 'Subject', subject, { height });
  layout.y = y + height + 12;
}

/** A quiet closing line so a reader knows the report is complete. */
export function endOfReport(layout: PdfLayout, report: CreditReport): void {
  layout.ensure(20);
  const y = layout.y + 4;
  const label = `End of ${report.identifier}`;
  const labelWidth = layout.measure(label, FONT.regular, SIZE.small) + 16;
  const mid = layout.left + layout.width / 2;
  layout.hline(layout.left, mid - labelWidth / 2, y + 3, COLOR.rule, 0.5);
  layout.hline(mid + labelWidth / 2, layout.right, y + 3, COLOR.rule, 0.5);
  layout.text(label, mid - labelWidth / 2, y, { size: SIZE.small, color: COLOR.faint, width: labelWidth, align: 'center' });
  layout.y = y + 14;
}
