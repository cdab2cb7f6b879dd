import {
  COAPPLICANT_REQUEST_ID,
  PRIMARY_REQUEST_ID,
  formatNineDigits324,
  type ConsumerReportRequest,
  type SandboxPersonaInfo,
} from '@creditdesk/contracts';

export type Country = 'US' | 'CA';

export type ApplicantValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  ssn: string;
  dateOfBirth: string;
  line1: string;
  city: string;
  country: Country;
  state: string;
  zip: string;
};

export type OrderFormValues = {
  permissiblePurpose: string;
  accountNumber: string;
  customerReferenceNumber: string;
  applicant: ApplicantValues;
  hasCoApplicant: boolean;
  coApplicant: ApplicantValues;
};

export type ApplicantKey = 'applicant' | 'coApplicant';

/** Request list index → form section: the primary applicant is always first. */
export const APPLICANT_KEYS: readonly ApplicantKey[] = ['applicant', 'coApplicant'];

export const emptyApplicant = (): ApplicantValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  ssn: '',
  dateOfBirth: '',
  line1: '',
  city: '',
  country: 'US',
  state: '',
  zip: '',
});

export const defaultOrderValues = (accountNumber = ''): OrderFormValues => ({
  permissiblePurpose: '',
  accountNumber,
  customerReferenceNumber: '',
  applicant: emptyApplicant(),
  hasCoApplicant: false,
  coApplicant: emptyApplicant(),
});

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The consumer request of reports.md §3 from the form: every list holds the primary applicant first
 * ('current'), then the co-applicant ('Co-Applicant') when one is added.
 */
export function toOrderRequest(values: OrderFormValues): ConsumerReportRequest {
  type Person = { identifier: typeof PRIMARY_REQUEST_ID | typeof COAPPLICANT_REQUEST_ID; person: ApplicantValues };
  const people: Person[] = [{ identifier: PRIMARY_REQUEST_ID, person: values.applicant }];
  if (values.hasCoApplicant) people.push({ identifier: COAPPLICANT_REQUEST_ID, person: values.coApplicant });
  return {
    permissiblePurpose: blankToUndefined(values.permissiblePurpose) as ConsumerReportRequest['permissiblePurpose'],
    accountNumber: values.accountNumber,
    customerReferenceNumber: values.customerReferenceNumber.trim(),
    consumers: {
      name: people.map(({ identifier, person }) => ({
        identifier,
        firstName: person.firstName,
        middleName: person.middleName,
        lastName: person.lastName,
        suffix: person.suffix as ConsumerReportRequest['consumers']['name'][number]['suffix'],
      })),
      socialNum: people.map(({ identifier, person }) => ({ identifier, number: person.ssn })),
      dateOfBirth: people.map(({ identifier, person }) => ({ identifier, dob: person.dateOfBirth })),
      addresses: people.map(({ identifier, person }) => ({
        identifier,
        line1: person.line1,
        city: person.city,
        state: person.state,
        zip: person.zip,
        country: person.country,
      })),
    },
  };
}

/** A sandbox test consumer as form values. */
export function applicantFromPersona(persona: SandboxPersonaInfo): ApplicantValues {
  return {
    firstName: persona.firstName,
    middleName: '',
    lastName: persona.lastName,
    suffix: '',
    ssn: formatNineDigits324(persona.ssn),
    dateOfBirth: persona.dateOfBirth,
    line1: persona.address.line1,
    city: persona.address.city,
    country: persona.address.country,
    state: persona.address.state,
    zip: persona.address.zip,
  };
}
