import type { TelecheckRequest } from '@creditdesk/contracts';

/**
 * A TeleCheck order for one of the sandbox's documented check writers (docs/products/telecheck.md):
 * the approved account by default; `checkingAccountNumber` picks another persona.
 */
export const telecheckRequest = (overrides: Partial<TelecheckRequest> = {}, consumer: Partial<TelecheckRequest['consumer']> = {}): TelecheckRequest => ({
  accountNumber: '100200300',
  customerReferenceNumber: 'SALE-4411',
  routingNumber: '021000021',
  checkingAccountNumber: '1000123456',
  checkNumber: '1042',
  amount: 125.5,
  ...overrides,
  consumer: { firstName: 'Margaret', lastName: 'Ellison', idNumber: 'E1234567', idState: 'OH', ...consumer },
});

/** The documented accounts: approved, declined on negative history (Code 4), on velocity (Code 3), referred (Code 25). */
export const TELECHECK_ACCOUNTS = { approved: '1000123456', negativeHistory: '4000040004', velocity: '3000030003', unverified: '2500025005' } as const;
