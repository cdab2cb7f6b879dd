import { ALERT_TITLES, type AlertType, type CreditReport } from '../credit-report.js';
import type { PresentationLevel } from './levels.js';

/**
 * The state of a credit file and the alerts on it, as the report's heading and notices show them on
 * screen and in the PDF.
 */

/**
 * How loud each alert is. Fraud alerts and a deceased indicator must stop a lender before credit is
 * extended (FCRA §605A: verify the identity, call the number given); address and SSN discrepancies
 * are identity-theft red flags to resolve (FTC Red Flags Rule); an active-duty alert and a freeze
 * change how to proceed but say nothing adverse.
 */
export const ALERT_LEVELS: Record<AlertType, PresentationLevel> = {
  INITIAL_FRAUD: 'alarm',
  EXTENDED_FRAUD: 'alarm',
  DECEASED: 'alarm',
  ADDRESS_MISMATCH: 'poor',
  SSN_MISMATCH: 'poor',
  ACTIVE_DUTY: 'fair',
  SECURITY_FREEZE: 'fair',
};

/** An alert's title (the contracts' ALERT_TITLES) and level. */
export function alertPresentation(type: AlertType): { title: string; level: PresentationLevel } {
  return { title: ALERT_TITLES[type] ?? type, level: ALERT_LEVELS[type] ?? 'poor' };
}

export type FileStatusKey = 'frozen' | 'no-hit' | 'deceased' | 'alerts' | 'found';
export type FileStatus = { key: FileStatusKey; label: string; level: PresentationLevel };

/**
 * What holds for this file, most important first: frozen, no file found, reported deceased, the
 * alerts on it; "File found" when none of these does. The PDF's heading shows the first, the
 * screen all of them.
 */
export function fileStatusesOf(report: Pick<CreditReport, 'frozen' | 'hit' | 'subject' | 'alerts'>): FileStatus[] {
  const statuses: FileStatus[] = [];
  if (report.frozen) statuses.push({ key: 'frozen', label: 'File frozen', level: 'fair' });
  if (!report.hit) statuses.push({ key: 'no-hit', label: 'No file found', level: 'neutral' });
  if (report.subject.deceased) statuses.push({ key: 'deceased', label: 'Reported deceased', level: 'alarm' });
  const alerts = report.alerts.length;
  if (alerts > 0) statuses.push({ key: 'alerts', label: `${alerts} alert${alerts > 1 ? 's' : ''}`, level: 'alarm' });
  if (statuses.length === 0) statuses.push({ key: 'found', label: 'File found', level: 'good' });
  return statuses;
}
