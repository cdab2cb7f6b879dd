import { formatDate } from '../../../common/formatters.js';
import { type PresentationLevel, worstLevel } from '../../presentation/levels.js';
import type { IdElement, IdMatchResult, IdReport, IdRiskIndicator, IdRiskSeverity, IdVerdict, SsnAssignment, SsnNeverIssuedReason } from './idreport.js';

/*
 * How an ID Report reads, on screen and in the PDF alike, and the rules the data source and the
 * readers share: the risk indicators' codes and severities, the verdict, the labels of coded values,
 * the SSN's issuance in words, the summary tiles and the key findings. Pure functions of the answer.
 */

export const ID_ELEMENT_LABELS: Record<IdElement, string> = { name: 'Name', ssn: 'SSN', dateOfBirth: 'Date of birth', address: 'Address' };

export const ID_MATCH_RESULT_LABELS: Record<IdMatchResult, string> = { match: 'Match', partial: 'Partial match', 'no-match': 'No match', 'not-checked': 'Not checked' };

const MATCH_LEVELS: Record<IdMatchResult, PresentationLevel> = { match: 'good', partial: 'fair', 'no-match': 'poor', 'not-checked': 'neutral' };
export const idMatchResultLevel = (result: IdMatchResult): PresentationLevel => MATCH_LEVELS[result];

export const ID_RISK_SEVERITY_LABELS: Record<IdRiskSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
const SEVERITY_LEVELS: Record<IdRiskSeverity, PresentationLevel> = { high: 'alarm', medium: 'poor', low: 'fair' };
export const idRiskSeverityLevel = (severity: IdRiskSeverity): PresentationLevel => SEVERITY_LEVELS[severity];

/**
 * The risk indicators an ID Report can carry: the code, a short title and its severity. The data
 * source adds the plain-English text of each finding (what, when, how many).
 */
export const ID_RISK_INDICATORS = {
  SSN_NEVER_ISSUED: { title: 'SSN never issued', severity: 'high' },
  SSN_DECEASED: { title: 'SSN reported deceased', severity: 'high' },
  SSN_ISSUED_BEFORE_BIRTH: { title: 'SSN issued before the date of birth', severity: 'high' },
  SSN_OTHER_NAME: { title: 'SSN on file under another name', severity: 'high' },
  SSN_ISSUED_AFTER_BIRTH: { title: 'SSN issued long after the date of birth', severity: 'medium' },
  SSN_MULTIPLE_IDENTITIES: { title: 'Other identities use the SSN', severity: 'medium' },
  DOB_MISMATCH: { title: 'Date of birth does not match', severity: 'medium' },
  ADDRESS_MISMATCH: { title: 'Address not on file', severity: 'medium' },
  NO_RECORD: { title: 'No identity record', severity: 'medium' },
  NAME_PARTIAL: { title: 'Name matches only in part', severity: 'low' },
  DOB_PARTIAL: { title: 'Date of birth matches only in part', severity: 'low' },
  ADDRESS_FORMER: { title: 'Address on file as a former address', severity: 'low' },
} as const satisfies Record<string, { title: string; severity: IdRiskSeverity }>;
export type IdRiskCode = keyof typeof ID_RISK_INDICATORS;

/** The title of a code (an unknown code, from a newer data source, reads as itself). */
export const idRiskTitle = (code: string): string => (ID_RISK_INDICATORS as Record<string, { title: string }>)[code]?.title ?? code;

/** From this many whole years between the latest issuance date and a later date of birth, the SSN reads as issued before the consumer was born. */
export const SSN_ISSUED_BEFORE_BIRTH_YEARS = 2;
/** A number first issued when its holder was at least this old is an adult's first SSN: issued long after the date of birth. */
export const SSN_ISSUED_AFTER_BIRTH_AGE = 18;

const SEVERITY_ORDER: readonly IdRiskSeverity[] = ['high', 'medium', 'low'];
/** Indicators most severe first (stable within a severity). */
export const sortRiskIndicators = <T extends Pick<IdRiskIndicator, 'severity'>>(indicators: readonly T[]): T[] =>
  [...indicators].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));

/**
 * The overall verdict: not verified on any high-severity indicator (a never-issued, deceased or
 * borrowed SSN, issuance before birth); no record when nothing was found to verify against; review
 * on a medium one; verified otherwise (low indicators, such as a former address, do not stop it).
 */
export function idReportVerdictOf(report: { hit: boolean; riskIndicators: readonly Pick<IdRiskIndicator, 'severity'>[] }): IdVerdict {
  const severities = report.riskIndicators.map((i) => i.severity);
  if (severities.includes('high')) return 'not-verified';
  if (!report.hit) return 'no-record';
  if (severities.includes('medium')) return 'review';
  return 'verified';
}

export const ID_VERDICT_INFO: Record<IdVerdict, { label: string; level: PresentationLevel; text: string }> = {
  verified: { label: 'Verified', level: 'good', text: 'The identity matches the records on file and the SSN raised no concern.' },
  review: { label: 'Review needed', level: 'poor', text: 'Part of the identity does not match or the SSN raises a concern: verify it with the consumer before relying on it.' },
  'not-verified': { label: 'Not verified', level: 'alarm', text: 'The SSN cannot belong to this consumer as submitted: do not rely on this identity without documents.' },
  'no-record': { label: 'No record found', level: 'fair', text: 'No identity record was found to verify against: a new or thin identity, or an error in the SSN.' },
};

export const SSN_NEVER_ISSUED_REASON_LABELS: Record<SsnNeverIssuedReason, string> = {
  'area-000': 'area number 000 is never issued',
  'area-666': 'area number 666 is never issued',
  'area-900-999': 'area numbers 900–999 are never issued (they are reserved for taxpayer identification numbers)',
  'group-00': 'group number 00 is never issued',
  'serial-0000': 'serial number 0000 is never issued',
};

export const SSN_ASSIGNMENT_LABELS: Record<SsnAssignment, string> = {
  state: 'Issued in a state, before randomisation',
  railroad: 'Railroad Retirement Board',
  randomized: 'Randomised (since 25 June 2011)',
  undetermined: 'Undetermined',
};

/** The USPS codes of the states, the District and the territories, with their names. */
export const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', AS: 'American Samoa',
  GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};
export const stateNameOf = (code: string | null): string => (code ? (US_STATE_NAMES[code] ?? code) : '');

/** The SSN's validity in a few words. */
export function ssnValidityText(ssn: Pick<IdReport['ssn'], 'validity' | 'neverIssuedReasons'>): string {
  if (ssn.validity === 'valid') return 'Valid: a number the Social Security Administration issues';
  const reasons = ssn.neverIssuedReasons.map((r) => SSN_NEVER_ISSUED_REASON_LABELS[r]);
  return `Never issued: ${reasons.join('; ')}`;
}

/** What is known of the number's issuance, in one or two sentences (where, and the dates that bound it). */
export function ssnIssuanceText(issuance: IdReport['ssn']['issuance']): string {
  if (!issuance) return 'Never issued: no issuance to describe.';
  const { area, areaState, issuedNotAfter, issuedNotBefore } = issuance;
  switch (issuance.assignment) {
    case 'state':
      return `Issued in ${stateNameOf(areaState)} before randomisation (area ${area})${issuedNotAfter ? `, no later than ${formatDate(issuedNotAfter)}` : ''}.`;
    case 'railroad':
      return `Area ${area} was the Railroad Retirement Board's, which stopped issuing numbers in 1963${issuedNotAfter ? `: issued no later than ${formatDate(issuedNotAfter)}` : ''}.`;
    case 'randomized':
      return `Area ${area} was never allocated before randomisation: issued on or after ${formatDate(issuedNotBefore ?? '2011-06-25')}; no state or year can be inferred from the number.`;
    case 'undetermined':
      return areaState
        ? `Area ${area} was ${stateNameOf(areaState)}'s before randomisation, but nothing on file shows the number was issued before 25 June 2011: no state or year is inferred.`
        : `Area ${area} names no state, and nothing on file dates the number: no state or year is inferred.`;
  }
}

/** The summary tiles, in this order, on screen and in the PDF. */
export const ID_SUMMARY_TILES = [
  { key: 'name', label: 'Name' },
  { key: 'ssn', label: 'SSN' },
  { key: 'dateOfBirth', label: 'Date of birth' },
  { key: 'address', label: 'Address' },
  { key: 'validity', label: 'SSN validity' },
  { key: 'deceased', label: 'Death Master File' },
  { key: 'identities', label: 'Other identities on SSN' },
  { key: 'indicators', label: 'Risk indicators' },
] as const;
export type IdSummaryTileKey = (typeof ID_SUMMARY_TILES)[number]['key'];
export type IdSummaryTile = { key: IdSummaryTileKey; label: string; value: string; level: PresentationLevel };

export function idSummaryTiles(report: IdReport): IdSummaryTile[] {
  const element = (key: IdElement) => {
    const result = report.elements.find((e) => e.element === key)?.result ?? 'not-checked';
    return { value: ID_MATCH_RESULT_LABELS[result], level: idMatchResultLevel(result) };
  };
  const others = report.ssn.otherIdentities.length;
  const indicators = report.riskIndicators;
  const values: Record<IdSummaryTileKey, { value: string; level: PresentationLevel }> = {
    name: element('name'),
    ssn: element('ssn'),
    dateOfBirth: element('dateOfBirth'),
    address: element('address'),
    validity: report.ssn.validity === 'valid' ? { value: 'Valid', level: 'good' } : { value: 'Never issued', level: 'alarm' },
    deceased: report.ssn.deceased ? { value: 'Deceased', level: 'alarm' } : { value: 'Not reported', level: 'neutral' },
    identities: { value: String(others), level: others > 0 ? idRiskSeverityLevel(ID_RISK_INDICATORS.SSN_MULTIPLE_IDENTITIES.severity) : 'neutral' },
    indicators: { value: String(indicators.length), level: worstLevel(indicators.map((i) => idRiskSeverityLevel(i.severity))) },
  };
  return ID_SUMMARY_TILES.map((tile) => ({ key: tile.key, label: tile.label, ...values[tile.key] }));
}

export type IdFinding = { code?: string; title: string; text: string; level: PresentationLevel };

/**
 * What a reader must see first: each risk indicator, most severe first, with its title and text;
 * for a clean verification one sentence saying so.
 */
export function idKeyFindings(report: IdReport): IdFinding[] {
  if (report.riskIndicators.length === 0) {
    return [{ title: ID_VERDICT_INFO[report.verdict].label, text: ID_VERDICT_INFO[report.verdict].text, level: ID_VERDICT_INFO[report.verdict].level }];
  }
  return sortRiskIndicators(report.riskIndicators).map((i) => ({ code: i.code, title: idRiskTitle(i.code), text: i.text, level: idRiskSeverityLevel(i.severity) }));
}
