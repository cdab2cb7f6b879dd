import { ACCOUNT_LABELS } from '../../../order/order-account-labels';
import type { ApplicantKey, ApplicantValues, Country, OrderFormValues } from './order-form-values';
import { APPLICANT_KEYS } from './order-form-values';

export type OrderField =
  | 'permissiblePurpose'
  | 'accountNumber'
  | 'customerReferenceNumber'
  | 'chargeOffDate'
  | 'productConfigurationId'
  | `${ApplicantKey}.${keyof ApplicantValues}`;

/** The consumer's name, SSN and date of birth as every consumer form labels them. */
export const NAME_AND_ID_LABELS = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  suffix: 'Suffix',
  ssn: 'Social Security number',
  dateOfBirth: 'Date of birth',
};

/** The labels of the form, also used to word the contracts' messages for people. */
export const APPLICANT_LABELS: Record<keyof Required<ApplicantValues>, string> = {
  ...NAME_AND_ID_LABELS,
  line1: 'Street address',
  city: 'City',
  country: 'Country',
  state: 'State',
  zip: 'ZIP code',
  phone: 'Phone number',
  email: 'Email',
  driversLicenseNumber: "Driver's licence number",
  driversLicenseState: 'Licence issued in',
};

export const ORDER_LABELS = {
  permissiblePurpose: 'Permissible purpose',
  ...ACCOUNT_LABELS,
  chargeOffDate: 'Charge-off date',
  productConfigurationId: 'Product configuration',
} as const;

export const stateLabel = (country: Country) => (country === 'CA' ? 'Province' : 'State');
export const zipLabel = (country: Country) => (country === 'CA' ? 'Postal code' : 'ZIP code');

/** The request's field names per list, as the contracts schema and the server's 400s name them. */
const REQUEST_FIELDS: Record<string, Partial<Record<string, keyof ApplicantValues>>> = {
  name: { firstName: 'firstName', middleName: 'middleName', lastName: 'lastName', suffix: 'suffix' },
  socialNum: { number: 'ssn' },
  dateOfBirth: { dob: 'dateOfBirth' },
  addresses: { line1: 'line1', city: 'city', state: 'state', zip: 'zip', country: 'country' },
};

/** A request of one `consumer` (the ID Report, DTEC) names the applicant's fields, the address's inside `address`. */
const CONSUMER_FIELDS: Partial<Record<string, keyof ApplicantValues>> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  suffix: 'suffix',
  ssn: 'ssn',
  dateOfBirth: 'dateOfBirth',
  phone: 'phone',
  email: 'email',
};

/**
 * The form field a request path names ('consumers.socialNum.0.number' → 'applicant.ssn',
 * 'consumer.address.zip' → 'applicant.zip'), or undefined when it names none. Used for the
 * resolver's issues and for the server's 400 fields.
 */
export function formFieldOf(path: readonly PropertyKey[]): OrderField | undefined {
  const [head, list, index, field] = path.map(String);
  if (head === 'permissiblePurpose' || head === 'accountNumber' || head === 'customerReferenceNumber' || head === 'chargeOffDate' || head === 'productConfigurationId') return head;
  if (head === 'consumer') {
    if (list === 'driversLicense') return index === 'state' ? 'applicant.driversLicenseState' : 'applicant.driversLicenseNumber';
    const target = list === 'address' ? REQUEST_FIELDS.addresses[index ?? ''] : CONSUMER_FIELDS[list ?? ''];
    return target ? `applicant.${target}` : undefined;
  }
  if (head !== 'consumers' || !list || index === undefined || !field) return undefined;
  const key = APPLICANT_KEYS[Number(index)];
  const target = REQUEST_FIELDS[list]?.[field];
  return key && target ? `${key}.${target}` : undefined;
}

/** The server names fields 'body.consumers.socialNum.0.number'. */
export function formFieldOfServerPath(field: string): OrderField | undefined {
  const parts = field.split('.');
  return formFieldOf(parts[0] === 'body' ? parts.slice(1) : parts);
}

/** The label a field has on screen (state and zip follow the section's country). */
export function labelOf(field: OrderField, values: OrderFormValues): string {
  if (!field.includes('.')) return ORDER_LABELS[field as keyof typeof ORDER_LABELS];
  const [key, name] = field.split('.') as [ApplicantKey, keyof ApplicantValues];
  const country = values[key].country;
  if (name === 'state') return stateLabel(country);
  if (name === 'zip') return zipLabel(country);
  return APPLICANT_LABELS[name];
}
