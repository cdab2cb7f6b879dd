/**
 * How much a value on a report should concern its reader, in words: the contracts decide the level,
 * and each renderer maps a level to its own colours (the PDF's theme, the portal's palette).
 *
 * - neutral: a fact, nothing to judge;
 * - good: favourable;
 * - fair: worth a look, nothing adverse in itself (a frozen file, a medium risk indicator);
 * - poor: adverse, it costs the consumer (utilisation that lowers a score, an address discrepancy);
 * - alarm: act on it before extending credit (money past due, a fraud alert, severe utilisation).
 */
export const PRESENTATION_LEVELS = ['neutral', 'good', 'fair', 'poor', 'alarm'] as const;
export type PresentationLevel = (typeof PRESENTATION_LEVELS)[number];

/** The most severe of the levels given ('neutral' for none). */
export function worstLevel(levels: readonly PresentationLevel[]): PresentationLevel {
  return levels.reduce<PresentationLevel>((worst, level) => (PRESENTATION_LEVELS.indexOf(level) > PRESENTATION_LEVELS.indexOf(worst) ? level : worst), 'neutral');
}
