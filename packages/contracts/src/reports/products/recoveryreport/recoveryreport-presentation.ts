import { formatDate } from '../../../common/formatters.js';
import { type PresentationLevel, worstLevel } from '../../presentation/levels.js';
import { formatMoney } from '../../presentation/report-format.js';
import type { RecoveryReport } from './recoveryreport.js';

/*
 * How a Recovery Report reads, on screen and in the PDF alike: the recovery score's range and
 * bands, the report's status, its summary tiles and key findings, and the labels of its coded
 * values. Pure functions of the stored answer.
 */

export const RECOVERY_SCORE_RANGE = { min: 1, max: 999 } as const;

/** The likelihood of recovery a score reads as: higher is more likely to pay. */
export const RECOVERY_SCORE_BANDS = [
  { key: 'low', label: 'Low likelihood of recovery', min: 1, max: 399, level: 'poor' },
  { key: 'medium', label: 'Medium likelihood of recovery', min: 400, max: 649, level: 'fair' },
  { key: 'high', label: 'High likelihood of recovery', min: 650, max: 999, level: 'good' },
] as const satisfies readonly { key: string; label: string; min: number; max: number; level: PresentationLevel }[];
export type RecoveryScoreBand = (typeof RECOVERY_SCORE_BANDS)[number];

export function recoveryScoreBandOf(score: number): RecoveryScoreBand {
  return RECOVERY_SCORE_BANDS.find((b) => score <= b.max) ?? RECOVERY_SCORE_BANDS[RECOVERY_SCORE_BANDS.length - 1];
}

/** Where a score sits on the gauge, 0 (the minimum) to 1 (the maximum). */
export function recoveryScorePosition(score: number): number {
  const { min, max } = RECOVERY_SCORE_RANGE;
  return Math.min(1, Math.max(0, (score - min) / (max - min)));
}

export const RECOVERY_ADDRESS_SOURCE_LABELS: Record<RecoveryReport['addresses'][number]['source'], string> = {
  'credit-file': 'Credit file',
  'change-of-address': 'Change of address',
  utility: 'Utility connection',
  'public-record': 'Public record',
};

export const RECOVERY_PHONE_TYPE_LABELS: Record<RecoveryReport['phones'][number]['type'], string> = { mobile: 'Mobile', landline: 'Landline', voip: 'VoIP' };

export const RECOVERY_ACCOUNT_STATUS_LABELS: Record<RecoveryReport['newAccounts'][number]['status'], string> = { current: 'Current', late: 'Past due', collection: 'In collection' };
export const RECOVERY_ACCOUNT_STATUS_LEVELS: Record<RecoveryReport['newAccounts'][number]['status'], PresentationLevel> = { current: 'good', late: 'poor', collection: 'poor' };

export const RECOVERY_BANKRUPTCY_STATUS_LABELS: Record<NonNullable<RecoveryReport['bankruptcy']>['status'], string> = { filed: 'Filed (open)', discharged: 'Discharged', dismissed: 'Dismissed' };

/** What a no-hit report says in place of its records. */
export const RECOVERY_NO_LOCATE = {
  title: 'No locate data was found for this consumer',
  text: 'The bureau holds no address, phone or employer matching the name, SSN and date of birth supplied. Check them against the account file; a consumer without any credit history also returns nothing.',
} as const;

/** How an address, phone or employer is marked against the charge-off date. */
export const RECOVERY_SINCE_LABELS = { since: 'New since charge-off', before: 'Before' } as const;

/** Moves since the charge-off: the addresses first reported after it. */
export const recoveryMovesSinceChargeOff = (report: Pick<RecoveryReport, 'addresses'>): number => report.addresses.filter((a) => a.sinceChargeOff).length;

export type RecoveryStatus = { key: 'no-hit' | 'deceased' | 'bankruptcy' | 'skip' | 'located'; label: string; level: PresentationLevel };

/**
 * The state of the report, most important first: no locate data; reported deceased; an open
 * bankruptcy (collection is stayed) or one discharged after the charge-off; a skip (moved since the
 * charge-off, located at a new address); located (at the address on file).
 */
export function recoveryStatusOf(report: RecoveryReport): RecoveryStatus {
  if (!report.hit) return { key: 'no-hit', label: 'No locate data', level: 'neutral' };
  if (report.subject.deceased) return { key: 'deceased', label: 'Reported deceased', level: 'alarm' };
  const b = report.bankruptcy;
  if (b && (b.status === 'filed' || b.filedDate > report.chargeOffDate)) return { key: 'bankruptcy', label: 'Bankruptcy', level: 'alarm' };
  if (recoveryMovesSinceChargeOff(report) > 0) return { key: 'skip', label: 'Skip located', level: 'fair' };
  return { key: 'located', label: 'Located', level: 'good' };
}

export const RECOVERY_SUMMARY_TILES = [
  { key: 'moves', label: 'Moves since charge-off' },
  { key: 'phones', label: 'Current phones' },
  { key: 'employer', label: 'Current employer' },
  { key: 'newAccounts', label: 'New accounts since' },
  { key: 'newCredit', label: 'New credit since' },
  { key: 'score', label: 'Recovery score' },
] as const;
export type RecoverySummaryTile = { key: (typeof RECOVERY_SUMMARY_TILES)[number]['key']; label: string; value: string; level: PresentationLevel };

export function recoverySummaryTiles(report: RecoveryReport): RecoverySummaryTile[] {
  const moves = recoveryMovesSinceChargeOff(report);
  const employer = report.employers.find((e) => e.current);
  const score = report.recoveryScore.value;
  const values: Record<RecoverySummaryTile['key'], { value: string; level: PresentationLevel }> = {
    moves: { value: String(moves), level: moves > 0 ? 'fair' : 'neutral' },
    phones: { value: String(report.phones.filter((p) => p.current).length), level: 'neutral' },
    employer: { value: employer ? (employer.sinceChargeOff ? 'New since charge-off' : 'Unchanged') : 'None reported', level: employer ? 'good' : 'neutral' },
    newAccounts: { value: String(report.newAccounts.length), level: report.newAccounts.length > 0 ? 'good' : 'neutral' },
    newCredit: { value: formatMoney(report.newAccounts.reduce((sum, a) => sum + a.limitOrAmount, 0)), level: 'neutral' },
    score: { value: score === null ? 'Not scored' : String(score), level: score === null ? 'neutral' : recoveryScoreBandOf(score).level },
  };
  return RECOVERY_SUMMARY_TILES.map((tile) => ({ key: tile.key, label: tile.label, ...values[tile.key] }));
}

export type RecoveryFinding = { text: string; level: PresentationLevel };

const place = (a: { line1: string; city: string; state: string; zip: string }) => `${a.line1}, ${a.city}, ${a.state} ${a.zip}`.trim();
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** What a collector must see first, as sentences; the worst level decides the tone of the box. */
export function recoveryKeyFindings(report: RecoveryReport): RecoveryFinding[] {
  if (!report.hit) return [{ text: 'No locate data: the bureau holds no address, phone or employer for this consumer.', level: 'neutral' }];
  const findings: RecoveryFinding[] = [];
  const since = formatDate(report.chargeOffDate);
  if (report.subject.deceased) findings.push({ text: `Reported deceased${report.subject.deceasedDate ? ` on ${formatDate(report.subject.deceasedDate)}` : ''}.`, level: 'alarm' });
  const b = report.bankruptcy;
  if (b) {
    const state = b.status === 'filed' ? 'still open: the automatic stay applies' : `${b.status} ${formatDate(b.statusDate)}`.trim();
    findings.push({ text: `Chapter ${b.chapter} bankruptcy filed ${formatDate(b.filedDate)}, ${state}.`, level: b.status === 'filed' || b.filedDate > report.chargeOffDate ? 'alarm' : 'poor' });
  }
  const moves = recoveryMovesSinceChargeOff(report);
  const current = report.addresses.find((a) => a.current);
  if (moves > 0 && current) {
    findings.push({ text: `Moved ${times(moves)} since the charge-off on ${since}: now at ${place(current)} since ${formatDate(current.firstReported)}.`, level: 'fair' });
  }
  const employer = report.employers.find((e) => e.current && e.sinceChargeOff);
  if (employer) findings.push({ text: `New employer since the charge-off: ${employer.name}, first reported ${formatDate(employer.firstReported)}.`, level: 'good' });
  if (report.newAccounts.length > 0) {
    const credit = report.newAccounts.reduce((sum, a) => sum + a.limitOrAmount, 0);
    findings.push({ text: `${report.newAccounts.length} new account${report.newAccounts.length === 1 ? '' : 's'} opened since the charge-off, ${formatMoney(credit)} of new credit.`, level: 'good' });
  }
  const phones = report.phones.filter((p) => p.sinceChargeOff).length;
  if (phones > 0) findings.push({ text: `${phones} phone number${phones === 1 ? '' : 's'} first reported since the charge-off.`, level: 'neutral' });
  return findings;
}

/** The tone of the key findings: the worst of their levels. */
export const recoveryFindingsLevel = (findings: RecoveryFinding[]): PresentationLevel => worstLevel(findings.map((f) => f.level));
