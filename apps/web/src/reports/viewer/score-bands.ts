export type ScoreBand = { label: string; min: number; color: string };

/** Bands of a 300–850 score, as lenders commonly read them; each colour reads at 4.5:1 or more on white. */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { label: 'Exceptional', min: 800, color: '#1e7b4a' },
  { label: 'Very good', min: 740, color: '#2e7d32' },
  { label: 'Good', min: 670, color: '#6b6b00' },
  { label: 'Fair', min: 580, color: '#9a5800' },
  { label: 'Poor', min: 300, color: '#b3261e' },
];

export const SCORE_MIN = 300;
export const SCORE_MAX = 850;

export function scoreBand(value: number): ScoreBand {
  return SCORE_BANDS.find((band) => value >= band.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}
