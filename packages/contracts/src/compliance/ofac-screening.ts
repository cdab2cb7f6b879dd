/*
 * The OFAC screen's threshold (docs/ofac-screening.md): a candidate scoring at or above it is a hit
 * and opens a review case. The default holds recall ≥ 98 % and false hits ≤ 2 % on the test set
 * made from the list; a company may set its own within the bounds.
 */

/** The default match threshold, 0 to 1. */
export const OFAC_DEFAULT_MATCH_THRESHOLD = 0.88;

/** The thresholds a company may set: below 0.80 nearly every common name is a hit, above 0.99 a typo hides a match. */
export const OFAC_THRESHOLD_RANGE = { min: 0.8, max: 0.99 } as const;
