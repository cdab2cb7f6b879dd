import type { TestConsumer } from '../../product-kit/consumer/form/order-form-values';
import { SHARED_IDENTITIES } from '../idreport/idreport-test-consumers';

const us = (line1: string, city: string, state: string, zip: string) => ({ line1, city, state, zip, country: 'US' as const });

/**
 * DTEC's documented test consumers (docs/products/dtec.md, "Sandbox"), offered on its form while the
 * sandbox answers, with the phone each is documented with. Those the ID Report also documents are
 * the same identities. Fictitious: never a real consumer.
 */
export const DTEC_TEST_CONSUMERS: readonly TestConsumer[] = [
  { key: 'clear', ...SHARED_IDENTITIES.ellison, phone: '8475550134', description: 'Low risk: the SSN is hers, the address her residence, her mobile phone on file.' },
  {
    key: 'fraudAlert',
    firstName: 'SOFIA',
    lastName: 'MARQUEZ',
    ssn: '123451005',
    dateOfBirth: '1985-06-21',
    address: us('3310 Mesa Verde Ct', 'Tucson', 'AZ', '85715'),
    description: 'High risk: an initial fraud alert on file; she asks to be called before credit is extended.',
  },
  {
    key: 'highRiskAddress',
    firstName: 'TRENT',
    lastName: 'COLLIER',
    ssn: '123451302',
    dateOfBirth: '1986-11-03',
    address: us('8817 Desert Bloom Pkwy Ste 110 PMB 412', 'Las Vegas', 'NV', '89118'),
    phone: '7025550188',
    description: 'High risk: a private mailbox given with 3 other SSNs, not on file for him; a VoIP phone.',
  },
  {
    key: 'velocity',
    firstName: 'MONICA',
    lastName: 'FAIRBANKS',
    ssn: '123451303',
    dateOfBirth: '1989-08-14',
    address: us('4415 Ridgeway Dr', 'Charlotte', 'NC', '28210'),
    description: 'High risk: 6 inquiries in 7 days, the SSN given with 3 addresses in 30 days.',
  },
  {
    key: 'ssnOtherName',
    firstName: 'JASON',
    lastName: 'REED',
    ssn: '123451304',
    dateOfBirth: '1991-07-07',
    address: us('2750 W Camelback Rd Apt 214', 'Phoenix', 'AZ', '85017'),
    description: 'High risk: the SSN is on file only for another name, born 1948.',
  },
  {
    key: 'activeDuty',
    firstName: 'MARCUS',
    lastName: 'BELL',
    ssn: '123451006',
    dateOfBirth: '1992-01-17',
    address: us('56 Liberty Ln', 'Fayetteville', 'NC', '28303'),
    description: 'Elevated risk: an active-duty alert on a service member, otherwise clean.',
  },
  { key: 'deceased', ...SHARED_IDENTITIES.jennings, description: 'High risk: the Death Master File reports the SSN’s holder deceased.' },
  { key: 'noHit', ...SHARED_IDENTITIES.raman, description: 'Elevated risk: no identity is reported with the SSN.' },
];
