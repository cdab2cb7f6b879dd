import type { AdvReportRequest } from '@creditdesk/contracts';

export type AdvConsumer = {
  firstName: string;
  lastName: string;
  ssn?: string;
  dateOfBirth?: string;
  address: { line1?: string; city: string; state: string; zip?: string };
};

/** An ADV order (reports.md §3 "Adv report request") for a consumer, as the caller (customerId, userName) under a profile. */
export function advRequest(
  consumer: AdvConsumer,
  caller: { customerId: string; userName: string },
  options: { profileName?: string; reference?: string; middleName?: string; suffix?: string } = {},
): AdvReportRequest {
  const { address } = consumer;
  return {
    personalInformation: {
      name: [
        {
          firstName: consumer.firstName,
          lastName: consumer.lastName,
          ...(options.middleName ? { middleName: options.middleName } : {}),
          ...(options.suffix ? { suffix: options.suffix as never } : {}),
          identifier: 'current',
        },
      ],
      addresses: [{ city: address.city, state: address.state, identifier: 'current', ...(address.line1 ? { addressLine1: address.line1 } : {}), ...(address.zip ? { zip: address.zip } : {}) }],
      ...(consumer.ssn ? { socialSecurityNumber: [{ identifier: 'current', number: consumer.ssn }] } : {}),
      ...(consumer.dateOfBirth ? { dateOfBirth: [{ identifier: 'current', dob: consumer.dateOfBirth }] } : {}),
    },
    customerConfigurations: { userName: caller.userName, customerId: caller.customerId, customerReferenceNumber: options.reference ?? '' },
    profileDetails: { profileName: options.profileName ?? 'Public records view' },
  };
}
