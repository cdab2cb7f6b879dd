import { formatDate } from '../../../common/formatters.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import type { OfacCandidate, OfacReport } from '../screening.js';

/*
 * How an OFAC report reads, on screen and in the PDF alike: its result, each candidate's strength,
 * the key findings and the summary tiles. Pure functions of the stored answer.
 */

export type OfacResultInfo = { label: string; level: PresentationLevel; text: string };

export const OFAC_RESULT_INFO: Record<OfacReport['result'], OfacResultInfo> = {
  hit: {
    label: 'Potential match',
    level: 'alarm',
    text: 'The name matches the SDN list at or above your threshold. Do not proceed until a compliance user has reviewed the case: a confirmed match must be blocked or rejected and reported to OFAC within 10 business days.',
  },
  clear: { label: 'No match', level: 'good', text: 'No name on the SDN list matches at or above your threshold.' },
};

/** A candidate's score in words: exact (1.00), strong (0.95 or more), possible (below). */
export function ofacCandidateStrength(candidate: Pick<OfacCandidate, 'score'>): { label: string; level: PresentationLevel } {
  if (candidate.score >= 0.999) return { label: 'Exact', level: 'alarm' };
  if (candidate.score >= 0.95) return { label: 'Strong', level: 'alarm' };
  return { label: 'Possible', level: 'poor' };
}

/** A score as a percentage: "94 %". */
export const formatOfacScore = (score: number): string => `${Math.round(score * 100)} %`;

/** What a screen with no candidate says in place of its candidates. */
export const ofacNoCandidateText = (threshold: number): string => `No candidate at or above ${formatOfacScore(threshold)}`;

/** What a potential match asks of the company, beside its candidates. */
export const OFAC_HIT_GUIDANCE: readonly { title: string; text: string }[] = [
  { title: 'Review', text: 'A compliance user confirms the candidate as a true match or clears it as a false positive, with a reason, on the review case this screen opened.' },
  { title: 'Report', text: 'A confirmed match is blocked or rejected and reported to OFAC within 10 business days (31 CFR 501.603, 501.604).' },
];

export const OFAC_ENTRY_TYPE_LABELS: Record<OfacCandidate['type'], string> = { individual: 'Individual', entity: 'Entity', vessel: 'Vessel', aircraft: 'Aircraft' };

export const OFAC_MATCHED_AS_LABELS: Record<OfacCandidate['matchedAs'], string> = { name: 'Primary name', aka: 'Also known as', fka: 'Formerly known as', nka: 'Now known as' };

export function ofacKeyFindings(report: OfacReport): { text: string; level: PresentationLevel }[] {
  if (report.result === 'clear') return [{ text: `No match at or above ${formatOfacScore(report.threshold)} among ${report.list.entryCount.toLocaleString('en-US')} entries and ${report.list.aliasCount.toLocaleString('en-US')} aliases.`, level: 'good' }];
  return report.candidates.slice(0, 3).map((c) => ({
    text: `${ofacCandidateStrength(c).label} match ${formatOfacScore(c.score)}: ${c.listedName} (${c.programs.join(', ') || 'no program'}), through ${c.matchedAs === 'name' ? 'the primary name' : `the alias ${c.matchedName}`}.`,
    level: ofacCandidateStrength(c).level,
  }));
}

export function ofacSummaryTiles(report: OfacReport): { key: string; label: string; value: string; level: PresentationLevel }[] {
  const best = report.candidates[0];
  return [
    { key: 'result', label: 'Result', value: OFAC_RESULT_INFO[report.result].label, level: OFAC_RESULT_INFO[report.result].level },
    { key: 'candidates', label: 'Candidates', value: String(report.candidates.length), level: report.candidates.length > 0 ? 'alarm' : 'neutral' },
    { key: 'best', label: 'Best score', value: best ? formatOfacScore(best.score) : '—', level: best ? ofacCandidateStrength(best).level : 'neutral' },
    { key: 'threshold', label: 'Threshold', value: formatOfacScore(report.threshold), level: 'neutral' },
    { key: 'list', label: 'SDN list of', value: formatDate(report.list.publishedOn), level: 'neutral' },
  ];
}
