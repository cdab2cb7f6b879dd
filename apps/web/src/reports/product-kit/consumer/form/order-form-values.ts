import {
  COAPPLICANT_REQUEST_ID,
  PRIMARY_REQUEST_ID,
  formatDigits334,
  formatNineDigits324,
  type ApplicantIdentityText,
  type ConsumerReportRequest,
  type SandboxPersonaInfo,
} from '@creditdesk/contracts';

export type Country = 'US' | 'CA';

export type ApplicantValues = ApplicantIdentityText & {
  line1: string;
  city: string;
  country: Country;
  state: string;
  zip: string;
  /** asked only by a product that takes one (DTEC). */
  phone?: string;
  /** asked only by eIDcompare: the email and the driver's licence to compare with the file. */
  email?: string;
  driversLicenseNumber?: string;
  driversLicenseState?: string;
};

export type OrderFormValues = {
  permissiblePurpose: string;
  accountNumber: string;
  customerReferenceNumber: string;
  /** asked only by a product that takes one (the Recovery Report): the date the account was charged off. */
  chargeOffDate: string;
  /** the product configuration the order is placed under (CCR, OneView, OneView+); blank: the product's defaults. */
  productConfigurationId?: string;
  applicant: ApplicantValues;
  hasCoApplicant: boolean;
  coApplicant: ApplicantValues;
};

export type ApplicantKey = 'applicant' | 'coApplicant';

/** Request list index → form section: the primary applicant is always first. */
export const APPLICANT_KEYS: readonly ApplicantKey[] = ['applicant', 'coApplicant'];

/** The consumer's name, SSN and date of birth, not yet typed. */
export const emptyNameAndId = () => ({ firstName: '', middleName: '', lastName: '', suffix: '', ssn: '', dateOfBirth: '' });

export const emptyApplicant = (): ApplicantValues => ({
  ...emptyNameAndId(),
  line1: '',
  city: '',
  country: 'US',
  state: '',
  zip: '',
  phone: '',
  email: '',
  driversLicenseNumber: '',
  driversLicenseState: '',
});

export const defaultOrderValues = (accountNumber = ''): OrderFormValues => ({
  permissiblePurpose: '',
  accountNumber,
  customerReferenceNumber: '',
  chargeOffDate: '',
  productConfigurationId: '',
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
    ...(values.productConfigurationId ? { productConfigurationId: values.productConfigurationId } : {}),
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

/** A submit body with a permissible purpose not chosen left out, so the contract says it is required. */
export function withoutBlankPurpose<B extends { permissiblePurpose?: unknown }>(body: B): Record<string, unknown> {
  const { permissiblePurpose, ...rest } = body;
  return permissiblePurpose ? { permissiblePurpose, ...rest } : rest;
}

/**
 * The one applicant's order, flat, as the contracts' submit bodies of the single-consumer products
 * take their form values (personaSubmitBody, idReportSubmitBody, dtecSubmitBody).
 */
export function singleConsumerFormValues(values: OrderFormValues) {
  const { applicant: a } = values;
  return {
    permissiblePurpose: values.permissiblePurpose,
    accountNumber: values.accountNumber,
    customerReferenceNumber: values.customerReferenceNumber,
    chargeOffDate: values.chargeOffDate,
    firstName: a.firstName,
    middleName: a.middleName,
    lastName: a.lastName,
    suffix: a.suffix,
    ssn: a.ssn,
    dateOfBirth: a.dateOfBirth,
    line1: a.line1,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: a.phone,
    email: a.email,
    driversLicenseNumber: a.driversLicenseNumber,
    driversLicenseState: a.driversLicenseState,
  };
}

/** A sandbox test consumer; a product's own may carry the phone, email and licence it is documented with. */
export type TestConsumer = SandboxPersonaInfo;

/** A sandbox test consumer's name, SSN and date of birth as form values. */
export function nameAndIdOfPersona(persona: SandboxPersonaInfo) {
  return {
    firstName: persona.firstName,
    middleName: '',
    lastName: persona.lastName,
    suffix: '',
    ssn: formatNineDigits324(persona.ssn),
    dateOfBirth: persona.dateOfBirth,
  };
}

/** A sandbox test consumer as form values. */
export function applicantFromPersona(persona: TestConsumer): ApplicantValues {
  return {
    ...nameAndIdOfPersona(persona),
    line1: persona.address.line1,
    city: persona.address.city,
    country: persona.address.country,
    state: persona.address.state,
    zip: persona.address.zip,
    phone: persona.phone ? formatDigits334(persona.phone) : '',
    email: persona.email ?? '',
    driversLicenseNumber: persona.driversLicense?.number ?? '',
    driversLicenseState: persona.driversLicense?.state ?? '',
  };
}
