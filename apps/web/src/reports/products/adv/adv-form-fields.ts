import { NAME_AND_ID_LABELS } from '../../product-kit/consumer/form/order-form-fields';
import type { AdvOrderValues } from './adv-form-values';

export type AdvField = keyof AdvOrderValues;

/** The labels of the form, also used to word the contracts' messages for people. */
export const ADV_LABELS: Record<AdvField, string> = {
  profileName: 'Product configuration',
  customerReferenceNumber: 'Customer reference number',
  ...NAME_AND_ID_LABELS,
  addressLine1: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
};

/** The request's field names (reports.md §3 "Adv report request") → the form's, per list or group. */
const REQUEST_FIELDS: Record<string, Partial<Record<string, AdvField>>> = {
  name: { firstName: 'firstName', middleName: 'middleName', lastName: 'lastName', suffix: 'suffix' },
  addresses: { addressLine1: 'addressLine1', city: 'city', state: 'state', zip: 'zip' },
  socialSecurityNumber: { number: 'ssn' },
  dateOfBirth: { dob: 'dateOfBirth' },
  customerConfigurations: { customerReferenceNumber: 'customerReferenceNumber' },
  profileDetails: { profileName: 'profileName' },
};

/**
 * The form field a request path names ('personalInformation.socialSecurityNumber.0.number' → 'ssn'),
 * or undefined (the session's customerId and userName are no field of the form).
 */
export function advFieldOf(path: readonly PropertyKey[]): AdvField | undefined {
  const parts = path.map(String);
  if (parts[0] === 'personalInformation') {
    const [, list, , field] = parts;
    return list && field ? REQUEST_FIELDS[list]?.[field] : undefined;
  }
  const [group, field] = parts;
  return group && field ? REQUEST_FIELDS[group]?.[field] : undefined;
}

/** The server names fields 'body.personalInformation.name.0.firstName'. */
export const advFieldOfServerPath = (field: string): AdvField | undefined => {
  const parts = field.split('.');
  return advFieldOf(parts[0] === 'body' ? parts.slice(1) : parts);
};

/** The contracts' words for the request's fields, as their messages begin ("number must be 9 digits …"). */
const REQUEST_WORDS: [string, AdvField][] = Object.values(REQUEST_FIELDS).flatMap((fields) => Object.entries(fields) as [string, AdvField][]);

/**
 * A contracts (or server) message in the form's words: "number must be 9 digits …" on the SSN becomes
 * "Social Security number must be 9 digits …"; a bare "is …" gets the field's label in front.
 */
export function humanizeAdvMessage(message: string, field: AdvField | undefined): string {
  if (!field) return message;
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  const label = ADV_LABELS[field];
  const word = REQUEST_WORDS.find(([w, f]) => f === field && (message === w || message.startsWith(`${w} `)))?.[0];
  if (word) return `${label}${message.slice(word.length)}`;
  if (/^(is|must|may|cannot) /.test(message)) return `${label} ${message}`;
  return sentence;
}
