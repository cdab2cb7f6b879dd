import { describe, expect, it } from 'vitest';
import { SCORE_BANDS, SCORE_RANGE, scoreBandEnd, scoreBandOf, scoreGaugePosition } from './score-bands.js';

describe('score bands (FICO ranges)', () => {
  it.each([
    [300, 'poor'],
    [579, 'poor'],
    [580, 'fair'],
    [669, 'fair'],
    [670, 'good'],
    [739, 'good'],
    [740, 'very-good'],
    [799, 'very-good'],
    [800, 'exceptional'],
    [850, 'exceptional'],
  ])('%i is %s', (score, key) => {
    expect(scoreBandOf(score).key).toBe(key);
  });

  it('reads a score below the range as Poor', () => {
    expect(scoreBandOf(250).label).toBe('Poor');
  });

  it('covers 300–850 without gaps, low to high', () => {
    expect(SCORE_BANDS[0].min).toBe(SCORE_RANGE.min);
    SCORE_BANDS.forEach((band, i) => {
      if (i > 0) expect(band.min).toBe(scoreBandEnd(SCORE_BANDS[i - 1]));
    });
    expect(scoreBandEnd(SCORE_BANDS[SCORE_BANDS.length - 1])).toBe(SCORE_RANGE.max);
    expect(SCORE_BANDS.map((b) => b.label)).toEqual(['Poor', 'Fair', 'Good', 'Very good', 'Exceptional']);
  });

  it('places a score on the gauge from 0 at 300 to 1 at 850, clamped', () => {
    expect(scoreGaugePosition(300)).toBe(0);
    expect(scoreGaugePosition(850)).toBe(1);
    expect(scoreGaugePosition(575)).toBeCloseTo(0.5);
    expect(scoreGaugePosition(200)).toBe(0);
    expect(scoreGaugePosition(900)).toBe(1);
  });
});
