import { TELECHECK_PRODUCT, telecheckSubmitBody, type RecalledApplicant, type TelecheckFormValues } from '@creditdesk/contracts';
import { ACCOUNT_LABELS } from '../../order/order-account-labels';
import type { PlacedOrder } from '../portal-product';

export type TelecheckField = keyof TelecheckFormValues;

/** The form's labels, also used to word the contracts' messages for people. */
export const TELECHECK_LABELS: Record<TelecheckField, string> = {
  ...ACCOUNT_LABELS,
  routingNumber: 'Routing number',
  checkingAccountNumber: 'Checking account number',
  checkNumber: 'Check number',
  amount: 'Amount',
  firstName: 'First name',
  lastName: 'Last name',
  idNumber: "Driver's licence or ID number",
  idState: 'ID state',
};

export const CHECK_FIELDS = ['routingNumber', 'checkingAccountNumber', 'checkNumber', 'amount'] as const;
export const WRITER_FIELDS = ['firstName', 'lastName', 'idNumber', 'idState'] as const;

export const defaultTelecheckValues = (accountNumber = ''): TelecheckFormValues => ({
  accountNumber,
  customerReferenceNumber: '',
  routingNumber: '',
  checkingAccountNumber: '',
  checkNumber: '',
  amount: '',
  firstName: '',
  lastName: '',
  idNumber: '',
  idState: '',
});

/**
 * A check of a stored report's applicant (issue 33, applicant recall): the check writer's name only.
 * The check's own numbers and the writer's ID come from the check and the ID presented; no stored
 * report holds them.
 */
export const telecheckDraftOfApplicant = (applicant: RecalledApplicant): TelecheckFormValues => ({ ...defaultTelecheckValues(), firstName: applicant.firstName, lastName: applicant.lastName });

/** The form field a request path names ('routingNumber', 'consumer.idState' → 'idState'); undefined for the form as a whole. */
export function telecheckFieldOf(path: readonly PropertyKey[]): TelecheckField | undefined {
  const parts = path.map(String);
  const field = (parts[0] === 'body' ? parts.slice(1) : parts).filter((p) => p !== 'consumer').at(0);
  return field && Object.hasOwn(TELECHECK_LABELS, field) ? (field as TelecheckField) : undefined;
}

/** A contracts (or server) message in the form's words: "routingNumber must be 9 digits" becomes "Routing number must be 9 digits". */
export function humanizeTelecheckMessage(message: string, field: TelecheckField | undefined): string {
  if (!field) return message;
  for (const word of Object.keys(TELECHECK_LABELS) as TelecheckField[]) {
    if (message === word || message.startsWith(`${word} `)) return `${TELECHECK_LABELS[word]}${message.slice(word.length)}`.replace(/ with an? (idNumber|idState)$/, (_m, w: TelecheckField) => ` with an ${TELECHECK_LABELS[w].toLowerCase()}`);
  }
  return message;
}

/** The order the form's values make: the contract's body, and what the report's page says about it. */
export function placedTelecheckOrder(values: TelecheckFormValues, userName: string): PlacedOrder {
  return {
    request: telecheckSubmitBody(values, { userName }) as unknown as Record<string, unknown>,
    draft: values,
    summary: { people: [`${values.firstName.trim()} ${values.lastName.trim()}`], accountNumber: values.accountNumber },
    details: { customerReferenceNumber: values.customerReferenceNumber.trim() || userName, accountNumber: values.accountNumber, userName },
  };
}

export const TELECHECK_REQUEST_SCHEMA = TELECHECK_PRODUCT.order.request;
