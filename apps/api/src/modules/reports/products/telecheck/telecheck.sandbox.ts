import { createHash } from 'node:crypto';
import { TELECHECK_CODE_INFO, type TelecheckCode, type TelecheckDataSourceResponse, type TelecheckDecision, type TelecheckReport, maskAccountNumber } from '@creditdesk/contracts';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { type TelecheckDataSource } from './telecheck.port.js';

type History = TelecheckReport['history'];

/** The sandbox's documented check writers (docs/products/telecheck.md), by checking account number. */
export const TELECHECK_PERSONAS: readonly { key: string; firstName: string; lastName: string; checkingAccountNumber: string; code: TelecheckCode; history: History; description: string }[] = [
  {
    key: 'approved',
    firstName: 'MARGARET',
    lastName: 'ELLISON',
    checkingAccountNumber: '1000123456',
    code: '00',
    history: { unpaidReturnedChecks: 0, unpaidAmount: 0, checksLast24Hours: 0, checksLast30Days: 3, firstSeen: '2014-06-02' },
    description: 'A long-standing account, no returned check: approved (as any account not listed here).',
  },
  {
    key: 'negativeHistory',
    firstName: 'DWAYNE',
    lastName: 'PRICE',
    checkingAccountNumber: '4000040004',
    code: '04',
    history: { unpaidReturnedChecks: 2, unpaidAmount: 612.45, checksLast24Hours: 0, checksLast30Days: 1, firstSeen: '2019-03-18' },
    description: 'Two returned checks still unpaid ($612.45): declined, Code 4.',
  },
  {
    key: 'velocity',
    firstName: 'KELLY',
    lastName: 'MORROW',
    checkingAccountNumber: '3000030003',
    code: '03',
    history: { unpaidReturnedChecks: 0, unpaidAmount: 0, checksLast24Hours: 7, checksLast30Days: 19, firstSeen: '2026-10-29' },
    description: 'A new account writing seven checks in a day: declined on risk, Code 3.',
  },
  {
    key: 'unverified',
    firstName: 'NOAH',
    lastName: 'FENWICK',
    checkingAccountNumber: '2500025005',
    code: '25',
    history: { unpaidReturnedChecks: 0, unpaidAmount: 0, checksLast24Hours: 0, checksLast30Days: 0, firstSeen: null },
    description: 'An account TeleCheck has never seen, at a bank it cannot reach: referred, Code 25 (unable to verify).',
  },
];

/** A few banks of the Federal Reserve's routing directory, as TeleCheck names them; any other routing number has no name. */
const BANKS: Record<string, string> = {
  '021000021': 'JPMORGAN CHASE BANK, NA',
  '026009593': 'BANK OF AMERICA, N.A.',
  '011000015': 'FEDERAL RESERVE BANK OF BOSTON',
  '121000248': 'WELLS FARGO BANK, NA',
  '111000025': 'FEDERAL RESERVE BANK OF DALLAS',
};

const DECISIONS: Record<TelecheckCode, TelecheckDecision> = { '00': 'approve', '03': 'decline', '04': 'decline', '25': 'refer' };

const maskId = (id: string) => `${'*'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;

/**
 * The sandbox: the documented check writers by account number; any other account is approved with a
 * quiet history drawn from the account (the same account always reads the same). It never fails.
 */
export function createSandboxTelecheck(options: { now?: () => Date } = {}): TelecheckDataSource {
  const now = options.now ?? (() => new Date());
  const answered = new IdempotentAnswers<TelecheckDataSourceResponse>();
  return {
    name: 'sandbox',
    async verifyCheck(request) {
      return answered.once(request.idempotencyKey, () => {
        const persona = TELECHECK_PERSONAS.find((p) => p.checkingAccountNumber === request.checkingAccountNumber);
        const digest = createHash('sha256').update(`${request.routingNumber}:${request.checkingAccountNumber}`).digest();
        const code = persona?.code ?? '00';
        const history: History = persona?.history ?? {
          unpaidReturnedChecks: 0,
          unpaidAmount: 0,
          checksLast24Hours: 0,
          checksLast30Days: digest[0] % 5,
          firstSeen: `${2010 + (digest[1] % 15)}-${String(1 + (digest[2] % 12)).padStart(2, '0')}-${String(1 + (digest[3] % 28)).padStart(2, '0')}`,
        };
        const trace = createHash('sha256').update(`${request.idempotencyKey}:${request.checkNumber}`).digest('hex').slice(0, 10).toUpperCase();
        const report: TelecheckReport = {
          identifier: 'current',
          checkedAt: now().toISOString(),
          traceNumber: `TC${trace}`,
          decision: DECISIONS[code],
          code,
          reason: TELECHECK_CODE_INFO[code].reason,
          check: {
            routingNumber: request.routingNumber,
            bankName: BANKS[request.routingNumber] ?? null,
            accountMasked: maskAccountNumber(request.checkingAccountNumber),
            checkNumber: request.checkNumber,
            amount: request.amount,
          },
          consumer: {
            firstName: request.consumer.firstName.toUpperCase(),
            lastName: request.consumer.lastName.toUpperCase(),
            idMasked: request.consumer.idNumber ? maskId(request.consumer.idNumber) : null,
            idState: request.consumer.idState ?? null,
          },
          history,
        };
        return { value: { telecheckReport: report }, errors: [], status: 200 };
      });
    },
  };
}

