/**
 * The sandbox bureau's shared test consumers (docs/sandbox-personas.md): the identities every product's
 * sandbox repeats, so one consumer reads alike across products. Names in capitals, as the bureau prints
 * them; the SSNs are fictitious (area 123, group 45) and must never be used for a real consumer.
 */
export const SANDBOX_IDENTITIES = {
  thick: {
      firstName: 'MARGARET',
      lastName: 'ELLISON',
      ssn: '123451001',
      dateOfBirth: '1966-04-12',
      address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' },
  },
  thin: {
      firstName: 'TYLER',
      lastName: 'OKAFOR',
      ssn: '123451002',
      dateOfBirth: '2003-09-30',
      address: { line1: '415 College St Apt 3B', city: 'Ames', state: 'IA', zip: '50014', country: 'US' },
  },
  noHit: {
      firstName: 'PRIYA',
      lastName: 'RAMAN',
      ssn: '123451003',
      dateOfBirth: '1998-02-14',
      address: { line1: '88 Harbor View Dr', city: 'Portland', state: 'ME', zip: '04101', country: 'US' },
  },
  frozen: {
      firstName: 'DANIEL',
      lastName: 'KOWALSKI',
      ssn: '123451004',
      dateOfBirth: '1979-11-03',
      address: { line1: '1200 Pine Ridge Rd', city: 'Boise', state: 'ID', zip: '83702', country: 'US' },
  },
  initialFraud: {
      firstName: 'SOFIA',
      lastName: 'MARQUEZ',
      ssn: '123451005',
      dateOfBirth: '1985-06-21',
      address: { line1: '3310 Mesa Verde Ct', city: 'Tucson', state: 'AZ', zip: '85715', country: 'US' },
  },
  activeDuty: {
      firstName: 'MARCUS',
      lastName: 'BELL',
      ssn: '123451006',
      dateOfBirth: '1992-01-17',
      address: { line1: '56 Liberty Ln', city: 'Fayetteville', state: 'NC', zip: '28303', country: 'US' },
  },
  deceased: {
      firstName: 'HAROLD',
      lastName: 'JENNINGS',
      ssn: '123451007',
      dateOfBirth: '1941-08-09',
      address: { line1: '702 Orchard St', city: 'Dayton', state: 'OH', zip: '45402', country: 'US' },
  },
  bankruptcy: {
      firstName: 'KEVIN',
      lastName: 'DOYLE',
      ssn: '123451008',
      dateOfBirth: '1976-12-02',
      address: { line1: '1945 Riverside Dr', city: 'Macon', state: 'GA', zip: '31201', country: 'US' },
  },
  collections: {
      firstName: 'BRITTANY',
      lastName: 'COLE',
      ssn: '123451009',
      dateOfBirth: '1990-03-28',
      address: { line1: '4421 Elm St Apt 12', city: 'Shreveport', state: 'LA', zip: '71105', country: 'US' },
  },
  applicant: {
      firstName: 'JAMES',
      lastName: 'CARTER',
      ssn: '123451010',
      dateOfBirth: '1983-07-04',
      address: { line1: '918 Willow Creek Way', city: 'Plano', state: 'TX', zip: '75024', country: 'US' },
  },
  coApplicant: {
      firstName: 'EMILY',
      lastName: 'CARTER',
      ssn: '123451011',
      dateOfBirth: '1985-10-19',
      address: { line1: '918 Willow Creek Way', city: 'Plano', state: 'TX', zip: '75024', country: 'US' },
  },
} as const;

export type SandboxIdentityKey = keyof typeof SANDBOX_IDENTITIES;
