import type { TestSubject } from './screening-form-values';

type Subject = Omit<TestSubject, 'key' | 'description'>;

/**
 * The names the screens are documented with (docs/ofac-screening.md, docs/products/*.md): real entries
 * of the shipped SDN list, found the ways the matching finds them, and names on no list. Each product
 * says what its screen makes of them.
 */
export const SDN_TEST_SUBJECTS = {
  /** the list's entry 6861, with the date of birth it lists. */
  guzman: { subjectType: 'individual', firstName: 'Joaquin', lastName: 'Guzman Loera', dateOfBirth: '1954-12-25', country: 'MX' },
  /** the same entry's alias "GUZMAN, Chapo", typed with one letter too many. */
  chapo: { subjectType: 'individual', firstName: 'Chapo', lastName: 'Guzmann' },
  /** "NASRALLAH, Hasan" spelled as it is often transliterated. */
  nasrallah: { subjectType: 'individual', firstName: 'Hassan', lastName: 'Nasrallah' },
  /** two entries: "KIM, Jong Un" exactly, and "KIM, Jung Jong" closely. */
  kim: { subjectType: 'individual', firstName: 'Jong Un', lastName: 'Kim' },
  bank: { subjectType: 'business', businessName: 'Banco Nacional de Cuba' },
  /** a fictitious person on no list. */
  ellison: { subjectType: 'individual', firstName: 'Margaret', lastName: 'Ellison', dateOfBirth: '1966-04-12', country: 'US' },
  /** a fictitious business on no list. */
  bakery: { subjectType: 'business', businessName: 'Maple Street Bakery LLC', country: 'US' },
} as const satisfies Record<string, Subject>;
