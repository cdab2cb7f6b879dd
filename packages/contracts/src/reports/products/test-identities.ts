import type { ProductTestConsumer, ProductTestSubject } from './product.js';

/** A US address of a documented test consumer. */
export const usAddress = (line1: string, city: string, state: string, zip: string) => ({ line1, city, state, zip, country: 'US' as const });

/**
 * The identities several products' sandboxes document alike (docs/sandbox-personas.md): one consumer
 * reads the same across the ID Report, DTEC, eIDcompare, eIDverifier and the MLA. Fictitious.
 */
export const SHARED_TEST_IDENTITIES = {
  ellison: { firstName: 'MARGARET', lastName: 'ELLISON', ssn: '123451001', dateOfBirth: '1966-04-12', address: usAddress('2847 Linden Ave', 'Evanston', 'IL', '60201') },
  raman: { firstName: 'PRIYA', lastName: 'RAMAN', ssn: '123451003', dateOfBirth: '1998-02-14', address: usAddress('88 Harbor View Dr', 'Portland', 'ME', '04101') },
  jennings: { firstName: 'HAROLD', lastName: 'JENNINGS', ssn: '123451007', dateOfBirth: '1941-08-09', address: usAddress('702 Orchard St', 'Dayton', 'OH', '45402') },
  /** as eIDcompare documents him; eIDverifier's file has him in another apartment of the same building. */
  okafor: { firstName: 'DANIEL', lastName: 'OKAFOR', ssn: '123451401', dateOfBirth: '1979-09-30', address: usAddress('1180 Birch St Apt 7', 'Columbus', 'OH', '43215') },
} satisfies Record<string, Omit<ProductTestConsumer, 'key' | 'description'>>;

/**
 * The names the screens are documented with (docs/ofac-screening.md, docs/products/*.md): real entries
 * of the shipped SDN list, found the ways the matching finds them, and names on no list. Each screening
 * product (OFAC, AML Connect, Kount) says what its screen makes of them.
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
} as const satisfies Record<string, Omit<ProductTestSubject, 'key' | 'description'>>;
