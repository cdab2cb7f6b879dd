import type { IdReportRequest } from '@creditdesk/contracts';

/** A consumer to verify, as a test names it (the personas' shape). */
export type IdReportTestConsumer = {
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth?: string;
  address: { line1: string; city: string; state: string; zip: string };
};

/** A well-formed ID Report order of Demo Lending (account number 100200300) for a consumer. */
export function idReportRequest(
  consumer: IdReportTestConsumer,
  options: { accountNumber?: string; reference?: string; middleName?: string; suffix?: string } = {},
): IdReportRequest & { consumer: { address: Record<string, string> } } {
  return {
    accountNumber: options.accountNumber ?? '100200300',
    customerReferenceNumber: options.reference ?? '',
    consumer: {
      firstName: consumer.firstName,
      ...(options.middleName !== undefined ? { middleName: options.middleName } : {}),
      lastName: consumer.lastName,
      ...(options.suffix !== undefined ? { suffix: options.suffix as never } : {}),
      ssn: consumer.ssn,
      ...(consumer.dateOfBirth !== undefined ? { dateOfBirth: consumer.dateOfBirth } : {}),
      address: { ...consumer.address },
    },
  };
}
