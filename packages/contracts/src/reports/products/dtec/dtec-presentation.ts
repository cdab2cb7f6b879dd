import { type PresentationLevel, worstLevel } from '../../presentation/levels.js';
import type { DtecAddressType, DtecAlertType, DtecNameOnSsn, DtecPhoneType, DtecReport, DtecRiskLevel, DtecSeverity, DtecWarning } from './dtec.js';

/*
 * How a DTEC report reads, on screen and in the PDF alike, and the rules the data source and the
 * readers share: the warnings' codes and severities, the velocity thresholds, the risk level, the
 * labels of coded values, the summary tiles and the key findings. Pure functions of the answer.
 */

/**
 * The warnings a DTEC report can carry: the code, a short title and its severity. The data source
 * adds the plain-English text of each finding (what, when, how many).
 */
export const DTEC_WARNINGS = {
  FRAUD_ALERT: { title: 'Fraud alert on file', severity: 'high' },
  SSN_INVALID: { title: 'SSN never issued', severity: 'high' },
  SSN_DECEASED: { title: 'SSN reported deceased', severity: 'high' },
  SSN_OTHER_NAME: { title: 'SSN belongs to another name', severity: 'high' },
  ADDRESS_HIGH_RISK: { title: 'High-risk address', severity: 'high' },
  INQUIRY_VELOCITY_HIGH: { title: 'Very high inquiry velocity', severity: 'high' },
  INQUIRY_VELOCITY: { title: 'High inquiry velocity', severity: 'medium' },
  ACTIVE_DUTY_ALERT: { title: 'Active-duty alert on file', severity: 'medium' },
  SSN_CONFLICTING_NAMES: { title: 'SSN used with other names', severity: 'medium' },
  SSN_CONFLICTING_ADDRESSES: { title: 'SSN used with other addresses', severity: 'medium' },
  SSN_OTHER_IDENTITIES: { title: 'Other identities on the SSN', severity: 'medium' },
  ADDRESS_NONRESIDENTIAL: { title: 'Non-residential address', severity: 'medium' },
  ADDRESS_SHARED_SSNS: { title: 'Address used with other SSNs', severity: 'medium' },
  NO_RECORD: { title: 'SSN not on file', severity: 'medium' },
  ADDRESS_NOT_ON_FILE: { title: 'Address not on file for the SSN', severity: 'low' },
  ADDRESS_PO_BOX: { title: 'PO box address', severity: 'low' },
  PHONE_VOIP: { title: 'VoIP phone', severity: 'low' },
} as const satisfies Record<string, { title: string; severity: DtecSeverity }>;
export type DtecWarningCode = keyof typeof DTEC_WARNINGS;

/** The title of a code (an unknown code, from a newer data source, reads as itself). */
export const dtecWarningTitle = (code: string): string => (DTEC_WARNINGS as Record<string, { title: string }>)[code]?.title ?? code;

export const DTEC_SEVERITY_LABELS: Record<DtecSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const SEVERITY_LEVELS: Record<DtecSeverity, PresentationLevel> = { high: 'alarm', medium: 'poor', low: 'fair' };
export const dtecSeverityLevel = (severity: DtecSeverity): PresentationLevel => SEVERITY_LEVELS[severity];

const SEVERITY_ORDER: readonly DtecSeverity[] = ['high', 'medium', 'low'];
/** Warnings most severe first (stable within a severity). */
export const sortDtecWarnings = <T extends Pick<DtecWarning, 'severity'>>(warnings: readonly T[]): T[] =>
  [...warnings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));

/**
 * Inquiries on one identity that read as a burst of applications: from `medium` in the last 7 or 30
 * days the velocity is high (INQUIRY_VELOCITY), from `high` very high (INQUIRY_VELOCITY_HIGH).
 */
export const DTEC_VELOCITY_THRESHOLDS = {
  medium: { last7Days: 3, last30Days: 5 },
  high: { last7Days: 5, last30Days: 8 },
} as const;
/** From this many different names (or addresses) given with the SSN in 30 days, the SSN reads as used by others. */
export const DTEC_CONFLICT_THRESHOLDS = { names: 2, addresses: 3, otherSsnsAtAddress: 2 } as const;

/** The velocity's severity, or null when the counts stay under both thresholds. */
export function dtecVelocitySeverity(v: Pick<DtecReport['velocity'], 'last7Days' | 'last30Days'>): 'high' | 'medium' | null {
  const { high, medium } = DTEC_VELOCITY_THRESHOLDS;
  if (v.last7Days >= high.last7Days || v.last30Days >= high.last30Days) return 'high';
  if (v.last7Days >= medium.last7Days || v.last30Days >= medium.last30Days) return 'medium';
  return null;
}

/** The risk level: high on any high warning, elevated on a medium one, low otherwise. */
export function dtecRiskLevelOf(warnings: readonly Pick<DtecWarning, 'severity'>[]): DtecRiskLevel {
  const severities = warnings.map((w) => w.severity);
  if (severities.includes('high')) return 'high';
  if (severities.includes('medium')) return 'elevated';
  return 'low';
}

export const DTEC_RISK_INFO: Record<DtecRiskLevel, { label: string; level: PresentationLevel; text: string }> = {
  low: { label: 'Low risk', level: 'good', text: 'No fraud indicator that calls for action: proceed with your usual identity checks.' },
  elevated: { label: 'Elevated risk', level: 'poor', text: 'Indicators worth checking: verify the identity with the applicant before you proceed.' },
  high: { label: 'High risk', level: 'alarm', text: 'Strong fraud indicators: do not proceed until the identity is verified with documents or, on a fraud alert, at the consumer\'s number.' },
};

export const DTEC_NAME_ON_SSN_LABELS: Record<DtecNameOnSsn, string> = {
  match: 'Name matches',
  partial: 'Name matches in part',
  'no-match': 'Another name',
  'no-record': 'Not on file',
  'never-issued': 'Never issued',
};
const NAME_ON_SSN_LEVELS: Record<DtecNameOnSsn, PresentationLevel> = { match: 'good', partial: 'fair', 'no-match': 'alarm', 'no-record': 'poor', 'never-issued': 'alarm' };
export const dtecNameOnSsnLevel = (value: DtecNameOnSsn): PresentationLevel => NAME_ON_SSN_LEVELS[value];

export const DTEC_ADDRESS_TYPE_LABELS: Record<DtecAddressType, string> = {
  residential: 'Residential',
  'po-box': 'PO box',
  commercial: 'Commercial',
  'mail-drop': 'Mail drop',
  correctional: 'Correctional facility',
};
const ADDRESS_TYPE_LEVELS: Record<DtecAddressType, PresentationLevel> = { residential: 'good', 'po-box': 'fair', commercial: 'poor', 'mail-drop': 'alarm', correctional: 'alarm' };
export const dtecAddressTypeLevel = (type: DtecAddressType): PresentationLevel => ADDRESS_TYPE_LEVELS[type];

export const DTEC_PHONE_TYPE_LABELS: Record<DtecPhoneType, string> = { mobile: 'Mobile', landline: 'Landline', voip: 'VoIP' };

export const DTEC_ALERT_TYPE_LABELS: Record<DtecAlertType, string> = { 'initial-fraud': 'Initial fraud alert', 'extended-fraud': 'Extended fraud alert', 'active-duty': 'Active-duty alert' };
export const dtecAlertLevel = (type: DtecAlertType): PresentationLevel => (type === 'active-duty' ? 'fair' : 'alarm');
/** The alerts on file together: the most severe one's level (a fraud alert is an alarm, an active-duty alert alone fair). */
export const dtecAlertsLevel = (alerts: readonly { type: DtecAlertType }[]): PresentationLevel => worstLevel(alerts.map((a) => dtecAlertLevel(a.type)));
/** A clean screen, in the same words on screen and in the PDF. */
export const DTEC_NO_FRAUD_INDICATORS = { title: 'No fraud indicators', text: 'The SSN is valid and on file for this name; no alert, high-risk address or unusual inquiry velocity was found.' } as const;

/** The summary tiles, in this order, on screen and in the PDF. */
export const DTEC_SUMMARY_TILES = [
  { key: 'ssn', label: 'SSN' },
  { key: 'nameOnSsn', label: 'Name on SSN' },
  { key: 'address', label: 'Address' },
  { key: 'phone', label: 'Phone' },
  { key: 'alerts', label: 'Alerts' },
  { key: 'last7Days', label: 'Inquiries, 7 days' },
  { key: 'last30Days', label: 'Inquiries, 30 days' },
  { key: 'warnings', label: 'Warnings' },
] as const;
export type DtecSummaryTileKey = (typeof DTEC_SUMMARY_TILES)[number]['key'];
export type DtecSummaryTile = { key: DtecSummaryTileKey; label: string; value: string; level: PresentationLevel };

export function dtecSummaryTiles(report: DtecReport): DtecSummaryTile[] {
  const { ssn, address, phone, alerts, velocity, warnings } = report;
  const velocitySeverity = dtecVelocitySeverity(velocity);
  const velocityLevel: PresentationLevel = velocitySeverity ? dtecSeverityLevel(velocitySeverity) : 'neutral';
  const values: Record<DtecSummaryTileKey, { value: string; level: PresentationLevel }> = {
    ssn: ssn.validity === 'never-issued' ? { value: 'Never issued', level: 'alarm' } : ssn.deceased ? { value: 'Deceased', level: 'alarm' } : { value: 'Valid', level: 'good' },
    nameOnSsn: { value: DTEC_NAME_ON_SSN_LABELS[ssn.nameOnSsn], level: dtecNameOnSsnLevel(ssn.nameOnSsn) },
    address: { value: DTEC_ADDRESS_TYPE_LABELS[address.type], level: dtecAddressTypeLevel(address.type) },
    phone: phone ? { value: DTEC_PHONE_TYPE_LABELS[phone.type], level: phone.type === 'voip' ? 'fair' : 'neutral' } : { value: 'Not given', level: 'neutral' },
    alerts: alerts.length === 0 ? { value: 'None', level: 'neutral' } : { value: alerts.length === 1 ? DTEC_ALERT_TYPE_LABELS[alerts[0].type] : `${alerts.length} alerts`, level: dtecAlertsLevel(alerts) },
    last7Days: { value: String(velocity.last7Days), level: velocityLevel },
    last30Days: { value: String(velocity.last30Days), level: velocityLevel },
    warnings: { value: String(warnings.length), level: worstLevel(warnings.map((w) => dtecSeverityLevel(w.severity))) },
  };
  return DTEC_SUMMARY_TILES.map((tile) => ({ key: tile.key, label: tile.label, ...values[tile.key] }));
}

export type DtecFinding = { code?: string; title: string; text: string; level: PresentationLevel };

/** What a reader must see first: each warning, most severe first; for a clean screen one sentence saying so. */
export function dtecKeyFindings(report: DtecReport): DtecFinding[] {
  if (report.warnings.length === 0) {
    return [{ ...DTEC_NO_FRAUD_INDICATORS, level: 'good' }];
  }
  return sortDtecWarnings(report.warnings).map((w) => ({ code: w.code, title: dtecWarningTitle(w.code), text: w.text, level: dtecSeverityLevel(w.severity) }));
}
