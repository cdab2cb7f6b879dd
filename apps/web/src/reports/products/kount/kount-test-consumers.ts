import { SDN_TEST_SUBJECTS as S } from '../../product-kit/screening/screening-test-subjects';
import type { TestSubject } from '../../product-kit/screening/screening-form-values';

/**
 * Kount Compliance's test subjects (docs/products/kount.md): the watchlist is the shipped SDN list,
 * so its real entries come back for review; the others are fictitious. Offered while the sandbox answers.
 */
export const KOUNT_TEST_CONSUMERS: readonly TestSubject[] = [
  { key: 'personReview', ...S.guzman, description: 'Review: a person on the watchlist, entry 6861.' },
  { key: 'aliasReview', ...S.chapo, description: 'Review: a watchlist alias typed with a typo.' },
  { key: 'businessReview', ...S.bank, description: 'Review: a business on the watchlist.' },
  { key: 'personPass', ...S.ellison, description: 'Pass: a person on no watchlist.' },
  { key: 'businessPass', ...S.bakery, description: 'Pass: a business on no watchlist.' },
];
