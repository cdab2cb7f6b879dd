export type ScoreBand = { label: string; min: number; color: string };

/** Bands of a 300–850 score, as lenders commonly read them. */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { label: 'Exceptional', min: 800, color: '#1e7b4a' },
  { label: 'Very good', min: 740, color: '#3f8f3a' },
  { label: 'Good', min: 670, color: '#8a8a12' },
  { label: 'Fair', min: 580, color: '#b86e00' },
  { label: 'Poor', min: 300, color: '#b3261e' },
];

export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

export function scoreBand(value: number): ScoreBand {
  return SCORE_BANDS.find((band) => value >= band.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}
