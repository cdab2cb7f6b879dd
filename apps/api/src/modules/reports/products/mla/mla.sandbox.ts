import { createHash } from 'node:crypto';
import { MLA_STATUS_INFO, type MlaDataSourceResponse, type MlaStatus } from '@creditdesk/contracts';
import { SANDBOX_AS_OF } from '../../../../datasources/sandbox/calendar.js';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { type MlaDataSource } from './mla.port.js';

/** The sandbox's documented consumers (docs/products/mla.md): matched on SSN and date of birth, as the DMDC matches. */
export const MLA_PERSONAS: readonly { key: string; firstName: string; lastName: string; ssn: string; dateOfBirth: string; status: MlaStatus; description: string }[] = [
  { key: 'activeDuty', firstName: 'MARCUS', lastName: 'BELL', ssn: '123451006', dateOfBirth: '1992-01-17', status: 'covered-member', description: 'An active-duty Army staff sergeant (the shared personas’ activeDuty): a covered member.' },
  { key: 'dependent', firstName: 'ANGELA', lastName: 'BELL', ssn: '123451201', dateOfBirth: '1993-05-09', status: 'covered-dependent', description: 'His spouse: a covered dependent.' },
  { key: 'civilian', firstName: 'MARGARET', lastName: 'ELLISON', ssn: '123451001', dateOfBirth: '1966-04-12', status: 'not-covered', description: 'No active-duty record: not a covered borrower (as everyone else).' },
];

const SOURCE = 'Department of Defense, Defense Manpower Data Center: MLA database (sandbox)';

/** The sandbox: its documented consumers by SSN and date of birth; anyone else is not covered. It never fails. */
export function createSandboxMla(options: { asOf?: Date; now?: () => Date } = {}): MlaDataSource {
  const asOf = (options.asOf ?? SANDBOX_AS_OF).toISOString().slice(0, 10);
  const now = options.now ?? (() => new Date());
  const answered = new IdempotentAnswers<MlaDataSourceResponse>();
  return {
    name: 'sandbox',
    async checkCoveredBorrower({ consumer, idempotencyKey }) {
      return answered.once(idempotencyKey, () => {
        const persona = MLA_PERSONAS.find((p) => p.ssn === consumer.ssn && p.dateOfBirth === consumer.dateOfBirth);
        const status: MlaStatus = persona?.status ?? 'not-covered';
        const digest = createHash('sha256').update(`${idempotencyKey}:${consumer.ssn}`).digest('hex').slice(0, 12).toUpperCase();
        return {
          value: {
            mlaReport: {
              identifier: 'current',
              subject: {
                firstName: consumer.firstName.toUpperCase(),
                middleName: consumer.middleName?.toUpperCase() ?? null,
                lastName: consumer.lastName.toUpperCase(),
                suffix: consumer.suffix ?? null,
                ssnMasked: `***-**-${consumer.ssn.slice(-4)}`,
                dateOfBirth: consumer.dateOfBirth,
              },
              coveredBorrower: status !== 'not-covered',
              status,
              statusText: MLA_STATUS_INFO[status].label,
              recordsAsOf: asOf,
              checkedAt: now().toISOString(),
              source: SOURCE,
              certificateId: `MLA-${digest}`,
            },
          },
          errors: [],
          status: 200,
        };
      });
    },
  };
}
