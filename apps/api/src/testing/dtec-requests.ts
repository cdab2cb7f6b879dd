import type { DtecRequest } from '@creditdesk/contracts';

/** An application to screen, as a test names it (the personas' shape). */
export type DtecTestApplicant = {
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth?: string;
  address: { line1: string; city: string; state: string; zip: string };
  phone?: string;
};

/** A well-formed DTEC order of Demo Lending (account number 100200300) for an application. */
export function dtecRequest(
  applicant: DtecTestApplicant,
  options: { accountNumber?: string; reference?: string; middleName?: string; suffix?: string } = {},
): DtecRequest & { consumer: { address: Record<string, string> } } {
  return {
    accountNumber: options.accountNumber ?? '100200300',
    customerReferenceNumber: options.reference ?? '',
    consumer: {
      firstName: applicant.firstName,
      ...(options.middleName !== undefined ? { middleName: options.middleName } : {}),
      lastName: applicant.lastName,
      ...(options.suffix !== undefined ? { suffix: options.suffix as never } : {}),
      ssn: applicant.ssn,
      ...(applicant.dateOfBirth !== undefined ? { dateOfBirth: applicant.dateOfBirth } : {}),
      address: { ...applicant.address },
      ...(applicant.phone !== undefined ? { phone: applicant.phone } : {}),
    },
  };
}
