import type { SandboxPersonaInfo } from '@creditdesk/contracts';

/**
 * The Persona's documented test consumers (docs/products/persona.md, "The sandbox and its test
 * consumers"), offered on its form while the sandbox answers. Fictitious: never a real consumer.
 */
export const PERSONA_TEST_CONSUMERS: readonly SandboxPersonaInfo[] = [
  {
    key: 'longEmployment',
    firstName: 'MARGARET',
    lastName: 'ELLISON',
    ssn: '123451001',
    dateOfBirth: '1966-04-12',
    address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' },
    description: 'A long employment history: seven employers over more than 30 years, five addresses, mobile, home and work phones; no aliases.',
  },
  {
    key: 'thin',
    firstName: 'TYLER',
    lastName: 'OKAFOR',
    ssn: '123451002',
    dateOfBirth: '2003-09-30',
    address: { line1: '415 College St Apt 3B', city: 'Ames', state: 'IA', zip: '50014', country: 'US' },
    description: 'A thin file: first reported about 13 months ago; one address, one employer, one mobile phone.',
  },
  {
    key: 'noHit',
    firstName: 'PRIYA',
    lastName: 'RAMAN',
    ssn: '123451003',
    dateOfBirth: '1998-02-14',
    address: { line1: '88 Harbor View Dr', city: 'Portland', state: 'ME', zip: '04101', country: 'US' },
    description: 'No hit: the bureau has no file; every list is empty.',
  },
  {
    key: 'aliases',
    firstName: 'CATHERINE',
    lastName: 'WHITFIELD',
    ssn: '123457301',
    dateOfBirth: '1979-08-23',
    address: { line1: '1520 Magnolia Ave', city: 'Savannah', state: 'GA', zip: '31401', country: 'US' },
    description: 'Aliases: a maiden name, a former married name, the two joined and a nickname; four addresses, one a suite; three employers.',
  },
];
