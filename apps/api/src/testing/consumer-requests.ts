import type { ConsumerReportRequest } from '@creditdesk/contracts';

export type Consumer = {
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string; country?: string };
};

/** A consumer report request for an applicant and an optional co-applicant, in the shape of reports.md §3. */
export function consumerRequest(
  primary: Consumer,
  options: { coApplicant?: Consumer; accountNumber?: string; permissiblePurpose?: string; reference?: string } = {},
): ConsumerReportRequest {
  const people = [
    ['current', primary],
    ...(options.coApplicant ? [['Co-Applicant', options.coApplicant] as const] : []),
  ] as const;
  return {
    permissiblePurpose: options.permissiblePurpose ?? 'CREDIT_TRANSACTION',
    accountNumber: options.accountNumber ?? '100200300',
    customerReferenceNumber: options.reference ?? '',
    consumers: {
      name: people.map(([identifier, p]) => ({ identifier, firstName: p.firstName, lastName: p.lastName })),
      socialNum: people.map(([identifier, p]) => ({ identifier, number: p.ssn })),
      dateOfBirth: people.map(([identifier, p]) => ({ identifier, dob: p.dateOfBirth })),
      addresses: people.map(([identifier, p]) => ({ identifier, ...p.address, country: (p.address.country ?? 'US') as 'US' | 'CA' })),
    },
  };
}

/**
 * The body confirming a new pull of a consumer the company ordered recently (docs/careful-pulls.md,
 * reuse instead of pulling twice), with its reason: for tests that order one test persona again and again.
 */
export const pullAgain = <B>(body: B, reason = 'the test orders this persona again'): B => ({ ...(body as object), allowDuplicate: true, duplicateReason: reason }) as B;
