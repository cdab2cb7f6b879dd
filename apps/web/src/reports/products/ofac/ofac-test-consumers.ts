import { SDN_TEST_SUBJECTS as S } from '../../product-kit/screening/screening-test-subjects';
import type { TestSubject } from '../../product-kit/screening/screening-form-values';

/**
 * OFAC's test subjects (docs/ofac-screening.md): offered on its form while the sandbox answers. The
 * hits are real entries of the shipped SDN list; the clear ones are fictitious.
 */
export const OFAC_TEST_CONSUMERS: readonly TestSubject[] = [
  { key: 'exact', ...S.guzman, description: 'Potential match: entry 6861 by its primary name, 100 %, the date of birth listed.' },
  { key: 'alias', ...S.chapo, description: 'Potential match through the alias "GUZMAN, Chapo", typed with a typo.' },
  { key: 'transliteration', ...S.nasrallah, description: 'Potential match: "NASRALLAH, Hasan" spelled another way.' },
  { key: 'twoCandidates', ...S.kim, description: 'Two candidates: an exact match and a close one.' },
  { key: 'business', ...S.bank, description: 'Potential match: a business listed under the Cuba program.' },
  { key: 'clear', ...S.ellison, description: 'No match: a person on no list.' },
  { key: 'clearBusiness', ...S.bakery, description: 'No match: a business on no list.' },
];
