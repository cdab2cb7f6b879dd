/**
 * The bands of a 300–850 credit score, low to high, as the score section reads them on screen and
 * in the PDF (the words beside the score, the segments of the gauge).
 *
 * Source: the FICO Score ranges as myFICO and the bureaus publish them (Poor 300–579, Fair 580–669,
 * Good 670–739, Very good 740–799, Exceptional 800–850), the ranges lenders most commonly read a
 * 300–850 score by. The portal applies them to every 300–850 model it shows (docs/decisions.md).
 */
export const SCORE_RANGE = { min: 300, max: 850 } as const;

export const SCORE_BANDS = [
  { key: 'poor', label: 'Poor', min: 300 },
  { key: 'fair', label: 'Fair', min: 580 },
  { key: 'good', label: 'Good', min: 670 },
  { key: 'very-good', label: 'Very good', min: 740 },
  { key: 'exceptional', label: 'Exceptional', min: 800 },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number];
export type ScoreBandKey = ScoreBand['key'];

/** The band a score falls in: the highest band whose minimum it reaches (a score below 300 reads as Poor). */
export function scoreBandOf(score: number): ScoreBand {
  for (let i = SCORE_BANDS.length - 1; i > 0; i--) if (score >= SCORE_BANDS[i].min) return SCORE_BANDS[i];
  return SCORE_BANDS[0];
}

/** Where a band ends: the next band's minimum, or the top of the range. */
export function scoreBandEnd(band: ScoreBand): number {
  const next = SCORE_BANDS[SCORE_BANDS.findIndex((b) => b.key === band.key) + 1];
  return next ? next.min : SCORE_RANGE.max;
}

/** Where a score sits on the gauge, 0 at 300 and 1 at 850 (clamped). */
export function scoreGaugePosition(score: number): number {
  const fraction = (score - SCORE_RANGE.min) / (SCORE_RANGE.max - SCORE_RANGE.min);
  return Math.min(1, Math.max(0, fraction));
}
