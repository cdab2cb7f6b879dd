import { ACCOUNT_LABELS } from '../../order/order-account-labels';
import type { ScreeningField } from './screening-form-values';

/** The labels of the form, also used to word the contracts' messages for people. */
export const SCREENING_LABELS: Record<ScreeningField, string> = {
  ...ACCOUNT_LABELS,
  subjectType: 'Screen a',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  country: 'Country',
  businessName: 'Business name',
};

/** The contracts' words for the fields, as their messages begin ("firstName may hold letters …"). */
const REQUEST_WORDS: readonly ScreeningField[] = ['accountNumber', 'customerReferenceNumber', 'firstName', 'middleName', 'lastName', 'dateOfBirth', 'country', 'businessName'];

/**
 * A contracts (or server) message in the form's words: "firstName may hold letters …" becomes "First
 * name may hold letters …"; a bare "is …" gets the field's label in front.
 */
export function humanizeScreeningMessage(message: string, field: ScreeningField | undefined): string {
  if (!field) return message;
  const label = SCREENING_LABELS[field];
  const word = REQUEST_WORDS.find((w) => message === w || message.startsWith(`${w} `));
  if (word) return `${label}${message.slice(word.length)}`;
  if (/^(is|must|may|cannot) /.test(message)) return `${label} ${message}`;
  return message;
}

/** The request's field names of the OFAC and AML Connect requests: `subject.firstName`, `subject.type`. */
const SUBJECT_REQUEST_FIELDS: Partial<Record<string, ScreeningField>> = {
  type: 'subjectType',
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth',
  country: 'country',
  businessName: 'businessName',
};

/** The form field an OFAC or AML Connect request path names ('subject.lastName' → 'lastName'), or undefined. */
export function subjectRequestFieldOf(path: readonly PropertyKey[]): ScreeningField | undefined {
  const [head, field] = path.map(String);
  if (head === 'accountNumber' || head === 'customerReferenceNumber') return head;
  return head === 'subject' && field ? SUBJECT_REQUEST_FIELDS[field] : undefined;
}

/** The server names fields 'body.subject.lastName': the request's path. */
export const requestPathOfServerField = (field: string): string[] => {
  const parts = field.split('.');
  return parts[0] === 'body' ? parts.slice(1) : parts;
};
