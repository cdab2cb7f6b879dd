import type { PresentationLevel } from '../../presentation/levels.js';
import type { EidCompareField, EidCompareMatch, EidCompareReport, EidCompareVerdict } from './eidcompare.js';

/*
 * How an eIDcompare report reads, on screen and in the PDF alike: the match levels' words and
 * levels (each renderer maps a level to its colour), the fields' labels, the verdict and its rule.
 */

/** The match levels, declared once: their words and how much each should concern the reader. */
export const EIDC_MATCH_INFO: Record<EidCompareMatch, { label: string; level: PresentationLevel; text: string }> = {
  exact: { label: 'Exact match', level: 'good', text: 'The file holds the same value.' },
  partial: { label: 'Partial match', level: 'fair', text: 'The file holds a close value: a typo, an old address or a different apartment.' },
  'no-match': { label: 'No match', level: 'alarm', text: 'The file holds a different value.' },
  'not-on-file': { label: 'Not on file', level: 'neutral', text: 'The file holds no value to compare with.' },
};

export const EIDC_FIELD_LABELS: Record<EidCompareField, string> = {
  name: 'Name',
  address: 'Address',
  ssn: 'SSN',
  dateOfBirth: 'Date of birth',
  phone: 'Phone',
  email: 'Email',
  driversLicense: "Driver's licence",
};

/** The fields that identify the person: a no match on one of them is a mismatch of the identity. */
export const EIDC_CORE_FIELDS: readonly EidCompareField[] = ['name', 'ssn', 'dateOfBirth'];

export const EIDC_VERDICT_INFO: Record<EidCompareVerdict, { label: string; level: PresentationLevel; text: string }> = {
  verified: { label: 'Identity verified', level: 'good', text: 'Every field given matches the file exactly.' },
  review: { label: 'Review', level: 'fair', text: 'The identity is on file, but some fields match only in part, differ or are not on file: confirm them with the applicant.' },
  'not-verified': { label: 'Not verified', level: 'alarm', text: 'The name, SSN or date of birth differs from the file: do not proceed until the identity is verified with documents.' },
  'no-record': { label: 'No record', level: 'poor', text: 'The bureau holds no file for this identity: verify it with documents.' },
};

/** The verdict from the comparisons: no file; a core field that does not match; every field exact; otherwise review. */
export function eidCompareVerdictOf(comparisons: readonly Pick<EidCompareReport['comparisons'][number], 'field' | 'match'>[], onFile: boolean): EidCompareVerdict {
  if (!onFile) return 'no-record';
  if (comparisons.some((c) => c.match === 'no-match' && EIDC_CORE_FIELDS.includes(c.field))) return 'not-verified';
  if (comparisons.every((c) => c.match === 'exact')) return 'verified';
  return 'review';
}

/** How many fields read at each match level, in EIDC_MATCH_LEVELS order: the summary tiles. */
export function eidCompareMatchCounts(report: EidCompareReport): { match: EidCompareMatch; label: string; count: number; level: PresentationLevel }[] {
  return (Object.keys(EIDC_MATCH_INFO) as EidCompareMatch[]).map((match) => {
    const count = report.comparisons.filter((c) => c.match === match).length;
    return { match, label: EIDC_MATCH_INFO[match].label, count, level: count > 0 ? EIDC_MATCH_INFO[match].level : 'neutral' };
  });
}
