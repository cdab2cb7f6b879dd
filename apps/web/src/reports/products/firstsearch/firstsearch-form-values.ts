import { FIRST_SEARCH_PRODUCT, firstSearchSubmitBody, type FirstSearchFormValues, type RecalledApplicant } from '@creditdesk/contracts';
import { applicantFromIdentity } from '../../product-kit/consumer/form/order-form-values';
import { joinName } from '../../format';
import { ACCOUNT_LABELS } from '../../order/order-account-labels';
import type { PlacedOrder } from '../portal-product';

/** First Search's form values, every one a string as typed (blank when not given). */
export type FirstSearchValues = Required<FirstSearchFormValues>;
export type FirstSearchField = keyof FirstSearchValues;

export const FIRST_SEARCH_LABELS: Record<FirstSearchField, string> = {
  ...ACCOUNT_LABELS,
  firstName: 'First name',
  lastName: 'Last name',
  line1: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  phone: 'Phone number',
  ssn: 'Social Security number',
};

/** The criteria fields (what a test search fills). */
export const CRITERIA_FIELDS = ['firstName', 'lastName', 'line1', 'city', 'state', 'zip', 'phone', 'ssn'] as const;

export const defaultFirstSearchValues = (accountNumber = ''): FirstSearchValues => ({
  accountNumber,
  customerReferenceNumber: '',
  firstName: '',
  lastName: '',
  line1: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  ssn: '',
});

/** A search for a stored report's applicant (issue 33, applicant recall): every criterion the report names (more narrow the candidates). */
export function firstSearchDraftOfApplicant(applicant: RecalledApplicant): FirstSearchValues {
  const { firstName, lastName, line1, city, state, zip, phone, ssn } = applicantFromIdentity(applicant);
  return { ...defaultFirstSearchValues(), firstName, lastName, line1, city, state, zip, phone: phone ?? '', ssn };
}

/** The form field a request path names ('criteria.address.zip' → 'zip'); undefined: the criteria as a whole. */
export function firstSearchFieldOf(path: readonly PropertyKey[]): FirstSearchField | undefined {
  const parts = path.map(String);
  if (parts[0] === 'accountNumber' || parts[0] === 'customerReferenceNumber') return parts[0];
  if (parts[0] !== 'criteria') return undefined;
  const last = parts.at(-1) ?? '';
  return (CRITERIA_FIELDS as readonly string[]).includes(last) ? (last as FirstSearchField) : undefined;
}

/** A contracts (or server) message in the form's words: "zip (or city …) is required" → "ZIP code (or city …) is required". */
export function humanizeFirstSearchMessage(message: string, field: FirstSearchField | undefined): string {
  if (!field) return message.replace(/^criteria must hold/, 'Enter');
  const word = field === 'line1' ? 'line1' : field;
  return message.startsWith(`${word} `) ? `${FIRST_SEARCH_LABELS[field]}${message.slice(word.length)}` : message;
}

/** What was searched for, in a line: the name, else the phone or the SSN given. */
export const searchedFor = (v: FirstSearchValues): string => joinName(v.firstName, '', v.lastName) || (v.phone.trim() ? `Phone ${v.phone.trim()}` : v.ssn.trim() ? 'Search by SSN' : '');

/** The order the form's values make: the contract's body, and what the report's page says about it. */
export function placedFirstSearch(values: FirstSearchValues, session: { userName: string }): PlacedOrder {
  return {
    request: firstSearchSubmitBody(values, session) as unknown as Record<string, unknown>,
    draft: values,
    summary: { people: [searchedFor(values)], accountNumber: values.accountNumber },
    details: { customerReferenceNumber: values.customerReferenceNumber.trim() || session.userName, accountNumber: values.accountNumber, userName: session.userName },
  };
}

export const FIRST_SEARCH_REQUEST_SCHEMA = FIRST_SEARCH_PRODUCT.order.request;

/** The sandbox's documented searches (docs/products/firstsearch.md), offered while the sandbox answers. */
export const FIRST_SEARCH_TEST_SEARCHES: readonly ({ key: string; label: string; description: string } & Partial<FirstSearchValues>)[] = [
  { key: 'oneHit', label: 'One candidate (SSN)', ssn: '123-45-1001', description: 'One file: Margaret Ellison, found by her SSN.' },
  { key: 'household', label: 'Several candidates (name and address)', firstName: 'Michael', lastName: 'Johnson', line1: '77 Maple Ave', city: 'Springfield', state: 'IL', zip: '62704', description: 'The Johnson household: three files at one address, best match first.' },
  { key: 'phone', label: 'Several candidates (phone)', phone: '217-555-0150', description: 'The Johnsons’ shared phone: two files.' },
  { key: 'noHit', label: 'No consumer found', firstName: 'Nobody', lastName: 'Atall', line1: '1 Main St', city: 'Boise', state: 'ID', zip: '83702', description: 'No file matches: stored as No Hit.' },
  { key: 'down', label: 'Data-source failure', ssn: '123-45-9999', description: 'The search is down: the order fails with its tracking id; nothing is stored.' },
];
