import type { GivenNameParts } from '../applicant-identity.js';
import { PRIMARY_REQUEST_ID } from '../credit-report.js';
import { givenNameParts, givenText } from './consumer-identity.js';

/*
 * The order form and submit body of a product ordered in the consumer request's shape (reports.md §3)
 * for one consumer, with a permissible purpose: the Persona's, which the Recovery Report extends with
 * the address's country and the charge-off date. Beside the product folders because a product folder
 * never imports another's (issue 31).
 */

/** The order form's values, as the user typed them. */
export type PersonaFormValues = GivenNameParts & {
  permissiblePurpose: string;
  accountNumber: string;
  customerReferenceNumber?: string;
  ssn: string;
  dateOfBirth: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
};

type Listed<T> = [{ identifier: typeof PRIMARY_REQUEST_ID } & T];

/**
 * The body the portal sends. The purpose is the one the user chose: typed `never` so the body fits
 * each product's request, whose schema refuses a purpose the product may not be ordered for.
 */
export type OneConsumerOrderBody = {
  permissiblePurpose: never;
  accountNumber: string;
  customerReferenceNumber: string;
  consumers: {
    name: Listed<ReturnType<typeof givenNameParts>>;
    socialNum: Listed<{ number: string }>;
    dateOfBirth: Listed<{ dob: string }>;
    addresses: Listed<{ line1: string; city: string; state: string; zip: string; country: 'US' }>;
  };
};

/** The body the portal sends: middle name and suffix only when not empty, the SSN without dashes. */
export function personaSubmitBody(form: PersonaFormValues): OneConsumerOrderBody {
  const middleName = givenText(form.middleName);
  const suffix = givenText(form.suffix);
  const id = PRIMARY_REQUEST_ID;
  return {
    permissiblePurpose: form.permissiblePurpose as never,
    accountNumber: form.accountNumber.trim(),
    customerReferenceNumber: givenText(form.customerReferenceNumber) ?? '',
    consumers: {
      name: [{ identifier: id, firstName: form.firstName.trim(), lastName: form.lastName.trim(), ...(middleName ? { middleName } : {}), ...(suffix ? { suffix: suffix as never } : {}) }],
      socialNum: [{ identifier: id, number: form.ssn.replace(/-/g, '').trim() }],
      dateOfBirth: [{ identifier: id, dob: form.dateOfBirth.trim() }],
      addresses: [{ identifier: id, line1: form.line1.trim(), city: form.city.trim(), state: form.state.trim(), zip: form.zip.trim(), country: 'US' }],
    },
  };
}
