import type { TestConsumer } from '../../product-kit/consumer/form/order-form-values';
import { SHARED_IDENTITIES } from '../idreport/idreport-test-consumers';

/** The Bells' household (the shared personas' active-duty soldier); the MLA's form asks no address. */
const FAYETTEVILLE = { line1: '56 Liberty Ln', city: 'Fayetteville', state: 'NC', zip: '28303', country: 'US' as const };

/**
 * The MLA sandbox's documented consumers (docs/products/mla.md, "Sandbox"), offered on its form while
 * the sandbox answers; matched on SSN and date of birth, as the DMDC matches. Fictitious: never a
 * real consumer.
 */
export const MLA_TEST_CONSUMERS: readonly TestConsumer[] = [
  {
    key: 'activeDuty',
    firstName: 'MARCUS',
    lastName: 'BELL',
    ssn: '123451006',
    dateOfBirth: '1992-01-17',
    address: FAYETTEVILLE,
    description: 'Covered borrower: an active-duty Army staff sergeant.',
  },
  {
    key: 'dependent',
    firstName: 'ANGELA',
    lastName: 'BELL',
    ssn: '123451201',
    dateOfBirth: '1993-05-09',
    address: FAYETTEVILLE,
    description: 'Covered borrower: his spouse, a dependent of an active-duty member.',
  },
  { key: 'civilian', ...SHARED_IDENTITIES.ellison, description: 'Not a covered borrower: no active-duty record (as everyone else).' },
];
