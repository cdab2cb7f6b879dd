import type { SandboxPersonaInfo } from '@creditdesk/contracts';

/**
 * The ADV sandbox's documented test consumers (docs/products/adv.md, "Sandbox personas"): fictitious
 * identities, offered only while the sandbox answers. Four are the sandbox's shared personas.
 */
export const ADV_PERSONAS: readonly SandboxPersonaInfo[] = [
  {
    key: 'full',
    firstName: 'MARGARET',
    lastName: 'ELLISON',
    ssn: '123451001',
    dateOfBirth: '1966-04-12',
    address: { line1: '2847 Linden Ave', city: 'Evanston', state: 'IL', zip: '60201', country: 'US' },
    description: 'Records found: an AKA, four addresses over 25 years, phones, relatives, her home owned and one sold, two vehicles; nothing derogatory.',
  },
  {
    key: 'noHit',
    firstName: 'PRIYA',
    lastName: 'RAMAN',
    ssn: '123451003',
    dateOfBirth: '1998-02-14',
    address: { line1: '88 Harbor View Dr', city: 'Portland', state: 'ME', zip: '04101', country: 'US' },
    description: 'No record found: no public-records identity matches, every list is empty.',
  },
  {
    key: 'bankruptcyLien',
    firstName: 'KEVIN',
    lastName: 'DOYLE',
    ssn: '123451008',
    dateOfBirth: '1976-12-02',
    address: { line1: '1945 Riverside Dr', city: 'Macon', state: 'GA', zip: '31201', country: 'US' },
    description: 'Derogatory records: a Chapter 7 bankruptcy discharged, an open federal tax lien, a released state tax lien, a satisfied judgment.',
  },
  {
    key: 'manyAddresses',
    firstName: 'ANGELA',
    lastName: 'BRISCOE',
    ssn: '123453101',
    dateOfBirth: '1991-05-09',
    address: { line1: '77 Canal St Apt 4', city: 'New Orleans', state: 'LA', zip: '70112', country: 'US' },
    description: 'A frequent mover: nine addresses in about four years, roommates, one other identity on the SSN.',
  },
  {
    key: 'deceased',
    firstName: 'HAROLD',
    lastName: 'JENNINGS',
    ssn: '123451007',
    dateOfBirth: '1941-08-09',
    address: { line1: '702 Orchard St', city: 'Dayton', state: 'OH', zip: '45402', country: 'US' },
    description: 'Reported deceased in January 2026: his home still on record.',
  },
];
