import type { RecoveryReportRequest } from '@creditdesk/contracts';
import type { Consumer } from './consumer-requests.js';

/** A Recovery Report order (the consumer as in the consumer family, one applicant) for collecting an account charged off on `chargeOffDate`. */
export function recoveryRequest(
  consumer: Consumer,
  options: { chargeOffDate?: string; accountNumber?: string; permissiblePurpose?: string; reference?: string } = {},
): RecoveryReportRequest {
  const identifier = 'current' as const;
  return {
    permissiblePurpose: options.permissiblePurpose ?? 'ACCOUNT_REVIEW',
    accountNumber: options.accountNumber ?? '100200300',
    customerReferenceNumber: options.reference ?? '',
    chargeOffDate: options.chargeOffDate ?? '2024-03-15',
    consumers: {
      name: [{ identifier, firstName: consumer.firstName, lastName: consumer.lastName }],
      socialNum: [{ identifier, number: consumer.ssn }],
      dateOfBirth: [{ identifier, dob: consumer.dateOfBirth }],
      addresses: [{ identifier, ...consumer.address, country: (consumer.address.country ?? 'US') as 'US' | 'CA' }],
    },
  };
}
