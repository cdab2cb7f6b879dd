import { advSubmitBody, type AdvFormValues, type RecalledApplicant, type SandboxPersonaInfo } from '@creditdesk/contracts';
import type { PlacedOrder } from '../portal-product';
import { applicantFromIdentity, emptyNameAndId, nameAndIdOfPersona } from '../../product-kit/consumer/form/order-form-values';
import type { ProductConfiguration } from './adv-api';

/** The ADV order form's values: the contract's form values, every one a string as typed (blank when not given). */
export type AdvOrderValues = Required<AdvFormValues>;

/** Who orders: the session's company and user name (the body names both; the server checks them). */
export type AdvSession = { customerId: string; userName: string };

export const defaultAdvValues = (profileName = ''): AdvOrderValues => ({
  profileName,
  customerReferenceNumber: '',
  ...emptyNameAndId(),
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
});

/** A sandbox test consumer as the consumer's fields (the order details kept). */
export function consumerFromPersona(persona: SandboxPersonaInfo): Omit<AdvOrderValues, 'profileName' | 'customerReferenceNumber'> {
  return {
    ...nameAndIdOfPersona(persona),
    addressLine1: persona.address.line1,
    city: persona.address.city,
    state: persona.address.state,
    zip: persona.address.zip,
  };
}

/** A new view of a stored report's applicant (issue 33, applicant recall): the consumer's fields filled, the configuration and reference left to choose. */
export function advDraftOfApplicant(applicant: RecalledApplicant): AdvOrderValues {
  const { firstName, middleName, lastName, suffix, ssn, dateOfBirth, line1, city, state, zip } = applicantFromIdentity(applicant);
  return { ...defaultAdvValues(), firstName, middleName, lastName, suffix, ssn, dateOfBirth, addressLine1: line1, city, state, zip };
}

const personName = (v: AdvOrderValues) => [v.firstName, v.middleName, v.lastName, v.suffix].map((p) => p.trim()).filter(Boolean).join(' ');

/**
 * The order the form's values make: the body of reports.md §5 "Adv submit" (contracts' advSubmitBody:
 * optional fields only when given, the SSN's dashes removed, a blank reference replaced by the user
 * name), and what the report's page says about it (the configuration's account number is billed).
 */
export function placedAdvOrder(values: AdvOrderValues, session: AdvSession, configuration: ProductConfiguration | undefined): PlacedOrder {
  const request = advSubmitBody(values, session);
  return {
    request,
    draft: values,
    summary: { people: [personName(values)], accountNumber: configuration?.memberNumber },
    details: {
      customerReferenceNumber: request.customerConfigurations.customerReferenceNumber,
      accountNumber: configuration?.memberNumber,
      userName: session.userName,
    },
  };
}
