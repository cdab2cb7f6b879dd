import { ALERT_STATUS_LABELS, type AlertCheck, type CreditReport, formatDateTime } from '@creditdesk/contracts';
import { type NoticeItem, noticeBox } from '../components.js';
import type { PdfLayout } from '../layout.js';

/**
 * The resolution of the report's fraud, active-duty and discrepancy alerts (docs/careful-pulls.md),
 * boxed under the alerts: who resolved them, when, the outcome and each policy step with its note;
 * while unresolved, the steps still to take. Nothing without alerts to resolve.
 */
export function alertResolutionSection(layout: PdfLayout, report: CreditReport, check: AlertCheck | undefined): void {
  // this report's applicant's alerts (a co-applicant's report is identified as such: reports.md §4)
  const applicant = /^co-?applicant/i.test(report.identifier) ? 'coapplicant' : 'primary';
  const alerts = check?.alerts.filter((a) => a.applicant === applicant) ?? [];
  if (!check || alerts.length === 0) return;
  const { resolution } = check;
  const heading = `Alert resolution: ${ALERT_STATUS_LABELS[check.status]}`;
  const steps: NoticeItem[] = alerts.flatMap((alert) =>
    alert.steps.map((step) => {
      const done = resolution?.steps.find((s) => s.alert === alert.key && s.step === step);
      const state = !resolution ? 'To do' : done?.done ? 'Done' : 'Not done';
      return { title: `${alert.title}${alert.applicant === 'coapplicant' ? ' (co-applicant)' : ''}: ${state}`, text: done?.note ? `${step}. Note: ${done.note}` : step };
    }),
  );
  const lead: NoticeItem = resolution
    ? { title: `Resolved by ${resolution.resolvedBy} on ${formatDateTime(resolution.resolvedAt, { utc: true })}`, text: resolution.note || 'No note.' }
    : { title: 'Not resolved', text: 'Take the steps of your company’s policy and record them on the report before extending credit (FCRA §605A(h), §605(h)).' };
  noticeBox(layout, check.status === 'verified' ? 'info' : 'alert', heading, [lead, ...steps]);
}
