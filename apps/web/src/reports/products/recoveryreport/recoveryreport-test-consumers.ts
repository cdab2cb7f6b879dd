import type { SandboxPersonaInfo } from '@creditdesk/contracts';

/**
 * The Recovery Report's documented test consumers (docs/products/recoveryreport.md, "Sandbox
 * personas"), offered on its form while the sandbox answers. Their outcomes read as documented for a
 * charge-off some months before November 2026 (the tests use 2024-03-15). Fictitious: never a real consumer.
 */
export const RECOVERY_TEST_CONSUMERS: readonly SandboxPersonaInfo[] = [
  {
    key: 'skip',
    firstName: 'BRITTANY',
    lastName: 'COLE',
    ssn: '123451009',
    dateOfBirth: '1990-03-28',
    address: { line1: '4421 Elm St Apt 12', city: 'Shreveport', state: 'LA', zip: '71105', country: 'US' },
    description: 'A skip: moved twice since the charge-off (Shreveport to Bossier City, then Dallas), a new mobile number with each move, the same employer; no new accounts; a medium score.',
  },
  {
    key: 'newEmployer',
    firstName: 'DERRICK',
    lastName: 'HOLLAND',
    ssn: '123453201',
    dateOfBirth: '1984-08-22',
    address: { line1: '1187 Cedar St', city: 'Akron', state: 'OH', zip: '44308', country: 'US' },
    description: 'Still at the address on file, with a new employer since the charge-off (FedEx Ground) and two new accounts in good standing; a high score.',
  },
  {
    key: 'noLocate',
    firstName: 'PRIYA',
    lastName: 'RAMAN',
    ssn: '123451003',
    dateOfBirth: '1998-02-14',
    address: { line1: '88 Harbor View Dr', city: 'Portland', state: 'ME', zip: '04101', country: 'US' },
    description: 'No locate data: the bureau holds no address, phone or employer; not scored.',
  },
  {
    key: 'deceased',
    firstName: 'HAROLD',
    lastName: 'JENNINGS',
    ssn: '123451007',
    dateOfBirth: '1941-08-09',
    address: { line1: '702 Orchard St', city: 'Dayton', state: 'OH', zip: '45402', country: 'US' },
    description: 'Reported deceased in January 2026: the last address and phone, no new accounts, not scored.',
  },
  {
    key: 'bankruptcy',
    firstName: 'KEVIN',
    lastName: 'DOYLE',
    ssn: '123451008',
    dateOfBirth: '1976-12-02',
    address: { line1: '1945 Riverside Dr', city: 'Macon', state: 'GA', zip: '31201', country: 'US' },
    description: 'A Chapter 7 bankruptcy filed in March 2025 and discharged: an account charged off before it was most likely discharged in it.',
  },
];
