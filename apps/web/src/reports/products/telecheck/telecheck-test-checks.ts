import type { TelecheckFormValues } from '@creditdesk/contracts';

/** A documented sandbox check (docs/products/telecheck.md): the check and its writer, and what TeleCheck answers. */
export type TestCheck = { key: string; description: string } & Pick<TelecheckFormValues, 'routingNumber' | 'checkingAccountNumber' | 'checkNumber' | 'amount' | 'firstName' | 'lastName' | 'idNumber' | 'idState'>;

const CHASE = '021000021';

/** The TeleCheck sandbox's documented accounts, offered on the form while the sandbox answers. Fictitious: never a real account. */
export const TELECHECK_TEST_CHECKS: readonly TestCheck[] = [
  { key: 'approved', routingNumber: CHASE, checkingAccountNumber: '1000123456', checkNumber: '1042', amount: '125.50', firstName: 'Margaret', lastName: 'Ellison', idNumber: 'E1234567', idState: 'OH', description: 'Approved: a long-standing account, no returned check.' },
  { key: 'negativeHistory', routingNumber: CHASE, checkingAccountNumber: '4000040004', checkNumber: '2210', amount: '480.00', firstName: 'Dwayne', lastName: 'Price', idNumber: 'P5550123', idState: 'TX', description: 'Declined, Code 4: two returned checks unpaid.' },
  { key: 'velocity', routingNumber: '026009593', checkingAccountNumber: '3000030003', checkNumber: '108', amount: '950.00', firstName: 'Kelly', lastName: 'Morrow', idNumber: 'M7771234', idState: 'FL', description: 'Declined, Code 3: seven checks in a day on a new account.' },
  { key: 'unverified', routingNumber: '011000015', checkingAccountNumber: '2500025005', checkNumber: '3001', amount: '60.00', firstName: 'Noah', lastName: 'Fenwick', idNumber: '', idState: '', description: 'Referred, Code 25: unable to verify.' },
];
