import { type CreditReport, alertPresentation, formatDigits334, worstLevel } from '@creditdesk/contracts';
import { noticeBox } from '../components.js';
import type { PdfLayout } from '../layout.js';
import type { ReportContext } from '../types.js';

/**
 * Alerts on the file (fraud, active duty, discrepancies), boxed at the top of the report: in red
 * when one of them is an alarm (the contracts' ALERT_LEVELS), else as a notice.
 */
export function alertsNotice(layout: PdfLayout, report: CreditReport): void {
  if (report.alerts.length === 0) return;
  const level = worstLevel(report.alerts.map((alert) => alertPresentation(alert.type).level));
  noticeBox(
    layout,
    level === 'alarm' ? 'alert' : 'notice',
    `Consumer alert${report.alerts.length > 1 ? 's' : ''} on this file`,
    report.alerts.map((alert) => ({
      title: alertPresentation(alert.type).title,
      text: alert.message,
      note: alert.contactPhone ? `Contact the consumer at ${formatDigits334(alert.contactPhone)} before extending credit.` : undefined,
    })),
  );
}

export const FROZEN_TITLE = 'This credit file is frozen';

export function frozenNotice(layout: PdfLayout): void {
  noticeBox(layout, 'notice', 'Security freeze', [
    {
      title: FROZEN_TITLE,
      text:
        'The consumer has placed a security freeze on this file. No score, accounts, inquiries or public records can be ' +
        'released while the freeze is in place. Ask the consumer to lift the freeze temporarily, then order a new report.',
    },
  ]);
}

export const NO_HIT_TITLE = 'No credit file was found for this consumer';

export function noHitNotice(layout: PdfLayout): void {
  noticeBox(layout, 'info', 'No record found', [
    {
      title: NO_HIT_TITLE,
      text:
        'The bureau holds no file matching the name, SSN, date of birth and address supplied. Check the applicant ' +
        'details for errors; a consumer without credit history also returns no file.',
    },
  ]);
}

/** Messages the bureau returned with the response that concern this report. */
export function bureauMessages(layout: PdfLayout, context: ReportContext): void {
  if (context.errors.length === 0) return;
  noticeBox(
    layout,
    'notice',
    'Bureau messages',
    context.errors.map((error) => ({ title: error.code, text: error.message })),
  );
}
