import type { PersonaReportRequest } from '@creditdesk/contracts';

export type PersonaTestSubject = {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
  ssn: string;
  dateOfBirth: string;
  address: { line1: string; city: string; state: string; zip: string };
};

/** A Persona order for one consumer, in the consumer request's shape (docs/products/persona.md). */
export function personaRequest(
  consumer: PersonaTestSubject,
  options: { accountNumber?: string; permissiblePurpose?: string; reference?: string } = {},
): PersonaReportRequest {
  const id = 'current' as const;
  return {
    permissiblePurpose: (options.permissiblePurpose ?? 'EMPLOYMENT') as never,
    accountNumber: options.accountNumber ?? '100200300',
    customerReferenceNumber: options.reference ?? '',
    consumers: {
      name: [
        {
          identifier: id,
          firstName: consumer.firstName,
          lastName: consumer.lastName,
          ...(consumer.middleName ? { middleName: consumer.middleName } : {}),
          ...(consumer.suffix ? { suffix: consumer.suffix as never } : {}),
        },
      ],
      socialNum: [{ identifier: id, number: consumer.ssn }],
      dateOfBirth: [{ identifier: id, dob: consumer.dateOfBirth }],
      addresses: [{ identifier: id, ...consumer.address, country: 'US' }],
    },
  };
}
