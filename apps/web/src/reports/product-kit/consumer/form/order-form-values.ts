import {
  COAPPLICANT_REQUEST_ID,
  PRIMARY_REQUEST_ID,
  formatDigits334,
  formatNineDigits324,
  type ApplicantIdentityText,
  type ConsumerReportRequest,
  type RecalledApplicant,
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

/**
 * A person's identity as the form takes it: a sandbox test consumer, or the applicant of a stored
 * report recalled to order another product for them (issue 33). A part not given stays blank.
 */
export type IdentityToFill = Pick<RecalledApplicant, 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'ssn' | 'dateOfBirth' | 'phone' | 'email'> & {
  address?: { line1: string; city: string; state: string; zip: string; country?: Country };
  driversLicense?: { number: string; state: string };
};

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

/** An identity as the applicant section's values. */
export function applicantFromIdentity(who: IdentityToFill): ApplicantValues {
  return {
    firstName: who.firstName,
    middleName: who.middleName ?? '',
    lastName: who.lastName,
    suffix: who.suffix ?? '',
    ssn: who.ssn ? formatNineDigits324(who.ssn) : '',
    dateOfBirth: who.dateOfBirth ?? '',
    line1: who.address?.line1 ?? '',
    city: who.address?.city ?? '',
    country: who.address?.country ?? 'US',
    state: who.address?.state ?? '',
    zip: who.address?.zip ?? '',
    phone: who.phone ? formatDigits334(who.phone) : '',
    email: who.email ?? '',
    driversLicenseNumber: who.driversLicense?.number ?? '',
    driversLicenseState: who.driversLicense?.state ?? '',
  };
}

/** A sandbox test consumer as form values. */
export const applicantFromPersona = (persona: TestConsumer): ApplicantValues => applicantFromIdentity(persona);

/** A new order for a stored report's applicant (issue 33): the form's defaults with the applicant filled. */
export const recalledOrderDraft = (applicant: RecalledApplicant): OrderFormValues => ({ ...defaultOrderValues(), applicant: applicantFromIdentity(applicant) });
