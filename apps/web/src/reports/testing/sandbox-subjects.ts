/*
 * The sandbox's thick-file consumer (docs/sandbox-personas.md) as the reports restate her: the
 * fixtures of the products ordered on her identity start from these.
 */

/** MARGARET ELLISON's name, masked SSN and date of birth, as a report's subject states them. */
export const ELLISON_SUBJECT = {
  firstName: 'MARGARET',
  middleName: null,
  lastName: 'ELLISON',
  suffix: null,
  ssnMasked: '***-**-1001',
  dateOfBirth: '1966-04-12',
};

/** Her current address. */
export const ELLISON_ADDRESS = { line1: '2847 LINDEN AVE', city: 'EVANSTON', state: 'IL', zip: '60201' };
