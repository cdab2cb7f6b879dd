import type { TestConsumer } from '../../product-kit/consumer/form/order-form-values';
import { SHARED_IDENTITIES } from '../idreport/idreport-test-consumers';
import { EIDC_TEST_CONSUMERS } from '../eidcompare/eidcompare-test-consumers';

const us = (line1: string, city: string, state: string, zip: string) => ({ line1, city, state, zip, country: 'US' as const });
const okafor = EIDC_TEST_CONSUMERS.find((c) => c.key === 'review')!;

/** eIDverifier's documented test consumers (docs/products/eidverifier.md, "Sandbox"). Fictitious. */
export const EIDV_TEST_CONSUMERS: readonly TestConsumer[] = [
  { key: 'fourQuestions', ...SHARED_IDENTITIES.ellison, description: '4 questions from her file (the right answers are in the product’s documentation).' },
  { key: 'threeQuestions', firstName: okafor.firstName, lastName: okafor.lastName, ssn: okafor.ssn, dateOfBirth: okafor.dateOfBirth, address: us('1180 Birch St Apt 4B', 'Columbus', 'OH', '43215'), description: '3 questions from his file.' },
  { key: 'tooManyAttempts', firstName: 'MARTIN', lastName: 'VOSS', ssn: '123451404', dateOfBirth: '1968-06-22', address: us('9 Kestrel Way', 'Madison', 'WI', '53703'), description: 'Too many attempts: his identity was asked to verify too often lately.' },
  { key: 'noRecord', ...SHARED_IDENTITIES.raman, description: 'No record: the bureau holds no file to ask questions from.' },
];
