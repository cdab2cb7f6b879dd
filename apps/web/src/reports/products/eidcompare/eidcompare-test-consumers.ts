import type { TestConsumer } from '../../product-kit/consumer/form/order-form-values';
import { SHARED_IDENTITIES } from '../idreport/idreport-test-consumers';

const us = (line1: string, city: string, state: string, zip: string) => ({ line1, city, state, zip, country: 'US' as const });

/**
 * The sandbox's identity files as eIDcompare's documented test consumers (docs/products/eidcompare.md,
 * "Sandbox"), each given as the description says. Fictitious: never a real consumer.
 */
export const EIDC_TEST_CONSUMERS: readonly TestConsumer[] = [
  {
    key: 'verified',
    ...SHARED_IDENTITIES.ellison,
    phone: '8475550134',
    email: 'm.ellison@example.com',
    driversLicense: { number: 'E42516612041', state: 'IL' },
    description: 'Identity verified: every field matches the file exactly.',
  },
  {
    key: 'review',
    firstName: 'DANIEL',
    lastName: 'OKAFOR',
    ssn: '123451401',
    dateOfBirth: '1979-09-30',
    address: us('1180 Birch St Apt 7', 'Columbus', 'OH', '43215'),
    phone: '6145550199',
    email: 'dan.okafor@example.com',
    description: 'Review: another apartment on the same street, a phone that differs, an email not on file.',
  },
  {
    key: 'notVerified',
    firstName: 'REBECCA',
    lastName: 'STONE',
    ssn: '123451402',
    dateOfBirth: '1983-07-19',
    address: us('415 Cedar Ridge Rd', 'Boise', 'ID', '83702'),
    description: 'Not verified: the date of birth differs from the file.',
  },
  {
    key: 'ssnTypo',
    firstName: 'ELLEN',
    lastName: 'PARKS',
    ssn: '123451430',
    dateOfBirth: '1990-12-01',
    address: us('77 Waterfront Pl', 'Seattle', 'WA', '98121'),
    description: 'Review: two SSN digits swapped (found by name and ZIP: a partial match).',
  },
  { key: 'noRecord', ...SHARED_IDENTITIES.raman, description: 'No record: the bureau holds no file for her.' },
];
